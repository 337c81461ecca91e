// The programme's name and public links (graph/schema/settings.graphqls), set by the admins in the
// panel's Settings tab. Public: no token is needed.
import { graphql } from "../gql";

export const ProgrammeSettingsQuery = graphql(`
  query ProgrammeSettings {
    programmeSettings {
      name
      introVideoPart1Url
      introVideoPart2Url
      introVideoPart3Url
      homeIntroVideoUrl
      bibleAppUrl
      helpStartPlanUrl
      helpChangeLanguageUrl
    }
  }
`);
