import type { ErrorLike } from "@apollo/client";
import type { ReactNode } from "react";
import type { Milestone } from "../../gql/graphql";
import { Dialog, DialogActions } from "../../ui/Dialog";
import { LoadError } from "../../ui/LoadError";
import { Table, type Column } from "../../ui/Table";
import { GradeChip } from "./grades";
import "./milestones.css";

export type MilestoneRow = Pick<Milestone, "key" | "name" | "dayNumber" | "daysCompleted" | "percentage" | "grade" | "completed">;

export interface MilestonesDialogViewProps {
  userName: string;
  groupName: string;
  /** Undefined until they come. */
  milestones: readonly MilestoneRow[] | undefined;
  error: ErrorLike | undefined;
  loading: boolean;
  onRetry: () => void;
  onClose: () => void;
  /** Shown under the table (a leader's view adds the member's contact details). */
  children?: ReactNode;
}

const columns: Column<MilestoneRow>[] = [
  { header: "Milestone", rowHeader: true, cell: (m) => m.name },
  { header: "Day", className: "milestones-nowrap", cell: (m) => `Day ${m.dayNumber}` },
  { header: "Days completed", className: "milestones-num", cell: (m) => `${m.daysCompleted}/${m.dayNumber}` },
  { header: "Percentage", className: "milestones-num", cell: (m) => `${m.percentage}%` },
  { header: "Grade", cell: (m) => <GradeChip grade={m.grade} /> },
  { header: "Completed", cell: (m) => (m.completed ? "Yes" : "No") },
];

/**
 * A member's eight milestones in one group (spec 3: Milestone), as the admin's Progress tab and a
 * group's leader show them: name, 'Day {dayNumber}', days completed of the day number,
 * percentage, and the grade ('--' when nothing is entered). Whoever asks loads them.
 */
export function MilestonesDialogView({
  userName,
  groupName,
  milestones,
  error,
  loading,
  onRetry,
  onClose,
  children,
}: MilestonesDialogViewProps) {
  return (
    <Dialog title={`${userName}'s milestones`} onClose={onClose} className="milestones-dialog">
      <p className="milestones-dialog-subject">{groupName}</p>
      {milestones ? (
        <Table
          caption={`Milestones of ${userName} in ${groupName}`}
          columns={columns}
          rows={milestones}
          rowKey={(m) => m.key}
          empty="No milestones."
        />
      ) : error ? (
        <LoadError what="The milestones" error={error} onRetry={onRetry} />
      ) : (
        <p className="muted" role="status">
          {loading ? "Loading milestones…" : ""}
        </p>
      )}
      {children}
      <DialogActions>
        <button type="button" className="button button-secondary" onClick={onClose}>
          Close
        </button>
      </DialogActions>
    </Dialog>
  );
}
