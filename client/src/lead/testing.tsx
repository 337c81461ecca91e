// Test helpers for the Leader area (tests only): answers shaped like the server's, and /lead
// rendered over a test Apollo client that answers each operation by name.
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { FormattedExecutionResult } from "graphql";
import { createMemoryRouter, RouterProvider } from "react-router";
import { pageAnswer, type PageOptions } from "../admin/shared/testing";
import { createTestClient, type Handler } from "../board/testing";
import type { LeadMessageFragment, LeadRowFragment } from "../gql/graphql";
import { LeadPage } from "./LeadPage";

export const GROUP = { __typename: "Group", id: "7", name: "January 2027 Group" } as const;
export const OTHER_GROUP = { __typename: "Group", id: "8", name: "April 2027 Group" } as const;

export function ledGroupsAnswer(groups: ReadonlyArray<{ id: string; name: string }> = [GROUP]): FormattedExecutionResult {
  return { data: { myLedGroups: groups.map((g) => ({ __typename: "Group", ...g })) } };
}

export function leadRow(overrides: Partial<LeadRowFragment> = {}): LeadRowFragment {
  return {
    __typename: "ProgressRow",
    key: "1:7",
    userId: "1",
    userName: "Ruth Member",
    groupId: "7",
    milestonesCompleted: 5,
    milestonesTracked: 6,
    avgPercentage: 87,
    latestGrade: "B",
    daysBehind: 0,
    atRisk: false,
    trophyRequest: null,
    ...overrides,
  };
}

/** A leaderProgress answer. */
export function progressAnswer(nodes: LeadRowFragment[], options: PageOptions = {}): FormattedExecutionResult {
  return pageAnswer("leaderProgress", "ProgressPage", nodes, options);
}

/** The eight milestones (spec 3), the first two entered. */
export function milestonesAnswer(userId = "1", groupId = "7"): FormattedExecutionResult {
  const table: Array<[string, number]> = [
    ["The Law", 70],
    ["The History", 152],
    ["The Wisdom", 209],
    ["Major Prophet", 262],
    ["Minor Prophet", 275],
    ["The Gospel", 317],
    ["The Epistles", 360],
    ["Revelation", 365],
  ];
  return {
    data: {
      leaderMilestones: table.map(([name, dayNumber], i) => {
        const id = i + 1;
        const daysCompleted = id === 1 ? 70 : id === 2 ? 140 : 0;
        return {
          __typename: "Milestone",
          id,
          key: `${userId}:${groupId}:${id}`,
          name,
          dayNumber,
          daysCompleted,
          percentage: id <= 2 ? Math.round((daysCompleted / dayNumber) * 100) : 0,
          grade: id === 1 ? "A" : id === 2 ? "B" : null,
          completed: id === 1,
        };
      }),
    },
  };
}

/** A message of the led group's board: a member's, shown, unreported. */
export function leadMessage(overrides: Partial<LeadMessageFragment> = {}): LeadMessageFragment {
  return {
    __typename: "AdminMessage",
    id: "41",
    source: "USER",
    type: "ENCOURAGEMENT",
    title: null,
    content: "Keep going, friends!",
    authorName: "Barak Member",
    createdAt: "2027-01-05T17:30:00Z",
    openReportCount: 0,
    hidden: false,
    ...overrides,
  };
}

/** A leaderMessages answer. */
export function messagesAnswer(nodes: LeadMessageFragment[], options: PageOptions = {}): FormattedExecutionResult {
  return pageAnswer("leaderMessages", "AdminMessagePage", nodes, options);
}

/** The preview's answer: everyone in the group 12 (1 left out), its members at risk 2 (0 left out). */
export function leadPreviewAnswer(variables: Record<string, unknown>): FormattedExecutionResult {
  const { audience } = variables.input as { audience: string };
  const [recipients, leftOut] = audience === "GROUP" ? [12, 1] : [2, 0];
  return { data: { leaderAnnouncementPreview: { __typename: "AnnouncementPreview", recipients, leftOut } } };
}

/** Renders /lead (and a dashboard to go to); `handlers` replace the default answers by operation name. */
export function renderLeadPage(handlers: Record<string, Handler> = {}, rows: LeadRowFragment[] = [leadRow()]) {
  const t = createTestClient({
    LeadLedGroups: () => ledGroupsAnswer(),
    LeadProgress: () => progressAnswer(rows),
    LeadMessages: () => messagesAnswer([leadMessage()]),
    LeadAnnouncementPreview: (v) => leadPreviewAnswer(v),
    ...handlers,
  });
  const router = createMemoryRouter(
    [
      { path: "/lead", element: <LeadPage /> },
      { path: "/dashboard", element: <h1>Dashboard</h1> },
    ],
    { initialEntries: ["/lead"] },
  );
  const user = userEvent.setup();
  const result = render(
    <t.wrapper>
      <main>
        <RouterProvider router={router} />
      </main>
    </t.wrapper>,
  );
  return { ...t, ...result, user, router };
}
