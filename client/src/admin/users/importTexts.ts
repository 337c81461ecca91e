// The words of the Users tab's member import (issue 29), shared with its tests.
import { plural } from "../../lib/plural";

/** The server's limits (memberimport.MaxBytes, MaxRows). */
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;

export const IMPORT_TEXTS = {
  open: "Import members",
  title: "Import members",
  fileLabel: "CSV file",
  fileHint:
    "A header row, then one member a row. Columns, in any order: name, email, city, mailing address, and optionally group: " +
    "the group's name as the Groups tab shows it (“January 2027 Group”, or “January 2027”) or its number. " +
    "Rows without a group go where registration would put them. At most 5,000 rows and 2 MB.",
  tooLarge: "The file is larger than 2 MB: at most 2 MB can be imported at once. Split it into smaller files.",
  unreadable: "The file could not be read. Choose it again.",
  checking: "Checking the file…",
  problemsCaption: "Rows with problems",
  skippedCaption: "Rows skipped",
  noProblems: "No problems: every row can be imported.",
  importing: "Importing…",
  close: "Close",
  cancel: "Cancel",
  /** "13 rows: 3 can be imported, 10 have problems." */
  summary: (rows: number, valid: number, withProblems: number) =>
    `${plural(rows, "row")}: ${valid.toLocaleString("en-US")} can be imported, ` +
    `${withProblems.toLocaleString("en-US")} ${withProblems === 1 ? "has" : "have"} problems.`,
  /** The import button: "Import 3 members". */
  importButton: (n: number) => `Import ${plural(n, "member")}`,
  /** Where the members go: "January 2027 Group: 2 members". */
  groupLine: (name: string, members: number) => `${name}: ${plural(members, "member")}`,
  ignored: (columns: string[]) => `Columns not imported: ${columns.join(", ")}.`,
  /** "Imported 3 members; 2 rows skipped. Each imported member gets a welcome mail." */
  result: (imported: number, skipped: number) =>
    imported === 0
      ? `Nobody was imported: ${plural(skipped, "row")} skipped for the problems below.`
      : `Imported ${plural(imported, "member")}${skipped ? `; ${plural(skipped, "row")} skipped` : ""}. Each gets a welcome mail.`,
  /** Shown when only the first problems are listed. */
  more: (shown: number, total: number) => `Showing the first ${shown.toLocaleString("en-US")} of ${total.toLocaleString("en-US")} problems.`,
};

/** How many problem rows the dialog lists at most (a 5,000-row file may have many more). */
export const MAX_PROBLEMS_SHOWN = 500;
