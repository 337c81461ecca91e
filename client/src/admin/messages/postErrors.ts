import { classify } from "../../errors/classify";
import { translate, type Translate } from "../../i18n";

/**
 * Spec 8 "Post group message": the server's message or 'Failed to post message'; no answer,
 * 'Failed to post message. Please try again.'; a refused admin token (401 'unauthorized' or 403
 * 'forbidden'), 'Your admin session expired. Please sign in again.' The session itself is ended by
 * the app's error link (apollo.ts createSessionErrorLink), which the panel answers with its
 * sign-in form; this is only what the form says meanwhile.
 */
export function adminPostErrorText(error: unknown, t: Translate = translate): string {
  const c = classify(error);
  if (c.code === "unauthorized" || c.code === "forbidden") return t("admin-messages.post.session-expired");
  if (c.kind === "server") return c.serverMessage ?? t("admin-messages.post.failed");
  return t("admin-messages.post.failed.network");
}
