import { graphql } from "../gql";

/** The /legacy intake: answers true whether or not the email has an account. */
export const SubmitLegacyClaimMutation = graphql(`
  mutation SubmitLegacyClaim($input: LegacyClaimInput!) {
    submitLegacyClaim(input: $input)
  }
`);
