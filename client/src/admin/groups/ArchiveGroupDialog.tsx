import type { AdminGroupFieldsFragment } from "../../gql/graphql";
import { msg, Trans, useT } from "../../i18n";
import { formatCalendarDate } from "../../lib/dates";
import { ConfirmDialog } from "../../ui/ConfirmDialog";

export const ARCHIVE_GROUP_CONFIRM = msg("admin-groups.archive.question");

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
  const t = useT();
  return (
    <ConfirmDialog
      title={t("admin-groups.archive.title")}
      question={t(ARCHIVE_GROUP_CONFIRM)}
      confirmLabel={t("admin-groups.archive.confirm")}
      busyLabel={t("admin-groups.archive.busy")}
      onConfirm={() => onArchive(group)}
      onClose={onClose}
    >
      <p>
        <Trans
          id="admin-groups.archive.body"
          values={{
            name: group.name,
            start: formatCalendarDate(group.startDate),
            end: formatCalendarDate(group.endDate),
            count: group.memberCount,
          }}
          components={{ 0: <strong /> }}
        />
      </p>
    </ConfirmDialog>
  );
}
