import { CombinedGraphQLErrors } from "@apollo/client/errors";

/** The message a member should read for a failed operation: the server's own words when it sent some. */
export function operationErrorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) {
    const messages = error.errors.map((e) => e.message).filter(Boolean);
    if (messages.length > 0) return messages.join(" ");
  }
  if (error instanceof Error && error.message) return error.message;
  return "Something went wrong. Please try again.";
}

/** Whether the server refused the operation because the session is missing or expired. */
export function isUnauthorized(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === "unauthorized")
  );
}
