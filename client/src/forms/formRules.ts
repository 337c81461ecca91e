// The limits the forms check before sending, as the server enforces them (the formRules query):
// written once, in Go. They are fetched once per session with the client in use and kept in its
// cache; until they have come, a form checks what needs no limit and the server has the last
// word (its field errors land beside their inputs). docs/decisions.md: "Form rules from the server".
import { useQuery } from "@apollo/client/react";
import { graphql } from "../gql";
import type { FormRulesQuery } from "../gql/graphql";

export const FormRulesDocument = graphql(`
  query FormRules {
    formRules {
      minPasswordLength
      maxPasswordBytes
      maxMessageLength
      maxTitleLength
      maxReasonLength
      maxNameLength
      maxEmailLength
      maxCityLength
      maxMailingAddressLength
      maxLegacyNoteLength
      maxRejectReasonLength
      minLegacyJourneys
      maxLegacyJourneys
      firstLegacyYear
      dateInputFormats
      postableTypes
    }
  }
`);

export type FormRules = FormRulesQuery["formRules"];

/** The form rules, or null until they have come (or when they could not be read). */
export function useFormRules(): FormRules | null {
  const { data } = useQuery(FormRulesDocument, { fetchPolicy: "cache-first" });
  return data?.formRules ?? null;
}
