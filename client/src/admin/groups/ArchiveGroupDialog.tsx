import type { AdminGroupFieldsFragment } from "../../gql/graphql";
import { formatCalendarDate } from "../../lib/dates";
import { ConfirmDialog } from "../../ui/ConfirmDialog";

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
  return (
    <ConfirmDialog
      title="Archive group"
      question={ARCHIVE_GROUP_CONFIRM}
      confirmLabel="Archive"
      busyLabel="Archiving…"
      onConfirm={() => onArchive(group)}
      onClose={onClose}
    >
      <p>
        <strong>{group.name}</strong> ({formatCalendarDate(group.startDate)} – {formatCalendarDate(group.endDate)})
        leaves every group list to choose from. Its {group.memberCount} member(s), their progress and awards stay; it
        can be unarchived from the Archived section.
      </p>
    </ConfirmDialog>
  );
}
