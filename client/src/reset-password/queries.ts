import { graphql } from "../gql";

/** Sets a new password with the emailed link's token; answers the success message (public: no token sent). */
export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($token: String!, $newPassword: String!) {
    resetPassword(token: $token, newPassword: $newPassword)
  }
`);
