import { useId } from "react";
import type { AdminMessagesRowFragment } from "../../gql/graphql";
import { messageTitle } from "../../messages/MessageItem";
import { DELETE_CONFIRM } from "../../messages/texts";
import { Dialog, DialogActions } from "../../ui/Dialog";
import { FormError } from "../../ui/Field";
import { useDialogAction } from "../../ui/useDialogAction";

export interface DeleteMessageDialogProps {
  message: AdminMessagesRowFragment;
  /** Deletes; rejects with the server's error (shown in the dialog, which stays open). */
  onDelete: (message: AdminMessagesRowFragment) => Promise<unknown>;
  /** Cancel, Escape, or after deleting. */
  onClose: () => void;
}

/** Spec 2: 'Are you sure you want to delete this message?', with the message named; Cancel sends nothing. */
export function DeleteMessageDialog({ message, onDelete, onClose }: DeleteMessageDialogProps) {
  const id = useId();
  const { busy, error, close, run } = useDialogAction(onClose);
  const confirm = () => run(() => onDelete(message));
  return (
    <Dialog title="Delete message" onClose={close} describedBy={`${id}-confirm${error ? ` ${id}-error` : ""}`}>
      <p id={`${id}-confirm`} className="admin-messages-confirm">
        {DELETE_CONFIRM}
      </p>
      <p>
        <strong>{messageTitle(message)}</strong> on {message.groupName}
      </p>
      <FormError id={`${id}-error`}>{error}</FormError>
      <DialogActions>
        <button type="button" className="button button-secondary" onClick={close} disabled={busy}>
          Cancel
        </button>
        <button
          type="button"
          className="button admin-messages-danger-solid"
          onClick={() => void confirm()}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy ? "Deleting…" : "Delete"}
        </button>
      </DialogActions>
    </Dialog>
  );
}
