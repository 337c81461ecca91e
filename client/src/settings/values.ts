// The Settings form's values (strings, as useForm keeps them) to and from the server's settings.
import type { MySettingsFieldsFragment, MySettingsInput } from "../gql/graphql";
import { translate, type Translate } from "../i18n";
import { formatInstant } from "../i18n/format";
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

/** The server's digest weekdays, 0 (Sunday) to 6 (Saturday). */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** A weekday's name in the active language ("Sunday", "domingo"): 2023-01-01 was a Sunday. */
export function weekdayName(day: number): string {
  return formatInstant(new Date(Date.UTC(2023, 0, 1 + day, 12)), { weekday: "long", timeZone: "UTC" });
}

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

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
export function validateSettings(v: SettingsValues, t: Translate = translate): FieldErrors<SettingsValues> {
  const errors: FieldErrors<SettingsValues> = {};
  if (!v.timeZone) errors.timeZone = t("settings.timeZone.required");
  if (v.reminderOn === "true" && !CLOCK.test(v.reminderTime)) errors.reminderTime = t("settings.time.format");
  if (v.weeklyDigest === "true" && !CLOCK.test(v.digestTime)) errors.digestTime = t("settings.time.format");
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
