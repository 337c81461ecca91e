import { describe, expect, it } from "vitest";
import { FORM_RULES } from "../../forms/testing";
import { normaliseDateInput } from "./dates";

describe("normaliseDateInput", () => {
  it.each([
    ["2031-05-15", "2031-05-15"],
    ["05/15/2031", "2031-05-15"],
    ["05-15-2031", "2031-05-15"],
    ["05.15.2031", "2031-05-15"],
    ["5/1/2031", "2031-05-01"],
    ["  2031-7-1 ", "2031-07-01"],
    ["02/29/2032", "2032-02-29"],
  ])("reads %j as %s", (typed, date) => {
    expect(normaliseDateInput(typed, FORM_RULES.dateInputFormats)).toEqual({ date });
  });

  it.each([
    ["2027-02-30", 'Start date "2027-02-30" is not a date: February 2027 has 28 days.'],
    ["13/01/2027", 'Start date "13/01/2027" is not a date: there is no month 13 (YYYY-MM-DD, MM/DD/YYYY, MM-DD-YYYY or MM.DD.YYYY).'],
    ["02/29/2031", 'Start date "02/29/2031" is not a date: February 2031 has 28 days.'],
    ["2031-04-31", 'Start date "2031-04-31" is not a date: April 2031 has 30 days.'],
    ["05/15-2031", 'Start date "05/15-2031" is not a date: use YYYY-MM-DD, MM/DD/YYYY, MM-DD-YYYY or MM.DD.YYYY.'],
    ["15 May 2031", 'Start date "15 May 2031" is not a date: use YYYY-MM-DD, MM/DD/YYYY, MM-DD-YYYY or MM.DD.YYYY.'],
    ["   ", "Start date is required (YYYY-MM-DD, MM/DD/YYYY, MM-DD-YYYY or MM.DD.YYYY)."],
  ])("refuses %j", (typed, error) => {
    expect(normaliseDateInput(typed, FORM_RULES.dateInputFormats)).toEqual({ error });
  });

  it("reads a date, and leaves to the server what needs the formats' names, before the form rules have come", () => {
    expect(normaliseDateInput("05/15/2031", null)).toEqual({ date: "2031-05-15" });
    expect(normaliseDateInput("15 May 2031", null)).toEqual({});
    expect(normaliseDateInput("", null)).toEqual({});
    expect(normaliseDateInput("2027-02-30", null)).toEqual({ error: 'Start date "2027-02-30" is not a date: February 2027 has 28 days.' });
  });
});
