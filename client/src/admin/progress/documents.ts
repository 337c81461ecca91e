// The Progress tab's GraphQL documents (graph/schema/admin_progress.graphqls and the admin parts
// of legacy.graphqls). Every one is an admin operation (the panel's client sends the admin token).
// Operation names start with ProgressTab so they stay unique among the panel's other tabs.
import { graphql } from "../../gql";

export const ProgressTabRowFields = graphql(`
  fragment ProgressTabRow on ProgressRow {
    key
    userId
    userName
    userEmail
    groupId
    groupName
    groupStatus
    groupDay
    trophiesCount
    milestonesCompleted
    milestonesTracked
    avgPercentage
    trophyRequest {
      id
      type
      status
      createdAt
      decidedAt
      reason
    }
    daysBehind
    latestGrade
    atRisk
  }
`);

/** One page of members' progress matching the filter, in the order asked, with the total count. */
export const ProgressTabProgressQuery = graphql(`
  query ProgressTabProgress($filter: AdminProgressFilter, $orderBy: ProgressOrder, $first: Int!, $after: String) {
    adminProgress(filter: $filter, orderBy: $orderBy, first: $first, after: $after) {
      totalCount
      nodes {
        ...ProgressTabRow
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** A member's eight milestones in one group. */
export const ProgressTabMilestonesQuery = graphql(`
  query ProgressTabMilestones($userId: ID!, $groupId: ID!) {
    adminMilestones(userId: $userId, groupId: $groupId) {
      id
      key
      name
      dayNumber
      daysCompleted
      percentage
      grade
      completed
    }
  }
`);

export const ProgressTabApproveMutation = graphql(`
  mutation ProgressTabApprove($id: ID!) {
    approveTrophyRequest(id: $id) {
      ...ProgressTabRow
    }
  }
`);

export const ProgressTabRejectMutation = graphql(`
  mutation ProgressTabReject($id: ID!, $reason: String) {
    rejectTrophyRequest(id: $id, reason: $reason) {
      ...ProgressTabRow
    }
  }
`);

/**
 * The pending requests a filter matches, for "Select all … pending on the filter": only what the
 * selection and its report need, so a page of 100 rows stays within the server's complexity limit.
 */
export const ProgressTabPendingRequestsQuery = graphql(`
  query ProgressTabPendingRequests($filter: AdminProgressFilter, $orderBy: ProgressOrder, $first: Int!, $after: String) {
    adminProgress(filter: $filter, orderBy: $orderBy, first: $first, after: $after) {
      totalCount
      nodes {
        key
        userName
        groupName
        trophyRequest {
          id
          status
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** Approves each selected request (at most 500), each its own audited decision. */
export const ProgressTabApproveManyMutation = graphql(`
  mutation ProgressTabApproveMany($ids: [ID!]!) {
    approveTrophyRequests(ids: $ids) {
      id
      outcome
      message
    }
  }
`);

/** Rejects each selected request with the one reason. */
export const ProgressTabRejectManyMutation = graphql(`
  mutation ProgressTabRejectMany($ids: [ID!]!, $reason: String) {
    rejectTrophyRequests(ids: $ids, reason: $reason) {
      id
      outcome
      message
    }
  }
`);

export const ProgressTabLegacyClaimFields = graphql(`
  fragment ProgressTabLegacyClaim on LegacyClaim {
    id
    name
    email
    city
    completedJourneys
    lastCompletionYear
    note
    status
    userId
    currentTrophies
    createdAt
    decidedAt
    reason
    confirmationExpiresAt
    confirmedAt
  }
`);

/** One page of legacy claims in one status, newest first. */
export const ProgressTabLegacyClaimsQuery = graphql(`
  query ProgressTabLegacyClaims($status: LegacyClaimStatus, $first: Int!, $after: String) {
    adminLegacyClaims(status: $status, first: $first, after: $after) {
      totalCount
      nodes {
        ...ProgressTabLegacyClaim
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const ProgressTabApproveLegacyClaimMutation = graphql(`
  mutation ProgressTabApproveLegacyClaim($id: ID!) {
    approveLegacyClaim(id: $id) {
      ...ProgressTabLegacyClaim
    }
  }
`);

export const ProgressTabRejectLegacyClaimMutation = graphql(`
  mutation ProgressTabRejectLegacyClaim($id: ID!, $reason: String) {
    rejectLegacyClaim(id: $id, reason: $reason) {
      ...ProgressTabLegacyClaim
    }
  }
`);
