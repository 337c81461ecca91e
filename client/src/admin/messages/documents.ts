// The Messages tab's GraphQL documents (graph/schema/admin_messages.graphqls, and deleteMessage in
// board.graphqls). Every one is an admin operation (the panel's client sends the admin token).
// Operation names start with AdminMessages so they stay unique among the panel's tabs. AdminMessage
// has an id, so an edit's answer updates its row in the cache; the list is read again after each
// write for the count and the filter.
import { graphql } from "../../gql";

export const AdminMessagesRowFields = graphql(`
  fragment AdminMessagesRow on AdminMessage {
    id
    groupId
    groupName
    source
    type
    priority
    title
    content
    authorName
    createdAt
    updatedAt
    openReportCount
    hidden
    reports {
      id
      reporterName
      reason
      countsTowardHiding
      createdAt
    }
  }
`);

/** One page of messages of every board, newest first, with the count for the filter. */
export const AdminMessagesPageQuery = graphql(`
  query AdminMessagesPage($filter: AdminMessageFilter, $first: Int!, $after: String) {
    adminMessages(filter: $filter, first: $first, after: $after) {
      totalCount
      nodes {
        ...AdminMessagesRow
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** Post a programme-team message to a group's board (the Messages tab, and Post message on the Groups tab). */
export const AdminMessagesCreateMutation = graphql(`
  mutation AdminMessagesCreate($input: GroupMessageInput!) {
    createGroupMessage(input: $input) {
      ...AdminMessagesRow
    }
  }
`);

export const AdminMessagesUpdateMutation = graphql(`
  mutation AdminMessagesUpdate($id: ID!, $input: GroupMessageInput!) {
    updateGroupMessage(id: $id, input: $input) {
      ...AdminMessagesRow
    }
  }
`);

/** Deletes any message, a member's or the programme team's (answers its id). */
export const AdminMessagesDeleteMutation = graphql(`
  mutation AdminMessagesDelete($id: ID!) {
    deleteMessage(id: $id)
  }
`);

/** Dismisses a message's undecided reports: a hidden message shows on its board again. */
export const AdminMessagesDismissReportsMutation = graphql(`
  mutation AdminMessagesDismissReports($messageId: ID!) {
    dismissMessageReports(messageId: $messageId) {
      ...AdminMessagesRow
    }
  }
`);
