import { graphql } from "../gql";

/** Member sign-in by email and full name (spec 4: Login). */
export const LoginMutation = graphql(`
  mutation Login($email: String!, $name: String!) {
    login(email: $email, name: $name) {
      token
      user {
        name
        email
        role
        trophiesCount
      }
    }
  }
`);
