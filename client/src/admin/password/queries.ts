import { graphql } from "../../gql";

/**
 * The signed-in admin changes their password. The server ends every other session of the
 * account and answers this session's new token (kept through auth/session signIn).
 */
export const AdminChangePasswordMutation = graphql(`
  mutation AdminChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      token
      scope
      user {
        ...SessionUserFields
      }
    }
  }
`);
