import type { AdminMessagesRowFragment } from "../../gql/graphql";
import { messageTitle } from "../../messages/MessageItem";
import { DELETE_CONFIRM } from "../../messages/texts";
import { ConfirmDialog } from "../../ui/ConfirmDialog";

export interface DeleteMessageDialogProps {
  message: AdminMessagesRowFragment;
  /** Deletes; rejects with the server's error (shown in the dialog, which stays open). */
  onDelete: (message: AdminMessagesRowFragment) => Promise<unknown>;
  /** Cancel, Escape, or after deleting. */
  onClose: () => void;
}

/** Spec 2: 'Are you sure you want to delete this message?', with the message named; Cancel sends nothing. */
export function DeleteMessageDialog({ message, onDelete, onClose }: DeleteMessageDialogProps) {
  return (
    <ConfirmDialog
      title="Delete message"
      question={DELETE_CONFIRM}
      questionClassName="admin-messages-confirm"
      confirmLabel="Delete"
      busyLabel="Deleting…"
      confirmClassName="admin-messages-danger-solid"
      onConfirm={() => onDelete(message)}
      onClose={onClose}
    >
      <p>
        <strong>{messageTitle(message)}</strong> on {message.groupName}
      </p>
    </ConfirmDialog>
  );
}
