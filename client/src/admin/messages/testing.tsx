// Test helpers for the Messages tab (tests only): messages and pages shaped like the server's
// answers, and the tab rendered over a test Apollo client that answers each operation by name.
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { FormattedExecutionResult } from "graphql";
import { createTestClient, type Handler } from "../../board/testing";
import type { AdminMessagesRowFragment } from "../../gql/graphql";
import { GROUPS, gqlErrors, groupsAnswer, pageAnswer, type PageOptions } from "../shared/testing";
import { MessagesTab } from "./MessagesTab";

export function adminMessage(overrides: Partial<AdminMessagesRowFragment> = {}): AdminMessagesRowFragment {
  return {
    __typename: "AdminMessage",
    id: "11",
    groupId: "7",
    groupName: "January 2027 Group",
    source: "ADMIN",
    type: "ANNOUNCEMENT",
    priority: "HIGH",
    title: "Week 3 starts Monday",
    content: "Read Exodus 1-4 this week.",
    authorName: "Ada Admin",
    createdAt: "2027-01-10T15:00:00Z",
    updatedAt: "2027-01-10T15:00:00Z",
    openReportCount: 0,
    hidden: false,
    reports: [],
    ...overrides,
  };
}

/** A member's message on the April board, reported by two members and hidden. */
export const reportedMessage = adminMessage({
  id: "12",
  groupId: "8",
  groupName: "April 2027 Group",
  source: "USER",
  type: "ENCOURAGEMENT",
  priority: "NORMAL",
  title: null,
  content: "Buy cheap watches at example.com",
  authorName: "Sam Spammer",
  createdAt: "2027-04-03T09:00:00Z",
  updatedAt: "2027-04-03T09:00:00Z",
  openReportCount: 2,
  hidden: true,
  reports: [
    { __typename: "MessageReport", id: "r1", reporterName: "Ruth Member", reason: "Advertising", countsTowardHiding: true, createdAt: "2027-04-03T10:00:00Z" },
    { __typename: "MessageReport", id: "r2", reporterName: "Boaz Member", reason: null, countsTowardHiding: false, createdAt: "2027-04-03T11:00:00Z" },
  ],
});

/** An adminMessages answer. */
export function messagesPage(nodes: AdminMessagesRowFragment[], options: PageOptions = {}): FormattedExecutionResult {
  return pageAnswer("adminMessages", "AdminMessagePage", nodes, options);
}

export { GROUPS, groupsAnswer, gqlErrors };

/** Renders the tab inside a page with its main landmark; `handlers` replace the default answers by name. */
export function renderMessagesTab(handlers: Record<string, Handler> = {}, messages: AdminMessagesRowFragment[] = [adminMessage()]) {
  const t = createTestClient({
    AdminMessagesPage: () => messagesPage(messages),
    AdminGroupOptions: () => groupsAnswer(),
    ...handlers,
  });
  const user = userEvent.setup();
  const result = render(
    <t.adminWrapper>
      <main>
        <h1>Journey 365 Admin</h1>
        <MessagesTab />
      </main>
    </t.adminWrapper>,
  );
  return { ...t, ...result, user };
}
