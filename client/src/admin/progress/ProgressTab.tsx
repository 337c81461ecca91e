import { useMutation } from "@apollo/client/react";
import { useId, useState } from "react";
import type { AdminProgressFilter, ProgressOrder, ProgressTabRowFragment, RequestFilter } from "../../gql/graphql";
import { msg, useT, type Message, type Translate } from "../../i18n";
import { formatInstant } from "../../i18n/format";
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
import { bulkTexts } from "./bulkTexts";
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
export function groupStanding(r: Pick<ProgressTabRowFragment, "groupDay" | "groupStatus">, t: Translate): string {
  if (r.groupStatus === "COMPLETED" || r.groupDay > JOURNEY_DAYS) return t("admin-progress.group.completed");
  if (r.groupDay < 1) return t("admin-progress.group.not-started", { count: 1 - r.groupDay });
  return t("admin-progress.group.day", { day: r.groupDay, days: JOURNEY_DAYS });
}

export const REQUEST_OPTIONS: ReadonlyArray<{ value: RequestFilter | ""; label: Message }> = [
  { value: "", label: msg("admin-progress.filter.request.all") },
  { value: "NONE", label: msg("admin-progress.no-request") },
  { value: "PENDING", label: msg("admin-progress.filter.request.pending") },
  { value: "APPROVED", label: msg("admin-progress.filter.request.approved") },
  { value: "REJECTED", label: msg("admin-progress.filter.request.rejected") },
];

export const ORDER_OPTIONS: ReadonlyArray<{ value: ProgressOrder; label: Message }> = [
  { value: "NAME", label: msg("admin-progress.order.name") },
  { value: "DAYS_BEHIND", label: msg("admin-progress.order.days-behind") },
  { value: "AVG_PERCENTAGE", label: msg("admin-progress.order.average") },
  { value: "REQUESTED_AT", label: msg("admin-progress.order.oldest-request") },
];

/** "Journey Completion", or the type the server names (translated when it is Journey Completion). */
function requestName(row: ProgressTabRowFragment, t: Translate): string {
  const type = row.trophyRequest?.type;
  return !type || type === "Journey Completion" ? t("admin-progress.journey-completion") : type;
}

/** "Ruth Member, January 2027 Group": names a row (one per membership) in labels and dialogs. */
function whoText(row: ProgressTabRowFragment): string {
  return `${row.userName}, ${row.groupName}`;
}

