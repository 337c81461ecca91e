import { describe, expect, it } from "vitest";
import { translate } from "../i18n";
import { inLanguage } from "../test/locale";
import { ADMIN_SESSION_EXPIRED } from "./session";

describe("the admin session's expiry notice", () => {
  it("is a descriptor the screen translates in the language active then", () => {
    expect(translate(ADMIN_SESSION_EXPIRED)).toBe("Your admin session expired. Please sign in again.");
    inLanguage("es");
    expect(translate(ADMIN_SESSION_EXPIRED)).toBe("Su sesión de administrador ha caducado. Inicie sesión de nuevo.");
  });
});
