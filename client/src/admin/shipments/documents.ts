// The "Awards to ship" section's GraphQL documents (graph/schema/awards.graphqls, issue 29). Both
// are admin operations (the panel's client sends the admin token); their names start with
// Shipments so they stay unique among the panel's other tabs.
import { graphql } from "../../gql";

export const ShipmentsAwardFields = graphql(`
  fragment ShipmentsAward on AwardToShip {
    id
    userId
    userName
    email
    city
    mailingAddress
    name
    completedAt
  }
`);

/** One page of the awards not yet posted, oldest first, with how many there are. */
export const ShipmentsAwardsToShipQuery = graphql(`
  query ShipmentsAwardsToShip($first: Int!, $after: String) {
    adminAwardsToShip(first: $first, after: $after) {
      totalCount
      nodes {
        ...ShipmentsAward
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** Records each selected award (at most 500) posted on one day, each its own audited change. */
export const ShipmentsMarkShippedMutation = graphql(`
  mutation ShipmentsMarkShipped($ids: [ID!]!, $shippedOn: Date!, $note: String) {
    markAwardsShipped(ids: $ids, shippedOn: $shippedOn, note: $note) {
      id
      outcome
      message
    }
  }
`);
