import { useMutation } from "@apollo/client/react";
import { useId, useState } from "react";
import type { LegacyClaimStatus, ProgressTabLegacyClaimFragment } from "../../gql/graphql";
import { msg, useT, type Message, type Translate } from "../../i18n";
import { formatInstant } from "../../i18n/format";
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

/** Claims per page. */
export const CLAIMS_PAGE_SIZE = 20;

export const CLAIM_STATUS_OPTIONS: ReadonlyArray<{ value: LegacyClaimStatus; label: Message }> = [
  { value: "PENDING", label: msg("admin-progress.claims.status.pending") },
  { value: "APPROVED", label: msg("admin-progress.claims.status.approved") },
  { value: "REJECTED", label: msg("admin-progress.claims.status.rejected") },
];

const day = (at: string) => formatInstant(at, { dateStyle: "medium" });

/** An approved claim counts once the owner of its address confirms from the mailed link. */
function confirmationText(c: ProgressTabLegacyClaimFragment, t: Translate): string | null {
  if (c.status !== "APPROVED") return null;
  if (c.confirmedAt) return t("admin-progress.claims.confirmed", { when: day(c.confirmedAt) });
  if (!c.confirmationExpiresAt) return t("admin-progress.claims.awaiting");
  const expires = new Date(c.confirmationExpiresAt);
  return expires.getTime() > Date.now()
    ? t("admin-progress.claims.awaiting.until", { when: day(c.confirmationExpiresAt) })
    : t("admin-progress.claims.expired");
}

function accountText(c: ProgressTabLegacyClaimFragment, t: Translate): string {
  if (!c.userId) return c.status === "PENDING" ? t("admin-progress.claims.no-account.pending") : t("admin-progress.claims.no-account");
  return t("admin-progress.claims.account", { count: c.currentTrophies ?? 0 });
}

/** The count's and table's words for the claims of one status. */
const CLAIM_TEXTS: Record<LegacyClaimStatus, { count: Message; caption: Message; empty: Message }> = {
  PENDING: {
    count: msg("admin-progress.claims.count.pending"),
    caption: msg("admin-progress.claims.caption.pending"),
    empty: msg("admin-progress.claims.empty.pending"),
  },
  APPROVED: {
    count: msg("admin-progress.claims.count.approved"),
    caption: msg("admin-progress.claims.caption.approved"),
    empty: msg("admin-progress.claims.empty.approved"),
  },
  REJECTED: {
    count: msg("admin-progress.claims.count.rejected"),
    caption: msg("admin-progress.claims.caption.rejected"),
    empty: msg("admin-progress.claims.empty.rejected"),
  },
};

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
  const t = useT();
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
      t("admin-progress.claims.approved", { name: c.name, count: c.completedJourneys, email: c.email }),
      statusId(c),
    );

  const rejectClaim = (c: ProgressTabLegacyClaimFragment, reason: string | null) => {
    const run = async () => {
      await reject({ variables: { id: c.id, ...(reason ? { reason } : {}) } });
      setRejecting(null);
    };
    return decideInDialog(c.id, run, t("admin-progress.claims.rejected", { name: c.name }), statusId(c));
  };

  const columns: Column<ProgressTabLegacyClaimFragment>[] = [
    {
      header: t("admin-progress.claims.column.name"),
      rowHeader: true,
      cell: (c) => (
        <span className="progress-user">
          <span>{c.name}</span>
          <span className="progress-email">{c.email}</span>
        </span>
      ),
    },
    { header: t("admin-progress.claims.column.city"), cell: (c) => c.city || <span className="muted">{t("admin-progress.claims.not-given")}</span> },
    { header: t("admin-progress.claims.column.journeys"), className: "progress-num", cell: (c) => c.completedJourneys },
    {
      header: t("admin-progress.claims.column.last"),
      className: "progress-num",
      cell: (c) => c.lastCompletionYear ?? <span className="muted">{t("admin-progress.claims.not-given")}</span>,
    },
    {
      header: t("admin-progress.claims.column.note"),
      cell: (c) => (c.note ? <span className="progress-note">{c.note}</span> : <span className="muted">{t("admin-progress.none")}</span>),
    },
    { header: t("admin-progress.claims.column.account"), cell: (c) => accountText(c, t) },
    { header: t("admin-progress.claims.column.submitted"), cell: (c) => day(c.createdAt) },
    {
      header: t("admin-progress.column.status"),
      cell: (c) => (
        <span id={statusId(c)} tabIndex={-1} className="progress-status">
          <StatusChip status={c.status} />
          {confirmationText(c, t) && <span className="progress-reason">{confirmationText(c, t)}</span>}
          {c.reason && <span className="progress-reason">{t("admin-progress.reason", { reason: c.reason })}</span>}
        </span>
      ),
    },
    {
      header: t("admin-progress.column.actions"),
      cell: (c) => (
        <DecisionCell
          pending={c.status === "PENDING"}
          subject={t("admin-progress.claims.subject", { name: c.name, email: c.email })}
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

  const texts = CLAIM_TEXTS[status];

  return (
    <section className="progress-legacy" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t("admin-progress.claims.title")}</h3>
      <p className="muted">{t("admin-progress.claims.intro")}</p>
      <div className="progress-legacy-filters">
        <Field label={t("admin-progress.claims.filter")}>
          {(control) => (
            <select {...control} value={status} onChange={(e) => setStatus(e.target.value as LegacyClaimStatus)}>
              {CLAIM_STATUS_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {t(o.label)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <p className="progress-count" role="status">
        {claims ? t(texts.count, { count: claims.totalCount }) : loading ? t("admin-progress.claims.loading") : ""}
      </p>
      <p className="progress-announcement" role="status" aria-live="polite">
        {announcement}
      </p>
      {error && !claims && <LoadError what={t("admin-progress.claims.title")} error={error} onRetry={refetch} />}
      {claims && (
        <Table
          caption={t(texts.caption)}
          columns={columns}
          rows={claims.nodes}
          rowKey={(c) => c.id}
          empty={t(texts.empty)}
          paging={paging}
        />
      )}
      {rejecting && (
        <RejectDialog
          title={t("admin-progress.claims.reject.title")}
          subject={t("admin-progress.claims.reject.subject", { name: rejecting.name, email: rejecting.email, count: rejecting.completedJourneys })}
          note={t("admin-progress.claims.reject.note")}
          onReject={(reason) => rejectClaim(rejecting, reason)}
          onClose={() => setRejecting(null)}
        />
      )}
    </section>
  );
}
