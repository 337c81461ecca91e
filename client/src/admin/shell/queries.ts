import { graphql } from "../../gql";

/** Admin sign-in by email and password (spec 4: Admin session; spec 5: Admin login). */
export const AdminLoginMutation = graphql(`
  mutation AdminLogin($email: String!, $password: String!) {
    adminLogin(email: $email, password: $password) {
      token
      scope
      user {
        ...SessionUserFields
      }
    }
  }
`);
