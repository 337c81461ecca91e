import { useEffect, useId } from "react";
import type { AnnouncementRowFieldsFragment } from "../../gql/graphql";
import { plural } from "../../lib/plural";
import { LoadError } from "../../ui/LoadError";
import { Table, type Column } from "../../ui/Table";
import { useAdminList } from "../shared/useAdminList";
import { AnnouncementPageQuery } from "./queries";
import { audienceText, deliveryText } from "./texts";
import { WriteForm } from "./WriteForm";
import "./announcements.css";

type Row = AnnouncementRowFieldsFragment;

/** Announcements per page. */
export const ANNOUNCEMENTS_PAGE_SIZE = 20;

/** How often the list asks again while an announcement's mails are being queued. */
export const QUEUING_REFRESH_MS = 10_000;

const when = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

function formatWhen(at: string): string {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? at : when.format(date);
}

const count = (n: number) => n.toLocaleString("en-US");

const COLUMNS: ReadonlyArray<Column<Row>> = [
  { header: "Date", cell: (a) => <time dateTime={a.createdAt}>{formatWhen(a.createdAt)}</time> },
  { header: "Subject", rowHeader: true, className: "announcements-subject", cell: (a) => a.subject },
  { header: "Audience", cell: audienceText },
  { header: "Recipients", className: "announcements-number", cell: (a) => count(a.recipients) },
  { header: "Left out", className: "announcements-number", cell: (a) => count(a.leftOut) },
  { header: "Delivery", cell: deliveryText },
];

/**
 * Announcements (issue 27, beyond the spec): the programme team writes to members by mail, and
 * sees what it sent, newest first, with whom each reached and how its mails fared. While an
 * announcement's mails are being queued (within the minute) its row says "Queuing…" and the list
 * asks again every ten seconds.
 */
export function AnnouncementsTab() {
  const id = useId();
  const { page, paging, pages, loading, error, refetch } = useAdminList(AnnouncementPageQuery, {
    variables: {},
    pageSize: ANNOUNCEMENTS_PAGE_SIZE,
    select: (data) => data.adminAnnouncements,
  });
  const queuing = page?.nodes.some((a) => !a.queuedAt) ?? false;
  useEffect(() => {
    if (!queuing) return;
    const timer = window.setInterval(() => void refetch().catch(() => {}), QUEUING_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [queuing, refetch]);

  const refresh = () => {
    // the newest is on the first page
    if (pages.page > 1) pages.restart();
    else void refetch().catch(() => {});
  };

  return (
    <section className="admin-section announcements-tab" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Announcements</h2>
      <p className="muted">
        Mail every active member, one group, or one group&apos;s members at risk. Members who turned announcements off
        in their settings are left out.
      </p>
      <WriteForm onSent={refresh} />

      {!page && loading && (
        <p className="admin-status" role="status">
          Loading the announcements…
        </p>
      )}
      {error && !loading && <LoadError what="Sent announcements" error={error} onRetry={refetch} />}
      {page && (
        <>
          <p className="admin-count" aria-live="polite">
            {plural(page.totalCount, "announcement")} sent
          </p>
          <Table
            caption="Sent announcements"
            columns={COLUMNS}
            rows={page.nodes}
            rowKey={(a) => a.id}
            empty="No announcements yet."
            paging={paging}
          />
        </>
      )}
    </section>
  );
}

export default AnnouncementsTab;
