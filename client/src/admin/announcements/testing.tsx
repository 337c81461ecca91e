// Test helpers for the Announcements tab (tests only): fixtures and the tab rendered with the
// admin client of the board's test client, answering the tab's operations by name.
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { FormattedExecutionResult } from "graphql";
import { createTestClient, type Handler } from "../../board/testing";
import type { AnnouncementRowFieldsFragment } from "../../gql/graphql";
import { groupsAnswer, pageAnswer, type PageOptions } from "../shared/testing";
import { AnnouncementsTab } from "./AnnouncementsTab";

export function announcement(overrides: Partial<AnnouncementRowFieldsFragment> = {}): AnnouncementRowFieldsFragment {
  return {
    __typename: "Announcement",
    id: "1",
    audience: "EVERYONE",
    groupId: null,
    groupName: null,
    subject: "Week 3 starts Monday",
    createdAt: "2026-11-23T15:00:00Z",
    recipients: 123,
    leftOut: 4,
    queuedAt: "2026-11-23T15:00:40Z",
    sent: 120,
    failed: 1,
    pending: 2,
    ...overrides,
  };
}

export function announcementsPage(
  nodes: AnnouncementRowFieldsFragment[],
  options: PageOptions = {},
): FormattedExecutionResult {
  return pageAnswer("adminAnnouncements", "AnnouncementPage", nodes, options);
}

/** The preview's answer: everyone 123 (4 left out), a group 12, its members at risk 1 (1 left out). */
export function previewAnswer(variables: Record<string, unknown>): FormattedExecutionResult {
  const { audience } = variables.input as { audience: string };
  const [recipients, leftOut] = audience === "EVERYONE" ? [123, 4] : audience === "GROUP" ? [12, 0] : [1, 1];
  return { data: { adminAnnouncementPreview: { __typename: "AnnouncementPreview", recipients, leftOut } } };
}

export function renderAnnouncements(handlers: Record<string, Handler> = {}) {
  const t = createTestClient({
    AdminGroupOptions: () => groupsAnswer(),
    AnnouncementPreview: (v) => previewAnswer(v),
    AnnouncementPage: () => announcementsPage([announcement()]),
    ...handlers,
  });
  const user = userEvent.setup();
  render(
    <main>
      <AnnouncementsTab />
    </main>,
    { wrapper: t.adminWrapper },
  );
  return { ...t, user };
}
