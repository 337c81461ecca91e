// Test data shaped like the server's answers (used by the dashboard's tests only).
import type {
  DashboardGroupFieldsFragment,
  DashboardQuery,
  Grade,
  MilestoneFieldsFragment,
  NextGroupFieldsFragment,
  ReadingDayFieldsFragment,
  StreakFieldsFragment,
  TodayFieldsFragment,
  TrophyRequestFieldsFragment,
} from "../gql/graphql";

/** Spec 3: the eight milestones. */
export const MILESTONES: ReadonlyArray<{ id: number; name: string; dayNumber: number; totalDays: number }> = [
  { id: 1, name: "The Law", dayNumber: 70, totalDays: 70 },
  { id: 2, name: "The History", dayNumber: 152, totalDays: 82 },
  { id: 3, name: "The Wisdom", dayNumber: 209, totalDays: 57 },
  { id: 4, name: "Major Prophet", dayNumber: 262, totalDays: 53 },
  { id: 5, name: "Minor Prophet", dayNumber: 275, totalDays: 13 },
  { id: 6, name: "The Gospel", dayNumber: 317, totalDays: 42 },
  { id: 7, name: "The Epistles", dayNumber: 360, totalDays: 43 },
  { id: 8, name: "Revelation", dayNumber: 365, totalDays: 5 },
];

function gradeFor(percentage: number): Grade {
  if (percentage >= 90) return "A";
  if (percentage >= 80) return "B";
  if (percentage >= 70) return "C";
  return "D";
}

/** The cache key of the fixture member's milestone `id` in the fixture group (member 1, group 10). */
export function milestoneKey(id: number): string {
  return `1:10:${id}`;
}

/** Where milestone `id` opens: the day after the previous one ends (day 1 for The Law). */
function opening(id: number): { firstDay: number; opensOn: string; open: boolean } {
  const firstDay = id === 1 ? 1 : MILESTONES[id - 2].dayNumber + 1;
  const d = new Date(Date.UTC(2027, 0, firstDay));
  return { firstDay, opensOn: d.toISOString().slice(0, 10), open: true };
}

/** A milestone not open yet: no entry, opening on its first day of the fixture group. */
export function lockedMilestone(id: number): MilestoneFieldsFragment {
  return { ...milestone(id), open: false };
}

/** A milestone as the server returns it for `missingDays` (null: nothing entered), open. */
export function milestone(id: number, missingDays: number | null = null): MilestoneFieldsFragment {
  const m = MILESTONES[id - 1];
  if (missingDays === null) {
    return {
      __typename: "Milestone",
      key: milestoneKey(id),
      ...m,
      ...opening(id),
      missingDays: null,
      daysCompleted: 0,
      percentage: 0,
      grade: null,
      completed: false,
    };
  }
  const done = m.dayNumber - missingDays;
  const percentage = Math.round((done * 100) / m.dayNumber);
  return {
    __typename: "Milestone",
    key: milestoneKey(id),
    ...m,
    ...opening(id),
    missingDays,
    daysCompleted: done,
    percentage,
    grade: gradeFor(percentage),
    completed: done >= m.dayNumber,
  };
}

export function group(overrides: Partial<DashboardGroupFieldsFragment> = {}): DashboardGroupFieldsFragment {
  return {
    __typename: "Group",
    id: "10",
    name: "January 2027 Group",
    status: "UPCOMING",
    startDate: "2027-01-01",
    endDate: "2027-12-31",
    registrationDeadline: "2027-01-15",
    memberCount: 12,
    maxMembers: 50,
    started: false,
    invitationAvailableOn: "2026-12-25",
    whatsappInviteUrl: null,
    youversionPlanUrl: null,
    ...overrides,
  };
}

export function nextGroup(overrides: Partial<NextGroupFieldsFragment> = {}): NextGroupFieldsFragment {
  return {
    __typename: "NextGroup",
    id: "11",
    name: "April 2027 Group",
    startDate: "2027-04-01",
    registrationDeadline: "2027-04-15",
    memberCount: 4,
    maxMembers: 50,
    alreadyJoined: false,
    canJoin: true,
    ...overrides,
  };
}

