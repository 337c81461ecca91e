import { useState } from "react";
import { errorText } from "../errors/classify";

/**
 * One action behind one button: while it runs it cannot start again; a failure is kept as text
 * (`describe`'s words, classify's by default: never a browser's). `run` answers whether it worked.
 */
export function useAction(describe: (error: unknown) => string = errorText) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<unknown>): Promise<boolean> => {
    if (busy) return false;
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(describe(e));
      return false;
    } finally {
      setBusy(false);
    }
    return true;
  };
  return { busy, error, run };
}

/**
 * A dialog's one action (delete, dismiss…): while it runs the dialog cannot close and the action
 * cannot start again; a failure stays in the dialog as text; success closes the dialog.
 */
export function useDialogAction(onClose: () => void) {
  const { busy, error, run: attempt } = useAction();
  const close = () => {
    if (!busy) onClose();
  };
  const run = async (action: () => Promise<unknown>) => {
    if (await attempt(action)) onClose();
  };
  return { busy, error, close, run };
}
