import { useId, useState } from "react";
import type { DonationStatus, DonationType, DonationsRowFieldsFragment } from "../../gql/graphql";
import { msg, useT, type Message, type Translate } from "../../i18n";
import { formatInstant } from "../../i18n/format";
import { Chip, type ChipTone } from "../../ui/Chip";
import { Field, FormError } from "../../ui/Field";
import { LoadError } from "../../ui/LoadError";
import { Table, type Column } from "../../ui/Table";
import { SelectFilter } from "../../ui/SelectFilter";
import { formatMoney } from "../overview/format";
import { exportDonationsCsv } from "./exportCsv";
import { DonationsPageQuery } from "./queries";
import "./donations.css";
import { ExportCsvButton, useCsvExport } from "../shared/useCsvExport";
import { useAdminList } from "../shared/useAdminList";

type Donation = DonationsRowFieldsFragment;

/** Donations per page. */
export const DONATIONS_PAGE_SIZE = 50;


export const TYPE_LABELS: Record<DonationType, Message> = {
  ONE_TIME: msg("admin-donations.type.one-time"),
  MONTHLY: msg("admin-donations.type.monthly"),
};
export const STATUS_LABELS: Record<DonationStatus, Message> = {
  PENDING: msg("admin-donations.status.pending"),
  COMPLETED: msg("admin-donations.status.completed"),
  FAILED: msg("admin-donations.status.failed"),
  CANCELED: msg("admin-donations.status.canceled"),
};
// spec 5: completed green, pending neutral, anything else the failed style
const STATUS_TONES: Record<DonationStatus, ChipTone> = {
  PENDING: "neutral",
  COMPLETED: "success",
  FAILED: "danger",
  CANCELED: "danger",
};
const TYPES: DonationType[] = ["ONE_TIME", "MONTHLY"];
const STATUSES: DonationStatus[] = ["COMPLETED", "PENDING", "FAILED", "CANCELED"];

function formatWhen(at: string): string {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? at : formatInstant(date);
}

/**
 * "12 donations · $1,000.00 completed · $1,250.00 with pending and failed": the completed sum
 * first, as the Overview's Donations counter shows it.
 */
export function totalsText(count: number, total: string, completed: string, t: Translate): string {
  return t("admin-donations.totals", { count, completed: formatMoney(completed), total: formatMoney(total) });
}

/**
 * The Donations tab (spec 2 /admin, issue 13): every gift newest first, fifty a page, filtered by
 * type, status and a date range (UTC days, both ends included), with the count and the sums of the
 * whole filter, and the filter as CSV. An anonymous gift reads 'Anonymous'; the donor's name and
 * email stay on a line under it, for the programme's own records (receipts, questions).
 */
export function DonationsTab() {
  const t = useT();
  const id = useId();
  const [type, setType] = useState<DonationType | "">("");
  const [status, setStatus] = useState<DonationStatus | "">("");
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const reversed = from !== "" && to !== "" && to < from;

  // a new filter starts again at page 1
  const filter = { type: type || null, status: status || null, from: from || null, to: to || null };
  const { page, paging, loading, error, refetch } = useAdminList(DonationsPageQuery, {
    variables: { filter },
    pageSize: DONATIONS_PAGE_SIZE,
    select: (data) => data.adminDonations,
    skip: reversed,
  });

  const csv = useCsvExport(() => exportDonationsCsv(filter, t));

  const columns: ReadonlyArray<Column<Donation>> = [
    {
      header: t("admin-donations.column.donor"),
      rowHeader: true,
      cell: (d) => (
        <>
          <span className="donations-donor">
            {d.anonymous ? t("admin-donations.anonymous") : d.donorName}
            {d.demo && (
              <>
                {" "}
                <Chip tone="info">{t("admin-donations.demo")}</Chip>
              </>
            )}
          </span>
          <span className="donations-detail">
            {d.anonymous ? `${d.donorName} · ${d.donorEmail}` : d.donorEmail}
          </span>
        </>
      ),
    },
    { header: t("admin-donations.column.amount"), className: "donations-amount", cell: (d) => formatMoney(String(d.amount)) },
    { header: t("admin-donations.column.type"), cell: (d) => t(TYPE_LABELS[d.type]) },
    {
      header: t("admin-donations.column.status"),
      cell: (d) => (
        <>
          <Chip tone={STATUS_TONES[d.status]}>{t(STATUS_LABELS[d.status])}</Chip>
          {d.statusReason && <span className="donations-detail">{d.statusReason}</span>}
        </>
      ),
    },
    { header: t("admin-donations.column.date"), cell: (d) => <time dateTime={d.createdAt}>{formatWhen(d.createdAt)}</time> },
  ];

  const filtered = type !== "" || status !== "" || from !== "" || to !== "";

  return (
    <section className="admin-section donations-tab" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t("admin-donations.title")}</h2>
      <p className="muted">{t("admin-donations.intro")}</p>

      <div className="donations-toolbar">
        <SelectFilter
          label={t("admin-donations.filter.type")}
          value={type}
          onChange={setType}
          options={TYPES}
          optionLabel={(v) => t(TYPE_LABELS[v])}
          allLabel={t("admin-donations.filter.all")}
        />
        <SelectFilter
          label={t("admin-donations.filter.status")}
          value={status}
          onChange={setStatus}
          options={STATUSES}
          optionLabel={(s) => t(STATUS_LABELS[s])}
          allLabel={t("admin-donations.filter.all")}
        />
        <Field label={t("admin-donations.filter.from")}>
          {(control) => <input {...control} type="date" value={from} max={to || undefined} onChange={(e) => setFrom(e.target.value)} />}
        </Field>
        <Field label={t("admin-donations.filter.to")} error={reversed ? t("admin-donations.error.dates-reversed") : undefined}>
          {(control) => <input {...control} type="date" value={to} min={from || undefined} onChange={(e) => setTo(e.target.value)} />}
        </Field>
        <ExportCsvButton
          exporting={csv.exporting}
          disabled={reversed}
          onClick={() => {
            if (!reversed) void csv.start();
          }}
        />
      </div>
      <p className="muted">{t("admin-donations.csv-english")}</p>
      <FormError>{csv.error}</FormError>

      {!page && loading && (
        <p className="admin-status" role="status">
          {t("admin-donations.loading")}
        </p>
      )}
      {error && !loading && <LoadError what={t("admin-donations.title")} error={error} onRetry={refetch} />}
      {page && (
        <>
          <p className="admin-count" aria-live="polite">
            {totalsText(page.totalCount, String(page.totalAmount), String(page.completedAmount), t)}
          </p>
          {page.nodes.some((d) => d.demo) && <p className="muted">{t("admin-donations.demo-note")}</p>}
          <Table
            caption={t("admin-donations.caption")}
            columns={columns}
            rows={page.nodes}
            rowKey={(d) => d.id}
            empty={filtered ? t("admin-donations.empty.filtered") : t("admin-donations.empty")}
            paging={paging}
          />
        </>
      )}
    </section>
  );
}
