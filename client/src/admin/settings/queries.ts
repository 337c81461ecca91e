// The Settings tab's GraphQL documents (graph/schema/settings.graphqls): admin operations (the
// panel's client sends the admin token). Operation names start with Settings.
import { graphql } from "../../gql";

export const SettingsFields = graphql(`
  fragment SettingsFields on AdminProgrammeSettings {
    name
    introVideoPart1Url
    introVideoPart2Url
    introVideoPart3Url
    homeIntroVideoUrl
    bibleAppUrl
    helpStartPlanUrl
    helpChangeLanguageUrl
    timeZone
    environmentTimeZone
    effectiveTimeZone
    leadersSeeContactDetails
    updatedAt
    reading {
      ...ReadingSettingsFields
    }
    secrets {
      stripe
      stripeWebhook
      smtp
    }
  }
`);

/** Every programme setting, the reading map's links and which secrets the environment sets. */
export const SettingsQuery = graphql(`
  query Settings {
    adminProgrammeSettings {
      ...SettingsFields
    }
  }
`);

/** Saves the whole form (the server checks every field and audits what changed). */
export const SettingsUpdateMutation = graphql(`
  mutation SettingsUpdate($input: ProgrammeSettingsInput!) {
    updateProgrammeSettings(input: $input) {
      ...SettingsFields
    }
  }
`);
