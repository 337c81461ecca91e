import { useMutation, useQuery } from "@apollo/client/react";
import { useId, useState } from "react";
import { errorText } from "../../errors/classify";
import type { OutboxEmailFieldsFragment, OutboxStatus } from "../../gql/graphql";
import { msg, Trans, useT, type Message, type Translate } from "../../i18n";
import { formatInstant } from "../../i18n/format";
import { Chip, type ChipTone } from "../../ui/Chip";
import { Dialog, DialogActions } from "../../ui/Dialog";
import { FormError } from "../../ui/Field";
import { LoadError } from "../../ui/LoadError";
import { Table, type Column } from "../../ui/Table";
import { LinkifiedText } from "./linkify";
import { OutboxMailConfiguredQuery, OutboxPageQuery, OutboxRetryMutation } from "./queries";
import "./outbox.css";
import { SelectFilter } from "../../ui/SelectFilter";
import { useAdminList } from "../shared/useAdminList";

type Mail = OutboxEmailFieldsFragment;

/** Mails per page. */
export const OUTBOX_PAGE_SIZE = 50;

export const STATUS_LABELS: Record<OutboxStatus, Message> = {
  PENDING: msg("admin-outbox.status.pending"),
  SENT: msg("admin-outbox.status.sent"),
  FAILED: msg("admin-outbox.status.failed"),
};
/** "No pending mails." for a status filter with no mail. */
const EMPTY_TEXTS: Record<OutboxStatus, Message> = {
  PENDING: msg("admin-outbox.empty.pending"),
  SENT: msg("admin-outbox.empty.sent"),
  FAILED: msg("admin-outbox.empty.failed"),
};
const STATUS_TONES: Record<OutboxStatus, ChipTone> = { PENDING: "warning", SENT: "success", FAILED: "danger" };
const STATUSES: OutboxStatus[] = ["PENDING", "SENT", "FAILED"];

function formatWhen(at: string): string {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? at : formatInstant(date);
}

/** "password_reset" → "Password reset" (a kind the client does not know yet: its words as they are). */
export function kindLabel(kind: string, t: Translate): string {
  const words = kind.replace(/[_-]+/g, " ").trim();
  return t("admin-outbox.kind", { kind, label: words ? words[0].toUpperCase() + words.slice(1) : kind });
}


/** What a retry came to, in words (the row shows the same status as a chip). */
export function retryResultText(mail: Mail, t: Translate): string {
  const to = mail.toAddress;
  switch (mail.status) {
    case "SENT":
      return t("admin-outbox.retry.sent", { to });
    case "PENDING":
      return t("admin-outbox.retry.pending", { to });
    case "FAILED":
      return mail.lastError ? t("admin-outbox.retry.failed.because", { to, error: mail.lastError }) : t("admin-outbox.retry.failed", { to });
  }
}

const canRetry = (m: Mail) => m.status === "PENDING" || m.status === "FAILED";

/**
 * The Outbox (issue 12, beyond the spec): every mail the product sends, newest first, filtered by
 * status, fifty a page. A mail opens in a dialog with its text, whose links can be followed (so a
 * reset link can be used when no SMTP server is set: the notice at the top says so; with one set, the
 * server leaves private links out and the notice says that instead). Pending and
 * failed mails can be retried now; the result is announced and the row updates.
 */
