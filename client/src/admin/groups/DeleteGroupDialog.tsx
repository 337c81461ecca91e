import type { AdminGroupFieldsFragment } from "../../gql/graphql";
import { msg, Trans, useT } from "../../i18n";
import { formatCalendarDate } from "../../lib/dates";
import { ConfirmDialog } from "../../ui/ConfirmDialog";

export const DELETE_GROUP_CONFIRM = msg("admin-groups.delete.question");

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
  const t = useT();
  return (
    <ConfirmDialog
      title={t("admin-groups.delete.title")}
      question={t(DELETE_GROUP_CONFIRM)}
      confirmLabel={t("admin-groups.delete.confirm")}
      busyLabel={t("admin-groups.delete.busy")}
      confirmClassName="admin-group-danger"
      onConfirm={() => onDelete(group)}
      onClose={onClose}
    >
      <p>
        <Trans
          id="admin-groups.delete.body"
          values={{ name: group.name, start: formatCalendarDate(group.startDate), end: formatCalendarDate(group.endDate) }}
          components={{ 0: <strong /> }}
        />
      </p>
    </ConfirmDialog>
  );
}
