import { describe, expect, it } from "vitest";
import { translate } from "../i18n";
import { inLanguage } from "../test/locale";
import {
  countdownParts,
  countdownSummary,
  countdownTarget,
  endOfCalendarDateMs,
  startOfCalendarDateMs,
} from "./countdown";

const SEC = 1000;
const MIN = 60 * SEC;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe("countdownParts", () => {
  it("splits the time left into days, hours, minutes and seconds", () => {
    const now = Date.UTC(2027, 0, 1);
    const target = now + 3 * DAY + 4 * HOUR + 5 * MIN + 6 * SEC;
    expect(countdownParts(target, now)).toEqual({ days: 3, hours: 4, minutes: 5, seconds: 6 });
  });

  it("rounds down partial seconds", () => {
    expect(countdownParts(10_999, 0)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 10 });
    expect(countdownParts(999, 0)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it("counts large spans in days", () => {
    expect(countdownParts(400 * DAY + 23 * HOUR + 59 * MIN + 59 * SEC, 0)).toEqual({
      days: 400,
      hours: 23,
      minutes: 59,
      seconds: 59,
    });
  });

  it("is zeros at and after the target, never negative", () => {
    const zero = { days: 0, hours: 0, minutes: 0, seconds: 0 };
    expect(countdownParts(5000, 5000)).toEqual(zero);
    expect(countdownParts(5000, 5001)).toEqual(zero);
    expect(countdownParts(0, 10 * DAY + 1)).toEqual(zero);
    expect(countdownParts(Number.NaN, 0)).toEqual(zero);
  });
});

describe("calendar-day bounds in local time (TZ=America/Los_Angeles)", () => {
  it("the start of a day is local midnight, not UTC midnight", () => {
    const start = startOfCalendarDateMs("2027-01-01");
    // Los Angeles is UTC-8 in January: local midnight is 08:00 UTC.
    expect(start).toBe(Date.UTC(2027, 0, 1, 8));
    expect(start).not.toBe(Date.UTC(2027, 0, 1));
    expect(new Date(start!).getDate()).toBe(1);
    expect(new Date(start!).getHours()).toBe(0);
  });

  it("the end of a day is local midnight of the next day", () => {
    expect(endOfCalendarDateMs("2027-01-15")).toBe(Date.UTC(2027, 0, 16, 8));
    expect(endOfCalendarDateMs("2027-01-31")).toBe(new Date(2027, 1, 1).getTime()); // month rollover
    expect(endOfCalendarDateMs("2026-12-31")).toBe(new Date(2027, 0, 1).getTime()); // year rollover
  });

  it("a day when clocks spring forward is 23 hours long", () => {
    // US DST starts on Sunday 2027-03-14.
    const start = startOfCalendarDateMs("2027-03-14")!;
    const end = endOfCalendarDateMs("2027-03-14")!;
    expect(end - start).toBe(23 * HOUR);
    expect(end).toBe(Date.UTC(2027, 2, 15, 7)); // UTC-7 after the change
  });

  it("rejects what is not a calendar date", () => {
    expect(startOfCalendarDateMs("soon")).toBeNull();
    expect(endOfCalendarDateMs("2027-02-30")).toBeNull();
  });
});

describe("countdownTarget", () => {
  const start = "2027-01-01";
  const deadline = "2027-01-15";
  const startMs = new Date(2027, 0, 1).getTime();
  const deadlineEndMs = new Date(2027, 0, 16).getTime();

  it("counts to the start (local midnight) while it is in the future", () => {
    // 23:00 local on Dec 31 is already Jan 1 in UTC: still before the local start.
    const now = new Date(2026, 11, 31, 23, 0).getTime();
    expect(new Date(now).toISOString().slice(0, 10)).toBe("2027-01-01");
    const t = countdownTarget(start, deadline, now);
    expect(t).toEqual({ kind: "start", targetMs: startMs });
    expect(countdownParts(t.targetMs!, now)).toEqual({ days: 0, hours: 1, minutes: 0, seconds: 0 });
  });

  it("counts to the end of the deadline day once the start has come", () => {
    expect(countdownTarget(start, deadline, startMs)).toEqual({ kind: "deadline", targetMs: deadlineEndMs });
    const lastMinute = new Date(2027, 0, 15, 23, 59).getTime();
    const t = countdownTarget(start, deadline, lastMinute);
    expect(t.kind).toBe("deadline");
    expect(countdownParts(t.targetMs!, lastMinute)).toEqual({ days: 0, hours: 0, minutes: 1, seconds: 0 });
  });

  it("is none (zeros) after the deadline day has ended", () => {
    expect(countdownTarget(start, deadline, deadlineEndMs)).toEqual({ kind: "none", targetMs: null });
    expect(countdownTarget(start, deadline, deadlineEndMs + 5 * DAY)).toEqual({ kind: "none", targetMs: null });
  });

  it("the whole span from before the start to after the deadline", () => {
    const before = new Date(2026, 9, 1, 12).getTime();
    const t = countdownTarget(start, deadline, before);
    expect(t.kind).toBe("start");
    // Oct 1 noon to Jan 1 midnight local: 91 days 12 hours on the wall clock, plus the hour
    // the clocks fell back on Nov 1 (elapsed time, not calendar arithmetic).
    expect(countdownParts(t.targetMs!, before)).toEqual({ days: 91, hours: 13, minutes: 0, seconds: 0 });
  });

  it("skips a date it cannot read", () => {
    expect(countdownTarget("garbage", deadline, startMs).kind).toBe("deadline");
    expect(countdownTarget("garbage", "garbage", startMs)).toEqual({ kind: "none", targetMs: null });
  });
});

describe("countdownSummary", () => {
  it("speaks the time left to the minute", () => {
    expect(countdownSummary({ days: 12, hours: 3, minutes: 4, seconds: 5 }, translate)).toBe("12 days, 3 hours and 4 minutes");
    expect(countdownSummary({ days: 1, hours: 0, minutes: 1, seconds: 0 }, translate)).toBe("1 day and 1 minute");
    expect(countdownSummary({ days: 0, hours: 1, minutes: 0, seconds: 59 }, translate)).toBe("1 hour");
    expect(countdownSummary({ days: 0, hours: 0, minutes: 0, seconds: 30 }, translate)).toBe("less than a minute");
    expect(countdownSummary({ days: 0, hours: 0, minutes: 0, seconds: 0 }, translate)).toBe("no time");
  });

  it("speaks it in Spanish too", () => {
    inLanguage("es");
    expect(countdownSummary({ days: 12, hours: 3, minutes: 4, seconds: 5 }, translate)).toBe("12 días, 3 horas y 4 minutos");
    expect(countdownSummary({ days: 1, hours: 0, minutes: 1, seconds: 0 }, translate)).toBe("1 día y 1 minuto");
    expect(countdownSummary({ days: 0, hours: 0, minutes: 0, seconds: 30 }, translate)).toBe("menos de un minuto");
  });
});
