import { graphql } from "../gql";

/** What an unsubscribe link's page shows (public: the signed token is the credential). */
export const MailPreferencesFields = graphql(`
  fragment MailPreferencesFields on MailPreferences {
    firstName
    category
    reminders
    weeklyDigest
    announcements
  }
`);

/** Reads the link: nothing changes on the server (mail scanners open links). */
export const MailPreferencesQuery = graphql(`
  query MailPreferences($token: String!) {
    mailPreferences(token: $token) {
      ...MailPreferencesFields
    }
  }
`);

/** Turns off the mail the link came from, at once. */
export const UnsubscribeMutation = graphql(`
  mutation Unsubscribe($token: String!) {
    unsubscribe(token: $token) {
      ...MailPreferencesFields
    }
  }
`);

/** Sets the three kinds of mail together. */
export const UpdateMailPreferencesMutation = graphql(`
  mutation UpdateMailPreferences($token: String!, $reminders: Boolean!, $weeklyDigest: Boolean!, $announcements: Boolean!) {
    updateMailPreferences(token: $token, reminders: $reminders, weeklyDigest: $weeklyDigest, announcements: $announcements) {
      ...MailPreferencesFields
    }
  }
`);
