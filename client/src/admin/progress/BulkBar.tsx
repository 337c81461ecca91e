import { useRef, useState } from "react";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { useT } from "../../i18n";
import { bulkTexts } from "./bulkTexts";
import { RejectDialog } from "./RejectDialog";

export interface BulkBarProps {
  /** The names of the selected requests' members, in the order chosen. */
  names: readonly string[];
  /** Approves every selected request; rejects with a refusal of the whole call. */
  onApprove: () => Promise<unknown>;
  /** Rejects every selected request with the one reason (null: none). */
  onReject: (reason: string | null) => Promise<unknown>;
  /** After a decision, once its dialog has closed. */
  onDecided: () => void;
  onClear: () => void;
}

/**
 * The bar over the table while requests are selected: how many, Approve (after a confirmation
 * naming the count), Reject (one optional reason for all, the server's refusal beside it) and
 * Clear selection.
 */
export function BulkBar({ names, onApprove, onReject, onDecided, onClear }: BulkBarProps) {
  const texts = bulkTexts(useT());
  const [dialog, setDialog] = useState<"approve" | "reject" | null>(null);
  // The confirmation closes itself after the approval: its close then hands the focus on.
  const approved = useRef(false);
  const n = names.length;

  const closeApprove = () => {
    setDialog(null);
    if (approved.current) onDecided();
    approved.current = false;
  };

  return (
    <div className="progress-bulk-bar" role="region" aria-label={texts.barLabel}>
      <p className="progress-bulk-count" aria-live="polite">
        {texts.selected(n)}
      </p>
      <div className="progress-bulk-actions">
        <button type="button" className="button" onClick={() => setDialog("approve")}>
          {texts.approve(n)}
        </button>
        <button type="button" className="button button-secondary progress-danger" onClick={() => setDialog("reject")}>
          {texts.reject(n)}
        </button>
        <button type="button" className="button button-secondary" onClick={onClear}>
          {texts.clear}
        </button>
      </div>

      {dialog === "approve" && (
        <ConfirmDialog
          title={texts.confirmTitle}
          question={texts.confirmQuestion(n)}
          confirmLabel={texts.approve(n)}
          busyLabel={texts.approving}
          onConfirm={async () => {
            await onApprove();
            approved.current = true;
          }}
          onClose={closeApprove}
        >
          <p className="progress-dialog-note">{texts.confirmNote}</p>
        </ConfirmDialog>
      )}

      {dialog === "reject" && (
        <RejectDialog
          title={texts.rejectTitle(n)}
          subject={texts.selectedNames(names)}
          note={texts.rejectNote}
          onReject={async (reason) => {
            await onReject(reason);
            setDialog(null);
            onDecided();
          }}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}
