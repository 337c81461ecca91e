import { useEffect, useId } from "react";
import type { AnnouncementRowFieldsFragment } from "../../gql/graphql";
import { useT, type Translate } from "../../i18n";
import { formatInstant, formatNumber } from "../../i18n/format";
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

function formatWhen(at: string): string {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? at : formatInstant(date, { dateStyle: "medium", timeStyle: "short" });
}

const columns = (t: Translate): ReadonlyArray<Column<Row>> => [
  { header: t("admin-announcements.column.date"), cell: (a) => <time dateTime={a.createdAt}>{formatWhen(a.createdAt)}</time> },
  { header: t("admin-announcements.column.subject"), rowHeader: true, className: "announcements-subject", cell: (a) => a.subject },
  { header: t("admin-announcements.column.audience"), cell: (a) => audienceText(a, t) },
  { header: t("admin-announcements.column.recipients"), className: "announcements-number", cell: (a) => formatNumber(a.recipients) },
  { header: t("admin-announcements.column.leftOut"), className: "announcements-number", cell: (a) => formatNumber(a.leftOut) },
  { header: t("admin-announcements.column.delivery"), cell: (a) => deliveryText(a, t) },
];

/**
 * Announcements (issue 27, beyond the spec): the programme team writes to members by mail, and
 * sees what it sent, newest first, with whom each reached and how its mails fared. While an
 * announcement's mails are being queued (within the minute) its row says "Queuing…" and the list
 * asks again every ten seconds.
 */
export function AnnouncementsTab() {
  const id = useId();
  const t = useT();
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
      <h2 id={`${id}-heading`}>{t("admin-announcements.title")}</h2>
      <p className="muted">{t("admin-announcements.intro")}</p>
      <WriteForm onSent={refresh} />

      {!page && loading && (
        <p className="admin-status" role="status">
          {t("admin-announcements.loading")}
        </p>
      )}
      {error && !loading && <LoadError what={t("admin-announcements.sentList")} error={error} onRetry={refetch} />}
      {page && (
        <>
          <p className="admin-count" aria-live="polite">
            {t("admin-announcements.count", { count: page.totalCount })}
          </p>
          <Table
            caption={t("admin-announcements.sentList")}
            columns={columns(t)}
            rows={page.nodes}
            rowKey={(a) => a.id}
            empty={t("admin-announcements.empty")}
            paging={paging}
          />
        </>
      )}
    </section>
  );
}

export default AnnouncementsTab;
