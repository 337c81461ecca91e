// The Users tab's GraphQL documents (graph/schema/admin_users.graphqls). Every one is an admin
// operation (the panel's client sends the admin token). Operation names start with UsersTab so
// they stay unique among the panel's other tabs.
import { graphql } from "../../gql";

export const UsersTabUserFields = graphql(`
  fragment UsersTabUser on AdminUser {
    id
    name
    email
    phone
    role
    status
    awardApproved
    avatarUrl
    city
    mailingAddress
    referral
    trophiesCount
    groups {
      groupId
      groupName
      status
    }
    createdAt
    waitingSince
    registeredNetwork
    hasPassword
  }
`);

/** One page of users matching the filter, with the total count of matches. */
export const UsersTabUsersQuery = graphql(`
  query UsersTabUsers($filter: AdminUserFilter, $first: Int!, $after: String) {
    adminUsers(filter: $filter, first: $first, after: $after) {
      totalCount
      nodes {
        ...UsersTabUser
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const UsersTabCreateUserMutation = graphql(`
  mutation UsersTabCreateUser($input: AdminUserInput!) {
    createUser(input: $input) {
      ...UsersTabUser
    }
  }
`);

export const UsersTabUpdateUserMutation = graphql(`
  mutation UsersTabUpdateUser($id: ID!, $input: AdminUserInput!) {
    updateUser(id: $id, input: $input) {
      ...UsersTabUser
    }
  }
`);

export const UsersTabDeleteUserMutation = graphql(`
  mutation UsersTabDeleteUser($id: ID!) {
    deleteUser(id: $id)
  }
`);

export const UsersTabSetStatusMutation = graphql(`
  mutation UsersTabSetStatus($id: ID!, $status: UserStatus!) {
    setUserStatus(id: $id, status: $status) {
      id
      status
    }
  }
`);

export const UsersTabAdjustTrophiesMutation = graphql(`
  mutation UsersTabAdjustTrophies($id: ID!, $op: TrophyOp!, $value: Int) {
    adjustTrophies(id: $id, op: $op, value: $value) {
      id
      trophiesCount
    }
  }
`);

/** Queues a password-reset mail for an admin account (spec 6); answers the queued mail. */
export const UsersTabSendPasswordResetMutation = graphql(`
  mutation UsersTabSendPasswordReset($userId: ID!) {
    sendPasswordReset(userId: $userId) {
      id
      toAddress
      status
    }
  }
`);

/** Whether mail leaves the server: when not, the result says to read the mail in the Outbox. */
export const UsersTabMailConfiguredQuery = graphql(`
  query UsersTabMailConfigured {
    adminMailConfigured
  }
`);

/** How many member accounts (never admins) registered from a network: the removal's confirmation. */
export const UsersTabNetworkCountQuery = graphql(`
  query UsersTabNetworkCount($network: String!) {
    adminUsers(filter: { network: $network, role: USER }, first: 1) {
      totalCount
    }
  }
`);

/** Deletes every member account registered from a network (issue 24); answers how many went. */
export const UsersTabRemoveNetworkMutation = graphql(`
  mutation UsersTabRemoveNetwork($network: String!) {
    removeNetworkRegistrations(network: $network)
  }
`);

/**
 * Disables, enables, moves (to groupId) or deletes each selected user (issue 29; at most 500):
 * each its own audited change. Answers what happened to each.
 */
export const UsersTabBulkUpdateUsersMutation = graphql(`
  mutation UsersTabBulkUpdateUsers($ids: [ID!]!, $action: UserBulkAction!, $groupId: ID) {
    bulkUpdateUsers(ids: $ids, action: $action, groupId: $groupId) {
      id
      outcome
      message
    }
  }
`);

/**
 * Checks a member import file row by row (issue 29): every problem with its row and column, the
 * counts and where the valid rows would go. Nothing changes; sent with fetchPolicy no-cache (the
 * file is not kept in the cache).
 */
export const UsersTabPreviewMemberImportQuery = graphql(`
  query UsersTabPreviewMemberImport($csv: String!) {
    previewMemberImport(csv: $csv) {
      rows
      valid
      withProblems
      problems {
        row
        field
        message
      }
      groups {
        groupId
        groupName
        members
      }
      ignoredColumns
    }
  }
`);

/** Imports the file's valid rows in one transaction (checked again); says what it did and what it skipped. */
export const UsersTabImportMembersMutation = graphql(`
  mutation UsersTabImportMembers($csv: String!) {
    importMembers(csv: $csv) {
      rows
      imported
      skipped
      problems {
        row
        field
        message
      }
      groups {
        groupId
        groupName
        members
      }
    }
  }
`);
