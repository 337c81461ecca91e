import { useState } from "react";
import { chooseLocale } from "./i18n";
import { useLocale, useT } from "./index";
import { LOCALE_NAMES, LOCALES, type Locale } from "./locales";
import "./LanguageSwitch.css";

/**
 * English · Español: each language named in itself (and marked with its lang, so a screen reader says
 * it right); the current one is pressed. A signed-in member's choice is kept on the server too, so their
 * mails follow it.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const t = useT();
  const current = useLocale();
  const [busy, setBusy] = useState(false);
  const choose = async (locale: Locale) => {
    if (locale === current || busy) return;
    setBusy(true);
    try {
      await chooseLocale(locale);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={`language-switch${className ? ` ${className}` : ""}`} role="group" aria-label={t("shell.language")}>
      {LOCALES.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          className="language-switch-option"
          aria-pressed={locale === current}
          disabled={busy}
          onClick={() => void choose(locale)}
        >
          {LOCALE_NAMES[locale]}
        </button>
      ))}
    </div>
  );
}
