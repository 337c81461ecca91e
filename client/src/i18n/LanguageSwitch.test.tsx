import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { activateLocale, i18n, initialLocale } from "./i18n";
import { LanguageSwitch } from "./LanguageSwitch";
import { useT } from "./index";

function Greeting() {
  const t = useT();
  return <h1>{t("home.about")}</h1>;
}

afterEach(async () => {
  await act(() => activateLocale("en"));
});

describe("the language switch", () => {
  it("names each language in itself, marks the current one, and switches the page, its lang and the device's choice", async () => {
    render(
      <>
        <Greeting />
        <LanguageSwitch />
      </>,
    );
    const group = screen.getByRole("group", { name: "Language" });
    const english = screen.getByRole("button", { name: "English" });
    const spanish = screen.getByRole("button", { name: "Español" });
    expect(group).toContainElement(spanish);
    expect(spanish).toHaveAttribute("lang", "es");
    expect(english).toHaveAttribute("aria-pressed", "true");
    expect(spanish).toHaveAttribute("aria-pressed", "false");

    await userEvent.click(spanish);
    await waitFor(() => expect(screen.getByRole("heading")).toHaveTextContent("Sobre el recorrido"));
    expect(screen.getByRole("group", { name: "Idioma" })).toBeInTheDocument();
    expect(spanish).toHaveAttribute("aria-pressed", "true");
    expect(document.documentElement.lang).toBe("es");
    expect(i18n.locale).toBe("es");
    expect(initialLocale()).toBe("es");
  });

  it("takes the browser's language on a first visit, English when it is not one of ours", () => {
    const languages = Object.getOwnPropertyDescriptor(window.navigator, "languages");
    try {
      Object.defineProperty(window.navigator, "languages", { configurable: true, value: ["es-MX", "en"] });
      expect(initialLocale()).toBe("es");
      Object.defineProperty(window.navigator, "languages", { configurable: true, value: ["fr-FR", "xx"] });
      expect(initialLocale()).toBe("en");
    } finally {
      if (languages) Object.defineProperty(window.navigator, "languages", languages);
      else delete (window.navigator as { languages?: unknown }).languages;
    }
  });
});
