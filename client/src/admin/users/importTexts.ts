// The words of the Users tab's member import (issue 29), shared with its tests: from the
// admin-users catalogue, in the active language (`t`). The file's column names stay English:
// the server reads them by name.
import { translate, type Translate } from "../../i18n";

/** The server's limits (memberimport.MaxBytes, MaxRows). */
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;

export function importTexts(t: Translate = translate) {
  return {
    open: t("admin-users.import.open"),
    title: t("admin-users.import.title"),
    fileLabel: t("admin-users.import.fileLabel"),
    fileHint: t("admin-users.import.fileHint"),
    tooLarge: t("admin-users.import.tooLarge"),
    unreadable: t("admin-users.import.unreadable"),
    checking: t("admin-users.import.checking"),
    problemsCaption: t("admin-users.import.problemsCaption"),
    skippedCaption: t("admin-users.import.skippedCaption"),
    noProblems: t("admin-users.import.noProblems"),
    importing: t("admin-users.import.importing"),
    close: t("admin-users.import.close"),
    cancel: t("admin-users.import.cancel"),
    groupsLabel: t("admin-users.import.groupsLabel"),
    columnRow: t("admin-users.import.column.row"),
    columnColumn: t("admin-users.import.column.column"),
    columnProblem: t("admin-users.import.column.problem"),
    /** "13 rows: 3 can be imported, 10 have problems." */
    summary: (rows: number, valid: number, withProblems: number) => t("admin-users.import.summary", { rows, valid, withProblems }),
    /** The import button: "Import 3 members". */
    importButton: (n: number) => t("admin-users.import.button", { count: n }),
    /** Where the members go: "January 2027 Group: 2 members". */
    groupLine: (name: string, members: number) => t("admin-users.import.groupLine", { name, members }),
    ignored: (columns: string[]) => t("admin-users.import.ignored", { columns: columns.join(", ") }),
    /** "Imported 3 members; 2 rows skipped. Each imported member gets a welcome mail." */
    result: (imported: number, skipped: number) =>
      imported === 0
        ? t("admin-users.import.resultNone", { skipped })
        : skipped
          ? t("admin-users.import.resultSkipped", { imported, skipped })
          : t("admin-users.import.result", { imported }),
    /** Shown when only the first problems are listed. */
    more: (shown: number, total: number) => t("admin-users.import.more", { shown, total }),
  };
}

/** How many problem rows the dialog lists at most (a 5,000-row file may have many more). */
export const MAX_PROBLEMS_SHOWN = 500;
