// The Settings form's values (strings, as useForm keeps them) to and from the server's settings.
import type { MySettingsFieldsFragment, MySettingsInput } from "../gql/graphql";
import type { FieldErrors } from "../ui/useForm";

export interface SettingsValues {
  [key: string]: string;
  timeZone: string;
  /** "true" or "false". */
  reminderOn: string;
  reminderTime: string;
  /** "true" or "false". */
  weeklyDigest: string;
  /** "0" (Sunday) to "6" (Saturday). */
  digestWeekday: string;
  digestTime: string;
  /** "true" or "false". */
  announcements: string;
}

export const DEFAULT_REMINDER_TIME = "07:00";
export const DEFAULT_DIGEST_TIME = "18:00";

export const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
export const TIME_FORMAT_TEXT = "Enter a time such as 07:00 (24-hour clock).";

export function valuesFrom(s: MySettingsFieldsFragment): SettingsValues {
  return {
    timeZone: s.timeZone,
    reminderOn: s.reminderTime === null ? "false" : "true",
    reminderTime: s.reminderTime ?? DEFAULT_REMINDER_TIME,
    weeklyDigest: s.weeklyDigest ? "true" : "false",
    digestWeekday: String(s.digestWeekday),
    digestTime: s.digestTime,
    announcements: s.announcements ? "true" : "false",
  };
}

/**
 * What the client checks before sending: a zone chosen, and the times of the mails that are on.
 * (A time of a mail that is off is not checked: its input is disabled.)
 */
export function validateSettings(v: SettingsValues): FieldErrors<SettingsValues> {
  const errors: FieldErrors<SettingsValues> = {};
  if (!v.timeZone) errors.timeZone = "Choose a time zone.";
  if (v.reminderOn === "true" && !CLOCK.test(v.reminderTime)) errors.reminderTime = TIME_FORMAT_TEXT;
  if (v.weeklyDigest === "true" && !CLOCK.test(v.digestTime)) errors.digestTime = TIME_FORMAT_TEXT;
  return errors;
}

/**
 * The input to send: reminders off send no time; the digest's time is always sent (the server
 * keeps it), its default when the digest is off and the disabled input holds no time.
 */
export function toInput(v: SettingsValues): MySettingsInput {
  const weeklyDigest = v.weeklyDigest === "true";
  return {
    timeZone: v.timeZone,
    reminderTime: v.reminderOn === "true" ? v.reminderTime : null,
    weeklyDigest,
    digestWeekday: Number(v.digestWeekday),
    digestTime: weeklyDigest || CLOCK.test(v.digestTime) ? v.digestTime : DEFAULT_DIGEST_TIME,
    announcements: v.announcements === "true",
  };
}
