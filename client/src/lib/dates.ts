import { formatLocale } from "../i18n";

// Calendar dates (GraphQL scalar Date, "YYYY-MM-DD") are days, not instants: a group that
// starts on 2027-01-01 starts on Jan 1 everywhere. Never pass them to `new Date(string)`,
// which reads them as midnight UTC and shows the day before west of Greenwich.

export interface CalendarDate {
  year: number;
  month: number; // 1-12
  day: number; // 1-31
}

const DATE_PREFIX = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/;

/** Parses "YYYY-MM-DD" (or the date part of an RFC 3339 string) into its parts, or null. */
export function parseCalendarDate(value: string | null | undefined): CalendarDate | null {
  if (!value) return null;
  const m = DATE_PREFIX.exec(value.trim());
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  return { year, month, day };
}

export const DEFAULT_DATE_FORMAT: Intl.DateTimeFormatOptions = {
  year: "numeric",
  month: "short",
  day: "numeric",
};

/**
 * Formats a calendar date in the app's language (or `locale`), e.g. "Jan 1, 2027" in English, "1 ene
 * 2027" in Spanish.
 * The date is pinned to UTC on both sides, so the local time zone can never shift the day.
 * Returns the input unchanged when it is not a calendar date.
 */
export function formatCalendarDate(
  value: string,
  locale?: string | string[],
  options: Intl.DateTimeFormatOptions = DEFAULT_DATE_FORMAT,
): string {
  const date = parseCalendarDate(value);
  if (!date) return value;
  const instant = new Date(Date.UTC(date.year, date.month - 1, date.day));
  return dateFormat(locale ?? formatLocale(), options).format(instant);
}

// Making a formatter is slow (the first one loads the locale's data: about 100 ms on a slow
// phone) and countdowns format every second, so each locale and options pair is made once.
const formats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: string | string[] | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify([locale ?? null, options]);
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" });
    formats.set(key, format);
  }
  return format;
}

/** The calendar date as a local Date at 00:00 of that day (for countdowns to "the start of the day"). */
export function calendarDateToLocalMidnight(value: string): Date | null {
  const date = parseCalendarDate(value);
  return date ? new Date(date.year, date.month - 1, date.day) : null;
}
