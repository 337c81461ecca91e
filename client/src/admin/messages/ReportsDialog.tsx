import { useId, useRef } from "react";
import type { AdminMessagesRowFragment } from "../../gql/graphql";
import { useT } from "../../i18n";
import { Dialog, DialogActions } from "../../ui/Dialog";
import { FormError } from "../../ui/Field";
import { useDialogAction } from "../../ui/useDialogAction";
import { adminMessageTitle, formatWhen } from "./labels";

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
  const t = useT();
  const id = useId();
  const { busy, error, close, run } = useDialogAction(onClose);
  const closeButton = useRef<HTMLButtonElement>(null);
  const dismiss = () => run(() => onDismiss(message));
  const count = message.openReportCount;
  return (
    <Dialog
      title={t("admin-messages.reports.title", { title: adminMessageTitle(message, t) })}
      onClose={close}
      describedBy={`${id}-state${error ? ` ${id}-error` : ""}`}
      className="admin-messages-dialog"
      initialFocus={closeButton}
    >
      <p id={`${id}-state`}>
        {t("admin-messages.reports.count", { count, group: message.groupName })}{" "}
        {message.hidden ? t("admin-messages.reports.hidden") : t("admin-messages.reports.shown")}
      </p>
      <figure className="admin-messages-quote">
        <figcaption>
          {t("admin-messages.reports.wrote", { author: message.authorName, when: formatWhen(message.createdAt) })}
        </figcaption>
        <blockquote>{message.content}</blockquote>
      </figure>
      <h3 className="admin-messages-reports-heading">{t("admin-messages.reports.heading")}</h3>
      {message.reports.length === 0 ? (
        <p>{t("admin-messages.reports.none")}</p>
      ) : (
        <ol className="admin-messages-reports">
          {message.reports.map((r) => (
            <li key={r.id}>
              <p className="admin-messages-report-who">
                <strong>{r.reporterName}</strong>{" "}
                <span aria-hidden="true">·</span>{" "}
                <time dateTime={r.createdAt}>{formatWhen(r.createdAt)}</time>
                {r.countsTowardHiding ? null : (
                  <>
                    {" "}
                    <span aria-hidden="true">·</span>{" "}
                    <span className="muted">{t("admin-messages.reports.late")}</span>
                  </>
                )}
              </p>
              <p className="admin-messages-report-reason">
                {r.reason ? r.reason : <span className="muted">{t("admin-messages.reports.no-reason")}</span>}
              </p>
            </li>
          ))}
        </ol>
      )}
      <FormError id={`${id}-error`}>{error}</FormError>
      <DialogActions>
        <button type="button" className="button" onClick={() => void dismiss()} disabled={busy} aria-busy={busy || undefined}>
          {busy ? t("admin-messages.reports.dismiss.busy") : t("admin-messages.reports.dismiss")}
        </button>
        <button
          type="button"
          className="button button-secondary admin-messages-danger"
          onClick={() => {
            if (!busy) onDelete(message);
          }}
          disabled={busy}
        >
          {t("admin-messages.delete.title")}
        </button>
        <button ref={closeButton} type="button" className="button button-secondary" onClick={close} disabled={busy}>
          {t("admin-messages.close")}
        </button>
      </DialogActions>
    </Dialog>
  );
}
