import { graphql } from "../gql";

/** Create a member account, sign it in and place it in the open group (spec 4: Register). */
export const RegisterMutation = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      token
      scope
      user {
        ...SessionUserFields
      }
      group {
        name
        startDate
        registrationDeadline
      }
    }
  }
`);
