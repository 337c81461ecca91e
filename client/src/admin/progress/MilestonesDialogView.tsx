import type { ErrorLike } from "@apollo/client";
import type { ReactNode } from "react";
import type { Milestone } from "../../gql/graphql";
import { useT, type Translate } from "../../i18n";
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

/** The server's English name, translated by the milestone's id (the last part of its key, "userId:groupId:milestoneId"). */
function milestoneName(m: MilestoneRow, t: Translate): string {
  return t("admin-progress.milestone", { id: m.key.split(":").pop() ?? "", name: m.name });
}

const columns = (t: Translate): Column<MilestoneRow>[] => [
  { header: t("admin-progress.milestones.column.milestone"), rowHeader: true, cell: (m) => milestoneName(m, t) },
  { header: t("admin-progress.milestones.column.day"), className: "milestones-nowrap", cell: (m) => t("admin-progress.milestones.day", { day: m.dayNumber }) },
  { header: t("admin-progress.milestones.column.days-completed"), className: "milestones-num", cell: (m) => `${m.daysCompleted}/${m.dayNumber}` },
  { header: t("admin-progress.milestones.column.percentage"), className: "milestones-num", cell: (m) => t("admin-progress.percent", { value: m.percentage }) },
  { header: t("admin-progress.milestones.column.grade"), cell: (m) => <GradeChip grade={m.grade} /> },
  { header: t("admin-progress.milestones.column.completed"), cell: (m) => (m.completed ? t("admin-progress.yes") : t("admin-progress.no")) },
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
  const t = useT();
  return (
    <Dialog title={t("admin-progress.milestones.title", { name: userName })} onClose={onClose} className="milestones-dialog">
      <p className="milestones-dialog-subject">{groupName}</p>
      {milestones ? (
        <Table
          caption={t("admin-progress.milestones.caption", { name: userName, group: groupName })}
          columns={columns(t)}
          rows={milestones}
          rowKey={(m) => m.key}
          empty={t("admin-progress.milestones.empty")}
        />
      ) : error ? (
        <LoadError what={t("admin-progress.milestones.load-what")} error={error} onRetry={onRetry} />
      ) : (
        <p className="muted" role="status">
          {loading ? t("admin-progress.milestones.loading") : ""}
        </p>
      )}
      {children}
      <DialogActions>
        <button type="button" className="button button-secondary" onClick={onClose}>
          {t("admin-progress.close")}
        </button>
      </DialogActions>
    </Dialog>
  );
}