export function OutboxTab() {
  const t = useT();
  const id = useId();
  const [status, setStatus] = useState<OutboxStatus | "">("");
  // a new filter starts again at page 1
  const configured = useQuery(OutboxMailConfiguredQuery);
  const { page, paging, loading, error, refetch } = useAdminList(OutboxPageQuery, {
    variables: { status: status || null },
    pageSize: OUTBOX_PAGE_SIZE,
    select: (data) => data.adminOutbox,
  });

  const [retryOutboxEmail] = useMutation(OutboxRetryMutation);
  const [retrying, setRetrying] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [retryError, setRetryError] = useState<string | null>(null);
  const [reading, setReading] = useState<Mail | null>(null);

  const retry = async (mail: Mail) => {
    if (retrying) return;
    setRetrying(mail.id);
    setAnnouncement("");
    setRetryError(null);
    try {
      const { data: answer } = await retryOutboxEmail({ variables: { id: mail.id } });
      if (!answer) throw new Error("no answer");
      setAnnouncement(retryResultText(answer.retryOutboxEmail, t));
      // the filter may no longer match it, and the count may change
      void refetch().catch(() => {});
    } catch (e) {
      setRetryError(t("admin-outbox.retry.error", { to: mail.toAddress, reason: errorText(e) }));
    } finally {
      setRetrying(null);
    }
  };

  const columns: ReadonlyArray<Column<Mail>> = [
    { header: t("admin-outbox.column.to"), rowHeader: true, cell: (m) => <span className="outbox-address">{m.toAddress}</span> },
    { header: t("admin-outbox.column.subject"), className: "outbox-subject", cell: (m) => <span translate="no">{m.subject}</span> },
    { header: t("admin-outbox.column.kind"), cell: (m) => kindLabel(m.kind, t) },
    { header: t("admin-outbox.column.status"), cell: (m) => <Chip tone={STATUS_TONES[m.status]}>{t(STATUS_LABELS[m.status])}</Chip> },
    { header: t("admin-outbox.column.attempts"), className: "outbox-number", cell: (m) => m.attempts },
    { header: t("admin-outbox.column.created"), cell: (m) => <time dateTime={m.createdAt}>{formatWhen(m.createdAt)}</time> },
    {
      header: t("admin-outbox.column.last-error"),
      cell: (m) => (m.lastError ? <span className="outbox-error">{m.lastError}</span> : <span className="muted">{t("admin-outbox.none")}</span>),
    },
    {
      header: t("admin-outbox.column.actions"),
      cell: (m) => (
        <div className="outbox-actions">
          <button
            type="button"
            className="button button-secondary outbox-small-button"
            aria-label={t("admin-outbox.read.label", { to: m.toAddress, subject: m.subject })}
            onClick={() => setReading(m)}
          >
            {t("admin-outbox.read")}
          </button>
          {canRetry(m) && (
            <button
              type="button"
              className="button button-secondary outbox-small-button"
              aria-label={t("admin-outbox.retry.label", { to: m.toAddress, subject: m.subject })}
              aria-disabled={retrying !== null || undefined}
              aria-busy={retrying === m.id || undefined}
              onClick={() => void retry(m)}
            >
              {retrying === m.id ? t("admin-outbox.retry.busy") : t("admin-outbox.retry")}
            </button>
          )}
        </div>
      ),
    },
  ];

  return (
    <section className="admin-section outbox-tab" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t("admin-outbox.title")}</h2>
      {configured.data?.adminMailConfigured === false && (
        <p className="outbox-notice">
          <strong>{t("admin-outbox.not-set-up")}</strong> {t("admin-outbox.private-links.shown")}
        </p>
      )}
      {configured.data?.adminMailConfigured === true && <p className="outbox-notice">{t("admin-outbox.private-links.hidden")}</p>}
      <p className="muted">{t("admin-outbox.intro")}</p>

      <div className="outbox-toolbar">
        <SelectFilter
          label={t("admin-outbox.filter.status")}
          value={status}
          onChange={setStatus}
          options={STATUSES}
          optionLabel={(s) => t(STATUS_LABELS[s])}
          allLabel={t("admin-outbox.filter.all")}
        />
        <button
          type="button"
          className="button button-secondary"
          aria-disabled={loading || undefined}
          onClick={() => {
            if (!loading) void refetch().catch(() => {});
          }}
        >
          {t("admin-outbox.refresh")}
        </button>
      </div>

      <p className="outbox-announcement" role="status">
        {announcement}
      </p>
      <FormError>{retryError}</FormError>

      {!page && loading && (
        <p className="admin-status" role="status">
          {t("admin-outbox.loading")}
        </p>
      )}
      {error && !loading && <LoadError what={t("admin-outbox.title")} error={error} onRetry={refetch} />}
      {page && (
        <>
          <p className="admin-count" aria-live="polite">
            {t("admin-outbox.count", { count: page.totalCount })}
          </p>
          <Table
            caption={t("admin-outbox.caption")}
            columns={columns}
            rows={page.nodes}
            rowKey={(m) => m.id}
            empty={status ? t(EMPTY_TEXTS[status]) : t("admin-outbox.empty")}
            paging={paging}
          />
        </>
      )}

      {reading && <MailDialog mail={reading} onClose={() => setReading(null)} />}
    </section>
  );
}

/** One mail: who, what, its status, and its text with the links followable. */
function MailDialog({ mail, onClose }: { mail: Mail; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog title={mail.subject} onClose={onClose} className="outbox-dialog">
      <dl className="outbox-meta">
        <div>
          <dt>{t("admin-outbox.column.to")}</dt>
          <dd className="outbox-address">{mail.toAddress}</dd>
        </div>
        <div>
          <dt>{t("admin-outbox.column.kind")}</dt>
          <dd>{kindLabel(mail.kind, t)}</dd>
        </div>
        <div>
          <dt>{t("admin-outbox.column.status")}</dt>
          <dd>
            <Chip tone={STATUS_TONES[mail.status]}>{t(STATUS_LABELS[mail.status])}</Chip>
            {mail.sentAt && (
              <>
                {" "}
                <Trans id="admin-outbox.sent-on" values={{ when: formatWhen(mail.sentAt) }} components={{ 0: <time dateTime={mail.sentAt} /> }} />
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>{t("admin-outbox.column.created")}</dt>
          <dd>
            <time dateTime={mail.createdAt}>{formatWhen(mail.createdAt)}</time>
          </dd>
        </div>
        {mail.status !== "SENT" && mail.nextAttemptAt && (
          <div>
            <dt>{t("admin-outbox.next-attempt")}</dt>
            <dd>
              <time dateTime={mail.nextAttemptAt}>{formatWhen(mail.nextAttemptAt)}</time>
            </dd>
          </div>
        )}
        {mail.lastError && (
          <div>
            <dt>{t("admin-outbox.column.last-error")}</dt>
            <dd className="outbox-error">{mail.lastError}</dd>
          </div>
        )}
      </dl>
      <h3 className="outbox-body-title">{t("admin-outbox.text")}</h3>
      <div className="outbox-body">
        <LinkifiedText text={mail.bodyText} />
      </div>
      <DialogActions>
        <button type="button" className="button button-secondary" onClick={onClose}>
          {t("admin-outbox.close")}
        </button>
      </DialogActions>
    </Dialog>
  );
}

export default OutboxTab;
