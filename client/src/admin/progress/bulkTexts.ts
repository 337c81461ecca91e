// The words of the Progress tab's bulk trophy decisions (issue 29), in one place: each from admin-progress.
import type { Translate } from "../../i18n";

/** The server takes at most this many requests in one bulk decision. */
export const MAX_BULK = 500;

/** The bulk decisions' words in the active language (t: useT() in a component). */
export function bulkTexts(t: Translate) {
  return {
    selectColumn: t("admin-progress.bulk.select-column"),
    selectRow: (userName: string) => t("admin-progress.bulk.select-row", { name: userName }),
    /** The label of a member's second row on the page: their name alone would be said twice. */
    selectRowInGroup: (userName: string, groupName: string) => t("admin-progress.bulk.select-row.group", { name: userName, group: groupName }),
    selectPage: t("admin-progress.bulk.select-page"),
    selectFilter: (n: number) =>
      n > MAX_BULK ? t("admin-progress.bulk.select-filter.first", { max: MAX_BULK, count: n }) : t("admin-progress.bulk.select-filter", { count: n }),
    selectingFilter: t("admin-progress.bulk.selecting"),
    selectedFromFilter: (n: number) => t("admin-progress.bulk.selected-filter", { count: n }),
    selectedFirstFromFilter: (n: number) => t("admin-progress.bulk.selected-filter.first", { count: n, max: MAX_BULK }),
    barLabel: t("admin-progress.bulk.bar"),
    selected: (n: number) => t("admin-progress.bulk.selected", { count: n }),
    approve: (n: number) => t("admin-progress.bulk.approve", { count: n }),
    reject: (n: number) => t("admin-progress.bulk.reject", { count: n }),
    clear: t("admin-progress.bulk.clear"),
    approving: t("admin-progress.approving"),
    confirmTitle: t("admin-progress.bulk.confirm.title"),
    confirmQuestion: (n: number) => t("admin-progress.bulk.confirm.question", { count: n }),
    confirmNote: t("admin-progress.bulk.confirm.note"),
    rejectTitle: (n: number) => t("admin-progress.bulk.reject.title", { count: n }),
    rejectNote: t("admin-progress.bulk.reject.note"),
    problemsLabel: t("admin-progress.bulk.problems"),
    dismissReport: t("admin-progress.bulk.dismiss-report"),
    outcome: {
      ALREADY_DECIDED: t("admin-progress.bulk.outcome.already"),
      FAILED: t("admin-progress.bulk.outcome.failed"),
      DONE: t("admin-progress.bulk.outcome.done"),
    },
    /** "Approved 3 of 4: 1 already decided, 1 failed." (only the outcomes that happened) */
    summary: (action: "approve" | "reject", done: number, total: number, already: number, failed: number) => {
      const problems = [
        ...(already > 0 ? [t("admin-progress.bulk.summary.already", { count: already })] : []),
        ...(failed > 0 ? [t("admin-progress.bulk.summary.failed", { count: failed })] : []),
      ];
      return problems.length > 0
        ? t("admin-progress.bulk.summary.problems", { action, done, total, problems: problems.join(", ") })
        : t("admin-progress.bulk.summary", { action, done, total });
    },
    unknownRequest: (id: string) => t("admin-progress.bulk.unknown-request", { id }),
    /** Whom the reject dialog names: "Ruth Member, Sam Zero and 3 more". */
    selectedNames: (names: readonly string[], shown = 3) =>
      names.length <= shown ? names.join(", ") : t("admin-progress.bulk.names", { names: names.slice(0, shown).join(", "), more: names.length - shown }),
  };
}

export type BulkTexts = ReturnType<typeof bulkTexts>;
