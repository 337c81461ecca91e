import { useQuery } from "@apollo/client/react";
import type { ProgressTabMilestonesQuery as MilestonesData } from "../../gql/graphql";
import { Dialog, DialogActions } from "../../ui/Dialog";
import { LoadError } from "../../ui/LoadError";
import { Table, type Column } from "../../ui/Table";
import { ProgressTabMilestonesQuery } from "./documents";
import { GradeChip } from "./grades";


type MilestoneRow = MilestonesData["adminMilestones"][number];

export interface MilestonesDialogProps {
  userId: string;
  groupId: string;
  userName: string;
  groupName: string;
  onClose: () => void;
}

const columns: Column<MilestoneRow>[] = [
  { header: "Milestone", rowHeader: true, cell: (m) => m.name },
  { header: "Day", className: "progress-nowrap", cell: (m) => `Day ${m.dayNumber}` },
  { header: "Days completed", className: "progress-num", cell: (m) => `${m.daysCompleted}/${m.dayNumber}` },
  { header: "Percentage", className: "progress-num", cell: (m) => `${m.percentage}%` },
  { header: "Grade", cell: (m) => <GradeChip grade={m.grade} /> },
  { header: "Completed", cell: (m) => (m.completed ? "Yes" : "No") },
];

/**
 * A member's eight milestones in one group (spec 3: Milestone): name, 'Day {dayNumber}', days
 * completed of the day number, percentage, and the grade ('--' when nothing is entered).
 */
export function MilestonesDialog({ userId, groupId, userName, groupName, onClose }: MilestonesDialogProps) {
  const { data, error, loading, refetch } = useQuery(ProgressTabMilestonesQuery, {
    variables: { userId, groupId },
    fetchPolicy: "network-only",
  });
  const milestones = data?.adminMilestones;
  return (
    <Dialog title={`${userName}'s milestones`} onClose={onClose} className="progress-dialog progress-milestones-dialog">
      <p className="progress-dialog-subject">{groupName}</p>
      {milestones ? (
        <Table
          caption={`Milestones of ${userName} in ${groupName}`}
          columns={columns}
          rows={milestones}
          rowKey={(m) => m.key}
          empty="No milestones."
        />
      ) : error ? (
        <LoadError what="The milestones" error={error} onRetry={refetch} />
      ) : (
        <p className="admin-status" role="status">
          {loading ? "Loading milestones…" : ""}
        </p>
      )}
      <DialogActions>
        <button type="button" className="button button-secondary" onClick={onClose}>
          Close
        </button>
      </DialogActions>
    </Dialog>
  );
}
