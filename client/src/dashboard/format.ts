import { formatInstant } from "../i18n/format";
import { DEFAULT_DATE_FORMAT, formatCalendarDate } from "../lib/dates";

/** A calendar date ("YYYY-MM-DD") in the active language, never shifted by the time zone. */
export function formatDay(value: string): string {
  return formatCalendarDate(value);
}

/** The local calendar day of an instant (an RFC 3339 time from the server), in the active language. */
export function formatInstantDay(value: string): string {
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) return value;
  return formatInstant(new Date(ms), DEFAULT_DATE_FORMAT);
}
