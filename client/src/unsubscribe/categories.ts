// The words for the mails a member can turn off.
import type { MailCategory, MailPreferencesFieldsFragment } from "../gql/graphql";

/** The checkbox of each kind of mail. */
export const CATEGORY_LABEL: Record<MailCategory, string> = {
  REMINDER: "Daily reminders",
  DIGEST: "Weekly digest",
  ANNOUNCEMENT: "Programme announcements",
};

/** "Unsubscribe from daily reminders". */
export const CATEGORY_NAME: Record<MailCategory, string> = {
  REMINDER: "daily reminders",
  DIGEST: "the weekly digest",
  ANNOUNCEMENT: "programme announcements",
};

/** "This link came from a daily reminder." */
export const CATEGORY_SOURCE: Record<MailCategory, string> = {
  REMINDER: "a daily reminder",
  DIGEST: "a weekly digest",
  ANNOUNCEMENT: "a programme announcement",
};

/** Whether the member gets mails of category now. */
export function receives(prefs: MailPreferencesFieldsFragment, category: MailCategory): boolean {
  if (category === "REMINDER") return prefs.reminders;
  if (category === "DIGEST") return prefs.weeklyDigest;
  return prefs.announcements;
}
