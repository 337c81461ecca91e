import type { AdminGroupLeaderFieldsFragment } from "../../gql/graphql";
import { useT } from "../../i18n";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import {
  REMOVE_LEADER_CONFIRM,
  REMOVE_LEADER_TITLE,
  REMOVING_LEADER,
  removeLeaderEffect,
  removeLeaderQuestion,
} from "./leaderTexts";

export interface RemoveLeaderDialogProps {
  groupName: string;
  leader: AdminGroupLeaderFieldsFragment;
  /** Ends the leadership; rejects with the server's error (shown in the dialog, which stays open). */
  onRemove: () => Promise<unknown>;
  /** Cancel, Escape, or after removing. */
  onClose: () => void;
}

/** Asks before ending a leadership, saying the person stays a member; Cancel sends nothing. */
export function RemoveLeaderDialog({ groupName, leader, onRemove, onClose }: RemoveLeaderDialogProps) {
  const t = useT();
  return (
    <ConfirmDialog
      title={t(REMOVE_LEADER_TITLE)}
      question={removeLeaderQuestion(leader.name, groupName, t)}
      confirmLabel={t(REMOVE_LEADER_CONFIRM)}
      busyLabel={t(REMOVING_LEADER)}
      onConfirm={onRemove}
      onClose={onClose}
    >
      <p>{removeLeaderEffect(leader.name, groupName, t)}</p>
    </ConfirmDialog>
  );
}
