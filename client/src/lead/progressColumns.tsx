import { GradeChip, StatusChip } from "../admin/progress/grades";
import type { LeadRowFragment } from "../gql/graphql";
import { msg, type Translate } from "../i18n";
import { Chip } from "../ui/Chip";
import type { Column } from "../ui/Table";
import { milestonesLabel } from "./texts";

export const NO_REQUEST = msg("lead.column.noRequest");

export interface ColumnOptions {
  /** The member's name's id, focused after Load more. */
  memberId: (row: LeadRowFragment) => string;
  onMilestones: (row: LeadRowFragment) => void;
  t: Translate;
}

/** The leader's table: the admin's Progress columns for one group, without contact details. */
export function progressColumns({ memberId, onMilestones, t }: ColumnOptions): Column<LeadRowFragment>[] {
  return [
    {
      header: t("lead.column.member"),
      rowHeader: true,
      cell: (r) => (
        <span id={memberId(r)} tabIndex={-1} className="lead-member">
          {r.userName}
        </span>
      ),
    },
    {
      header: t("lead.column.milestones"),
      cell: (r) => (
        <span className="lead-milestones">
          <span className="lead-num">
            {r.milestonesCompleted} / {r.milestonesTracked}
          </span>
          <button type="button" className="button button-secondary lead-small-button" aria-label={milestonesLabel(r.userName, t)} onClick={() => onMilestones(r)}>
            {t("lead.column.milestonesButton")}
          </button>
        </span>
      ),
    },
    { header: t("lead.column.average"), className: "lead-num", cell: (r) => t("lead.column.percent", { percentage: r.avgPercentage }) },
    { header: t("lead.column.latestGrade"), cell: (r) => <GradeChip grade={r.latestGrade} /> },
    { header: t("lead.column.daysBehind"), className: "lead-num", cell: (r) => r.daysBehind },
    { header: t("lead.column.atRisk"), cell: (r) => (r.atRisk ? <Chip tone="danger">{t("lead.column.atRisk")}</Chip> : t("lead.column.no")) },
    { header: t("lead.column.trophyRequest"), cell: (r) => (r.trophyRequest ? <StatusChip status={r.trophyRequest.status} /> : t(NO_REQUEST)) },
  ];
}
