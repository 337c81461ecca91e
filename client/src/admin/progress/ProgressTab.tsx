import { useMutation, useQuery } from "@apollo/client/react";
import { useEffect, useId, useState } from "react";
import { classify, errorText } from "../../errors/classify";
import type { AdminProgressFilter, ProgressOrder, ProgressTabRowFragment, RequestFilter } from "../../gql/graphql";
import { Field, FormError } from "../../ui/Field";
import { LoadError } from "../../ui/LoadError";
import { pageCountOf, Table, type Column } from "../../ui/Table";
import {
  ProgressTabApproveMutation,
  ProgressTabGroupsQuery,
  ProgressTabProgressQuery,
  ProgressTabRejectMutation,
} from "./documents";
import { exportProgressCsv } from "./exportCsv";
import { GradeChip, StatusChip } from "./grades";
import { LegacyClaimsSection } from "./LegacyClaimsSection";
import { MilestonesDialog } from "./MilestonesDialog";
import { RejectDialog } from "./RejectDialog";
import { useSettled } from "./useSettled";
import "./progress.css";

/** Rows per page (the page of 50). */
export const PAGE_SIZE = 50;
/** How long the search waits after the last keystroke. */
export const SEARCH_DELAY_MS = 300;
/** Spec 2: what the Trophy Request column says when the member has not asked. */
export const NO_REQUEST = "No request";

const ADMIN = { auth: "admin" as const };

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

