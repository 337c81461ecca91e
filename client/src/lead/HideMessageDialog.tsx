import type { LeadMessageFragment } from "../gql/graphql";
import { useT } from "../i18n";
import { ConfirmDialog } from "../ui/ConfirmDialog";
import { hideQuestion } from "./texts";

export interface HideMessageDialogProps {
  message: LeadMessageFragment;
  /** Hides; rejects with the server's error (shown in the dialog, which stays open). */
  onHide: (message: LeadMessageFragment) => Promise<unknown>;
  /** Cancel, Escape, or after hiding. */
  onClose: () => void;
}

/** The question before a leader hides a member's message, with the message quoted. */
export function HideMessageDialog({ message, onHide, onClose }: HideMessageDialogProps) {
  const t = useT();
  return (
    <ConfirmDialog
      title={t("lead.hide.title")}
      question={hideQuestion(message.authorName, t)}
      questionClassName="lead-confirm-question"
      confirmLabel={t("lead.hide.confirm")}
      busyLabel={t("lead.hide.busy")}
      onConfirm={() => onHide(message)}
      onClose={onClose}
    >
      <blockquote className="lead-confirm-quote">{message.content}</blockquote>
    </ConfirmDialog>
  );
}
