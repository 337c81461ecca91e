import { useMutation } from "@apollo/client/react";
import { useId, useState } from "react";
import type { LegacyClaimStatus, ProgressTabLegacyClaimFragment } from "../../gql/graphql";
import { Field } from "../../ui/Field";
import { LoadError } from "../../ui/LoadError";
import { Table, type Column } from "../../ui/Table";
import { useAdminList } from "../shared/useAdminList";
import { useRowDecisions } from "../shared/useRowDecisions";
import {
  ProgressTabApproveLegacyClaimMutation,
  ProgressTabLegacyClaimsQuery,
  ProgressTabProgressQuery,
  ProgressTabRejectLegacyClaimMutation,
} from "./documents";
import { DecisionCell } from "./DecisionCell";
import { StatusChip } from "./grades";
import { RejectDialog } from "./RejectDialog";
import { plural } from "../../lib/plural";

/** Claims per page. */
export const CLAIMS_PAGE_SIZE = 20;

export const CLAIM_STATUS_OPTIONS: ReadonlyArray<{ value: LegacyClaimStatus; label: string }> = [
  { value: "PENDING", label: "Pending" },
  { value: "APPROVED", label: "Approved" },
  { value: "REJECTED", label: "Rejected" },
];

const submittedOn = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

/** An approved claim counts once the owner of its address confirms from the mailed link. */
function confirmationText(c: ProgressTabLegacyClaimFragment): string | null {
  if (c.status !== "APPROVED") return null;
  if (c.confirmedAt) return `Confirmed ${submittedOn.format(new Date(c.confirmedAt))}`;
  if (!c.confirmationExpiresAt) return "Awaiting confirmation";
  const expires = new Date(c.confirmationExpiresAt);
  return expires.getTime() > Date.now()
    ? `Awaiting confirmation (link works until ${submittedOn.format(expires)})`
    : "Not confirmed: the link expired";
}

function accountText(c: ProgressTabLegacyClaimFragment): string {
  if (!c.userId) return c.status === "PENDING" ? "No account (confirming creates one)" : "No account";
  const trophies = c.currentTrophies ?? 0;
  return `Account exists, ${plural(trophies, "trophy", "trophies")} now`;
}

/**
 * The legacy claims queue (issue 11: /legacy and /alumni), under the Progress table: claims from
 * people who completed the journey before this system, in one status at a time (Pending first),
 * newest first, with what they told us and whether an account has their email (and its trophies
 * now). Approve mails the claim's address a link to confirm; only the owner's confirmation sets
 * the trophies to the claimed count (and makes an account when none exists);
 * Reject takes an optional reason. A decided claim stays in the list with its new status until
 * the list is loaded again, so the rows do not move under the pointer.
 */
