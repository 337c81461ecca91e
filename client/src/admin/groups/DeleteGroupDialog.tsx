import { useId } from "react";
import type { AdminGroupFieldsFragment } from "../../gql/graphql";
import { formatCalendarDate } from "../../lib/dates";
import { Dialog, DialogActions } from "../../ui/Dialog";
import { FormError } from "../../ui/Field";
import { useDialogAction } from "../../ui/useDialogAction";

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
  const id = useId();
  const { busy, error, close, run } = useDialogAction(onClose);
  return (
    <Dialog title="Delete group" onClose={close} describedBy={`${id}-confirm${error ? ` ${id}-error` : ""}`}>
      <p id={`${id}-confirm`}>{DELETE_GROUP_CONFIRM}</p>
      <p>
        <strong>{group.name}</strong> ({formatCalendarDate(group.startDate)} – {formatCalendarDate(group.endDate)}) has
        no members. Its board goes with it; the audit log keeps what it was.
      </p>
      <FormError id={`${id}-error`}>{error}</FormError>
      <DialogActions>
        <button type="button" className="button button-secondary" onClick={close} disabled={busy}>
          Cancel
        </button>
        <button
          type="button"
          className="button admin-group-danger"
          onClick={() => void run(() => onDelete(group))}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy ? "Deleting…" : "Delete"}
        </button>
      </DialogActions>
    </Dialog>
  );
}
