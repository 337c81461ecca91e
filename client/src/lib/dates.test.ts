import { describe, expect, it } from "vitest";
import { calendarDateToLocalMidnight, formatCalendarDate, parseCalendarDate } from "./dates";

describe("the test environment", () => {
  it("runs in a zone west of UTC (America/Los_Angeles)", () => {
    expect(process.env.TZ).toBe("America/Los_Angeles");
    // Positive getTimezoneOffset means local time is behind UTC.
    expect(new Date(Date.UTC(2027, 0, 1)).getTimezoneOffset()).toBeGreaterThan(0);
    // The naive way is wrong here, which is what this helper exists to avoid.
    expect(new Date("2027-01-01").toLocaleDateString("en-US")).toBe("12/31/2026");
  });
});

describe("parseCalendarDate", () => {
  it("splits YYYY-MM-DD into parts", () => {
    expect(parseCalendarDate("2027-01-01")).toEqual({ year: 2027, month: 1, day: 1 });
    expect(parseCalendarDate("2026-10-31")).toEqual({ year: 2026, month: 10, day: 31 });
  });

  it("takes the date part of an RFC 3339 time", () => {
    expect(parseCalendarDate("2027-04-01T00:00:00Z")).toEqual({ year: 2027, month: 4, day: 1 });
  });

  it("rejects what is not a calendar date", () => {
    for (const bad of ["", "2027-13-01", "2027-02-30", "01/01/2027", "2027-1-1", "soon"]) {
      expect(parseCalendarDate(bad)).toBeNull();
    }
    expect(parseCalendarDate(null)).toBeNull();
    expect(parseCalendarDate(undefined)).toBeNull();
  });
});

describe("formatCalendarDate", () => {
  it("formats 2027-01-01 as Jan 1, 2027 in a negative-UTC-offset zone, not Dec 31", () => {
    const text = formatCalendarDate("2027-01-01", "en-US");
    expect(text).toBe("Jan 1, 2027");
    expect(text).not.toMatch(/Dec|31|2026/);
  });

  it("uses the user's locale by default", () => {
    const text = formatCalendarDate("2027-01-01");
    expect(text).toContain("2027");
    expect(text).not.toContain("2026");
  });

  it("honours another locale and options", () => {
    expect(formatCalendarDate("2027-07-01", "en-GB", { day: "numeric", month: "long", year: "numeric" })).toBe(
      "1 July 2027",
    );
  });

  it("keeps the last day of a month", () => {
    expect(formatCalendarDate("2026-12-31", "en-US")).toBe("Dec 31, 2026");
  });

  it("returns the input when it cannot be parsed", () => {
    expect(formatCalendarDate("not a date", "en-US")).toBe("not a date");
  });
});

describe("calendarDateToLocalMidnight", () => {
  it("gives local midnight of the same day", () => {
    const d = calendarDateToLocalMidnight("2027-01-01");
    expect(d?.getFullYear()).toBe(2027);
    expect(d?.getMonth()).toBe(0);
    expect(d?.getDate()).toBe(1);
    expect(d?.getHours()).toBe(0);
  });
});
