import type { Translate } from "../i18n";
// Countdown maths (spec 4: Countdown). Pure functions, no timers: see useCountdown.ts for the
// ticking hook and Countdown.tsx for the display.
import { calendarDateToLocalMidnight, parseCalendarDate } from "../lib/dates";

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export const ZERO_PARTS: Readonly<CountdownParts> = Object.freeze({ days: 0, hours: 0, minutes: 0, seconds: 0 });

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The time left until `targetMs`, split into whole days, hours, minutes and seconds
 * (rounded down). Never negative: all zeros once the target is reached or past, or when
 * either time is not a finite number.
 */
export function countdownParts(targetMs: number, nowMs: number): CountdownParts {
  const left = targetMs - nowMs;
  if (!Number.isFinite(left) || left <= 0) return { ...ZERO_PARTS };
  const totalSeconds = Math.floor(left / SECOND);
  return {
    days: Math.floor(totalSeconds / (DAY / SECOND)),
    hours: Math.floor(totalSeconds / (HOUR / SECOND)) % 24,
    minutes: Math.floor(totalSeconds / (MINUTE / SECOND)) % 60,
    seconds: totalSeconds % 60,
  };
}

/** Local midnight at the start of a calendar date ("YYYY-MM-DD"), in epoch ms, or null. */
export function startOfCalendarDateMs(date: string): number | null {
  const d = calendarDateToLocalMidnight(date);
  return d ? d.getTime() : null;
}

/**
 * The end of a calendar date in local time: local midnight of the next day, in epoch ms, or
 * null. (The Date constructor rolls Jan 31 + 1 over into Feb 1, and handles DST days.)
 */
export function endOfCalendarDateMs(date: string): number | null {
  const d = parseCalendarDate(date);
  return d ? new Date(d.year, d.month - 1, d.day + 1).getTime() : null;
}

export type CountdownKind = "start" | "deadline" | "none";

export interface CountdownTarget {
  /** What is being counted to: the group's start, the end of registration, or nothing. */
  kind: CountdownKind;
  /** Epoch ms of the target, or null for "none" (show zeros). */
  targetMs: number | null;
}

/**
 * What a group's countdown counts to (spec 4: Countdown): the start date (local midnight)
 * while it is in the future; otherwise the end of the registration-deadline day (local
 * midnight of the next day) while that is in the future; otherwise nothing.
 * Dates are calendar dates "YYYY-MM-DD" read in the viewer's local time zone.
 */
export function countdownTarget(startDate: string, registrationDeadline: string, nowMs: number): CountdownTarget {
  const start = startOfCalendarDateMs(startDate);
  if (start !== null && nowMs < start) return { kind: "start", targetMs: start };
  const deadlineEnd = endOfCalendarDateMs(registrationDeadline);
  if (deadlineEnd !== null && nowMs < deadlineEnd) return { kind: "deadline", targetMs: deadlineEnd };
  return { kind: "none", targetMs: null };
}

/**
 * A short spoken summary, to the minute ("12 days, 3 hours and 4 minutes"), for the
 * countdown's accessible name: it changes once a minute, not every second. Under a minute
 * it says "less than a minute"; at zero, "no time".
 */
export function countdownSummary(parts: CountdownParts, t: Translate): string {
  const { days, hours, minutes, seconds } = parts;
  const bits: string[] = [];
  if (days > 0) bits.push(t("countdown.days", { count: days }));
  if (hours > 0) bits.push(t("countdown.hours", { count: hours }));
  if (minutes > 0) bits.push(t("countdown.minutes", { count: minutes }));
  if (bits.length === 0) return t(seconds > 0 ? "countdown.lessThanAMinute" : "countdown.noTime");
  if (bits.length === 1) return bits[0];
  if (bits.length === 2) return t("countdown.two", { first: bits[0], second: bits[1] });
  return t("countdown.three", { first: bits[0], second: bits[1], third: bits[2] });
}
