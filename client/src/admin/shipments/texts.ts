// The words of the "Awards to ship" section (issue 29), in one place.
import { plural } from "../../lib/plural";

/** Awards per page, and per Load more. */
export const PAGE_SIZE = 50;
/** The server records at most this many awards in one call. */
export const MAX_SHIP = 500;
/** The tracking note's limit (the server's MaxShippingNote). */
export const MAX_NOTE = 500;

export const SHIP_TEXTS = {
  heading: "Awards to ship",
  intro: "Approved awards not yet posted, oldest first. Tick the ones you have posted and record the day.",
  caption: "Awards not yet posted",
  loading: "Loading awards to ship…",
  count: (shown: number, total: number) =>
    shown < total ? `Showing ${shown} of ${plural(total, "award")} to ship` : `${plural(total, "award")} to ship`,
  empty: "Every approved award has been posted.",
  loadError: "Awards to ship",
  moreFailed: "More awards could not be loaded.",
  columns: { select: "Select", member: "Member", address: "Postal address", award: "Award", completed: "Completed" },
  noAddress: "No postal address given",
  selectRow: (userName: string) => `Select ${userName}'s award`,
  /** A member with two awards in the list: the box says which one. */
  selectRowCompleted: (userName: string, completed: string) => `Select ${userName}'s award completed ${completed}`,
  selectPage: "Select all on this page",
  barLabel: "Mark selected awards as posted",
  selected: (n: number) => `${n} selected`,
  postedOn: "Posted on",
  postedOnMissing: "Enter the day the awards were posted.",
  postedOnFuture: "The day they were posted cannot be in the future.",
  note: "Tracking note",
  noteHint: (length: number) => `Shown to each member with their award. ${length} of ${MAX_NOTE} characters.`,
  noteTooLong: `The note can be at most ${MAX_NOTE} characters.`,
  tooMany: (n: number) => `At most ${MAX_SHIP} awards are marked at once; ${n} are selected.`,
  mark: (n: number) => `Mark ${n} as posted`,
  marking: "Marking…",
  clear: "Clear selection",
  problemsLabel: "Awards not marked",
  outcome: { ALREADY_DECIDED: "posted already", FAILED: "failed", DONE: "done" },
} as const;
