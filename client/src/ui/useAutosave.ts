import { useCallback, useEffect, useRef, useState } from "react";
import { translate, type Translate } from "../i18n";

export type AutosaveStatus =
  | { kind: "idle" }
  | { kind: "saving" }
  | { kind: "saved" }
  | { kind: "error"; message: string };

export interface AutosaveOptions<T> {
  /** The value the server holds now; a change back to it while nothing is in flight sends nothing. */
  saved: T;
  /** Sends one value; resolves when the server has it. */
  save: (value: T) => Promise<unknown>;
  /**
   * The text for a failed save ('Could not save — {text}'), or null when the failure was handled
   * elsewhere (an expired session that signs the member out): the status is then left as it is.
   */
  errorText: (error: unknown) => string | null;
  /** Wait after the last change before sending (ms). */
  debounceMs: number;
  /** Equality of two values (default Object.is). */
  equals?: (a: T, b: T) => boolean;
}

export interface Autosave<T> {
  /** What the member should see: nothing, Saving…, Saved, or Could not save with Retry. */
  status: AutosaveStatus;
  /** A new value: sent after `debounceMs` without another change (the status says Saving… at once). */
  change: (value: T) => void;
  /** Drops a change not sent yet (an invalid entry); the status goes back to nothing unless a save is in flight. */
  discard: () => void;
  /** Sends a waiting change now (on blur; on unmount this happens by itself). */
  flush: () => void;
  /** Sends the last value tried again (the Retry button). */
  retry: () => void;
}

/**
 * A save queue for an input saved as the member types (the milestone card, admin inline edits):
 * changes wait for a pause, one request is in flight at a time, and the newest value is always
 * sent last (a change made while a request is in flight waits for it, replacing any older one
 * waiting). 'Saved' shows only when nothing newer waits. A change still waiting when the
 * component unmounts is sent at once, so leaving within the pause loses nothing.
 */
export function useAutosave<T>({ saved, save, errorText, debounceMs, equals = Object.is }: AutosaveOptions<T>): Autosave<T> {
  const [status, setStatus] = useState<AutosaveStatus>({ kind: "idle" });

  // Latest callbacks without re-creating the queue's functions.
  const latest = useRef({ saved, save, errorText, equals });
  useEffect(() => {
    latest.current = { saved, save, errorText, equals };
  });

  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const waiting = useRef<{ value: T } | null>(null); // changed, not sent yet (debouncing)
  const inFlight = useRef(false);
  const queued = useRef<{ value: T } | null>(null); // changed while a save was in flight
  const lastAttempt = useRef<{ value: T } | null>(null);
  const mounted = useRef(false);

  const clearTimer = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };

  const send = useCallback((value: T) => {
    if (inFlight.current) {
      queued.current = { value };
      return;
    }
    inFlight.current = true;
    lastAttempt.current = { value };
    setStatus({ kind: "saving" });
    const newerPending = () => queued.current !== null || waiting.current !== null;
    let request: Promise<unknown>;
    try {
      request = latest.current.save(value);
    } catch (error) {
      request = Promise.reject(error);
    }
    request
      .then(
        () => {
          if (mounted.current && !newerPending()) setStatus({ kind: "saved" });
        },
        (error: unknown) => {
          const text = latest.current.errorText(error);
          if (text === null) return;
          if (mounted.current && !newerPending()) setStatus({ kind: "error", message: text });
        },
      )
      .finally(() => {
        inFlight.current = false;
        const next = queued.current;
        queued.current = null;
        if (next) send(next.value);
      });
  }, []);

  const flush = useCallback(() => {
    clearTimer();
    const next = waiting.current;
    waiting.current = null;
    if (next) send(next.value);
  }, [send]);

  const discard = useCallback(() => {
    clearTimer();
    waiting.current = null;
    if (!inFlight.current) setStatus({ kind: "idle" });
  }, []);

  const change = useCallback(
    (value: T) => {
      clearTimer();
      waiting.current = null;
      const { saved: current, equals: same } = latest.current;
      if (!inFlight.current && same(value, current)) {
        setStatus({ kind: "idle" }); // back to what the server already has
        return;
      }
      waiting.current = { value };
      setStatus({ kind: "saving" });
      timer.current = setTimeout(flush, debounceMs);
    },
    [debounceMs, flush],
  );

  const retry = useCallback(() => {
    if (lastAttempt.current) send(lastAttempt.current.value);
  }, [send]);

  // On unmount a change still waiting is sent right away; late answers no longer set state.
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      flush();
    };
  }, [flush]);

  return { status, change, discard, flush, retry };
}

/**
 * The words for a status: '', 'Saving…', 'Saved', 'Could not save — {reason}'. Give it the
 * component's useT() so the words follow a change of language.
 */
export function autosaveText(status: AutosaveStatus, t: Translate = translate): string {
  switch (status.kind) {
    case "saving":
      return t("ui.autosave.saving");
    case "saved":
      return t("ui.autosave.saved");
    case "error":
      return t("ui.autosave.failed", { reason: status.message });
    default:
      return "";
  }
}
