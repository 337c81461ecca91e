import { graphql } from "../gql";

/** The /legacy intake: answers true whether or not the email has an account. */
export const SubmitLegacyClaimMutation = graphql(`
  mutation SubmitLegacyClaim($input: LegacyClaimInput!) {
    submitLegacyClaim(input: $input)
  }
`);

/** The owner of an approved claim's address confirms it with the mailed link's token (public: no token sent). */
export const ConfirmLegacyClaimMutation = graphql(`
  mutation ConfirmLegacyClaim($token: String!) {
    confirmLegacyClaim(token: $token) {
      name
      trophiesCount
      accountCreated
    }
  }
`);
