// Dates typed in the admin's group forms (spec 5: Create group). The server reads the same
// formats (journey.ParseDateInput); the client normalises first, so what it sends is YYYY-MM-DD,
// and a day that does not exist is named beside the input before anything is sent. How the
// formats are named (the hint, the messages) is the server's: the form rules' dateInputFormats.
import { translate, type Translate } from "../../i18n";
import { formatInstant } from "../../i18n/format";

const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
// Month first, as in the United States; the separator is the same twice.
const US = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4})$/;

export type DateInput =
  | { date: string; error?: undefined }
  | { date?: undefined; error: string }
  /** Not a date, but the formats' names have not come yet: the server will say what is wrong. */
  | { date?: undefined; error?: undefined };

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

/**
 * Reads a typed date: YYYY-MM-DD, MM/DD/YYYY, MM-DD-YYYY or MM.DD.YYYY (leading zeros optional,
 * spaces around ignored) → `{ date: "YYYY-MM-DD" }`; another shape, or a day that does not exist
 * (2027-02-30, 13/01/2027) → `{ error }` saying what is wrong, naming the `formats` (form rules)
 * where it says how to type one; without them, such an error is left to the server (`{}`).
 * `label` names the input.
 */
export function normaliseDateInput(value: string, formats: string | null, label?: string, t: Translate = translate): DateInput {
  const name = label ?? t("admin-groups.field.startDate");
  const s = value.trim();
  if (s === "") return formats === null ? {} : { error: t("admin-groups.date.required", { label: name, formats }) };
  let year: number, month: number, day: number;
  const iso = ISO.exec(s);
  const us = iso ? null : US.exec(s);
  if (iso) {
    [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  } else if (us) {
    [month, day, year] = [Number(us[1]), Number(us[3]), Number(us[4])];
  } else {
    return formats === null ? {} : { error: t("admin-groups.date.notADate", { label: name, value: s, formats }) };
  }
  if (month < 1 || month > 12) {
    return formats === null ? {} : { error: t("admin-groups.date.noMonth", { label: name, value: s, month, formats }) };
  }
  if (year < 1) return { error: t("admin-groups.date.noYearZero", { label: name, value: s }) };
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day < 1 || day > last) {
    const monthName = formatInstant(new Date(Date.UTC(year, month - 1, 1)), { month: "long", year: "numeric", timeZone: "UTC" });
    return { error: t("admin-groups.date.tooFewDays", { label: name, value: s, month: monthName, days: last }) };
  }
  return { date: `${String(year).padStart(4, "0")}-${pad(month)}-${pad(day)}` };
}
