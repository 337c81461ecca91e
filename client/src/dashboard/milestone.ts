import type { Grade } from "../gql/graphql";
import { msg, type Translate } from "../i18n";

/** How long the milestone input waits after the last keystroke before saving. */
export const SAVE_DEBOUNCE_MS = 600;

export const MISSING_DAYS_LABEL = msg("dashboard.milestone.missingDaysLabel");
export const HONESTY_NOTE = msg("dashboard.milestone.honesty");

export type ParsedMissingDays =
  | { kind: "clear" }
  | { kind: "value"; value: number }
  | { kind: "invalid"; message: string };

/**
 * Reads the missing-days input (spec 5: a whole number from 0 to the milestone's dayNumber).
 * An empty input clears the entry.
 */
export function parseMissingDays(raw: string, dayNumber: number, t: Translate): ParsedMissingDays {
  const text = raw.trim();
  const message = t("dashboard.milestone.wholeNumber", { max: dayNumber });
  if (text === "") return { kind: "clear" };
  if (!/^\d+$/.test(text)) return { kind: "invalid", message };
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value > dayNumber) return { kind: "invalid", message };
  return { kind: "value", value };
}

/** The CSS class of a grade's colour (A green, B blue, C yellow, otherwise red; none grey). */
export function gradeClass(grade: Grade | null | undefined): string {
  switch (grade) {
    case "A":
      return "grade grade-a";
    case "B":
      return "grade grade-b";
    case "C":
      return "grade grade-c";
    case null:
    case undefined:
      return "grade grade-none";
    default:
      return "grade grade-d";
  }
}