export function trophyRequest(overrides: Partial<TrophyRequestFieldsFragment> = {}): TrophyRequestFieldsFragment {
  return {
    __typename: "TrophyRequest",
    id: "5",
    type: "journey_completion",
    status: "PENDING",
    createdAt: "2027-12-31T18:00:00Z",
    ...overrides,
  };
}

export function dashboard(overrides: Partial<DashboardQuery["dashboard"]> = {}): DashboardQuery {
  return {
    dashboard: {
      __typename: "Dashboard",
      welcomeName: "Ruth",
      group: group(),
      readingPlanUrl: "https://www.bible.com/reading-plans",
      milestones: MILESTONES.map((m) => milestone(m.id)),
      journeyComplete: false,
      trophyRequest: null,
      awards: { __typename: "AwardList", totalCount: 0, nodes: [] },
      nextGroup: nextGroup(),
      calendarUrl: null,
      waitingList: null,
      ...overrides,
    },
  };
}

export function streak(overrides: Partial<StreakFieldsFragment> = {}): StreakFieldsFragment {
  return { __typename: "Streak", current: 3, best: 5, perfectWeeks: 1, daysRead: 11, ...overrides };
}

/** A day of the plan as the server returns it with the default link template (King James Version). */
export function readingDay(overrides: Partial<ReadingDayFieldsFragment> = {}): ReadingDayFieldsFragment {
  const passage = (chapter: number) => ({
    __typename: "Passage" as const,
    reference: `Genesis ${chapter}`,
    book: "Genesis",
    bookCode: "GEN",
    chapter,
    fromVerse: null,
    toVerse: null,
    url: `https://www.bible.com/bible/1/GEN.${chapter}`,
  });
  return {
    __typename: "ReadingDay",
    day: 12,
    milestoneName: "The Law",
    reference: "Genesis 23–24",
    verses: 87,
    passages: [passage(23), passage(24)],
    ...overrides,
  };
}

/** The Law's grade budget (70 days: an A allows 7 missing days, a B 14, a C 21) after `missed` days missed. */
export function gradeBudget(missed = 1): TodayFieldsFragment["gradeBudget"] {
  return (
    [
      ["A", 7],
      ["B", 14],
      ["C", 21],
    ] as const
  ).map(([grade, maxMissing]) => ({ __typename: "GradeAllowance", grade, maxMissing, remaining: maxMissing - missed }));
}

/** The Today card's answer: day 12 of the fixture group (The Law), not reported yet. */
export function today(overrides: Partial<TodayFieldsFragment> = {}): TodayFieldsFragment {
  return {
    __typename: "Today",
    date: "2027-01-12",
    day: 12,
    answer: null,
    canCheckIn: true,
    streak: streak(),
    groupName: "January 2027 Group",
    startsOn: null,
    over: false,
    reading: readingDay(),
    milestoneName: "The Law",
    daysToMilestoneEnd: 58,
    gradeBudget: gradeBudget(),
    catchUp: null,
    ...overrides,
  };
}

const noStreak = () => streak({ current: 0, best: 0, perfectWeeks: 0, daysRead: 0 });

/** The Today card before the fixture group starts (on 2027-01-01): day 1's reading. */
export function todayBeforeStart(overrides: Partial<TodayFieldsFragment> = {}): TodayFieldsFragment {
  return today({
    date: "2026-12-20",
    day: null,
    canCheckIn: false,
    streak: noStreak(),
    startsOn: "2027-01-01",
    reading: readingDay({
      day: 1,
      reference: "Genesis 1–3",
      verses: 80,
      passages: [1, 2, 3].map((n) => ({ ...readingDay().passages[0], reference: `Genesis ${n}`, chapter: n, url: `https://www.bible.com/bible/1/GEN.${n}` })),
    }),
    milestoneName: null,
    daysToMilestoneEnd: null,
    gradeBudget: [],
    ...overrides,
  });
}

/** The Today card without a group (or without a journey): no day, no reading, no budget. */
export function todayWithoutGroup(overrides: Partial<TodayFieldsFragment> = {}): TodayFieldsFragment {
  return todayBeforeStart({ groupName: null, startsOn: null, reading: null, ...overrides });
}
