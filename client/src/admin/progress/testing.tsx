// Test helpers for the Progress tab (tests only): rows, claims and pages shaped like the server's
// answers, and the tab rendered over a test Apollo client that answers each operation by name.
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { FormattedExecutionResult } from "graphql";
import { createTestClient, type Handler } from "../../board/testing";
import type { ProgressTabLegacyClaimFragment, ProgressTabRowFragment } from "../../gql/graphql";
import { GROUPS, gqlErrors, groupsAnswer, pageAnswer, type PageOptions } from "../shared/testing";
import { ProgressTab } from "./ProgressTab";

export function progressRow(overrides: Partial<ProgressTabRowFragment> = {}): ProgressTabRowFragment {
  return {
    __typename: "ProgressRow",
    key: "1:7",
    userId: "1",
    userName: "Ruth Member",
    userEmail: "ruth@example.com",
    groupId: "7",
    groupName: "January 2027 Group",
    groupStatus: "ACTIVE",
    groupDay: 120,
    trophiesCount: 2,
    milestonesCompleted: 5,
    milestonesTracked: 6,
    avgPercentage: 87,
    trophyRequest: null,
    daysBehind: 0,
    latestGrade: "B",
    atRisk: false,
    ...overrides,
  };
}

export function trophyRequest(
  overrides: Partial<NonNullable<ProgressTabRowFragment["trophyRequest"]>> = {},
): NonNullable<ProgressTabRowFragment["trophyRequest"]> {
  return {
    __typename: "AdminTrophyRequest",
    id: "31",
    type: "Journey Completion",
    status: "PENDING",
    createdAt: "2027-12-31T15:00:00Z",
    decidedAt: null,
    reason: null,
    ...overrides,
  };
}


export function claim(overrides: Partial<ProgressTabLegacyClaimFragment> = {}): ProgressTabLegacyClaimFragment {
  return {
    __typename: "LegacyClaim",
    id: "91",
    name: "Naomi Elder",
    email: "naomi@example.com",
    city: "Tulsa",
    completedJourneys: 4,
    lastCompletionYear: 2019,
    note: "Finished with the church group in 2019.",
    status: "PENDING",
    userId: null,
    currentTrophies: null,
    createdAt: "2027-01-04T12:00:00Z",
    decidedAt: null,
    reason: null,
    confirmationExpiresAt: null,
    confirmedAt: null,
    ...overrides,
  };
}



/** The eight milestones (spec 3) with a member's standing in the first `done` of them. */
export function milestonesAnswer(userId = "1", groupId = "7"): FormattedExecutionResult {
  const table: Array<[string, number, number]> = [
    ["The Law", 70, 70],
    ["The History", 152, 82],
    ["The Wisdom", 209, 57],
    ["Major Prophet", 262, 53],
    ["Minor Prophet", 275, 13],
    ["The Gospel", 317, 42],
    ["The Epistles", 360, 43],
    ["Revelation", 365, 5],
  ];
  return {
    data: {
      adminMilestones: table.map(([name, dayNumber], i) => {
        const id = i + 1;
        const entered = id <= 2;
        const daysCompleted = id === 1 ? 70 : id === 2 ? 140 : 0;
        const percentage = entered ? Math.round((daysCompleted / dayNumber) * 100) : 0;
        return {
          __typename: "Milestone",
          id,
          key: `${userId}:${groupId}:${id}`,
          name,
          dayNumber,
          daysCompleted,
          percentage,
          grade: id === 1 ? "A" : id === 2 ? "B" : null,
          completed: id === 1,
        };
      }),
    },
  };
}


/** An adminProgress answer. */
export function progressPage(nodes: ProgressTabRowFragment[], options: PageOptions = {}): FormattedExecutionResult {
  return pageAnswer("adminProgress", "ProgressPage", nodes, options);
}

/** An adminLegacyClaims answer. */
export function claimsPage(nodes: ProgressTabLegacyClaimFragment[], options: PageOptions = {}): FormattedExecutionResult {
  return pageAnswer("adminLegacyClaims", "LegacyClaimPage", nodes, options);
}

export { GROUPS, gqlErrors };

/** Renders the tab; `handlers` replace the default answers by operation name. */
export function renderProgressTab(
  handlers: Record<string, Handler> = {},
  rows: ProgressTabRowFragment[] = [progressRow()],
  claims: ProgressTabLegacyClaimFragment[] = [],
) {
  const t = createTestClient({
    ProgressTabProgress: () => progressPage(rows),
    AdminGroupOptions: () => groupsAnswer(),
    ProgressTabLegacyClaims: () => claimsPage(claims),
    // the count of the filter's pending requests, asked when the filter runs past one page
    ProgressTabPendingRequests: () => progressPage([]),
    // the Awards to ship section below the claims
    ShipmentsAwardsToShip: () => pageAnswer("adminAwardsToShip", "AwardToShipPage", []),
    ...handlers,
  });
  const u = userEvent.setup();
  const result = render(<ProgressTab />, { wrapper: t.adminWrapper });
  return { ...t, ...result, user: u };
}
