import type { AdminGroupFieldsFragment } from "../../gql/graphql";
import { formatCalendarDate } from "../../lib/dates";
import { ConfirmDialog } from "../../ui/ConfirmDialog";

export const DELETE_GROUP_CONFIRM = "Delete this group?";

export interface DeleteGroupDialogProps {
  group: AdminGroupFieldsFragment;
  /** Deletes; rejects with the server's error (shown in the dialog, which stays open). */
  onDelete: (group: AdminGroupFieldsFragment) => Promise<unknown>;
  /** Cancel, Escape, or after deleting. */
  onClose: () => void;
}

/**
 * Asks before deleting an empty group, naming it with its dates; Cancel sends nothing. A refusal
 * (someone joined meanwhile, or former members left their history there) stays in the dialog.
 */
export function DeleteGroupDialog({ group, onDelete, onClose }: DeleteGroupDialogProps) {
  return (
    <ConfirmDialog
      title="Delete group"
      question={DELETE_GROUP_CONFIRM}
      confirmLabel="Delete"
      busyLabel="Deleting…"
      confirmClassName="admin-group-danger"
      onConfirm={() => onDelete(group)}
      onClose={onClose}
    >
      <p>
        <strong>{group.name}</strong> ({formatCalendarDate(group.startDate)} – {formatCalendarDate(group.endDate)}) has
        no members. Its board goes with it; the audit log keeps what it was.
      </p>
    </ConfirmDialog>
  );
}
