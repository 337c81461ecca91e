import { useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { classify } from "../../errors/classify";
import { graphql } from "../../gql";
import { useT, type Translate } from "../../i18n";
import { RESET_EMAIL_FAILED, RESET_EMAIL_SENT } from "./texts";

/** Asks for a reset link for an admin account's email (public: no token sent). */
export const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email)
  }
`);

/**
 * What asking for a reset email came to: sent (with the server's own answer, shown under the
 * spec's words when it adds something), or why not (shown as it is; `field` when the server
 * named the input, so the form shows it beside the Email field).
 */
export type ResetEmailOutcome =
  | { sent: true; message: string; detail?: string }
  | { sent: false; message: string; field?: "email" };

/** Sends a reset email to `email` (already trimmed and checked). */
export type RequestPasswordReset = (email: string) => Promise<ResetEmailOutcome>;

/** Spec 8 (Reset email): the server's message, else 'Failed to send reset email. Please try again.' */
export function resetEmailFailure(error: unknown, t: Translate): ResetEmailOutcome {
  const c = classify(error);
  if (c.kind !== "server" || !c.serverMessage) return { sent: false, message: t(RESET_EMAIL_FAILED) };
  return { sent: false, message: c.serverMessage, ...(c.field === "email" ? { field: "email" as const } : {}) };
}

/**
 * The one place the Forgot Password form asks for a reset email: requestPasswordReset, whose
 * answer is the same whether or not the email has an account (so the form never tells who has
 * one). Sent: 'Password reset email sent! Check your inbox.' (spec 8), with the server's answer
 * under it; else the server's message or the spec's failure text.
 */
export function usePasswordResetRequest(): RequestPasswordReset {
  const [requestPasswordReset] = useMutation(RequestPasswordResetMutation, { context: { auth: "none" } });
  const t = useT();
  return useCallback(
    async (email: string) => {
      try {
        const { data } = await requestPasswordReset({ variables: { email } });
        if (!data) return { sent: false, message: t(RESET_EMAIL_FAILED) };
        const detail = data.requestPasswordReset.trim();
        const sent = t(RESET_EMAIL_SENT);
        return { sent: true, message: sent, ...(detail && detail !== sent ? { detail } : {}) };
      } catch (error) {
        return resetEmailFailure(error, t);
      }
    },
    [requestPasswordReset, t],
  );
}
