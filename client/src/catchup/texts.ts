// The way back's words (issue 28), for the Today card and the planner page. Milestone names given
// to these are already in the active language (dashboard/milestoneNames).
import { formatLongDay } from "../habit/format";
import { msg, type Translate } from "../i18n";

export const PAGE_TITLE = msg("catchup.pageTitle");

export const INTRO = msg("catchup.intro");

export const PLANNER_PATH = "/catch-up";

/** "50", "50 and 51", "50, 51 and 52", in the active language. */
export function andList(items: readonly string[], t: Translate): string {
  if (items.length <= 1) return items.join("");
  return t("catchup.andList", { first: items.slice(0, -1).join(", "), last: items[items.length - 1] });
}

/** The Today card's link to the planner: "Plan a way back (2 missed days)", or with a plan "Plan again to include 1 more missed day". */
export function planLinkText(unplanned: number, hasPlan: boolean, t: Translate): string {
  return hasPlan ? t("catchup.link.replan", { count: unplanned }) : t("catchup.link.plan", { count: unplanned });
}

export const SEE_PLAN_TEXT = msg("catchup.link.seePlan");

/** The heading of the day's catch-up: "Today + catch-up: Genesis 20–22". */
export function dueHeading(references: readonly string[], t: Translate): string {
  return t("catchup.due", { references: references.join("; ") });
}

/** "1 of 2 missed days made up · finish by Tuesday, March 9, 2027". */
export function progressText(madeUp: number, missed: number, finishBy: string, t: Translate): string {
  return t("catchup.progress", { madeUp, missed, day: formatLongDay(finishBy) });
}

export const MARK_READ = msg("catchup.markRead");
export const MARKING_READ = msg("catchup.markingRead");
export const MARK_READ_FAILED = msg("catchup.markReadFailed");

/** "Catch-up read for today. Next: Genesis 23 on Wednesday, March 3, 2027." */
export function nextText(reference: string, date: string, t: Translate): string {
  return t("catchup.next", { reference, day: formatLongDay(date) });
}

/** "Catch-up complete: all 2 missed days of The Law made up." */
export function doneText(missed: number, milestone: string, t: Translate): string {
  return missed === 1 ? t("catchup.doneOne", { milestone }) : t("catchup.done", { count: missed, milestone });
}

/** "You missed 3 days of The Law: days 50, 51 and 52." */
export function missedText(days: readonly number[], milestone: string, t: Translate): string {
  return days.length === 1
    ? t("catchup.missedOne", { milestone, day: days[0] })
    : t("catchup.missed", { count: days.length, milestone, days: andList(days.map(String), t) });
}

/** "About 6 extra minutes a day, finishing by Tuesday, March 9, 2027." */
export function paceText(minutes: number, lastDate: string, t: Translate): string {
  return t("catchup.pace", { count: minutes, day: formatLongDay(lastDate) });
}

export const minutesText = (minutes: number, t: Translate) => t("catchup.minutes", { minutes });

/** The date input's standing hint. */
export function finishHint(latest: string, milestone: string, t: Translate): string {
  return t("catchup.finishHint", { day: formatLongDay(latest), milestone });
}

export const FINISH_LABEL = msg("catchup.finishLabel");
export const PLANNER_TITLE = msg("catchup.plannerTitle");
export const REPLAN_TITLE = msg("catchup.replanTitle");
export const REPLACES_TEXT = msg("catchup.replaces");
export const WORKING_OUT = msg("catchup.workingOut");
export const CHOOSE_DATE = msg("catchup.chooseDate");
export const REFUSED_STATUS = msg("catchup.refusedStatus");
export const START = msg("catchup.start");
export const STARTING = msg("catchup.starting");
/** Left for the dashboard (its notice) once a plan is accepted. */
export const STARTED_TEXT = msg("catchup.started");
export const BACK_TO_DASHBOARD = msg("catchup.backToDashboard");

/** "1 of 2 missed days made up · 1 of 6 days read · finish by Tuesday, March 9, 2027". */
export function planProgressText(
  p: { madeUpCount: number; missedDays: readonly number[]; daysRead: number; days: readonly unknown[]; finishBy: string },
  t: Translate,
): string {
  return t("catchup.planProgress", {
    madeUp: p.madeUpCount,
    missed: p.missedDays.length,
    read: p.daysRead,
    days: p.days.length,
    day: formatLongDay(p.finishBy),
  });
}

export const READ_MARK = msg("catchup.readMark");
export const STOP = msg("catchup.stop");
export const STOPPING = msg("catchup.stopping");
export const stopQuestion = (milestone: string, t: Translate) => t("catchup.stopQuestion", { milestone });
export const STOP_EFFECT = msg("catchup.stopEffect");
export const STOPPED_TEXT = msg("catchup.stopped");
