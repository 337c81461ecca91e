// Test helpers for the Users tab (tests only): users and pages shaped like the server's answers,
// and the tab rendered over a test Apollo client that answers each operation by name.
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { FormattedExecutionResult } from "graphql";
import { createTestClient, type Handler } from "../../board/testing";
import type { UsersTabUserFragment } from "../../gql/graphql";
import { GROUPS, gqlErrors, groupsAnswer, pageAnswer, type PageOptions } from "../shared/testing";
import { UsersTab } from "./UsersTab";

export function user(overrides: Partial<UsersTabUserFragment> = {}): UsersTabUserFragment {
  return {
    __typename: "AdminUser",
    id: "1",
    name: "Ruth Member",
    email: "ruth@example.com",
    phone: null,
    role: "USER",
    status: "ACTIVE",
    awardApproved: false,
    avatarUrl: null,
    city: "Dallas",
    mailingAddress: null,
    referral: null,
    trophiesCount: 2,
    groups: [],
    createdAt: "2026-11-20T10:00:00Z",
    waitingSince: null,
    registeredNetwork: null,
    hasPassword: false,
    ...overrides,
  };
}



/** An adminUsers answer. */
export function usersPage(nodes: UsersTabUserFragment[], options: PageOptions = {}): FormattedExecutionResult {
  return pageAnswer("adminUsers", "AdminUserPage", nodes, options);
}

export { GROUPS, groupsAnswer, gqlErrors };

/** Renders the tab; `handlers` replace the default answers by operation name. */
export function renderUsersTab(handlers: Record<string, Handler> = {}, users: UsersTabUserFragment[] = [user()]) {
  const t = createTestClient({
    UsersTabUsers: () => usersPage(users),
    AdminGroupOptions: () => groupsAnswer(),
    ...handlers,
  });
  const u = userEvent.setup();
  const result = render(<UsersTab />, { wrapper: t.adminWrapper });
  return { ...t, ...result, user: u };
}
