// Test helpers for the Users tab (tests only): users and pages shaped like the server's answers,
// and the tab rendered over a test Apollo client that answers each operation by name.
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { FormattedExecutionResult } from "graphql";
import { createTestClient, type Handler } from "../../board/testing";
import type { UsersTabUserFragment } from "../../gql/graphql";
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
    ...overrides,
  };
}

/** An adminUsers answer. */
export function usersPage(
  nodes: UsersTabUserFragment[],
  { totalCount = nodes.length, endCursor = nodes.length ? `cursor-${nodes.at(-1)!.id}` : null, hasNextPage = false } = {},
): FormattedExecutionResult {
  return {
    data: {
      adminUsers: {
        __typename: "AdminUserPage",
        totalCount,
        nodes,
        pageInfo: { __typename: "PageInfo", hasNextPage, endCursor },
      },
    },
  };
}

export const GROUPS = [
  { __typename: "AdminGroup", id: "7", name: "January 2027 Group" },
  { __typename: "AdminGroup", id: "8", name: "April 2027 Group" },
];

export function groupsAnswer(): FormattedExecutionResult {
  return { data: { adminGroups: GROUPS } };
}

/** A GraphQL error answer, optionally naming a field. */
export function gqlErrors(...errors: Array<{ message: string; code?: string; field?: string }>): FormattedExecutionResult {
  return {
    data: null,
    errors: errors.map(({ message, code, field }) => ({
      message,
      extensions: { ...(code ? { code } : {}), ...(field ? { field } : {}) },
    })),
  };
}

/** Renders the tab; `handlers` replace the default answers by operation name. */
export function renderUsersTab(handlers: Record<string, Handler> = {}, users: UsersTabUserFragment[] = [user()]) {
  const t = createTestClient({
    UsersTabUsers: () => usersPage(users),
    UsersTabGroups: () => groupsAnswer(),
    ...handlers,
  });
  const u = userEvent.setup();
  const result = render(<UsersTab />, { wrapper: t.wrapper });
  return { ...t, ...result, user: u };
}
