// The words of the "Awards to ship" section (issue 29), in one place: each from admin-shipments.
import type { Translate } from "../../i18n";

/** Awards per page, and per Load more. */
export const PAGE_SIZE = 50;
/** The server records at most this many awards in one call. */
export const MAX_SHIP = 500;
/** The tracking note's limit (the server's MaxShippingNote). */
export const MAX_NOTE = 500;

/** The section's words in the active language (t: useT() in a component). */
export function shipTexts(t: Translate) {
  return {
    heading: t("admin-shipments.heading"),
    intro: t("admin-shipments.intro"),
    csvEnglish: t("admin-shipments.csv-english"),
    caption: t("admin-shipments.caption"),
    loading: t("admin-shipments.loading"),
    count: (shown: number, total: number) =>
      shown < total ? t("admin-shipments.count.partial", { shown, total }) : t("admin-shipments.count", { total }),
    empty: t("admin-shipments.empty"),
    loadError: t("admin-shipments.heading"),
    moreFailed: t("admin-shipments.more-failed"),
    columns: {
      select: t("admin-shipments.column.select"),
      member: t("admin-shipments.column.member"),
      address: t("admin-shipments.column.address"),
      award: t("admin-shipments.column.award"),
      completed: t("admin-shipments.column.completed"),
    },
    noAddress: t("admin-shipments.no-address"),
    selectRow: (userName: string) => t("admin-shipments.select-row", { name: userName }),
    /** A member with two awards in the list: the box says which one. */
    selectRowCompleted: (userName: string, completed: string) => t("admin-shipments.select-row.completed", { name: userName, completed }),
    selectPage: t("admin-shipments.select-page"),
    barLabel: t("admin-shipments.bar"),
    selected: (n: number) => t("admin-shipments.selected", { count: n }),
    postedOn: t("admin-shipments.posted-on"),
    postedOnMissing: t("admin-shipments.posted-on.missing"),
    postedOnFuture: t("admin-shipments.posted-on.future"),
    note: t("admin-shipments.note"),
    noteHint: (length: number) => t("admin-shipments.note.hint", { length, max: MAX_NOTE }),
    noteTooLong: t("admin-shipments.note.too-long", { max: MAX_NOTE }),
    tooMany: (n: number) => t("admin-shipments.too-many", { max: MAX_SHIP, count: n }),
    mark: (n: number) => t("admin-shipments.mark", { count: n }),
    marking: t("admin-shipments.marking"),
    clear: t("admin-shipments.clear"),
    problemsLabel: t("admin-shipments.problems"),
    outcome: {
      ALREADY_DECIDED: t("admin-shipments.outcome.already"),
      FAILED: t("admin-shipments.outcome.failed"),
      DONE: t("admin-shipments.outcome.done"),
    },
    summary: (done: number, total: number) => t("admin-shipments.summary", { done, total }),
    /** "Marked 1 of 3 as posted: 1 posted already, 1 failed." (only the outcomes that happened) */
    summaryWithProblems: (done: number, total: number, already: number, failed: number) => {
      const problems = [
        ...(already > 0 ? [t("admin-shipments.summary.already", { count: already })] : []),
        ...(failed > 0 ? [t("admin-shipments.summary.failed", { count: failed })] : []),
      ];
      return t("admin-shipments.summary.problems", { done, total, problems: problems.join(", ") });
    },
    unknownAward: (id: string) => t("admin-shipments.unknown-award", { id }),
    exportLabel: t("admin-shipments.export.label"),
    exportFailed: t("admin-shipments.export.failed"),
  };
}

export type ShipTexts = ReturnType<typeof shipTexts>;
