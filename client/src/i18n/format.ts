// Dates, numbers and money in the active language ("1,204" / "1.204", "Nov 27, 2026" / "27 nov 2026").
// Formatters are made once per language and options (the first one of a language loads its data).
import { formatLocale } from "./index";

const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(kind: string, options: object, make: (locale: string) => T): T {
  const locale = formatLocale();
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make(locale);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** An instant (Date, or an RFC 3339 string) in the active language, in the reader's time zone. */
export function formatInstant(value: Date | string, options: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" }): string {
  const date = typeof value === "string" ? new Date(value) : value;
  return cached("date", options, (locale) => new Intl.DateTimeFormat(locale, options)).format(date);
}

/** A number in the active language: "1,204" in English, "1204" / "12.040" in Spanish. */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  return cached("number", options, (locale) => new Intl.NumberFormat(locale, options)).format(value);
}

/** US dollars in the active language: "$25.00", "25,00 US$". */
export function formatDollars(value: number): string {
  return formatNumber(value, { style: "currency", currency: "USD", minimumFractionDigits: 2 });
}
