// The words of the Users tab's bulk actions (issue 29), in one place: from the admin-users
// catalogue, in the active language (`t`).
import type { UserBulkAction } from "../../gql/graphql";
import { translate, type Translate } from "../../i18n";

/** The question and buttons of an action asked with the shared ConfirmDialog. */
export interface ConfirmTexts {
  title: string;
  question: (n: number) => string;
  note?: string;
  confirm: (n: number) => string;
  busy: string;
}

export function bulkTexts(t: Translate = translate) {
  return {
    selectColumn: t("admin-users.bulk.selectColumn"),
    selectRow: (name: string) => t("admin-users.bulk.selectRow", { name }),
    selectPage: t("admin-users.bulk.selectPage"),
    barLabel: t("admin-users.bulk.barLabel"),
    selected: (n: number) => t("admin-users.bulk.selected", { count: n }),
    disable: t("admin-users.bulk.disable"),
    enable: t("admin-users.bulk.enable"),
    moveToGroup: t("admin-users.bulk.moveToGroup"),
    delete: t("admin-users.bulk.delete"),
    clear: t("admin-users.bulk.clear"),
    move: {
      title: t("admin-users.move.title"),
      question: (n: number) => t("admin-users.move.question", { count: n }),
      note: t("admin-users.move.note"),
      groupLabel: t("admin-users.move.groupLabel"),
      choose: t("admin-users.move.choose"),
      required: t("admin-users.move.required"),
      confirm: (n: number) => t("admin-users.move.confirm", { count: n }),
      busy: t("admin-users.move.busy"),
    },
    problemsLabel: t("admin-users.bulk.problemsLabel"),
    outcome: { ALREADY_DECIDED: t("admin-users.bulk.outcome.already"), FAILED: t("admin-users.bulk.outcome.failed") },
  };
}

/** The confirmations of the actions that need no choice (Move has its own dialog). */
export function confirmTexts(t: Translate = translate): Record<Exclude<UserBulkAction, "MOVE">, ConfirmTexts> {
  return {
    DISABLE: {
      title: t("admin-users.disable.title"),
      question: (n) => t("admin-users.disable.question", { count: n }),
      note: t("admin-users.disable.note"),
      confirm: (n) => t("admin-users.disable.confirm", { count: n }),
      busy: t("admin-users.disable.busy"),
    },
    ENABLE: {
      title: t("admin-users.enable.title"),
      question: (n) => t("admin-users.enable.question", { count: n }),
      note: t("admin-users.enable.note"),
      confirm: (n) => t("admin-users.enable.confirm", { count: n }),
      busy: t("admin-users.enable.busy"),
    },
    DELETE: {
      title: t("admin-users.delete.title"),
      question: (n) => t("admin-users.delete.question", { count: n }),
      confirm: (n) => t("admin-users.delete.confirm", { count: n }),
      busy: t("admin-users.delete.busy"),
    },
  };
}

/** The report's summary: "Disabled 2 of 3: 1 already so, 0 failed." or, all done, "Disabled 3 of 3." */
export function summaryText(action: UserBulkAction, done: number, total: number, already: number, failed: number, t: Translate = translate): string {
  if (done === total && already === 0 && failed === 0) return t("admin-users.report.allDone", { action, done, total });
  return t("admin-users.report.someNotDone", { action, done, total, already, failed });
}
