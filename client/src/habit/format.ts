import { formatCalendarDate } from "../lib/dates";

const LONG_DAY: Intl.DateTimeFormatOptions = { weekday: "long", year: "numeric", month: "long", day: "numeric" };

/** A calendar date with its weekday, e.g. "Tuesday, January 12, 2027" (never shifted by the time zone). */
export function formatLongDay(value: string): string {
  return formatCalendarDate(value, undefined, LONG_DAY);
}
