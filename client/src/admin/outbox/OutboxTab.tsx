import { useMutation, useQuery } from "@apollo/client/react";
import { useId, useState } from "react";
import { errorText } from "../../errors/classify";
import type { OutboxEmailFieldsFragment, OutboxStatus } from "../../gql/graphql";
import { Chip, type ChipTone } from "../../ui/Chip";
import { Dialog, DialogActions } from "../../ui/Dialog";
import { FormError } from "../../ui/Field";
import { LoadError } from "../../ui/LoadError";
import { Table, type Column } from "../../ui/Table";
import { LinkifiedText } from "./linkify";
import { OutboxMailConfiguredQuery, OutboxPageQuery, OutboxRetryMutation } from "./queries";
import "./outbox.css";
import { plural } from "../../lib/plural";
import { SelectFilter } from "../../ui/SelectFilter";
import { useAdminList } from "../shared/useAdminList";

type Mail = OutboxEmailFieldsFragment;

/** Mails per page. */
export const OUTBOX_PAGE_SIZE = 50;

/** Said at the top when no SMTP server is set (issue 12). */
export const MAIL_NOT_SET_UP =
  "Mail is not set up (no SMTP_URL): mails wait here. Open a mail to read it and follow its links.";

/** Said under it: why private links show here, and that they stop once mail is set up (issue 24). */
export const PRIVATE_LINKS_SHOWN =
  "Because no mail leaves the server, the private links in waiting mails (password resets, donors' manage links) are shown here, to every admin. Once SMTP_URL is set they are only in the mail.";

/** Said at the top when an SMTP server is set (issue 24). */
export const PRIVATE_LINKS_HIDDEN =
  "Mail is set up: private links (password resets, donors' manage links) are only in the mail its recipient gets. Here they read [private link: only in the mail].";


export const STATUS_LABELS: Record<OutboxStatus, string> = { PENDING: "Pending", SENT: "Sent", FAILED: "Failed" };
const STATUS_TONES: Record<OutboxStatus, ChipTone> = { PENDING: "warning", SENT: "success", FAILED: "danger" };
const STATUSES: OutboxStatus[] = ["PENDING", "SENT", "FAILED"];

const when = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

function formatWhen(at: string): string {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? at : when.format(date);
}

/** "password_reset" → "Password reset". */
export function kindLabel(kind: string): string {
  const words = kind.replace(/[_-]+/g, " ").trim();
  return words ? words[0].toUpperCase() + words.slice(1) : kind;
}


