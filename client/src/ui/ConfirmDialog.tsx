import { useId, useRef, type ReactNode } from "react";
import { useT } from "../i18n";
import { Dialog, DialogActions } from "./Dialog";
import { FormError } from "./Field";
import { useDialogAction } from "./useDialogAction";

export interface ConfirmDialogProps {
  title: string;
  /** The question asked (the dialog's description), e.g. spec 2's delete confirmation. */
  question: ReactNode;
  /** What the action does, under the question. */
  children?: ReactNode;
  /** The confirm button, and its text while the action runs ("Delete", "Deleting…"). */
  confirmLabel: string;
  busyLabel: string;
  /** Extra class on the confirm button (a danger colour, for one). */
  confirmClassName?: string;
  /** Extra class on the question's paragraph. */
  questionClassName?: string;
  /** Cancel has the focus on open (for an action that is hard to undo). */
  focusCancel?: boolean;
  /** The action; rejects with the server's error, which stays in the dialog. */
  onConfirm: () => Promise<unknown>;
  /** Cancel, Escape, or after the action. */
  onClose: () => void;
}

/**
 * A question before one action (delete, archive, renew…): the question and what the action
 * does, Cancel that sends nothing, and the confirm button, which cannot run twice and closes the
 * dialog on success; a refusal stays in the dialog as text.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { title, question, children, confirmLabel, busyLabel, confirmClassName, questionClassName } = props;
  const t = useT();
  const id = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const { busy, error, close, run } = useDialogAction(props.onClose);
  return (
    <Dialog
      title={title}
      onClose={close}
      describedBy={`${id}-confirm${error ? ` ${id}-error` : ""}`}
      initialFocus={props.focusCancel ? cancelRef : undefined}
    >
      <p id={`${id}-confirm`} className={questionClassName}>
        {question}
      </p>
      {children}
      <FormError id={`${id}-error`}>{error}</FormError>
      <DialogActions>
        <button type="button" className="button button-secondary" ref={cancelRef} onClick={close} disabled={busy}>
          {t("ui.dialog.cancel")}
        </button>
        <button
          type="button"
          className={`button${confirmClassName ? ` ${confirmClassName}` : ""}`}
          onClick={() => void run(props.onConfirm)}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy ? busyLabel : confirmLabel}
        </button>
      </DialogActions>
    </Dialog>
  );
}
