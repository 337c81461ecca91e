import { useQuery } from "@apollo/client/react";
import { GradeChip } from "../admin/progress/grades";
import type { LeadMilestonesQuery as MilestonesData } from "../gql/graphql";
import { Dialog, DialogActions } from "../ui/Dialog";
import { LoadError } from "../ui/LoadError";
import { Table, type Column } from "../ui/Table";
import { MemberContact } from "./MemberContact";
import { LeadMilestonesQuery } from "./queries";
import { milestonesLabel } from "./texts";

type MilestoneRow = MilestonesData["leaderMilestones"][number];

export interface LeadMilestonesDialogProps {
  groupId: string;
  groupName: string;
  userId: string;
  userName: string;
  onClose: () => void;
}

const columns: Column<MilestoneRow>[] = [
  { header: "Milestone", rowHeader: true, cell: (m) => m.name },
  { header: "Day", className: "lead-nowrap", cell: (m) => `Day ${m.dayNumber}` },
  { header: "Days completed", className: "lead-num", cell: (m) => `${m.daysCompleted}/${m.dayNumber}` },
  { header: "Percentage", className: "lead-num", cell: (m) => `${m.percentage}%` },
  { header: "Grade", cell: (m) => <GradeChip grade={m.grade} /> },
  { header: "Completed", cell: (m) => (m.completed ? "Yes" : "No") },
];

/**
 * A member of the led group's eight milestones, as the admin's dialog shows them: day, days
 * completed of the day number, percentage and grade ('--' when nothing is entered).
 */
export function LeadMilestonesDialog({ groupId, groupName, userId, userName, onClose }: LeadMilestonesDialogProps) {
  const { data, error, loading, refetch } = useQuery(LeadMilestonesQuery, {
    variables: { groupId, userId },
    fetchPolicy: "network-only",
  });
  const milestones = data?.leaderMilestones;
  return (
    <Dialog title={`${userName}'s milestones`} onClose={onClose} className="lead-milestones-dialog">
      {milestones ? (
        <Table
          caption={`${milestonesLabel(userName)} in ${groupName}`}
          columns={columns}
          rows={milestones}
          rowKey={(m) => m.key}
          empty="No milestones."
        />
      ) : error ? (
        <LoadError what="The milestones" error={error} onRetry={() => refetch()} />
      ) : (
        <p className="muted" role="status">
          {loading ? "Loading milestones…" : ""}
        </p>
      )}
      <MemberContact groupId={groupId} userId={userId} />
      <DialogActions>
        <button type="button" className="button button-secondary" onClick={onClose}>
          Close
        </button>
      </DialogActions>
    </Dialog>
  );
}
