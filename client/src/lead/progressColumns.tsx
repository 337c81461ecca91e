import { GradeChip, StatusChip } from "../admin/progress/grades";
import type { LeadRowFragment } from "../gql/graphql";
import { Chip } from "../ui/Chip";
import type { Column } from "../ui/Table";
import { milestonesLabel } from "./texts";

export const NO_REQUEST = "No request";

export interface ColumnOptions {
  /** The member's name's id, focused after Load more. */
  memberId: (row: LeadRowFragment) => string;
  onMilestones: (row: LeadRowFragment) => void;
}

/** The leader's table: the admin's Progress columns for one group, without contact details. */
export function progressColumns({ memberId, onMilestones }: ColumnOptions): Column<LeadRowFragment>[] {
  return [
    {
      header: "Member",
      rowHeader: true,
      cell: (r) => (
        <span id={memberId(r)} tabIndex={-1} className="lead-member">
          {r.userName}
        </span>
      ),
    },
    {
      header: "Milestones completed / tracked",
      cell: (r) => (
        <span className="lead-milestones">
          <span className="lead-num">
            {r.milestonesCompleted} / {r.milestonesTracked}
          </span>
          <button type="button" className="button button-secondary lead-small-button" aria-label={milestonesLabel(r.userName)} onClick={() => onMilestones(r)}>
            Milestones
          </button>
        </span>
      ),
    },
    { header: "Average", className: "lead-num", cell: (r) => `${r.avgPercentage}%` },
    { header: "Latest grade", cell: (r) => <GradeChip grade={r.latestGrade} /> },
    { header: "Days behind", className: "lead-num", cell: (r) => r.daysBehind },
    { header: "At risk", cell: (r) => (r.atRisk ? <Chip tone="danger">At risk</Chip> : "No") },
    { header: "Trophy request", cell: (r) => (r.trophyRequest ? <StatusChip status={r.trophyRequest.status} /> : NO_REQUEST) },
  ];
}
