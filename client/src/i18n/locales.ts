// The languages of the app (issue 31). English is the specification's; its texts are the English catalogue.
export const LOCALES = ["en", "es"] as const;
export type Locale = (typeof LOCALES)[number];
// The pseudo-locale (accented, 40 % longer English) for the browser test that finds untranslated text.
export type AnyLocale = Locale | "pseudo";

export const DEFAULT_LOCALE: Locale = "en";

/** Each language's name in itself, as the language switch shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", es: "Español" };

/** The BCP 47 tag dates and numbers are formatted with (the pseudo-locale formats as English). */
export function formattingLocale(locale: AnyLocale): string {
  return locale === "es" ? "es" : "en-US";
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The first supported language among the browser's preferred ones ("es-MX" is Spanish), else English. */
export function localeFromBrowser(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const language = tag.toLowerCase().split("-")[0];
    if (isLocale(language)) return language;
  }
  return DEFAULT_LOCALE;
}
