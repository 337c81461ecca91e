// The Today card's words for today's reading and the grade budget (issue 28).
import type { Grade, TodayFieldsFragment } from "../gql/graphql";
import { plural } from "../lib/plural";

type Allowance = TodayFieldsFragment["gradeBudget"][number];

/** Read after a passage's reference by screen readers (the link opens in a new tab). */
export const OPENS_BIBLE_APP = "(opens in your Bible app)";

/** The lowest percentage of a milestone's days read that keeps each grade (the specification's scale). */
export const GRADE_FLOOR: Record<Grade, number> = { A: 90, B: 80, C: 70, D: 0 };

/** "an A", "a B", "a C". */
const withArticle = (grade: Grade) => `${grade === "A" ? "an" : "a"} ${grade}`;

/** "58 days to the end of The Law", or on its last day "Today is the last day of The Law." */
export function milestoneEndText(days: number, milestone: string): string {
  if (days <= 0) return `Today is the last day of ${milestone}.`;
  return `${plural(days, "day")} to the end of ${milestone}.`;
}

/** "miss at most 4 more days", "miss at most 1 more day", "miss no more days". */
function missAtMost(remaining: number): string {
  return remaining === 0 ? "miss no more days" : `miss at most ${plural(remaining, "more day", "more days")}`;
}

/** "Miss at most 4 more days to keep an A (90 %)." */
export function allowanceText({ grade, remaining }: Allowance): string {
  const miss = missAtMost(remaining);
  return `${miss[0].toUpperCase()}${miss.slice(1)} to keep ${withArticle(grade)} (${GRADE_FLOOR[grade]} %).`;
}

/** What the grade budget says: one line per grade while none is lost, else the best one reachable. */
export function budgetLines(budget: readonly Allowance[], milestone: string): string[] {
  const reachable = budget.filter((a) => a.remaining >= 0);
  const lost = budget.filter((a) => a.remaining < 0);
  if (lost.length === 0) return budget.map(allowanceText);
  if (reachable.length === 0) {
    return [`An A, B or C is no longer reachable for ${milestone}; the next milestone starts fresh.`];
  }
  const [best, ...others] = reachable;
  return [
    `Best grade still reachable: ${best.grade} — ${missAtMost(best.remaining)}.`,
    ...others.map(allowanceText),
    `No longer reachable: ${lost.map((a) => `${a.grade} (${GRADE_FLOOR[a.grade]} %)`).join(", ")}.`,
  ];
}
