import { useT } from "../../i18n";

export interface DecisionCellProps {
  /** Whether the row still waits for a decision (Approve and Reject show only then). */
  pending: boolean;
  /** What the buttons decide, for their names: "Journey Completion for Ruth Member, January 2027 Group". */
  subject: string;
  /** This row's decision is under way. */
  busy: boolean;
  /** Some row's decision is under way (one at a time). */
  anyBusy: boolean;
  /** The row's last refusal, in the server's words. */
  error?: string;
  onApprove: () => void;
  onReject: () => void;
}

/** The Actions cell of a list an admin decides: Approve, Reject (a dialog) and the row's refusal. */
export function DecisionCell({ pending, subject, busy, anyBusy, error, onApprove, onReject }: DecisionCellProps) {
  const t = useT();
  if (!pending && !error) return null;
  return (
    <div className="progress-actions">
      {pending && (
        <>
          <button
            type="button"
            className="button progress-small-button"
            aria-label={t("admin-progress.approve.label", { subject })}
            aria-disabled={anyBusy || undefined}
            aria-busy={busy || undefined}
            onClick={onApprove}
          >
            {busy ? t("admin-progress.approving") : t("admin-progress.approve")}
          </button>
          <button
            type="button"
            className="button button-secondary progress-small-button progress-danger"
            aria-label={t("admin-progress.reject.label", { subject })}
            aria-disabled={anyBusy || undefined}
            onClick={() => {
              if (!anyBusy) onReject();
            }}
          >
            {t("admin-progress.reject")}
          </button>
        </>
      )}
      {error && (
        <p className="progress-row-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
