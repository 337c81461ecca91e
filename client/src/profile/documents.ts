import { graphql } from "../gql";

/** Everything the Profile page shows. */
export const MyProfileFields = graphql(`
  fragment MyProfileFields on MyProfile {
    name
    email
    city
    mailingAddress
    hasPassword
    signInByLink
    pendingEmail
    pendingEmailExpiresAt
  }
`);

export const MyProfileQuery = graphql(`
  query MyProfile {
    myProfile {
      ...MyProfileFields
    }
  }
`);

export const UpdateMyProfileMutation = graphql(`
  mutation UpdateMyProfile($input: ProfileInput!) {
    updateMyProfile(input: $input) {
      ...MyProfileFields
    }
  }
`);

export const RequestEmailChangeMutation = graphql(`
  mutation RequestEmailChange($email: String!) {
    requestEmailChange(email: $email) {
      ...MyProfileFields
    }
  }
`);

export const ConfirmEmailChangeMutation = graphql(`
  mutation ConfirmEmailChange($token: String!) {
    confirmEmailChange(token: $token) {
      name
      email
    }
  }
`);

export const SetMyPasswordMutation = graphql(`
  mutation SetMyPassword($currentPassword: String, $newPassword: String!) {
    setMyPassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      token
      scope
      user {
        ...SessionUserFields
      }
    }
  }
`);

export const RemoveMyPasswordMutation = graphql(`
  mutation RemoveMyPassword($currentPassword: String!) {
    removeMyPassword(currentPassword: $currentPassword) {
      ...MyProfileFields
    }
  }
`);

export const SetSignInByLinkMutation = graphql(`
  mutation SetSignInByLink($on: Boolean!) {
    setSignInByLink(on: $on) {
      token
      scope
      user {
        ...SessionUserFields
      }
    }
  }
`);

/** /login's secure sign-in: a member's password, or a link by mail. */
export const PasswordLoginMutation = graphql(`
  mutation PasswordLogin($email: String!, $password: String!) {
    passwordLogin(email: $email, password: $password) {
      token
      scope
      user {
        ...SessionUserFields
      }
    }
  }
`);

export const RequestSignInLinkMutation = graphql(`
  mutation RequestSignInLink($email: String!) {
    requestSignInLink(email: $email)
  }
`);

export const SignInWithLinkMutation = graphql(`
  mutation SignInWithLink($token: String!) {
    signInWithLink(token: $token) {
      token
      scope
      user {
        ...SessionUserFields
      }
    }
  }
`);
