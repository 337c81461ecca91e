import { useMutation } from "@apollo/client/react";
import { useId, useState } from "react";
import type { AdminProgressFilter, ProgressOrder, ProgressTabRowFragment, RequestFilter } from "../../gql/graphql";
import { plural } from "../../lib/plural";
import { Field, FormError } from "../../ui/Field";
import { LoadError } from "../../ui/LoadError";
import { Table, type Column } from "../../ui/Table";
import { useAdminList } from "../shared/useAdminList";
import { useSettled } from "../../ui/useSettled";
import { GroupFilter } from "../shared/groupOptions";
import { useRowDecisions } from "../shared/useRowDecisions";
import {
  ProgressTabApproveMutation,
  ProgressTabProgressQuery,
  ProgressTabRejectMutation,
} from "./documents";
import { BulkDecisions } from "./BulkDecisions";
import { DecisionCell } from "./DecisionCell";
import { exportProgressCsv } from "./exportCsv";
import { GradeChip, StatusChip } from "./grades";
import { LegacyClaimsSection } from "./LegacyClaimsSection";
import { AwardsToShipSection } from "../shipments/AwardsToShipSection";
import { MilestonesDialog } from "./MilestonesDialog";
import { RejectDialog } from "./RejectDialog";
import { selectColumn } from "./selectColumn";
import { useRequestSelection } from "./useRequestSelection";
import "./progress.css";
import { ExportCsvButton, useCsvExport } from "../shared/useCsvExport";

/** Rows per page (the page of 50). */
export const PAGE_SIZE = 50;
/** How long the search waits after the last keystroke. */
export const SEARCH_DELAY_MS = 300;
/** The journey's length: a trophy request needs the group to have reached this day. */
const JOURNEY_DAYS = 365;

/** Where the row's group stands today, shown beside its trophy request. */
export function groupStanding(r: Pick<ProgressTabRowFragment, "groupDay" | "groupStatus">): string {
  if (r.groupStatus === "COMPLETED" || r.groupDay > JOURNEY_DAYS) return "Group completed";
  if (r.groupDay < 1) {
    const days = 1 - r.groupDay;
    return `Group not started: starts in ${days} ${days === 1 ? "day" : "days"}`;
  }
  return `Group on day ${r.groupDay} of ${JOURNEY_DAYS}`;
}

/** Spec 2: what the Trophy Request column says when the member has not asked. */
export const NO_REQUEST = "No request";

export const REQUEST_OPTIONS: ReadonlyArray<{ value: RequestFilter | ""; label: string }> = [
  { value: "", label: "All" },
  { value: "NONE", label: "No request" },
  { value: "PENDING", label: "Pending" },
  { value: "APPROVED", label: "Approved" },
  { value: "REJECTED", label: "Rejected" },
];

export const ORDER_OPTIONS: ReadonlyArray<{ value: ProgressOrder; label: string }> = [
  { value: "NAME", label: "Name" },
  { value: "DAYS_BEHIND", label: "Days behind" },
  { value: "AVG_PERCENTAGE", label: "Average %" },
  { value: "REQUESTED_AT", label: "Oldest request" },
];

const requestedOn = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

/** "Journey Completion", or the type the server names. */
function requestName(row: ProgressTabRowFragment): string {
  return row.trophyRequest?.type || "Journey Completion";
}

/** "Ruth Member, January 2027 Group": names a row (one per membership) in labels and dialogs. */
function whoText(row: ProgressTabRowFragment): string {
  return `${row.userName}, ${row.groupName}`;
}

/** The Avg % cell: a bar for the eye and the number as text (colour is never the only signal). */
function AverageBar({ value }: { value: number }) {
  const clamped = Math.max(0, Math.min(100, value));
  return (
    <div className="progress-average">
      <span className="progress-bar" aria-hidden="true">
        <span className="progress-bar-fill" style={{ width: `${clamped}%` }} />
      </span>
      <span className="progress-average-number">{value}%</span>
    </div>
  );
}

/**
 * The admin panel's Progress tab (spec 2 /admin Progress; issue 11): one row per membership with
 * the member's trophies, milestones completed of those tracked, their average with a bar and its
 * number, and their Journey Completion request with its status; Approve and Reject (an optional
 * reason) on pending requests. Filters by group, request status, at risk and a search, four
 * orders, paging with Previous/Next, the count of members matching, Export CSV of the same rows,
 * each row's milestones in a dialog, and the legacy claims queue under the table.
 */
