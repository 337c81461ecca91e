// Test helpers for the Groups tab (used by tests only): fixtures, a small in-memory admin server
// answering the tab's operations by name through the board's test client, and axe.
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { FormattedExecutionResult } from "graphql";
import type { ReactElement } from "react";
import { createTestClient, type Handler } from "../../board/testing";
import type { AdminGroupFieldsFragment, AdminGroupLeaderFieldsFragment, AdminGroupMemberFieldsFragment } from "../../gql/graphql";

export function group(overrides: Partial<AdminGroupFieldsFragment> = {}): AdminGroupFieldsFragment {
  return {
    __typename: "AdminGroup",
    id: "1",
    name: "January 2031 Group",
    status: "ACTIVE",
    startDate: "2031-01-01",
    endDate: "2031-12-31",
    registrationDeadline: "2031-01-15",
    memberCount: 2,
    maxMembers: 50,
    sortOrder: 1,
    whatsappInviteUrl: "https://chat.whatsapp.com/AbCdEf",
    youversionPlanUrl: null,
    archivedAt: null,
    ...overrides,
  };
}

export const january = group();
export const april = group({
  id: "2",
  name: "April 2031 Group",
  status: "UPCOMING",
  startDate: "2031-04-01",
  endDate: "2032-03-31",
  registrationDeadline: "2031-04-15",
  memberCount: 0,
  maxMembers: 40,
  sortOrder: 2,
  whatsappInviteUrl: null,
});
export const october = group({
  id: "3",
  name: "October 2030 Group",
  status: "COMPLETED",
  startDate: "2030-10-01",
  endDate: "2031-09-30",
  memberCount: 30,
  maxMembers: 30,
  sortOrder: 3,
});
export const closed = group({
  id: "4",
  name: "Pilot Group",
  status: "CLOSED",
  startDate: "2030-07-01",
  endDate: "2031-06-30",
  memberCount: 5,
  maxMembers: 10,
  sortOrder: 4,
});

export function member(overrides: Partial<AdminGroupMemberFieldsFragment> = {}): AdminGroupMemberFieldsFragment {
  return {
    __typename: "GroupMember",
    userId: "u1",
    groupId: "1",
    name: "Ruth Member",
    email: "ruth@example.com",
    city: "Leeds",
    userStatus: "ACTIVE",
    status: "ACTIVE",
    joinDate: "2030-12-20T18:00:00Z",
    completedAt: null,
    ...overrides,
  };
}

export function leader(overrides: Partial<AdminGroupLeaderFieldsFragment> = {}): AdminGroupLeaderFieldsFragment {
  return {
    __typename: "GroupLeader",
    userId: "u1",
    name: "Ruth Member",
    email: "ruth@example.com",
    since: "2031-02-03T10:00:00Z",
    ...overrides,
  };
}

export interface UserRow {
  id: string;
  name: string;
  email: string;
  city: string | null;
  status: "ACTIVE" | "INACTIVE";
}

export function user(id: string, name: string, city: string | null = "York"): UserRow {
  return { id, name, email: `${name.toLowerCase().replace(/\s+/g, ".")}@example.com`, city, status: "ACTIVE" };
}

/** A GraphQL error answer, with the code and the input it names. */
export function gqlError(message: string, code = "invalid", field?: string): FormattedExecutionResult {
  return { data: null, errors: [{ message, extensions: { code, ...(field ? { field } : {}) } }] };
}

function page<T>(items: T[], first: number, after: unknown) {
  const start = typeof after === "string" ? Number(after.replace("c", "")) : 0;
  const nodes = items.slice(start, start + first);
  const end = start + nodes.length;
  return {
    totalCount: items.length,
    nodes,
    pageInfo: { __typename: "PageInfo" as const, hasNextPage: end < items.length, endCursor: nodes.length ? `c${end}` : null },
  };
}

/**
 * The admin server as the tab sees it, in memory: groups in the admin order, members per group
 * and users. Each handler applies its operation's rule the way the contract describes it, so a
 * refetch after a mutation shows the change. `handlers` override any operation.
 */