function membersText(n: number): string {
  return `${n.toLocaleString("en-US")} ${n === 1 ? "member" : "members"}`;
}

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
  const filterKey = JSON.stringify([filter, orderBy]);

  // The cursors of the pages shown so far (the first page's is null), for the current filter and
  // order: a new one starts again from page 1.
  const [paging, setPaging] = useState<{ key: string; cursors: Array<string | null> }>({ key: filterKey, cursors: [null] });
  if (paging.key !== filterKey) setPaging({ key: filterKey, cursors: [null] });
  const cursors = paging.key === filterKey ? paging.cursors : [null];
  const page = cursors.length;
  const after = cursors[cursors.length - 1];

  const { data, previousData, loading, error, refetch } = useQuery(ProgressTabProgressQuery, {
    variables: { filter, orderBy, first: PAGE_SIZE, after },
    context: ADMIN,
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
  });
  const groupsQuery = useQuery(ProgressTabGroupsQuery, { context: ADMIN });
  const progress = (data ?? previousData)?.adminProgress;

  const [approve] = useMutation(ProgressTabApproveMutation, { context: ADMIN });
  const [reject] = useMutation(ProgressTabRejectMutation, { context: ADMIN });

  const [announcement, setAnnouncement] = useState("");
  const [rowErrors, setRowErrors] = useState<Record<string, string>>({});
  const [busyRow, setBusyRow] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<ProgressTabRowFragment | null>(null);
  const [viewing, setViewing] = useState<ProgressTabRowFragment | null>(null);
  const [focusStatus, setFocusStatus] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);

  const statusId = (row: ProgressTabRowFragment) => `${id}-status-${row.key}`;

  // After a decision the Approve and Reject buttons are gone: the focus goes to the row's status.
  useEffect(() => {
    if (!focusStatus) return;
    document.getElementById(focusStatus)?.focus();
    setFocusStatus(null);
  }, [focusStatus]);

  // A page left empty shows the one before it.
  const emptyLaterPage = !loading && data && data.adminProgress.nodes.length === 0 && page > 1;
  useEffect(() => {
    if (emptyLaterPage) setPaging((p) => ({ ...p, cursors: p.cursors.slice(0, -1) }));
  }, [emptyLaterPage]);

  const goToPage = (to: number) => {
    if (to === page + 1) {
      const end = progress?.pageInfo.endCursor;
      if (!progress?.pageInfo.hasNextPage || !end || !data) return;
      setPaging({ key: filterKey, cursors: [...cursors, end] });
    } else if (to === page - 1 && page > 1) {
      setPaging({ key: filterKey, cursors: cursors.slice(0, -1) });
    }
  };

  const setRowError = (rowId: string, message: string | null) =>
    setRowErrors((errors) => {
      if (!message) {
        if (!(rowId in errors)) return errors;
        const next = { ...errors };
        delete next[rowId];
        return next;
      }
      return { ...errors, [rowId]: message };
    });

  /** A request decided elsewhere (or gone): show the rows as they are now, keeping the message. */
  const refreshAfter = (e: unknown) => {
    const { code } = classify(e);
    if (code === "conflict" || code === "not_found") void refetch().catch(() => {});
  };

  const approveRow = async (row: ProgressTabRowFragment) => {
    const requestId = row.trophyRequest?.id;
    if (!requestId || busyRow) return;
    setBusyRow(row.key);
    setRowError(row.key, null);
    setAnnouncement("");
    try {
      await approve({
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
      setAnnouncement(`Approved ${row.userName}'s ${requestName(row)}.`);
      setFocusStatus(statusId(row));
    } catch (e) {
      setRowError(row.key, errorText(e));
      refreshAfter(e);
    } finally {
      setBusyRow(null);
    }
  };

  const rejectRow = async (row: ProgressTabRowFragment, reason: string | null) => {
    const requestId = row.trophyRequest?.id;
    if (!requestId) return;
    setRowError(row.key, null);
    setAnnouncement("");
    try {
      await reject({ variables: { id: requestId, ...(reason ? { reason } : {}) } });
    } catch (e) {
      refreshAfter(e);
      throw e; // shown in the dialog
    }
    setRejecting(null);
    setAnnouncement(`Rejected ${row.userName}'s ${requestName(row)}.`);
    setFocusStatus(statusId(row));
  };

  const exportCsv = async () => {
    if (exporting) return;
    setExporting(true);
    setExportError(null);
    try {
      setExportError(await exportProgressCsv({ groupId, request: request || null, atRisk, search, orderBy }));
    } finally {
      setExporting(false);
    }
  };

  const showRiskColumns = atRisk || orderBy === "DAYS_BEHIND";

  const columns: Column<ProgressTabRowFragment>[] = [
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
      cell: (r) => {
        const pending = r.trophyRequest?.status === "PENDING";
        const busy = busyRow === r.key;
        const rowError = rowErrors[r.key];
        if (!pending && !rowError) return null;
        return (
          <div className="progress-actions">
            {pending && (
              <>
                <button
                  type="button"
                  className="button progress-small-button"
                  aria-label={`Approve ${requestName(r)} for ${whoText(r)}`}
                  aria-disabled={busyRow !== null || undefined}
                  aria-busy={busy || undefined}
                  onClick={() => void approveRow(r)}
                >
                  {busy ? "Approving…" : "Approve"}
                </button>
                <button
                  type="button"
                  className="button button-secondary progress-small-button progress-danger"
                  aria-label={`Reject ${requestName(r)} for ${whoText(r)}`}
                  aria-disabled={busyRow !== null || undefined}
                  onClick={() => {
                    if (busyRow) return;
                    setRowError(r.key, null);
                    setRejecting(r);
                  }}
                >
                  Reject
                </button>
              </>
            )}
            {rowError && (
              <p className="progress-row-error" role="alert">
                {rowError}
              </p>
            )}
          </div>
        );
      },
    },
  ];

  const groups = groupsQuery.data?.adminGroups ?? [];
  const filtered = Object.keys(filter).length > 0;

  return (
    <section className="progress-tab" aria-labelledby={`${id}-heading`}>
      <div className="progress-toolbar">
        <h2 id={`${id}-heading`}>Progress</h2>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => void exportCsv()}
          aria-disabled={exporting || undefined}
          aria-busy={exporting || undefined}
        >
          {exporting ? "Exporting…" : "Export CSV"}
        </button>
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
        <Field label="Group">
          {(control) => (
            <select {...control} value={groupId} onChange={(e) => setGroupId(e.target.value)}>
              <option value="">All groups</option>
              {groups.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.name}
                </option>
              ))}
            </select>
          )}
        </Field>
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
        {progress ? membersText(progress.totalCount) : loading ? "Loading progress…" : ""}
      </p>
      <p className="progress-announcement" role="status" aria-live="polite">
        {announcement}
      </p>

      <FormError>{exportError}</FormError>
      {error && !progress && <LoadError what="Progress" error={error} onRetry={refetch} />}

      {progress && (
        <Table
          caption={atRisk ? "Members at risk" : "Members' progress"}
          columns={columns}
          rows={progress.nodes}
          rowKey={(r) => r.key}
          empty={filtered ? "No members match the search and filters." : "No members in any group yet."}
          paging={{ page, pageCount: pageCountOf(progress.totalCount, PAGE_SIZE), onPage: goToPage, busy: loading }}
        />
      )}

      <LegacyClaimsSection />

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
