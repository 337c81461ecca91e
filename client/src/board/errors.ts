import { CombinedGraphQLErrors } from "@apollo/client/errors";

/** The server's error codes (extensions.code) that this screen reacts to. */
export type ErrorCode = "unauthorized" | "forbidden" | "invalid" | "not_found" | "conflict";

/** Whether the server answered the operation with a GraphQL error of the given code. */
export function hasErrorCode(error: unknown, code: ErrorCode): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === code);
}

/** The session is missing or expired: the member has to sign in again. */
export function isUnauthorized(error: unknown): boolean {
  return hasErrorCode(error, "unauthorized");
}

/** The server answered with GraphQL errors (as opposed to a network or transport failure). */
export function isGraphQLError(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error);
}

/** The server's own words for a failed operation, or null when it sent none. */
export function serverMessage(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const text = error.errors
    .map((e) => e.message)
    .filter(Boolean)
    .join(" ");
  return text || null;
}
