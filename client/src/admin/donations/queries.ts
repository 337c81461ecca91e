// The Donations tab's GraphQL documents (graph/schema/donations.graphqls). Admin operations (the
// panel's client sends the admin token). Operation names start with Donations.
import { graphql } from "../../gql";

export const DonationsRowFields = graphql(`
  fragment DonationsRowFields on AdminDonation {
    id
    donorName
    donorEmail
    anonymous
    amount
    type
    status
    statusReason
    createdAt
    subscriptionId
    demo
  }
`);

/** One page of donations, newest first, with the whole filter's count and sums. */
export const DonationsPageQuery = graphql(`
  query DonationsPage($filter: AdminDonationFilter, $first: Int!, $after: String) {
    adminDonations(filter: $filter, first: $first, after: $after) {
      totalCount
      totalAmount
      completedAmount
      nodes {
        ...DonationsRowFields
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);
