import type { LeadMessageFragment } from "../gql/graphql";
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
  return (
    <ConfirmDialog
      title="Hide message"
      question={hideQuestion(message.authorName)}
      questionClassName="lead-confirm-question"
      confirmLabel="Hide"
      busyLabel="Hiding…"
      onConfirm={() => onHide(message)}
      onClose={onClose}
    >
      <blockquote className="lead-confirm-quote">{message.content}</blockquote>
    </ConfirmDialog>
  );
}