export function ProgressTab() {
  const id = useId();

  const [searchText, setSearchText] = useState("");
  const [search, setSearch] = useSettled(searchText.trim(), SEARCH_DELAY_MS);
  const [groupId, setGroupId] = useState("");
  const [request, setRequest] = useState<RequestFilter | "">("");
  const [atRisk, setAtRisk] = useState(false);
  const [orderBy, setOrderBy] = useState<ProgressOrder>("NAME");

  const filter: AdminProgressFilter = {
    ...(groupId ? { groupId } : {}),
    ...(request ? { request } : {}),
    ...(atRisk ? { atRisk } : {}),
    ...(search ? { search } : {}),
  };

  // A new filter or order starts again from page 1.
  const {
    page: progress,
    paging,
    loading,
    error,
    refetch,
  } = useAdminList(ProgressTabProgressQuery, {
    variables: { filter, orderBy },
    pageSize: PAGE_SIZE,
    select: (data) => data.adminProgress,
    stepBackFromEmptyPage: true,
  });
  const statusId = (row: ProgressTabRowFragment) => `${id}-status-${row.key}`;
  // Kept across the pages of one filter; another filter starts with nothing selected.
  const selection = useRequestSelection(JSON.stringify(filter), progress?.nodes);

  const [approve] = useMutation(ProgressTabApproveMutation);
  const [reject] = useMutation(ProgressTabRejectMutation);

  // After a decision the Approve and Reject buttons are gone: the focus goes to the row's status.
  const { announcement, rowErrors, busyRow, clearRowError, decideInRow, decideInDialog } = useRowDecisions(refetch);
  const [rejecting, setRejecting] = useState<ProgressTabRowFragment | null>(null);
  const [viewing, setViewing] = useState<ProgressTabRowFragment | null>(null);

  const approveRow = (row: ProgressTabRowFragment) => {
    const requestId = row.trophyRequest?.id;
    if (!requestId) return;
    const run = () =>
      approve({
        variables: { id: requestId },
        // The member's other memberships on this page show the same trophies.
        update: (cache, { data: answer }) => {
          const approved = answer?.approveTrophyRequest;
          if (!approved) return;
          for (const other of progress?.nodes ?? []) {
            if (other.userId !== approved.userId || other.key === approved.key) continue;
            cache.modify({ id: cache.identify(other), fields: { trophiesCount: () => approved.trophiesCount } });
          }
        },
      });
    return decideInRow(row.key, run, `Approved ${row.userName}'s ${requestName(row)}.`, statusId(row));
  };

  const rejectRow = (row: ProgressTabRowFragment, reason: string | null) => {
    const requestId = row.trophyRequest?.id;
    if (!requestId) return Promise.resolve();
    const run = async () => {
      await reject({ variables: { id: requestId, ...(reason ? { reason } : {}) } });
      setRejecting(null);
    };
    return decideInDialog(row.key, run, `Rejected ${row.userName}'s ${requestName(row)}.`, statusId(row));
  };

  const csv = useCsvExport(() => exportProgressCsv({ groupId, request: request || null, atRisk, search, orderBy }));

  const showRiskColumns = atRisk || orderBy === "DAYS_BEHIND";

  const columns: Column<ProgressTabRowFragment>[] = [
    selectColumn(selection, progress?.nodes ?? []),
    {
      header: "User",
      rowHeader: true,
      cell: (r) => (
        <span className="progress-user">
          <span>{r.userName}</span>
          <span className="progress-email">{r.userEmail}</span>
        </span>
      ),
    },
    { header: "Group", cell: (r) => r.groupName },
    { header: "Trophies", className: "progress-num", cell: (r) => r.trophiesCount },
    {
      header: "Milestones completed / tracked",
      cell: (r) => (
        <div className="progress-milestones">
          <span className="progress-num-text">
            {r.milestonesCompleted} / {r.milestonesTracked}
          </span>
          <button
            type="button"
            className="button button-secondary progress-small-button"
            aria-label={`Milestones of ${whoText(r)}`}
            onClick={() => setViewing(r)}
          >
            Milestones
          </button>
        </div>
      ),
    },
    { header: "Avg %", cell: (r) => <AverageBar value={r.avgPercentage} /> },
    ...(showRiskColumns
      ? ([
          { header: "Days behind", className: "progress-num", cell: (r) => r.daysBehind },
          { header: "Latest grade", cell: (r) => <GradeChip grade={r.latestGrade} /> },
        ] satisfies Column<ProgressTabRowFragment>[])
      : []),
    {
      header: "Trophy Request",
      cell: (r) =>
        r.trophyRequest ? (
          <span className="progress-request">
            <span>{requestName(r)}</span>
            <span className="muted">Requested {requestedOn.format(new Date(r.trophyRequest.createdAt))}</span>
            <span className={r.groupDay < JOURNEY_DAYS && r.groupStatus !== "COMPLETED" ? "progress-group-early" : "muted"}>
              {groupStanding(r)}
            </span>
          </span>
        ) : (
          NO_REQUEST
        ),
    },
    {
      header: "Status",
      cell: (r) => (
        <span id={statusId(r)} tabIndex={-1} className="progress-status">
          {r.trophyRequest ? <StatusChip status={r.trophyRequest.status} /> : <span className="muted">None</span>}
          {r.trophyRequest?.reason && <span className="progress-reason">Reason: {r.trophyRequest.reason}</span>}
        </span>
      ),
    },
    {
      header: "Actions",
      cell: (r) => (
        <DecisionCell
          pending={r.trophyRequest?.status === "PENDING"}
          subject={`${requestName(r)} for ${whoText(r)}`}
          busy={busyRow === r.key}
          anyBusy={busyRow !== null}
          error={rowErrors[r.key]}
          onApprove={() => void approveRow(r)}
          onReject={() => {
            clearRowError(r.key);
            setRejecting(r);
          }}
        />
      ),
    },
  ];

  const filtered = Object.keys(filter).length > 0;

  return (
    <section className="progress-tab" aria-labelledby={`${id}-heading`}>
      <div className="progress-toolbar">
        <h2 id={`${id}-heading`}>Progress</h2>
        <ExportCsvButton exporting={csv.exporting} onClick={() => void csv.start()} />
      </div>

      <form
        className="progress-filters"
        role="search"
        aria-label="Find members' progress"
        onSubmit={(e) => {
          e.preventDefault();
          setSearch(searchText.trim());
        }}
      >
        <Field label="Search" hint="Name or email">
          {(control) => (
            <input {...control} type="search" value={searchText} onChange={(e) => setSearchText(e.target.value)} />
          )}
        </Field>
        <GroupFilter value={groupId} onChange={setGroupId} />
        <Field label="Trophy request">
          {(control) => (
            <select {...control} value={request} onChange={(e) => setRequest(e.target.value as RequestFilter | "")}>
              {REQUEST_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Order by">
          {(control) => (
            <select {...control} value={orderBy} onChange={(e) => setOrderBy(e.target.value as ProgressOrder)}>
              {ORDER_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="progress-checkbox">
          <input
            id={`${id}-at-risk`}
            type="checkbox"
            checked={atRisk}
            onChange={(e) => setAtRisk(e.target.checked)}
            aria-describedby={`${id}-at-risk-hint`}
          />
          <label htmlFor={`${id}-at-risk`}>At risk only</label>
          <p id={`${id}-at-risk-hint`} className="ui-field-hint">
            Latest milestone graded D, or a milestone whose day has passed without a report.
          </p>
        </div>
      </form>

      <p className="progress-count" role="status">
        {progress ? plural(progress.totalCount, "member") : loading ? "Loading progress…" : ""}
      </p>
      <p className="progress-announcement" role="status" aria-live="polite">
        {announcement}
      </p>

      <FormError>{csv.error}</FormError>
      {error && !progress && <LoadError what="Progress" error={error} onRetry={refetch} />}

      {progress && (
        <BulkDecisions
          selection={selection}
          rows={progress.nodes}
          filter={filter}
          orderBy={orderBy}
          totalCount={progress.totalCount}
          refetch={refetch}
        />
      )}

      {progress && (
        <Table
          caption={atRisk ? "Members at risk" : "Members' progress"}
          columns={columns}
          rows={progress.nodes}
          rowKey={(r) => r.key}
          empty={filtered ? "No members match the search and filters." : "No members in any group yet."}
          paging={paging}
        />
      )}

      <LegacyClaimsSection />

      <AwardsToShipSection />

      {rejecting && (
        <RejectDialog
          title={`Reject ${requestName(rejecting)}`}
          subject={whoText(rejecting)}
          note="The member keeps their progress and may ask again."
          onReject={(reason) => rejectRow(rejecting, reason)}
          onClose={() => setRejecting(null)}
        />
      )}

      {viewing && (
        <MilestonesDialog
          userId={viewing.userId}
          groupId={viewing.groupId}
          userName={viewing.userName}
          groupName={viewing.groupName}
          onClose={() => setViewing(null)}
        />
      )}
    </section>
  );
}

export default ProgressTab;
