import { graphql } from "../gql";

/** Whether giving is set up, Stripe's publishable key and the gift limits (spec 2: /donate). */
export const DonationSettingsQuery = graphql(`
  query DonationSettings {
    donationSettings {
      enabled
      publishableKey
      minAmount
      maxAmount
    }
  }
`);

/** Records a pending donation and answers the secret Stripe.js confirms the card payment with. */
export const CreateDonationMutation = graphql(`
  mutation CreateDonation($input: DonationInput!) {
    createDonation(input: $input) {
      donationId
      clientSecret
    }
  }
`);
