// The Today card's words for today's reading and the grade budget (issue 28).
import type { Grade, TodayFieldsFragment } from "../gql/graphql";
import { msg, type Translate } from "../i18n";

type Allowance = TodayFieldsFragment["gradeBudget"][number];

/** Read after a passage's reference by screen readers (the link opens in a new tab). */
export const OPENS_BIBLE_APP = msg("dashboard.reading.opensBibleApp");

/** The lowest percentage of a milestone's days read that keeps each grade (the specification's scale). */
export const GRADE_FLOOR: Record<Grade, number> = { A: 90, B: 80, C: 70, D: 0 };

/** "58 days to the end of The Law", or on its last day "Today is the last day of The Law." (milestone already translated) */
export function milestoneEndText(days: number, milestone: string, t: Translate): string {
  if (days <= 0) return t("dashboard.reading.lastDay", { milestone });
  return t("dashboard.reading.daysToEnd", { count: days, milestone });
}

/** "Miss at most 4 more days to keep an A (90 %)." */
export function allowanceText({ grade, remaining }: Allowance, t: Translate): string {
  return t("dashboard.budget.allowance", { remaining, grade, floor: GRADE_FLOOR[grade] });
}

/** What the grade budget says: one line per grade while none is lost, else the best one reachable. */
export function budgetLines(budget: readonly Allowance[], milestone: string, t: Translate): string[] {
  const reachable = budget.filter((a) => a.remaining >= 0);
  const lost = budget.filter((a) => a.remaining < 0);
  if (lost.length === 0) return budget.map((a) => allowanceText(a, t));
  if (reachable.length === 0) return [t("dashboard.budget.noneReachable", { milestone })];
  const [best, ...others] = reachable;
  return [
    t("dashboard.budget.best", { grade: best.grade, remaining: best.remaining }),
    ...others.map((a) => allowanceText(a, t)),
    t("dashboard.budget.lost", { grades: lost.map((a) => `${a.grade} (${GRADE_FLOOR[a.grade]} %)`).join(", ") }),
  ];
}
