// The Announcements tab's GraphQL documents (graph/schema/announcements.graphqls). Every one is an
// admin operation (the panel's client sends the admin token). Operation names start with Announcement.
import { graphql } from "../../gql";

export const AnnouncementRowFields = graphql(`
  fragment AnnouncementRowFields on Announcement {
    id
    audience
    groupId
    groupName
    subject
    createdAt
    recipients
    leftOut
    queuedAt
    sent
    failed
    pending
  }
`);

/** How many an audience reaches, and how many it leaves out (they turned announcements off). */
export const AnnouncementPreviewQuery = graphql(`
  query AnnouncementPreview($input: AnnouncementAudienceInput!) {
    adminAnnouncementPreview(input: $input) {
      recipients
      leftOut
    }
  }
`);

/** One page of the announcements sent, newest first, with their delivery counts. */
export const AnnouncementPageQuery = graphql(`
  query AnnouncementPage($first: Int!, $after: String) {
    adminAnnouncements(first: $first, after: $after) {
      totalCount
      nodes {
        ...AnnouncementRowFields
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** Sends an announcement: the scheduler queues its mails within the minute. */
export const AnnouncementSendMutation = graphql(`
  mutation AnnouncementSend($input: AnnouncementInput!) {
    sendAnnouncement(input: $input) {
      ...AnnouncementRowFields
    }
  }
`);