export function LegacyClaimsSection() {
  const id = useId();
  const [status, setStatus] = useState<LegacyClaimStatus>("PENDING");
  const {
    page: claims,
    paging,
    loading,
    error,
    refetch,
  } = useAdminList(ProgressTabLegacyClaimsQuery, {
    variables: { status },
    pageSize: CLAIMS_PAGE_SIZE,
    select: (data) => data.adminLegacyClaims,
    stepBackFromEmptyPage: true,
  });
  const statusId = (c: ProgressTabLegacyClaimFragment) => `${id}-status-${c.id}`;

  // The progress table shows trophies: an approved claim changes them.
  const [approve] = useMutation(ProgressTabApproveLegacyClaimMutation, {
    refetchQueries: [ProgressTabProgressQuery],
  });
  const [reject] = useMutation(ProgressTabRejectLegacyClaimMutation);

  const { announcement, rowErrors, busyRow, clearRowError, decideInRow, decideInDialog } = useRowDecisions(refetch);
  const [rejecting, setRejecting] = useState<ProgressTabLegacyClaimFragment | null>(null);

  const approveClaim = (c: ProgressTabLegacyClaimFragment) =>
    decideInRow(
      c.id,
      () => approve({ variables: { id: c.id } }),
      `Approved ${c.name}'s legacy claim of ${plural(c.completedJourneys, "journey")}. A link to confirm was mailed to ${c.email}; nothing is counted until they confirm.`,
      statusId(c),
    );

  const rejectClaim = (c: ProgressTabLegacyClaimFragment, reason: string | null) => {
    const run = async () => {
      await reject({ variables: { id: c.id, ...(reason ? { reason } : {}) } });
      setRejecting(null);
    };
    return decideInDialog(c.id, run, `Rejected ${c.name}'s legacy claim.`, statusId(c));
  };

  const columns: Column<ProgressTabLegacyClaimFragment>[] = [
    {
      header: "Name",
      rowHeader: true,
      cell: (c) => (
        <span className="progress-user">
          <span>{c.name}</span>
          <span className="progress-email">{c.email}</span>
        </span>
      ),
    },
    { header: "City", cell: (c) => c.city || <span className="muted">Not given</span> },
    { header: "Completed journeys", className: "progress-num", cell: (c) => c.completedJourneys },
    {
      header: "Last completion",
      className: "progress-num",
      cell: (c) => c.lastCompletionYear ?? <span className="muted">Not given</span>,
    },
    {
      header: "Note",
      cell: (c) => (c.note ? <span className="progress-note">{c.note}</span> : <span className="muted">None</span>),
    },
    { header: "Account", cell: (c) => accountText(c) },
    { header: "Submitted", cell: (c) => submittedOn.format(new Date(c.createdAt)) },
    {
      header: "Status",
      cell: (c) => (
        <span id={statusId(c)} tabIndex={-1} className="progress-status">
          <StatusChip status={c.status} />
          {confirmationText(c) && <span className="progress-reason">{confirmationText(c)}</span>}
          {c.reason && <span className="progress-reason">Reason: {c.reason}</span>}
        </span>
      ),
    },
    {
      header: "Actions",
      cell: (c) => (
        <DecisionCell
          pending={c.status === "PENDING"}
          subject={`the legacy claim of ${c.name} (${c.email})`}
          busy={busyRow === c.id}
          anyBusy={busyRow !== null}
          error={rowErrors[c.id]}
          onApprove={() => void approveClaim(c)}
          onReject={() => {
            clearRowError(c.id);
            setRejecting(c);
          }}
        />
      ),
    },
  ];

  const statusLabel = CLAIM_STATUS_OPTIONS.find((o) => o.value === status)?.label ?? "";

  return (
    <section className="progress-legacy" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>Legacy claims</h3>
      <p className="muted">People who completed the journey before this system, asking for their journeys to be counted.</p>
      <div className="progress-legacy-filters">
        <Field label="Claim status">
          {(control) => (
            <select {...control} value={status} onChange={(e) => setStatus(e.target.value as LegacyClaimStatus)}>
              {CLAIM_STATUS_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <p className="progress-count" role="status">
        {claims ? `${plural(claims.totalCount, "claim")} ${statusLabel.toLowerCase()}` : loading ? "Loading legacy claims…" : ""}
      </p>
      <p className="progress-announcement" role="status" aria-live="polite">
        {announcement}
      </p>
      {error && !claims && <LoadError what="Legacy claims" error={error} onRetry={refetch} />}
      {claims && (
        <Table
          caption={`${statusLabel} legacy claims`}
          columns={columns}
          rows={claims.nodes}
          rowKey={(c) => c.id}
          empty={`No ${statusLabel.toLowerCase()} legacy claims.`}
          paging={paging}
        />
      )}
      {rejecting && (
        <RejectDialog
          title="Reject legacy claim"
          subject={`${rejecting.name} (${rejecting.email}), ${plural(rejecting.completedJourneys, "journey")}`}
          note="Their trophies stay as they are."
          onReject={(reason) => rejectClaim(rejecting, reason)}
          onClose={() => setRejecting(null)}
        />
      )}
    </section>
  );
}
