import { i18n, type Messages } from "@lingui/core";
import firstEnglish from "virtual:catalog/en/first";
import { DEFAULT_LOCALE, formattingLocale, isLocale, localeFromBrowser, type AnyLocale, type Locale } from "./locales";

export { i18n };

/** A part of the app whose messages load together (scripts/catalogs.mjs). */
export type Bundle = "first" | "member" | "admin";

// Only the active language's bundles are fetched. English's first bundle is in the first load: Home
// renders without waiting for a catalogue, and it is the language most visitors read.
const loaders: Record<AnyLocale, Record<Bundle, () => Promise<{ default: Messages }>>> = {
  en: {
    first: async () => ({ default: firstEnglish }),
    member: () => import("virtual:catalog/en/member"),
    admin: () => import("virtual:catalog/en/admin"),
  },
  es: {
    first: () => import("virtual:catalog/es/first"),
    member: () => import("virtual:catalog/es/member"),
    admin: () => import("virtual:catalog/es/admin"),
  },
  pseudo: {
    first: () => import("virtual:catalog/pseudo/first"),
    member: () => import("virtual:catalog/pseudo/member"),
    admin: () => import("virtual:catalog/pseudo/admin"),
  },
};

const STORAGE_KEY = "journey365.locale";
const loaded = new Map<string, Promise<void>>();
// The bundles the app has needed so far: a switch of language loads these in the new one.
const needed = new Set<Bundle>(["first"]);

function load(locale: AnyLocale, bundle: Bundle): Promise<void> {
  const key = `${locale}/${bundle}`;
  let done = loaded.get(key);
  if (!done) {
    done = loaders[locale][bundle]().then(({ default: messages }) => i18n.load(locale, messages));
    loaded.set(key, done);
    done.catch(() => loaded.delete(key));
  }
  return done;
}

/** Loads a bundle in the active language (a screen's messages, before it renders). */
export function loadBundle(bundle: Bundle): Promise<void> {
  needed.add(bundle);
  return load(currentLocale(), bundle);
}

export function currentLocale(): AnyLocale {
  return (i18n.locale as AnyLocale | undefined) || DEFAULT_LOCALE;
}

/** The language this device chose last, else the browser's (the pseudo-locale only by ?locale=pseudo). */
export function initialLocale(): AnyLocale {
  const asked = new URLSearchParams(window.location.search).get("locale");
  if (asked === "pseudo" || isLocale(asked)) return asked;
  const kept = readKept();
  if (kept) return kept;
  return localeFromBrowser(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

function readKept(): AnyLocale | null {
  try {
    const kept = window.localStorage.getItem(STORAGE_KEY);
    return kept === "pseudo" || isLocale(kept) ? kept : null;
  } catch {
    return null;
  }
}

/**
 * Switches the app to locale: loads every bundle needed so far in it, then activates it, so no screen
 * shows ids while the catalogue arrives. The choice is kept on this device; `<html lang>` follows.
 */
export async function activateLocale(locale: AnyLocale): Promise<void> {
  await Promise.all([...needed].map((bundle) => load(locale, bundle)));
  i18n.activate(locale, [formattingLocale(locale)]);
  document.documentElement.lang = locale === "pseudo" ? "en" : locale;
  try {
    window.localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // private mode: the choice lasts for this page
  }
}

const choiceListeners = new Set<(locale: Locale) => void>();

/**
 * A person chose a language (the switch): the app switches to it, and whoever keeps a signed-in
 * member's language on the server hears of it (i18n/MemberLocale.tsx).
 */
export async function chooseLocale(locale: Locale): Promise<void> {
  await activateLocale(locale);
  for (const listener of choiceListeners) listener(locale);
}

export function onLocaleChosen(listener: (locale: Locale) => void): () => void {
  choiceListeners.add(listener);
  return () => choiceListeners.delete(listener);
}

/** The language the server should answer in (Accept-Language on every request). */
export function requestLanguage(): Locale {
  const locale = currentLocale();
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

export type { Locale };
