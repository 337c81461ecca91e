import { graphql } from "../../gql";

// The Groups tab's GraphQL documents (graph/schema/admin_groups.graphqls). Every one is an admin
// operation (the panel's client sends the admin token). AdminGroup has an id, so Apollo's cache
// normalises it: a mutation answering the group (update, status, add, remove) updates its card
// and the Members modal's 'Total Members x / max' without a refetch.

export const AdminGroupFields = graphql(`
  fragment AdminGroupFields on AdminGroup {
    id
    name
    status
    startDate
    endDate
    registrationDeadline
    memberCount
    maxMembers
    sortOrder
    whatsappInviteUrl
    youversionPlanUrl
    archivedAt
  }
`);

export const AdminGroupsQuery = graphql(`
  query AdminGroupsTab {
    adminGroups {
      ...AdminGroupFields
    }
  }
`);

export const AdminGroupMemberFields = graphql(`
  fragment AdminGroupMemberFields on GroupMember {
    userId
    groupId
    name
    email
    city
    userStatus
    status
    joinDate
    completedAt
  }
`);

export const AdminGroupMembersQuery = graphql(`
  query AdminGroupMembersPage($groupId: ID!, $first: Int!, $after: String) {
    adminGroupMembers(groupId: $groupId, first: $first, after: $after) {
      totalCount
      nodes {
        ...AdminGroupMemberFields
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** The Add Members search: users not in the group, matching the search. */
export const AddMemberCandidatesQuery = graphql(`
  query AdminGroupAddCandidates($filter: AdminUserFilter!, $first: Int!, $after: String) {
    adminUsers(filter: $filter, first: $first, after: $after) {
      totalCount
      nodes {
        id
        name
        email
        city
        status
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const CreateGroupMutation = graphql(`
  mutation AdminCreateGroup($input: CreateGroupInput!) {
    createGroup(input: $input) {
      group {
        ...AdminGroupFields
      }
      requestedStartDate
      startAligned
      notice
    }
  }
`);

export const UpdateGroupMutation = graphql(`
  mutation AdminUpdateGroup($id: ID!, $input: UpdateGroupInput!) {
    updateGroup(id: $id, input: $input) {
      ...AdminGroupFields
    }
  }
`);

export const SetGroupStatusMutation = graphql(`
  mutation AdminSetGroupStatus($id: ID!, $status: GroupStatus!) {
    setGroupStatus(id: $id, status: $status) {
      ...AdminGroupFields
    }
  }
`);

export const ArchiveGroupMutation = graphql(`
  mutation AdminArchiveGroup($id: ID!) {
    archiveGroup(id: $id) {
      ...AdminGroupFields
    }
  }
`);

export const UnarchiveGroupMutation = graphql(`
  mutation AdminUnarchiveGroup($id: ID!) {
    unarchiveGroup(id: $id) {
      ...AdminGroupFields
    }
  }
`);

export const ReorderGroupsMutation = graphql(`
  mutation AdminReorderGroups($order: [ID!]!) {
    reorderGroups(order: $order) {
      ...AdminGroupFields
    }
  }
`);

export const AddGroupMembersMutation = graphql(`
  mutation AdminAddGroupMembers($groupId: ID!, $userIds: [ID!]!) {
    addGroupMembers(groupId: $groupId, userIds: $userIds) {
      ...AdminGroupFields
    }
  }
`);

export const RemoveGroupMemberMutation = graphql(`
  mutation AdminRemoveGroupMember($groupId: ID!, $userId: ID!) {
    removeGroupMember(groupId: $groupId, userId: $userId) {
      ...AdminGroupFields
    }
  }
`);

export const CompleteGroupMemberMutation = graphql(`
  mutation AdminCompleteGroupMember($groupId: ID!, $userId: ID!) {
    completeGroupMember(groupId: $groupId, userId: $userId) {
      ...AdminGroupMemberFields
    }
  }
`);

export const DeleteGroupMutation = graphql(`
  mutation AdminDeleteGroup($id: ID!) {
    deleteGroup(id: $id)
  }
`);

// Group leaders (graph/schema/leaders.graphqls). A GroupLeader has no id, so Apollo keeps the
// list under the query's field: the mutations answer the group's leaders after the change, and
// that list is written over the cached one.

export const AdminGroupLeaderFields = graphql(`
  fragment AdminGroupLeaderFields on GroupLeader {
    userId
    name
    email
    since
  }
`);

export const GroupLeadersQuery = graphql(`
  query AdminGroupLeaders($groupId: ID!) {
    adminGroupLeaders(groupId: $groupId) {
      ...AdminGroupLeaderFields
    }
  }
`);

/** The members the Make a leader choice offers (a search narrows a large group). */
export const GroupLeaderCandidatesQuery = graphql(`
  query AdminGroupLeaderCandidates($groupId: ID!, $search: String, $first: Int!) {
    adminGroupMembers(groupId: $groupId, search: $search, first: $first) {
      totalCount
      nodes {
        userId
        name
        email
      }
    }
  }
`);

export const AddGroupLeaderMutation = graphql(`
  mutation AdminGroupAddLeader($groupId: ID!, $userId: ID!) {
    addGroupLeader(groupId: $groupId, userId: $userId) {
      ...AdminGroupLeaderFields
    }
  }
`);

export const RemoveGroupLeaderMutation = graphql(`
  mutation AdminGroupRemoveLeader($groupId: ID!, $userId: ID!) {
    removeGroupLeader(groupId: $groupId, userId: $userId) {
      ...AdminGroupLeaderFields
    }
  }
`);
