import { graphql } from "../gql";

/** The signed-in user as the client stores it (spec 3: Login response user). Register uses it too. */
export const SessionUserFragment = graphql(`
  fragment SessionUserFields on User {
    name
    email
    role
    trophiesCount
  }
`);

/** Member sign-in by email and full name (spec 4: Login). */
export const LoginMutation = graphql(`
  mutation Login($email: String!, $name: String!) {
    login(email: $email, name: $name) {
      token
      scope
      user {
        ...SessionUserFields
      }
    }
  }
`);
