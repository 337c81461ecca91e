// Test data for the way back, shaped like the server's answers (tests only). The fixture group
// starts on 2027-01-01 (dashboard/fixtures.ts): today is day 12, The Law ends on day 70
// (2027-03-11), and the member missed days 5 and 6 (Genesis 11–12 and Genesis 13–15).
import type { CatchUpDayFieldsFragment, CatchUpFieldsFragment, CatchUpProposalQuery } from "../gql/graphql";

type Plan = NonNullable<CatchUpFieldsFragment["plan"]>;
type Proposal = CatchUpProposalQuery["catchUpProposal"];

export const TODAY = "2027-01-12";
export const LAST_DAY_OF_THE_LAW = "2027-03-11";

/** The date of the fixture group's day `n` (day 1: 2027-01-01). */
export function dateOfDay(n: number): string {
  return new Date(Date.UTC(2027, 0, n)).toISOString().slice(0, 10);
}

/** The missed days' five chapters, Genesis 11 to 15. */
const CHAPTERS = [11, 12, 13, 14, 15];

const passage = (chapter: number) => ({
  __typename: "Passage" as const,
  reference: `Genesis ${chapter}`,
  url: `https://www.bible.com/bible/1/GEN.${chapter}`,
});

/** A catch-up day reading `chapters`, the plan's day `number`, on the group's day 11 + number. */
export function catchUpDay(number: number, chapters: number[], overrides: Partial<CatchUpDayFieldsFragment> = {}): CatchUpDayFieldsFragment {
  const first = chapters[0];
  const last = chapters[chapters.length - 1];
  return {
    __typename: "CatchUpDay",
    number,
    date: dateOfDay(11 + number),
    reference: chapters.length === 1 ? `Genesis ${first}` : `Genesis ${first}–${last}`,
    minutes: 5 * chapters.length,
    passages: chapters.map(passage),
    read: false,
    ...overrides,
  };
}

/** The catch-up days to finish by `finishBy`: one chapter a day, or all on the day itself when it is today. */
function daysTo(finishBy: string): CatchUpDayFieldsFragment[] {
  return finishBy === TODAY ? [catchUpDay(1, CHAPTERS)] : CHAPTERS.map((c, i) => catchUpDay(i + 1, [c]));
}

/** The proposal to finish by `finishBy` (null: the milestone's last day). */
export function proposal(finishBy: string | null = null): Proposal {
  const days = daysTo(finishBy ?? LAST_DAY_OF_THE_LAW);
  return {
    __typename: "CatchUpProposal",
    milestoneName: "The Law",
    finishBy: finishBy ?? LAST_DAY_OF_THE_LAW,
    latestFinishBy: LAST_DAY_OF_THE_LAW,
    missed: [
      { __typename: "MissedDay", day: 5, date: dateOfDay(5), reference: "Genesis 11–12" },
      { __typename: "MissedDay", day: 6, date: dateOfDay(6), reference: "Genesis 13–15" },
    ],
    days,
    minutesPerDay: Math.max(...days.map((d) => d.minutes)),
  };
}

/** The plan to the milestone's last day, its first `read` days read, as on the fixture's today (its day 1). */
export function plan(read = 0, overrides: Partial<Plan> = {}): Plan {
  const days = daysTo(LAST_DAY_OF_THE_LAW).map((d) => ({ ...d, read: d.number <= read }));
  return {
    __typename: "CatchUpPlan",
    milestoneName: "The Law",
    finishBy: days[days.length - 1].date,
    missedDays: [5, 6],
    // day 5 is Genesis 11–12: made up once the plan's first two days are read
    madeUpCount: read >= 5 ? 2 : read >= 2 ? 1 : 0,
    daysRead: read,
    done: read === days.length,
    days,
    due: read === 0 ? [days[0]] : [],
    next: days[Math.max(read, 1)] ?? null,
    ...overrides,
  };
}

/** The way back: days 5 and 6 missed, covered by `planned` (null: no plan). */
export function catchUp(planned: Plan | null = null, overrides: Partial<CatchUpFieldsFragment> = {}): CatchUpFieldsFragment {
  return { __typename: "CatchUp", missedDays: [5, 6], unplannedDays: planned ? [] : [5, 6], plan: planned, ...overrides };
}
