// The kinds of mail a member can turn off: the server's MailCategory mapped to the words for it.
// The sentences that name a kind are whole messages (an ICU select on the category), so each
// language says them with its own articles and prepositions.
import type { MailCategory, MailPreferencesFieldsFragment } from "../gql/graphql";
import { msg, type Message } from "../i18n";

/** The checkbox of each kind of mail. */
export const CATEGORY_LABEL: Record<MailCategory, Message> = {
  REMINDER: msg("unsubscribe.category.reminder"),
  DIGEST: msg("unsubscribe.category.digest"),
  ANNOUNCEMENT: msg("unsubscribe.category.announcement"),
};

/** Whether the member gets mails of category now. */
export function receives(prefs: MailPreferencesFieldsFragment, category: MailCategory): boolean {
  if (category === "REMINDER") return prefs.reminders;
  if (category === "DIGEST") return prefs.weeklyDigest;
  return prefs.announcements;
}
