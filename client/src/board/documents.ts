import { graphql } from "../gql";

// The message board's GraphQL documents, shared by the board page (src/messages) and the live
// pieces of the layout (the navigation badge, the one boardEvents subscription).

/** Every field a board entry shows. Messages carry an id, so Apollo's cache normalises them. */
export const BoardMessageFields = graphql(`
  fragment BoardMessageFields on Message {
    id
    groupId
    source
    type
    priority
    title
    content
    authorName
    createdAt
    unread
    mine
  }
`);

/** One page of the member's board (newest first) with the counts of the type filter. */
export const BoardQuery = graphql(`
  query Board($type: MessageType, $first: Int!, $after: String) {
    board(type: $type, first: $first, after: $after) {
      groupId
      groupName
      messages {
        ...BoardMessageFields
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      totalCount
      unreadCount
      counts {
        type
        count
        unread
      }
      lastReadAt
      version
    }
  }
`);

/**
 * The navigation badge: the member's group, how many of its messages are unread, and the board's
 * version they were counted at (the live subscription follows from it).
 */
export const BoardUnreadQuery = graphql(`
  query BoardUnread {
    board(first: 1) {
      groupId
      unreadCount
      version
    }
  }
`);

/**
 * Live changes of a group's board after version `since`. NEW and EDITED carry the whole message
 * (the fields a board entry shows, so an edit can replace what is listed); DELETED only its id.
 * Each carries the board's version after it and the member's counts then, to be shown as they are.
 */
export const BoardEventsSubscription = graphql(`
  subscription BoardEvents($groupId: ID!, $since: Int) {
    boardEvents(groupId: $groupId, since: $since) {
      kind
      groupId
      messageId
      message {
        ...BoardMessageFields
      }
      version
      totalCount
      unreadCount
      counts {
        type
        count
        unread
      }
    }
  }
`);

export const PostMessageMutation = graphql(`
  mutation PostMessage($input: PostMessageInput!) {
    postMessage(input: $input) {
      ...BoardMessageFields
    }
  }
`);

/**
 * A member reports another member's message to the programme team, once, with an optional
 * reason (at most 500 characters). Other members never see reports.
 */
export const ReportMessageMutation = graphql(`
  mutation ReportMessage($messageId: ID!, $reason: String) {
    reportMessage(messageId: $messageId, reason: $reason)
  }
`);

/** Admins only: send it with the admin panel's client (admin/client). */
export const DeleteMessageMutation = graphql(`
  mutation DeleteMessage($id: ID!) {
    deleteMessage(id: $id)
  }
`);

/** Mark All as Read: without `until` the server marks up to the newest message + 1 s. */
export const MarkBoardReadMutation = graphql(`
  mutation MarkBoardRead($until: Time) {
    markBoardRead(until: $until) {
      groupId
      unreadCount
      lastReadAt
    }
  }
`);

/** Choosing a type filter marks that type read. */
export const MarkTypeReadMutation = graphql(`
  mutation MarkTypeRead($type: MessageType!) {
    markTypeRead(type: $type) {
      groupId
      unreadCount
      lastReadAt
    }
  }
`);
