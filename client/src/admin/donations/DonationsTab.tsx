import { useId, useState } from "react";
import type { DonationStatus, DonationType, DonationsRowFieldsFragment } from "../../gql/graphql";
import { plural } from "../../lib/plural";
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


export const TYPE_LABELS: Record<DonationType, string> = { ONE_TIME: "One-time", MONTHLY: "Monthly" };
export const STATUS_LABELS: Record<DonationStatus, string> = {
  PENDING: "Pending",
  COMPLETED: "Completed",
  FAILED: "Failed",
  CANCELED: "Canceled",
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

/** Shown under the totals when the page has example gifts of `journey365 seed demo`. */
export const DEMO_NOTE = "Donations marked Demo are examples from the demo programme, not money anyone gave.";

export const DATES_REVERSED = "The end date must be on or after the start date.";

const when = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

function formatWhen(at: string): string {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? at : when.format(date);
}

/**
 * "12 donations · $1,000.00 completed · $1,250.00 with pending and failed": the completed sum
 * first, as the Overview's Donations counter shows it.
 */
export function totalsText(count: number, total: string, completed: string): string {
  return `${plural(count, "donation")} · ${formatMoney(completed)} completed · ${formatMoney(total)} with pending and failed`;
}

/**
 * The Donations tab (spec 2 /admin, issue 13): every gift newest first, fifty a page, filtered by
 * type, status and a date range (UTC days, both ends included), with the count and the sums of the
 * whole filter, and the filter as CSV. An anonymous gift reads 'Anonymous'; the donor's name and
 * email stay on a line under it, for the programme's own records (receipts, questions).
 */
export function DonationsTab() {
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

  const csv = useCsvExport(() => exportDonationsCsv(filter));

  const columns: ReadonlyArray<Column<Donation>> = [
    {
      header: "Donor",
      rowHeader: true,
      cell: (d) => (
        <>
          <span className="donations-donor">
            {d.anonymous ? "Anonymous" : d.donorName}
            {d.demo && (
              <>
                {" "}
                <Chip tone="info">Demo</Chip>
              </>
            )}
          </span>
          <span className="donations-detail">
            {d.anonymous ? `${d.donorName} · ${d.donorEmail}` : d.donorEmail}
          </span>
        </>
      ),
    },
    { header: "Amount", className: "donations-amount", cell: (d) => formatMoney(String(d.amount)) },
    { header: "Type", cell: (d) => TYPE_LABELS[d.type] },
    {
      header: "Status",
      cell: (d) => (
        <>
          <Chip tone={STATUS_TONES[d.status]}>{STATUS_LABELS[d.status]}</Chip>
          {d.statusReason && <span className="donations-detail">{d.statusReason}</span>}
        </>
      ),
    },
    { header: "Date", cell: (d) => <time dateTime={d.createdAt}>{formatWhen(d.createdAt)}</time> },
  ];

  const filtered = type !== "" || status !== "" || from !== "" || to !== "";

  return (
    <section className="admin-section donations-tab" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Donations</h2>
      <p className="muted">
        Every gift, newest first. Statuses come from Stripe: completed once paid, pending until then, failed or
        canceled otherwise.
      </p>

      <div className="donations-toolbar">
        <SelectFilter label="Type" value={type} onChange={setType} options={TYPES} optionLabel={(t) => TYPE_LABELS[t]} />
        <SelectFilter label="Status" value={status} onChange={setStatus} options={STATUSES} optionLabel={(s) => STATUS_LABELS[s]} />
        <Field label="From">
          {(control) => <input {...control} type="date" value={from} max={to || undefined} onChange={(e) => setFrom(e.target.value)} />}
        </Field>
        <Field label="To" error={reversed ? DATES_REVERSED : undefined}>
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
      <FormError>{csv.error}</FormError>

      {!page && loading && (
        <p className="admin-status" role="status">
          Loading donations…
        </p>
      )}
      {error && !loading && <LoadError what="Donations" error={error} onRetry={refetch} />}
      {page && (
        <>
          <p className="admin-count" aria-live="polite">
            {totalsText(page.totalCount, String(page.totalAmount), String(page.completedAmount))}
          </p>
          {page.nodes.some((d) => d.demo) && <p className="muted">{DEMO_NOTE}</p>}
          <Table
            caption="Donations, newest first"
            columns={columns}
            rows={page.nodes}
            rowKey={(d) => d.id}
            empty={filtered ? "No donations match these filters." : "No donations yet."}
            paging={paging}
          />
        </>
      )}
    </section>
  );
}