export function fakeServer(
  options: {
    groups?: AdminGroupFieldsFragment[];
    members?: Record<string, AdminGroupMemberFieldsFragment[]>;
    leaders?: Record<string, AdminGroupLeaderFieldsFragment[]>;
    users?: UserRow[];
    handlers?: Record<string, Handler>;
  } = {},
) {
  const state = {
    groups: (options.groups ?? [january, april, october, closed]).map((g) => ({ ...g })),
    members: Object.fromEntries(Object.entries(options.members ?? {}).map(([k, v]) => [k, v.map((m) => ({ ...m }))])),
    users: options.users ?? [],
    leaders: Object.fromEntries(Object.entries(options.leaders ?? {}).map(([k, v]) => [k, v.map((l) => ({ ...l }))])),
  };
  const find = (id: unknown) => {
    const g = state.groups.find((x) => x.id === id);
    if (!g) throw new Error(`no group ${String(id)}`);
    return g;
  };
  const handlers: Record<string, Handler> = {
    AdminGroupsTab: () => ({ data: { adminGroups: state.groups } }),
    AdminReorderGroups: (v) => {
      const order = v.order as string[];
      state.groups = order.map((id, i) => ({ ...find(id), sortOrder: i + 1 }));
      return { data: { reorderGroups: state.groups } };
    },
    AdminCreateGroup: (v) => {
      const input = v.input as { startDate: string; name?: string; maxMembers?: number };
      const created = group({
        id: String(100 + state.groups.length),
        name: input.name || "July 2031 Group",
        status: "UPCOMING",
        startDate: "2031-07-01",
        endDate: "2032-06-30",
        memberCount: 0,
        maxMembers: input.maxMembers ?? 50,
        sortOrder: state.groups.length + 1,
      });
      state.groups = [...state.groups, created];
      const aligned = input.startDate !== created.startDate;
      return {
        data: {
          createGroup: {
            __typename: "CreateGroupResult",
            group: created,
            requestedStartDate: input.startDate,
            startAligned: aligned,
            notice: aligned ? `Start moved from ${input.startDate} to 2031-07-01 (groups start on a quarter).` : null,
          },
        },
      };
    },
    AdminUpdateGroup: (v) => {
      const g = find(v.id);
      const input = v.input as Partial<AdminGroupFieldsFragment>;
      Object.assign(g, input);
      return { data: { updateGroup: g } };
    },
    AdminDeleteGroup: (v) => {
      const g = find(v.id);
      if (g.memberCount > 0) {
        return { data: null, errors: [{ message: `${g.name} has ${g.memberCount} member(s): only an empty group can be deleted.`, extensions: { code: "conflict", field: "id" } }] };
      }
      state.groups = state.groups.filter((x) => x.id !== g.id);
      return { data: { deleteGroup: g.id } };
    },
    AdminArchiveGroup: (v) => {
      const g = find(v.id);
      if (g.status !== "COMPLETED" && g.status !== "CLOSED") {
        return gqlError(`${g.name} (#${g.id}) is still ${g.status.toLowerCase()}: only a completed or closed group can be archived.`, "conflict", "id");
      }
      g.archivedAt = "2031-10-02T09:00:00Z";
      return { data: { archiveGroup: g } };
    },
    AdminUnarchiveGroup: (v) => {
      const g = find(v.id);
      g.archivedAt = null;
      return { data: { unarchiveGroup: g } };
    },
    AdminSetGroupStatus: (v) => {
      const g = find(v.id);
      g.status = v.status as AdminGroupFieldsFragment["status"];
      return { data: { setGroupStatus: g } };
    },
    AdminGroupMembersPage: (v) => ({
      data: {
        adminGroupMembers: {
          __typename: "GroupMemberPage",
          ...page(state.members[v.groupId as string] ?? [], v.first as number, v.after),
        },
      },
    }),
    AdminCompleteGroupMember: (v) => {
      const m = (state.members[v.groupId as string] ?? []).find((x) => x.userId === v.userId);
      if (!m) return gqlError("Not a member of this group.", "not_found", "userId");
      m.status = "COMPLETED";
      m.completedAt = "2031-06-01T12:00:00Z";
      return { data: { completeGroupMember: m } };
    },
    AdminRemoveGroupMember: (v) => {
      const g = find(v.groupId);
      state.members[g.id] = (state.members[g.id] ?? []).filter((x) => x.userId !== v.userId);
      g.memberCount -= 1;
      return { data: { removeGroupMember: g } };
    },
    AdminGroupAddCandidates: (v) => {
      const filter = v.filter as { search?: string; notInGroupId: string };
      const inGroup = new Set((state.members[filter.notInGroupId] ?? []).map((m) => m.userId));
      const q = (filter.search ?? "").toLowerCase();
      const found = state.users.filter(
        (u) => !inGroup.has(u.id) && [u.name, u.email, u.city ?? ""].some((f) => f.toLowerCase().includes(q)),
      );
      return {
        data: {
          adminUsers: {
            __typename: "AdminUserPage",
            ...page(
              found.map((u) => ({ __typename: "AdminUser", ...u })),
              v.first as number,
              v.after,
            ),
          },
        },
      };
    },
    AdminAddGroupMembers: (v) => {
      const g = find(v.groupId);
      const ids = v.userIds as string[];
      const current = state.members[g.id] ?? [];
      const fresh = ids.filter((id) => !current.some((m) => m.userId === id));
      if (g.memberCount + fresh.length > g.maxMembers) {
        return gqlError(`${g.name} has ${g.maxMembers - g.memberCount} seats left; ${fresh.length} cannot be added.`, "conflict", "userIds");
      }
      state.members[g.id] = [
        ...fresh.map((id) => {
          const u = state.users.find((x) => x.id === id)!;
          return member({ userId: u.id, groupId: g.id, name: u.name, email: u.email, city: u.city, joinDate: "2031-06-02T09:00:00Z" });
        }),
        ...current,
      ];
      g.memberCount += fresh.length;
      return { data: { addGroupMembers: g } };
    },
    AdminGroupLeaders: (v) => ({ data: { adminGroupLeaders: state.leaders[v.groupId as string] ?? [] } }),
    AdminGroupLeaderCandidates: (v) => {
      const q = String(v.search ?? "").toLowerCase();
      const found = (state.members[v.groupId as string] ?? []).filter((m) =>
        [m.name, m.email, m.city ?? ""].some((f) => f.toLowerCase().includes(q)),
      );
      return {
        data: {
          adminGroupMembers: {
            __typename: "GroupMemberPage",
            totalCount: found.length,
            nodes: found.slice(0, v.first as number).map((m) => ({ __typename: "GroupMember", userId: m.userId, name: m.name, email: m.email })),
          },
        },
      };
    },
    AdminGroupAddLeader: (v) => {
      const g = find(v.groupId);
      const m = (state.members[g.id] ?? []).find((x) => x.userId === v.userId);
      if (!m) {
        return gqlError(`User ${String(v.userId)} is not a member of ${g.name}: add them to the group before making them its leader.`, "invalid", "userId");
      }
      const now = state.leaders[g.id] ?? [];
      if (!now.some((l) => l.userId === m.userId)) {
        state.leaders[g.id] = [...now, leader({ userId: m.userId, name: m.name, email: m.email, since: "2031-06-02T09:00:00Z" })].sort((a, b) =>
          a.name.localeCompare(b.name),
        );
      }
      return { data: { addGroupLeader: state.leaders[g.id] } };
    },
    AdminGroupRemoveLeader: (v) => {
      const g = find(v.groupId);
      state.leaders[g.id] = (state.leaders[g.id] ?? []).filter((l) => l.userId !== v.userId);
      return { data: { removeGroupLeader: state.leaders[g.id] } };
    },
    ...options.handlers,
  };
  return { state, handlers };
}

/** Renders `ui` (the tab) inside a page with its main landmark, over a test Apollo client. */
export function renderWithServer(ui: ReactElement, handlers: Record<string, Handler>) {
  const t = createTestClient(handlers);
  const user = userEvent.setup();
  const rendered = render(
    <t.adminWrapper>
      <main>
        <h1>Journey 365 Admin</h1>
        {ui}
      </main>
    </t.adminWrapper>,
  );
  return { ...t, ...rendered, user };
}

export { axeViolations } from "../../test/axe";
