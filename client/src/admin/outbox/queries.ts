// The Outbox tab's GraphQL documents (graph/schema/mail.graphqls). Every one is an admin
// operation (the panel's client sends the admin token). Operation names start with Outbox.
import { graphql } from "../../gql";

export const OutboxEmailFields = graphql(`
  fragment OutboxEmailFields on OutboxEmail {
    id
    kind
    toAddress
    subject
    status
    attempts
    lastError
    bodyText
    createdAt
    nextAttemptAt
    sentAt
  }
`);

/** One page of the outbox, newest first, optionally of one status. */
export const OutboxPageQuery = graphql(`
  query OutboxPage($status: OutboxStatus, $first: Int!, $after: String) {
    adminOutbox(status: $status, first: $first, after: $after) {
      totalCount
      nodes {
        ...OutboxEmailFields
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** Whether mail leaves the server (SMTP_URL set); when not, mails wait here to be read. */
export const OutboxMailConfiguredQuery = graphql(`
  query OutboxMailConfigured {
    adminMailConfigured
  }
`);

/** Try a pending or failed mail again now; the answer updates its row. */
export const OutboxRetryMutation = graphql(`
  mutation OutboxRetry($id: ID!) {
    retryOutboxEmail(id: $id) {
      ...OutboxEmailFields
    }
  }
`);
