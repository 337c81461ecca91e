// Test helpers (tests only): the formRules answer the server gives a member (graph/schema/
// form_rules.graphqls; the values of the Go constants, checked by resolvers/form_rules_test.go).
import type { FormattedExecutionResult } from "graphql";
import type { FormRules } from "./formRules";

export const FORM_RULES: FormRules = {
  __typename: "FormRules",
  minPasswordLength: 6,
  maxPasswordBytes: 72,
  maxMessageLength: 4000,
  maxTitleLength: 200,
  maxReasonLength: 500,
  maxNameLength: 200,
  maxEmailLength: 254,
  maxCityLength: 200,
  maxMailingAddressLength: 1000,
  maxLegacyNoteLength: 2000,
  maxRejectReasonLength: 500,
  minLegacyJourneys: 1,
  maxLegacyJourneys: 50,
  firstLegacyYear: 1950,
  dateInputFormats: "YYYY-MM-DD, MM/DD/YYYY, MM-DD-YYYY or MM.DD.YYYY",
  postableTypes: ["MILESTONE", "ENCOURAGEMENT", "PRAYER", "TESTIMONY", "QUESTION"],
};

export const FORM_RULES_OPERATION = "FormRules";

export function formRulesAnswer(rules: FormRules = FORM_RULES): FormattedExecutionResult {
  return { data: { formRules: rules } };
}
