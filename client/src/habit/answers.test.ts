import { describe, expect, it } from "vitest";
import { translate } from "../i18n";
import { inLanguage } from "../test/locale";
import { ANSWER_LABEL, recordedText } from "./answers";

describe("check-in answers", () => {
  it("names both answers and says what was recorded", () => {
    expect(translate(ANSWER_LABEL.READ)).toBe("I read today");
    expect(translate(ANSWER_LABEL.MISSED)).toBe("I missed today");
    expect(recordedText("READ", 12, translate)).toBe("Recorded: you read day 12.");
    expect(recordedText("MISSED", 1, translate)).toBe("Recorded: you missed day 1.");
  });

  it("says them in Spanish", () => {
    inLanguage("es");
    expect(translate(ANSWER_LABEL.READ)).toBe("Hoy leí");
    expect(translate(ANSWER_LABEL.MISSED)).toBe("Hoy no leí");
    expect(recordedText("READ", 12, translate)).toBe("Registrado: leyó el día 12.");
    expect(recordedText("MISSED", 1, translate)).toBe("Registrado: no leyó el día 1.");
  });
});
