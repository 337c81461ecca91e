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

/** A member of the led group beside their milestones: contact details only when the programme lets leaders see them. */
export const LeadMemberContactQuery = graphql(`
  query LeadMemberContact($groupId: ID!, $userId: ID!) {
    leaderMemberContact(groupId: $groupId, userId: $userId) {
      userId
      city
      email
      mailingAddress
    }
  }
`);

/** A message of the led group's board as its leader sees it: never who reported it, or why. */
export const LeadMessageFields = graphql(`
  fragment LeadMessage on AdminMessage {
    id
    source
    type
    title
    content
    authorName
    createdAt
    openReportCount
    hidden
  }
`);

/** One page of the led group's board, newest first; reported: only messages with undecided reports. */
export const LeadMessagesQuery = graphql(`
  query LeadMessages($groupId: ID!, $reported: Boolean, $first: Int!, $after: String) {
    leaderMessages(groupId: $groupId, reported: $reported, first: $first, after: $after) {
      totalCount
      nodes {
        ...LeadMessage
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** Hides a member's message at once; the programme's admins are mailed and decide. */
export const LeadHideMessageMutation = graphql(`
  mutation LeadHideMessage($messageId: ID!) {
    leaderHideMessage(messageId: $messageId) {
      ...LeadMessage
    }
  }
`);

/** Dismisses a message's undecided reports: a hidden message shows again. */
export const LeadDismissReportsMutation = graphql(`
  mutation LeadDismissReports($messageId: ID!) {
    leaderDismissMessageReports(messageId: $messageId) {
      ...LeadMessage
    }
  }
`);

/** How many of the group (or of its members at risk) an announcement would reach and leave out. */
export const LeadAnnouncementPreviewQuery = graphql(`
  query LeadAnnouncementPreview($input: AnnouncementAudienceInput!) {
    leaderAnnouncementPreview(input: $input) {
      recipients
      leftOut
    }
  }
`);

/** The leader's mail to their group or its members at risk; it goes out within the minute. */
export const LeadSendAnnouncementMutation = graphql(`
  mutation LeadSendAnnouncement($input: AnnouncementInput!) {
    leaderSendAnnouncement(input: $input) {
      id
      recipients
    }
  }
`);

/** The leader's announcement on their group's board, under their name; the members see it live. */
export const LeadPostAnnouncementMutation = graphql(`
  mutation LeadPostAnnouncement($input: LeaderPostInput!) {
    leaderPostAnnouncement(input: $input) {
      id
    }
  }
`);
