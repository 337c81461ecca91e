import { useRef, useState } from "react";
import type { UserBulkAction } from "../../gql/graphql";
import { useT } from "../../i18n";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import type { BulkReport } from "./bulkReport";
import { bulkTexts, confirmTexts } from "./bulkTexts";
import { MoveUsersDialog } from "./MoveUsersDialog";
import "./bulk.css";

export interface BulkBarProps {
  /** How many users are selected. */
  count: number;
  /** Does the action to every selected user; rejects with a refusal of the whole call. */
  onRun: (action: UserBulkAction, groupId?: string) => Promise<BulkReport>;
  /** After an action, once its dialog has closed. */
  onDone: (report: BulkReport) => void;
  onClear: () => void;
}

/**
 * The bar over the table while users are selected: how many, Disable, Enable, Move to group…
 * and Delete (each asked first, naming the count), and Clear selection.
 */
export function BulkBar({ count, onRun, onDone, onClear }: BulkBarProps) {
  const t = useT();
  const BULK_TEXTS = bulkTexts(t);
  const [dialog, setDialog] = useState<UserBulkAction | null>(null);
  // The report waits for the dialog to close: the bar goes with the selection then.
  const report = useRef<BulkReport | null>(null);

  const run = async (action: UserBulkAction, groupId?: string) => {
    report.current = await onRun(action, groupId);
  };
  const close = () => {
    setDialog(null);
    const done = report.current;
    report.current = null;
    if (done) onDone(done);
  };

  const texts = dialog && dialog !== "MOVE" ? confirmTexts(t)[dialog] : null;
  return (
    <div className="users-bulk-bar" role="region" aria-label={BULK_TEXTS.barLabel}>
      <p className="users-bulk-count" aria-live="polite">
        {BULK_TEXTS.selected(count)}
      </p>
      <div className="users-bulk-actions">
        <button type="button" className="button button-secondary users-small-button" onClick={() => setDialog("DISABLE")}>
          {BULK_TEXTS.disable}
        </button>
        <button type="button" className="button button-secondary users-small-button" onClick={() => setDialog("ENABLE")}>
          {BULK_TEXTS.enable}
        </button>
        <button type="button" className="button button-secondary users-small-button" onClick={() => setDialog("MOVE")}>
          {BULK_TEXTS.moveToGroup}
        </button>
        <button
          type="button"
          className="button button-secondary users-small-button users-danger"
          onClick={() => setDialog("DELETE")}
        >
          {BULK_TEXTS.delete}
        </button>
        <button type="button" className="button button-secondary users-small-button" onClick={onClear}>
          {BULK_TEXTS.clear}
        </button>
      </div>

      {dialog && texts && (
        <ConfirmDialog
          title={texts.title}
          question={texts.question(count)}
          questionClassName="users-confirm"
          confirmLabel={texts.confirm(count)}
          busyLabel={texts.busy}
          confirmClassName={dialog === "DELETE" ? "users-danger-solid" : undefined}
          focusCancel={dialog === "DELETE"}
          onConfirm={() => run(dialog)}
          onClose={close}
        >
          {texts.note && <p>{texts.note}</p>}
        </ConfirmDialog>
      )}

      {dialog === "MOVE" && (
        <MoveUsersDialog
          count={count}
          onMove={async (groupId) => {
            await run("MOVE", groupId);
            close();
          }}
          onClose={close}
        />
      )}
    </div>
  );
}
