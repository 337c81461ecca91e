import { useState } from "react";
import { errorText } from "../errors/classify";

/**
 * A dialog's one action (delete, dismiss…): while it runs the dialog cannot close and the action
 * cannot start again; a failure stays in the dialog as text (classify's words, never a browser's);
 * success closes the dialog.
 */
export function useDialogAction(onClose: () => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    if (!busy) onClose();
  };
  const run = async (action: () => Promise<unknown>) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(errorText(e));
      setBusy(false);
      return;
    }
    setBusy(false);
    onClose();
  };
  return { busy, error, close, run };
}
