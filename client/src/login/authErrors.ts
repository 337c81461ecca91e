import { CombinedGraphQLErrors } from "@apollo/client/errors";

/**
 * How a sign-in, sign-up or join call failed, for the error texts of spec 8:
 * - "server": the server answered with GraphQL errors; `message` is the first non-empty one
 *   (null when none carries a message, so the caller shows its generic text);
 * - "network": no usable answer (offline, a non-OK HTTP status, a body that is not GraphQL).
 */
export type CallFailure = { kind: "server"; message: string | null } | { kind: "network" };

export function classifyCallError(error: unknown): CallFailure {
  if (CombinedGraphQLErrors.is(error)) {
    const message = error.errors.map((e) => e.message?.trim()).find((m) => !!m) ?? null;
    return { kind: "server", message };
  }
  return { kind: "network" };
}

export interface FailureTexts {
  /** When the server gave no message, e.g. "Login failed. Please try again." */
  generic: string;
  /** On a network failure, e.g. "Login failed. Please check your connection and try again." */
  network: string;
}

/** The text to show for a failed call: the server's message, else the generic or network text. */
export function failureText(error: unknown, texts: FailureTexts): string {
  const failure = classifyCallError(error);
  if (failure.kind === "network") return texts.network;
  return failure.message ?? texts.generic;
}

export const LOGIN_FAILURE_TEXTS: FailureTexts = {
  generic: "Login failed. Please try again.",
  network: "Login failed. Please check your connection and try again.",
};

export const REGISTER_FAILURE_TEXTS: FailureTexts = {
  generic: "Registration failed. Please try again.",
  network: "Registration failed. Please check your connection and try again.",
};
