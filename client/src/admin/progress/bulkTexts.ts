// The words of the Progress tab's bulk trophy decisions (issue 29), in one place.
import { plural } from "../../lib/plural";

/** The server takes at most this many requests in one bulk decision. */
export const MAX_BULK = 500;

export const BULK_TEXTS = {
  selectColumn: "Select",
  selectRow: (userName: string) => `Select ${userName}'s request`,
  /** The label of a member's second row on the page: their name alone would be said twice. */
  selectRowInGroup: (userName: string, groupName: string) => `Select ${userName}'s request in ${groupName}`,
  selectPage: "Select all pending on this page",
  selectFilter: (n: number) =>
    n > MAX_BULK ? `Select the first ${MAX_BULK} of ${n.toLocaleString("en-US")} pending on the filter` : `Select all ${n} pending on the filter`,
  selectingFilter: "Selecting…",
  selectedFromFilter: (n: number) => `Selected ${plural(n, "pending request")} on the filter.`,
  selectedFirstFromFilter: (n: number) => `Selected the first ${n} pending requests: at most ${MAX_BULK} are decided at once.`,
  barLabel: "Selected requests",
  selected: (n: number) => `${n} selected`,
  approve: (n: number) => `Approve ${n}`,
  reject: (n: number) => `Reject ${n}`,
  clear: "Clear selection",
  approving: "Approving…",
  confirmTitle: "Approve trophy requests",
  confirmQuestion: (n: number) => `Approve ${plural(n, "trophy request")}?`,
  confirmNote:
    "Each member gets one more trophy and their Journey Completion award, and is told by email. Each approval is its own entry in the audit log.",
  rejectTitle: (n: number) => `Reject ${plural(n, "trophy request")}`,
  rejectNote: "One reason for all of them. The members keep their progress and may ask again.",
  problemsLabel: "Requests not decided",
  dismissReport: "Dismiss report",
  outcome: { ALREADY_DECIDED: "already decided", FAILED: "failed", DONE: "done" },
} as const;

/** Whom the reject dialog names: "Ruth Member, Sam Zero and 3 more". */
export function selectedNames(names: readonly string[], shown = 3): string {
  if (names.length <= shown) return names.join(", ");
  return `${names.slice(0, shown).join(", ")} and ${names.length - shown} more`;
}
