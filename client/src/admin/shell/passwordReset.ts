import { useCallback } from "react";
import { RESET_EMAIL_UNAVAILABLE } from "./texts";

/** What asking for a reset email came to: sent, or why not (shown as it is). */
export type ResetEmailOutcome = { sent: true; message: string } | { sent: false; message: string };

/** Sends a reset email to `email` (already trimmed and checked). */
export type RequestPasswordReset = (email: string) => Promise<ResetEmailOutcome>;

/**
 * The one place the Forgot Password form asks for a reset email. The call arrives with the
 * email issue; until then it says honestly that reset by email is not available, and never
 * pretends an email went out. When the call exists: run the mutation here and answer
 * { sent: true, message: RESET_EMAIL_SENT }, or { sent: false } with the server's message,
 * else RESET_EMAIL_FAILED (spec 8: Reset email).
 */
export function usePasswordResetRequest(): RequestPasswordReset {
  return useCallback(async () => ({ sent: false, message: RESET_EMAIL_UNAVAILABLE }), []);
}
