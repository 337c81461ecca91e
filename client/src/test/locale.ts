// Renders a test in another language: every bundle of it loaded, English again after the test.
import { afterEach } from "vitest";
import { i18n } from "../i18n/i18n";
import type { Locale } from "../i18n/locales";
import esAdmin from "virtual:catalog/es/admin";
import esFirst from "virtual:catalog/es/first";
import esMember from "virtual:catalog/es/member";

const catalogues: Record<Exclude<Locale, "en">, object> = { es: { ...esFirst, ...esMember, ...esAdmin } };

/** Switches the app to locale for the rest of this test: call it before rendering. */
export function inLanguage(locale: Exclude<Locale, "en">): void {
  i18n.load(locale, catalogues[locale] as never);
  i18n.activate(locale, [locale]);
  document.documentElement.lang = locale;
}

afterEach(() => {
  i18n.activate("en", ["en-US"]);
  document.documentElement.lang = "en";
});
