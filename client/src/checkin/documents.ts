import { graphql } from "../gql";

/** What a check-in link's page shows (public: the signed token is the credential). */
export const CheckInLinkFields = graphql(`
  fragment CheckInLinkFields on CheckInLink {
    firstName
    groupName
    day
    date
    suggested
    recorded
    streak {
      ...StreakFields
    }
  }
`);

/** Reads the link: nothing changes on the server (mail scanners open links). */
export const CheckInLinkQuery = graphql(`
  query CheckInLink($token: String!) {
    checkInLink(token: $token) {
      ...CheckInLinkFields
    }
  }
`);

/** The Confirm button: records the chosen answer for the link's day. */
export const CheckInByLinkMutation = graphql(`
  mutation CheckInByLink($token: String!, $answer: CheckInAnswer!) {
    checkInByLink(token: $token, answer: $answer) {
      ...CheckInLinkFields
    }
  }
`);
