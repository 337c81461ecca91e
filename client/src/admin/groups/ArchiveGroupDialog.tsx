import { useId } from "react";
import type { AdminGroupFieldsFragment } from "../../gql/graphql";
import { formatCalendarDate } from "../../lib/dates";
import { Dialog, DialogActions } from "../../ui/Dialog";
import { FormError } from "../../ui/Field";
import { useDialogAction } from "../../ui/useDialogAction";

export const ARCHIVE_GROUP_CONFIRM = "Archive this group?";

export interface ArchiveGroupDialogProps {
  group: AdminGroupFieldsFragment;
  /** Archives; rejects with the server's error (shown in the dialog, which stays open). */
  onArchive: (group: AdminGroupFieldsFragment) => Promise<unknown>;
  /** Cancel, Escape, or after archiving. */
  onClose: () => void;
}

/**
 * Asks before archiving a group that has ended, naming it with its dates and saying what stays;
 * Cancel sends nothing. A refusal (the group was reopened meanwhile) stays in the dialog.
 */
export function ArchiveGroupDialog({ group, onArchive, onClose }: ArchiveGroupDialogProps) {
  const id = useId();
  const { busy, error, close, run } = useDialogAction(onClose);
  return (
    <Dialog title="Archive group" onClose={close} describedBy={`${id}-confirm${error ? ` ${id}-error` : ""}`}>
      <p id={`${id}-confirm`}>{ARCHIVE_GROUP_CONFIRM}</p>
      <p>
        <strong>{group.name}</strong> ({formatCalendarDate(group.startDate)} – {formatCalendarDate(group.endDate)})
        leaves every group list to choose from. Its {group.memberCount} member(s), their progress and awards stay; it
        can be unarchived from the Archived section.
      </p>
      <FormError id={`${id}-error`}>{error}</FormError>
      <DialogActions>
        <button type="button" className="button button-secondary" onClick={close} disabled={busy}>
          Cancel
        </button>
        <button
          type="button"
          className="button"
          onClick={() => void run(() => onArchive(group))}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy ? "Archiving…" : "Archive"}
        </button>
      </DialogActions>
    </Dialog>
  );
}
