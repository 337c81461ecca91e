// The Leader area's GraphQL documents (graph/schema/leaders.graphqls): member operations with the
// member's own token. Operation names start with Lead so they stay unique in the app.
import { graphql } from "../gql";

/** The groups the signed-in member leads, newest first (none for most members). */
export const LeadLedGroupsQuery = graphql(`
  query LeadLedGroups {
    myLedGroups {
      id
      name
    }
  }
`);

/** A progress row as the leader sees it: no contact details are asked for. */
export const LeadRowFields = graphql(`
  fragment LeadRow on ProgressRow {
    key
    userId
    userName
    groupId
    milestonesCompleted
    milestonesTracked
    avgPercentage
    latestGrade
    daysBehind
    atRisk
    trophyRequest {
      id
      status
    }
  }
`);

/** One page of the led group's members' progress matching the filter, in the order asked. */
export const LeadProgressQuery = graphql(`
  query LeadProgress(
    $groupId: ID!
    $filter: LeaderProgressFilter
    $orderBy: ProgressOrder
    $first: Int!
    $after: String
  ) {
    leaderProgress(groupId: $groupId, filter: $filter, orderBy: $orderBy, first: $first, after: $after) {
      totalCount
      nodes {
        ...LeadRow
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** One member of the led group's eight milestones. */
export const LeadMilestonesQuery = graphql(`
  query LeadMilestones($groupId: ID!, $userId: ID!) {
    leaderMilestones(groupId: $groupId, userId: $userId) {
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
