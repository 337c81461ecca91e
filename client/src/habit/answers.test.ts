import { describe, expect, it } from "vitest";
import { ANSWER_LABEL, recordedText } from "./answers";

describe("check-in answers", () => {
  it("names both answers and says what was recorded", () => {
    expect(ANSWER_LABEL).toEqual({ READ: "I read today", MISSED: "I missed today" });
    expect(recordedText("READ", 12)).toBe("Recorded: you read day 12.");
    expect(recordedText("MISSED", 1)).toBe("Recorded: you missed day 1.");
  });
});
