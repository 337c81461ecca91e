import { describe, expect, it } from "vitest";
import { gradeBudget } from "./fixtures";
import { translate as t } from "../i18n";
import { allowanceText, budgetLines, milestoneEndText } from "./reading";

describe("the Today card's reading words", () => {
  it("counts the days to the end of the milestone, one day and the last one included", () => {
    expect(milestoneEndText(58, "The Law", t)).toBe("58 days to the end of The Law.");
    expect(milestoneEndText(1, "The Law", t)).toBe("1 day to the end of The Law.");
    expect(milestoneEndText(0, "The Law", t)).toBe("Today is the last day of The Law.");
  });

  it("words an allowance of one day and of none", () => {
    const [a, b] = gradeBudget(13);
    expect(allowanceText(b, t)).toBe("Miss at most 1 more day to keep a B (80 %).");
    expect(allowanceText({ ...a, remaining: 0 }, t)).toBe("Miss no more days to keep an A (90 %).");
  });

  it("names the best grade still reachable once one is lost", () => {
    expect(budgetLines(gradeBudget(21), "The Law", t)).toEqual([
      "Best grade still reachable: C — miss no more days.",
      "No longer reachable: A (90 %), B (80 %).",
    ]);
  });
});
