// The way back's words (issue 28), for the Today card and the planner page.
import { formatLongDay } from "../habit/format";
import { plural } from "../lib/plural";

export const PAGE_TITLE = "A way back";

export const INTRO =
  "A milestone counts complete only with no missing day. A way back spreads the readings of the days you missed over the days left, on top of each day's own reading.";

export const PLANNER_PATH = "/catch-up";

/** "50", "50 and 51", "50, 51 and 52". */
export function andList(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** The Today card's link to the planner: "Plan a way back (2 missed days)", or with a plan "Plan again to include 1 more missed day". */
export function planLinkText(unplanned: number, hasPlan: boolean): string {
  return hasPlan
    ? `Plan again to include ${plural(unplanned, "more missed day", "more missed days")}`
    : `Plan a way back (${plural(unplanned, "missed day")})`;
}

export const SEE_PLAN_TEXT = "See your catch-up plan";

/** The heading of the day's catch-up: "Today + catch-up: Genesis 20–22". */
export function dueHeading(references: readonly string[]): string {
  return `Today + catch-up: ${references.join("; ")}`;
}

/** "1 of 2 missed days made up · finish by Tuesday, March 9, 2027". */
export function progressText(madeUp: number, missed: number, finishBy: string): string {
  return `${madeUp} of ${plural(missed, "missed day")} made up · finish by ${formatLongDay(finishBy)}`;
}

export const MARK_READ = "I read the catch-up";
export const MARKING_READ = "Saving…";
export const MARK_READ_FAILED = "Your catch-up reading was not saved.";

/** "Catch-up read for today. Next: Genesis 23 on Wednesday, March 3, 2027." */
export function nextText(reference: string, date: string): string {
  return `Catch-up read for today. Next: ${reference} on ${formatLongDay(date)}.`;
}

/** "Catch-up complete: all 2 missed days of The Law made up." */
export function doneText(missed: number, milestone: string): string {
  return missed === 1
    ? `Catch-up complete: the missed day of ${milestone} is made up.`
    : `Catch-up complete: all ${missed} missed days of ${milestone} made up.`;
}

/** "You missed 3 days of The Law: days 50, 51 and 52." */
export function missedText(days: readonly number[], milestone: string): string {
  const which = days.length === 1 ? `day ${days[0]}` : `days ${andList(days.map(String))}`;
  return `You missed ${plural(days.length, "day")} of ${milestone}: ${which}.`;
}

/** "About 6 extra minutes a day, finishing by Tuesday, March 9, 2027." */
export function paceText(minutes: number, lastDate: string): string {
  return `About ${plural(minutes, "extra minute")} a day, finishing by ${formatLongDay(lastDate)}.`;
}

export const minutesText = (minutes: number) => `about ${minutes} min`;

/** The date input's standing hint. */
export function finishHint(latest: string, milestone: string): string {
  return `Today or a later day, at the latest ${formatLongDay(latest)}, the last day of ${milestone}.`;
}

export const FINISH_LABEL = "Finish by";
export const PLANNER_TITLE = "Plan a way back";
export const REPLAN_TITLE = "Plan again";
export const REPLACES_TEXT = "A new plan replaces the one under way; the days it made up stay read.";
export const WORKING_OUT = "Working out a plan…";
export const CHOOSE_DATE = "Choose a day to finish by.";
export const REFUSED_STATUS = "No plan for that day: see the note under Finish by.";
export const START = "Start this plan";
export const STARTING = "Starting…";
/** Left for the dashboard (its notice) once a plan is accepted. */
export const STARTED_TEXT = "Your catch-up plan is started: today's catch-up is on your Today card.";
export const BACK_TO_DASHBOARD = "Back to Dashboard";

/** "1 of 2 missed days made up · 1 of 6 days read · finish by Tuesday, March 9, 2027". */
export function planProgressText(p: { madeUpCount: number; missedDays: readonly number[]; daysRead: number; days: readonly unknown[]; finishBy: string }): string {
  return `${p.madeUpCount} of ${plural(p.missedDays.length, "missed day")} made up · ${p.daysRead} of ${plural(p.days.length, "day")} read · finish by ${formatLongDay(p.finishBy)}`;
}

export const READ_MARK = "Read";
export const STOP = "Stop this plan";
export const STOPPING = "Stopping…";
export const stopQuestion = (milestone: string) => `Stop your catch-up plan for ${milestone}?`;
export const STOP_EFFECT = "The days it made up stay read; the others stay missed until you plan again.";
export const STOPPED_TEXT = "Your catch-up plan is stopped. The days it made up stay read.";
