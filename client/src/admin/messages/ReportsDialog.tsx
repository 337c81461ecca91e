import { useId, useRef } from "react";
import type { AdminMessagesRowFragment } from "../../gql/graphql";
import { plural } from "../../lib/plural";
import { formatMessageTime, messageTitle } from "../../messages/MessageItem";
import { Dialog, DialogActions } from "../../ui/Dialog";
import { FormError } from "../../ui/Field";
import { useDialogAction } from "../../ui/useDialogAction";

export interface ReportsDialogProps {
  message: AdminMessagesRowFragment;
  /** Dismiss reports: rejects with the server's error (shown in the dialog, which stays open). */
  onDismiss: (message: AdminMessagesRowFragment) => Promise<unknown>;
  /** Delete message: the owner asks to confirm (spec 2's delete confirmation). */
  onDelete: (message: AdminMessagesRowFragment) => void;
  onClose: () => void;
}

/**
 * The report queue's decision on one message (issue 14): the message, its undecided reports
 * (who, why, when; oldest first), whether members see it, and Dismiss reports or Delete message.
 */
export function ReportsDialog({ message, onDismiss, onDelete, onClose }: ReportsDialogProps) {
  const id = useId();
  const { busy, error, close, run } = useDialogAction(onClose);
  const closeButton = useRef<HTMLButtonElement>(null);
  const dismiss = () => run(() => onDismiss(message));
  const count = message.openReportCount;
  return (
    <Dialog
      title={`Reports: ${messageTitle(message)}`}
      onClose={close}
      describedBy={`${id}-state${error ? ` ${id}-error` : ""}`}
      className="admin-messages-dialog"
      initialFocus={closeButton}
    >
      <p id={`${id}-state`}>
        {plural(count, "open report")} on {message.groupName}.{" "}
        {message.hidden
          ? "Members do not see this message until you dismiss the reports or delete it."
          : "Members still see this message."}
      </p>
      <figure className="admin-messages-quote">
        <figcaption>
          {message.authorName} wrote, {formatMessageTime(message.createdAt)}:
        </figcaption>
        <blockquote>{message.content}</blockquote>
      </figure>
      <h3 className="admin-messages-reports-heading">Reports, oldest first</h3>
      {message.reports.length === 0 ? (
        <p>No undecided reports.</p>
      ) : (
        <ol className="admin-messages-reports">
          {message.reports.map((r) => (
            <li key={r.id}>
              <p className="admin-messages-report-who">
                <strong>{r.reporterName}</strong>{" "}
                <span aria-hidden="true">·</span>{" "}
                <time dateTime={r.createdAt}>{formatMessageTime(r.createdAt)}</time>
                {r.countsTowardHiding ? null : (
                  <>
                    {" "}
                    <span aria-hidden="true">·</span>{" "}
                    <span className="muted">joined after the message was posted: does not count toward hiding</span>
                  </>
                )}
              </p>
              <p className="admin-messages-report-reason">
                {r.reason ? r.reason : <span className="muted">No reason given</span>}
              </p>
            </li>
          ))}
        </ol>
      )}
      <FormError id={`${id}-error`}>{error}</FormError>
      <DialogActions>
        <button type="button" className="button" onClick={() => void dismiss()} disabled={busy} aria-busy={busy || undefined}>
          {busy ? "Dismissing…" : "Dismiss reports"}
        </button>
        <button
          type="button"
          className="button button-secondary admin-messages-danger"
          onClick={() => {
            if (!busy) onDelete(message);
          }}
          disabled={busy}
        >
          Delete message
        </button>
        <button ref={closeButton} type="button" className="button button-secondary" onClick={close} disabled={busy}>
          Close
        </button>
      </DialogActions>
    </Dialog>
  );
}
