import { graphql } from "../gql";

/** Everything the Settings form shows. */
export const MySettingsFields = graphql(`
  fragment MySettingsFields on MySettings {
    timeZone
    reminderTime
    weeklyDigest
    digestWeekday
    digestTime
    announcements
  }
`);

export const MySettingsQuery = graphql(`
  query MySettings {
    mySettings {
      ...MySettingsFields
    }
  }
`);

/** Saves the whole form; a wrong input comes back as an error naming its field. */
export const UpdateMySettingsMutation = graphql(`
  mutation UpdateMySettings($input: MySettingsInput!) {
    updateMySettings(input: $input) {
      ...MySettingsFields
    }
  }
`);
