import { describe, expect, it } from "vitest";
import { translate } from "../i18n";
import { gradeClass, parseMissingDays as parse } from "./milestone";

const parseMissingDays = (raw: string, dayNumber: number) => parse(raw, dayNumber, translate);

describe("parseMissingDays", () => {
  it("reads whole numbers from 0 to dayNumber", () => {
    expect(parseMissingDays("0", 70)).toEqual({ kind: "value", value: 0 });
    expect(parseMissingDays(" 15 ", 70)).toEqual({ kind: "value", value: 15 });
    expect(parseMissingDays("70", 70)).toEqual({ kind: "value", value: 70 });
    expect(parseMissingDays("007", 70)).toEqual({ kind: "value", value: 7 });
  });

  it("treats an empty input as clearing the entry", () => {
    expect(parseMissingDays("", 70)).toEqual({ kind: "clear" });
    expect(parseMissingDays("   ", 70)).toEqual({ kind: "clear" });
  });

  it.each(["-1", "71", "2.5", "1e2", "abc", "9999999999999999999999"])("refuses %s", (raw) => {
    expect(parseMissingDays(raw, 70)).toEqual({ kind: "invalid", message: "Enter a whole number from 0 to 70." });
  });
});

describe("gradeClass", () => {
  it("colours A green, B blue, C yellow, anything else red, and no grade grey", () => {
    expect(gradeClass("A")).toBe("grade grade-a");
    expect(gradeClass("B")).toBe("grade grade-b");
    expect(gradeClass("C")).toBe("grade grade-c");
    expect(gradeClass("D")).toBe("grade grade-d");
    expect(gradeClass(null)).toBe("grade grade-none");
  });
});
