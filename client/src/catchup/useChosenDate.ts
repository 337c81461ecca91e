import { useEffect, useState } from "react";
import { parseCalendarDate } from "../lib/dates";

/** How long the date input must rest before its date is asked about. */
export const CHOOSE_DELAY_MS = 400;

/**
 * The date input's value as typed (`draft`, null until the member changes it) and the date to
 * ask about (`chosen`, null: the server's default). A date input changes on every digit of a
 * typed year (0002, 0020, 0202, 2027), so `chosen` follows `draft` once it rests, or on blur;
 * never to an incomplete date.
 */
export function useChosenDate() {
  const [draft, setDraft] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const complete = draft !== null && parseCalendarDate(draft) !== null;

  useEffect(() => {
    if (!complete || draft === chosen) return;
    const timer = setTimeout(() => setChosen(draft), CHOOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [complete, draft, chosen]);

  return {
    draft,
    chosen,
    /** The input shows what is asked about: no change pending. */
    settled: draft === null || draft === chosen,
    /** The input holds no full date. */
    incomplete: draft !== null && !complete,
    setDraft,
    /** Asks about the typed date now (the input lost the focus). */
    flush: () => {
      if (complete) setChosen(draft);
    },
  };
}
