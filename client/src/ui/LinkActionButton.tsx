import { FormError } from "./Field";
import { useAction } from "./useDialogAction";

export interface LinkActionButtonProps {
  /** The button, and its text while the action runs ("Confirm", "Confirming..."). */
  label: string;
  busyLabel: string;
  /** Uses the mailed link; resolves once it worked (the page then shows what happened). */
  action: () => Promise<void>;
  /** What a failure says (the server's words for a used or expired link). */
  errorText: (error: unknown) => string;
}

/**
 * The one button of a page a mailed link opens (a confirmation, a sign-in link): opening the page
 * changes nothing, since mail scanners open links; the button uses the link, cannot run twice at
 * once, and shows a failure above itself as text.
 */
export function LinkActionButton({ label, busyLabel, action, errorText }: LinkActionButtonProps) {
  const { busy, error, run } = useAction(errorText);
  return (
    <>
      <FormError>{error}</FormError>
      <button type="button" className="button form-submit" onClick={() => void run(action)} disabled={busy} aria-busy={busy || undefined}>
        {busy ? busyLabel : label}
      </button>
    </>
  );
}