/** The Avg % cell: a bar for the eye and the number as text (colour is never the only signal). */
function AverageBar({ value }: { value: number }) {
  const t = useT();
  const clamped = Math.max(0, Math.min(100, value));
  return (
    <div className="progress-average">
      <span className="progress-bar" aria-hidden="true">
        <span className="progress-bar-fill" style={{ width: `${clamped}%` }} />
      </span>
      <span className="progress-average-number">{t("admin-progress.percent", { value })}</span>
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
  const t = useT();
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
    return decideInRow(row.key, run, t("admin-progress.approved", { name: row.userName, request: requestName(row, t) }), statusId(row));
  };

  const rejectRow = (row: ProgressTabRowFragment, reason: string | null) => {
    const requestId = row.trophyRequest?.id;
    if (!requestId) return Promise.resolve();
    const run = async () => {
      await reject({ variables: { id: requestId, ...(reason ? { reason } : {}) } });
      setRejecting(null);
    };
    return decideInDialog(row.key, run, t("admin-progress.rejected", { name: row.userName, request: requestName(row, t) }), statusId(row));
  };

  const csv = useCsvExport(() => exportProgressCsv({ groupId, request: request || null, atRisk, search, orderBy }, t("admin-progress.export-failed")));

  const showRiskColumns = atRisk || orderBy === "DAYS_BEHIND";

  const columns: Column<ProgressTabRowFragment>[] = [
    selectColumn(selection, progress?.nodes ?? [], bulkTexts(t)),
    {
      header: t("admin-progress.column.user"),
      rowHeader: true,
      cell: (r) => (
        <span className="progress-user">
          <span>{r.userName}</span>
          <span className="progress-email">{r.userEmail}</span>
        </span>
      ),
    },
    { header: t("admin-progress.column.group"), cell: (r) => r.groupName },
    { header: t("admin-progress.column.trophies"), className: "progress-num", cell: (r) => r.trophiesCount },
    {
      header: t("admin-progress.column.milestones"),
      cell: (r) => (
        <div className="progress-milestones">
          <span className="progress-num-text">
            {r.milestonesCompleted} / {r.milestonesTracked}
          </span>
          <button
            type="button"
            className="button button-secondary progress-small-button"
            aria-label={t("admin-progress.milestones.open.label", { who: whoText(r) })}
            onClick={() => setViewing(r)}
          >
            {t("admin-progress.milestones.open")}
          </button>
        </div>
      ),
    },
    { header: t("admin-progress.column.average"), cell: (r) => <AverageBar value={r.avgPercentage} /> },
    ...(showRiskColumns
      ? ([
          { header: t("admin-progress.column.days-behind"), className: "progress-num", cell: (r) => r.daysBehind },
          { header: t("admin-progress.column.latest-grade"), cell: (r) => <GradeChip grade={r.latestGrade} /> },
        ] satisfies Column<ProgressTabRowFragment>[])
      : []),
    {
      header: t("admin-progress.column.request"),
      cell: (r) =>
        r.trophyRequest ? (
          <span className="progress-request">
            <span>{requestName(r, t)}</span>
            <span className="muted">{t("admin-progress.requested", { when: formatInstant(r.trophyRequest.createdAt, { dateStyle: "medium" }) })}</span>
            <span className={r.groupDay < JOURNEY_DAYS && r.groupStatus !== "COMPLETED" ? "progress-group-early" : "muted"}>
              {groupStanding(r, t)}
            </span>
          </span>
        ) : (
          t("admin-progress.no-request")
        ),
    },
    {
      header: t("admin-progress.column.status"),
      cell: (r) => (
        <span id={statusId(r)} tabIndex={-1} className="progress-status">
          {r.trophyRequest ? <StatusChip status={r.trophyRequest.status} /> : <span className="muted">{t("admin-progress.none")}</span>}
          {r.trophyRequest?.reason && <span className="progress-reason">{t("admin-progress.reason", { reason: r.trophyRequest.reason })}</span>}
        </span>
      ),
    },
    {
      header: t("admin-progress.column.actions"),
      cell: (r) => (
        <DecisionCell
          pending={r.trophyRequest?.status === "PENDING"}
          subject={t("admin-progress.subject", { request: requestName(r, t), who: whoText(r) })}
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
        <h2 id={`${id}-heading`}>{t("admin-progress.title")}</h2>
        <ExportCsvButton exporting={csv.exporting} onClick={() => void csv.start()} />
      </div>
      <p className="muted">{t("admin-progress.csv-english")}</p>

      <form
        className="progress-filters"
        role="search"
        aria-label={t("admin-progress.search.form")}
        onSubmit={(e) => {
          e.preventDefault();
          setSearch(searchText.trim());
        }}
      >
        <Field label={t("admin-progress.search")} hint={t("admin-progress.search.hint")}>
          {(control) => (
            <input {...control} type="search" value={searchText} onChange={(e) => setSearchText(e.target.value)} />
          )}
        </Field>
        <GroupFilter value={groupId} onChange={setGroupId} />
        <Field label={t("admin-progress.filter.request")}>
          {(control) => (
            <select {...control} value={request} onChange={(e) => setRequest(e.target.value as RequestFilter | "")}>
              {REQUEST_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {t(o.label)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t("admin-progress.order")}>
          {(control) => (
            <select {...control} value={orderBy} onChange={(e) => setOrderBy(e.target.value as ProgressOrder)}>
              {ORDER_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {t(o.label)}
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
          <label htmlFor={`${id}-at-risk`}>{t("admin-progress.at-risk")}</label>
          <p id={`${id}-at-risk-hint`} className="ui-field-hint">
            {t("admin-progress.at-risk.hint")}
          </p>
        </div>
      </form>

      <p className="progress-count" role="status">
        {progress ? t("admin-progress.count", { count: progress.totalCount }) : loading ? t("admin-progress.loading") : ""}
      </p>
      <p className="progress-announcement" role="status" aria-live="polite">
        {announcement}
      </p>

      <FormError>{csv.error}</FormError>
      {error && !progress && <LoadError what={t("admin-progress.title")} error={error} onRetry={refetch} />}

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
          caption={atRisk ? t("admin-progress.caption.at-risk") : t("admin-progress.caption")}
          columns={columns}
          rows={progress.nodes}
          rowKey={(r) => r.key}
          empty={filtered ? t("admin-progress.empty.filtered") : t("admin-progress.empty")}
          paging={paging}
        />
      )}

      <LegacyClaimsSection />

      <AwardsToShipSection />

      {rejecting && (
        <RejectDialog
          title={t("admin-progress.reject.title", { request: requestName(rejecting, t) })}
          subject={whoText(rejecting)}
          note={t("admin-progress.reject.note")}
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