/** What a retry came to, in words (the row shows the same status as a chip). */
export function retryResultText(mail: Mail): string {
  switch (mail.status) {
    case "SENT":
      return `The mail to ${mail.toAddress} was sent.`;
    case "PENDING":
      return `The mail to ${mail.toAddress} is queued to be sent again now.`;
    case "FAILED":
      return `The mail to ${mail.toAddress} failed again${mail.lastError ? `: ${mail.lastError}` : "."}`;
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
      setAnnouncement(retryResultText(answer.retryOutboxEmail));
      // the filter may no longer match it, and the count may change
      void refetch().catch(() => {});
    } catch (e) {
      setRetryError(`Could not retry the mail to ${mail.toAddress}: ${errorText(e)}`);
    } finally {
      setRetrying(null);
    }
  };

  const columns: ReadonlyArray<Column<Mail>> = [
    { header: "To", rowHeader: true, cell: (m) => <span className="outbox-address">{m.toAddress}</span> },
    { header: "Subject", className: "outbox-subject", cell: (m) => m.subject },
    { header: "Kind", cell: (m) => kindLabel(m.kind) },
    { header: "Status", cell: (m) => <Chip tone={STATUS_TONES[m.status]}>{STATUS_LABELS[m.status]}</Chip> },
    { header: "Attempts", className: "outbox-number", cell: (m) => m.attempts },
    { header: "Created", cell: (m) => <time dateTime={m.createdAt}>{formatWhen(m.createdAt)}</time> },
    {
      header: "Last error",
      cell: (m) => (m.lastError ? <span className="outbox-error">{m.lastError}</span> : <span className="muted">None</span>),
    },
    {
      header: "Actions",
      cell: (m) => (
        <div className="outbox-actions">
          <button
            type="button"
            className="button button-secondary outbox-small-button"
            aria-label={`Read the mail to ${m.toAddress}: ${m.subject}`}
            onClick={() => setReading(m)}
          >
            Read
          </button>
          {canRetry(m) && (
            <button
              type="button"
              className="button button-secondary outbox-small-button"
              aria-label={`Retry the mail to ${m.toAddress}: ${m.subject}`}
              aria-disabled={retrying !== null || undefined}
              aria-busy={retrying === m.id || undefined}
              onClick={() => void retry(m)}
            >
              {retrying === m.id ? "Retrying…" : "Retry"}
            </button>
          )}
        </div>
      ),
    },
  ];

  return (
    <section className="admin-section outbox-tab" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Outbox</h2>
      {configured.data?.adminMailConfigured === false && (
        <p className="outbox-notice">
          <strong>{MAIL_NOT_SET_UP}</strong> {PRIVATE_LINKS_SHOWN}
        </p>
      )}
      {configured.data?.adminMailConfigured === true && <p className="outbox-notice">{PRIVATE_LINKS_HIDDEN}</p>}
      <p className="muted">
        Every mail the product sends (password resets, welcomes, awards), newest first: who it is for, whether it was
        sent, and why not.
      </p>

      <div className="outbox-toolbar">
        <SelectFilter label="Status" value={status} onChange={setStatus} options={STATUSES} optionLabel={(s) => STATUS_LABELS[s]} />
        <button
          type="button"
          className="button button-secondary"
          aria-disabled={loading || undefined}
          onClick={() => {
            if (!loading) void refetch().catch(() => {});
          }}
        >
          Refresh
        </button>
      </div>

      <p className="outbox-announcement" role="status">
        {announcement}
      </p>
      <FormError>{retryError}</FormError>

      {!page && loading && (
        <p className="admin-status" role="status">
          Loading the outbox…
        </p>
      )}
      {error && !loading && <LoadError what="Outbox" error={error} onRetry={refetch} />}
      {page && (
        <>
          <p className="admin-count" aria-live="polite">
            {plural(page.totalCount, "mail")}
          </p>
          <Table
            caption="Outbox, newest first"
            columns={columns}
            rows={page.nodes}
            rowKey={(m) => m.id}
            empty={status ? `No ${STATUS_LABELS[status].toLowerCase()} mails.` : "No mails yet."}
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
  return (
    <Dialog title={mail.subject} onClose={onClose} className="outbox-dialog">
      <dl className="outbox-meta">
        <div>
          <dt>To</dt>
          <dd className="outbox-address">{mail.toAddress}</dd>
        </div>
        <div>
          <dt>Kind</dt>
          <dd>{kindLabel(mail.kind)}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <Chip tone={STATUS_TONES[mail.status]}>{STATUS_LABELS[mail.status]}</Chip>
            {mail.sentAt && (
              <>
                {" "}
                on <time dateTime={mail.sentAt}>{formatWhen(mail.sentAt)}</time>
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>
            <time dateTime={mail.createdAt}>{formatWhen(mail.createdAt)}</time>
          </dd>
        </div>
        {mail.status !== "SENT" && mail.nextAttemptAt && (
          <div>
            <dt>Next attempt</dt>
            <dd>
              <time dateTime={mail.nextAttemptAt}>{formatWhen(mail.nextAttemptAt)}</time>
            </dd>
          </div>
        )}
        {mail.lastError && (
          <div>
            <dt>Last error</dt>
            <dd className="outbox-error">{mail.lastError}</dd>
          </div>
        )}
      </dl>
      <h3 className="outbox-body-title">Text</h3>
      <div className="outbox-body">
        <LinkifiedText text={mail.bodyText} />
      </div>
      <DialogActions>
        <button type="button" className="button button-secondary" onClick={onClose}>
          Close
        </button>
      </DialogActions>
    </Dialog>
  );
}

export default OutboxTab;
