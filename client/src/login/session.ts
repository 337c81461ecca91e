import { saveCredential } from "../auth/savedCredentials";
import { setAdminToken, setUserSession } from "../auth/storage";
import type { Role } from "../gql/graphql";

export interface SignedInUser {
  name: string;
  email: string;
  role: Role;
  trophiesCount: number;
}

export type SessionKind = "admin" | "member";

/**
 * Stores a sign-in the way spec 4 (Login) says: role ADMIN keeps the token as the admin token
 * (the caller then goes to /admin); any other role keeps the user token and user data
 * {name, trophies_count} (then /dashboard). Also remembers the email and name for the
 * suggestions on the sign-in forms.
 */
export function storeSession(token: string, user: SignedInUser): SessionKind {
  // the account's own spelling of the email and name, as the server has them
  saveCredential({ email: user.email, name: user.name });
  if (user.role === "ADMIN") {
    setAdminToken(token);
    return "admin";
  }
  setUserSession(token, { name: user.name, trophies_count: user.trophiesCount });
  return "member";
}
