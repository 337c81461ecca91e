import type { AdminMessagesRowFragment } from "../../gql/graphql";
import { Trans, useT } from "../../i18n";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { adminMessageTitle } from "./labels";

export interface DeleteMessageDialogProps {
  message: AdminMessagesRowFragment;
  /** Deletes; rejects with the server's error (shown in the dialog, which stays open). */
  onDelete: (message: AdminMessagesRowFragment) => Promise<unknown>;
  /** Cancel, Escape, or after deleting. */
  onClose: () => void;
}

/** Spec 2: 'Are you sure you want to delete this message?', with the message named; Cancel sends nothing. */
export function DeleteMessageDialog({ message, onDelete, onClose }: DeleteMessageDialogProps) {
  const t = useT();
  return (
    <ConfirmDialog
      title={t("admin-messages.delete.title")}
      question={t("admin-messages.delete.question")}
      questionClassName="admin-messages-confirm"
      confirmLabel={t("admin-messages.delete")}
      busyLabel={t("admin-messages.delete.busy")}
      confirmClassName="admin-messages-danger-solid"
      onConfirm={() => onDelete(message)}
      onClose={onClose}
    >
      <p>
        <Trans
          id="admin-messages.delete.which"
          values={{ title: adminMessageTitle(message, t), group: message.groupName }}
          components={{ 0: <strong /> }}
        />
      </p>
    </ConfirmDialog>
  );
}
