import { translate } from "../../i18n";
import { ADMIN_SESSION_EXPIRED } from "../../auth/session";
import { classify } from "../../errors/classify";
import { postErrorText } from "../../messages/texts";

/**
 * Spec 8 "Post group message": the server's message or 'Failed to post message'; no answer,
 * 'Failed to post message. Please try again.'; a refused admin token (401 'unauthorized' or 403
 * 'forbidden'), 'Your admin session expired. Please sign in again.' The session itself is ended by
 * the app's error link (apollo.ts createSessionErrorLink), which the panel answers with its
 * sign-in form; this is only what the form says meanwhile.
 */
export function adminPostErrorText(error: unknown): string {
  const { code } = classify(error);
  if (code === "unauthorized" || code === "forbidden") return translate(ADMIN_SESSION_EXPIRED);
  return postErrorText(error);
}
