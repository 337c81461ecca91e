// Export CSV: GET /api/admin/donations.csv with the tab's filters, sent with the admin token, then
// saved through a Blob download.
import type { DonationStatus, DonationType } from "../../gql/graphql";
import { translate, type Translate } from "../../i18n";
import { downloadCsv } from "../shared/downloadCsv";

export const DEFAULT_CSV_NAME = "donations.csv";

export interface DonationFilters {
  type?: DonationType | null;
  status?: DonationStatus | null;
  /** YYYY-MM-DD */
  from?: string | null;
  to?: string | null;
}

const REST_TYPES: Record<DonationType, string> = { ONE_TIME: "one-time", MONTHLY: "monthly" };

/** /api/admin/donations.csv with the filters as the REST shim names them. */
export function donationsCsvUrl(f: DonationFilters): string {
  const params = new URLSearchParams();
  if (f.type) params.set("type", REST_TYPES[f.type]);
  if (f.status) params.set("status", f.status.toLowerCase());
  if (f.from) params.set("from", f.from);
  if (f.to) params.set("to", f.to);
  const query = params.toString();
  return query ? `/api/admin/donations.csv?${query}` : "/api/admin/donations.csv";
}

/** Downloads the donations matching `filters` as CSV: null when it started, else the text to show. */
export function exportDonationsCsv(filters: DonationFilters, t: Translate = translate, fetchImpl: typeof fetch = fetch): Promise<string | null> {
  const failed = t("admin-donations.export-failed");
  return downloadCsv({ url: donationsCsvUrl(filters), fallbackName: DEFAULT_CSV_NAME, failed }, fetchImpl);
}
