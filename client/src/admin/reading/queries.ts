// The Reading tab's GraphQL documents (graph/schema/reading.graphqls). All are admin operations
// (the panel's client sends the admin token). Operation names start with Reading.
import { graphql } from "../../gql";

export const ReadingSettingsFields = graphql(`
  fragment ReadingSettingsFields on ReadingSettings {
    linkTemplate
    bibleVersion
    customPlanSince
  }
`);

/** How passages link into the programme's Bible app, and whose plan members read. */
export const ReadingSettingsQuery = graphql(`
  query ReadingSettings {
    adminReadingSettings {
      ...ReadingSettingsFields
    }
  }
`);

/** Saves the link template and Bible version (the server checks both and audits the change). */
export const ReadingSettingsUpdateMutation = graphql(`
  mutation ReadingSettingsUpdate($linkTemplate: String!, $bibleVersion: String!) {
    updateReadingSettings(linkTemplate: $linkTemplate, bibleVersion: $bibleVersion) {
      ...ReadingSettingsFields
    }
  }
`);

/** The default plan as CSV (day,passages), to start the programme's own from. */
export const ReadingDefaultPlanQuery = graphql(`
  query ReadingDefaultPlan {
    adminDefaultReadingPlanCsv
  }
`);

/** Checks a plan and names every problem with its line; nothing changes. */
export const ReadingPlanPreviewQuery = graphql(`
  query ReadingPlanPreview($csv: String!) {
    adminPreviewReadingPlan(csv: $csv) {
      valid
      problems
    }
  }
`);

/** Makes a plan the programme's (refused on field csv when it has a problem; audited). */
export const ReadingPlanUploadMutation = graphql(`
  mutation ReadingPlanUpload($csv: String!) {
    uploadReadingPlan(csv: $csv) {
      ...ReadingSettingsFields
    }
  }
`);

/** Back to the built-in default plan (audited). */
export const ReadingPlanResetMutation = graphql(`
  mutation ReadingPlanReset {
    resetReadingPlan {
      ...ReadingSettingsFields
    }
  }
`);
