import { graphql } from "../gql";

export const MemberLocaleQuery = graphql(`
  query MemberLocale {
    mySettings {
      locale
    }
  }
`);

export const UpdateMyLocaleMutation = graphql(`
  mutation UpdateMyLocale($locale: String!) {
    updateMyLocale(locale: $locale) {
      locale
    }
  }
`);
