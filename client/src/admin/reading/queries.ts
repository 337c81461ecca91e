// The Reading tab's GraphQL documents (graph/schema/reading.graphqls). Both are admin operations
// (the panel's client sends the admin token). Operation names start with Reading.
import { graphql } from "../../gql";

/** How passages link into the programme's Bible app. */
export const ReadingSettingsQuery = graphql(`
  query ReadingSettings {
    adminReadingSettings {
      linkTemplate
      bibleVersion
    }
  }
`);

/** Saves the link template and Bible version (the server checks both and audits the change). */
export const ReadingSettingsUpdateMutation = graphql(`
  mutation ReadingSettingsUpdate($linkTemplate: String!, $bibleVersion: String!) {
    updateReadingSettings(linkTemplate: $linkTemplate, bibleVersion: $bibleVersion) {
      linkTemplate
      bibleVersion
    }
  }
`);
