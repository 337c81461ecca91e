import { useEffect, useState } from "react";
import { classify, errorText } from "../../errors/classify";

/**
 * The state of a list whose rows an admin decides (approve, reject): the row being decided, each
 * row's refusal, a polite announcement of the last decision, and the focus moved to the row's
 * status once its buttons are gone. A refusal because the row was decided elsewhere (or is gone)
 * reloads the list, keeping the message, so the admin sees what really happened.
 */
export function useRowDecisions(refetch: () => Promise<unknown>) {
  const [announcement, setAnnouncement] = useState("");
  const [rowErrors, setRowErrors] = useState<Record<string, string>>({});
  const [busyRow, setBusyRow] = useState<string | null>(null);
  const [focusTarget, setFocusTarget] = useState<string | null>(null);

  useEffect(() => {
    if (!focusTarget) return;
    document.getElementById(focusTarget)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  const setRowError = (row: string, message: string | null) =>
    setRowErrors((errors) => {
      if (!message) {
        if (!(row in errors)) return errors;
        const next = { ...errors };
        delete next[row];
        return next;
      }
      return { ...errors, [row]: message };
    });

  const refreshAfter = (e: unknown) => {
    const { code } = classify(e);
    if (code === "conflict" || code === "not_found") void refetch().catch(() => {});
  };

  const begin = (row: string) => {
    setRowError(row, null);
    setAnnouncement("");
  };
  const done = (said: string, focusId: string) => {
    setAnnouncement(said);
    setFocusTarget(focusId);
  };

  return {
    announcement,
    rowErrors,
    busyRow,
    clearRowError: (row: string) => setRowError(row, null),
    /** A decision whose refusal is shown beside its row (Approve); one row at a time. */
    async decideInRow(row: string, run: () => Promise<unknown>, said: string, focusId: string) {
      if (busyRow) return;
      setBusyRow(row);
      begin(row);
      try {
        await run();
        done(said, focusId);
      } catch (e) {
        setRowError(row, errorText(e));
        refreshAfter(e);
      } finally {
        setBusyRow(null);
      }
    },
    /** A decision made from a dialog (Reject): a refusal is thrown for the dialog to show. */
    async decideInDialog(row: string, run: () => Promise<unknown>, said: string, focusId: string) {
      begin(row);
      try {
        await run();
      } catch (e) {
        refreshAfter(e);
        throw e;
      }
      done(said, focusId);
    },
  };
}
