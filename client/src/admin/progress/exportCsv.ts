// Export CSV: GET /api/admin/progress.csv with the tab's filter and order, sent with the admin
// token through the shared download (a plain link cannot carry the Authorization header).
import type { ProgressOrder, RequestFilter } from "../../gql/graphql";
import { downloadCsv } from "../shared/downloadCsv";

export const DEFAULT_CSV_NAME = "progress.csv";

/** The filter and order the table shows; empty or absent ones are left out. */
export interface ProgressFilters {
  groupId?: string | null;
  request?: RequestFilter | null;
  atRisk?: boolean;
  search?: string;
  orderBy?: ProgressOrder | null;
}

const ORDER_PARAMS: Record<ProgressOrder, string> = {
  NAME: "name",
  DAYS_BEHIND: "days_behind",
  AVG_PERCENTAGE: "avg_percentage",
  REQUESTED_AT: "requested_at",
};

/**
 * /api/admin/progress.csv with the filter as the REST shim names it: group_id, request
 * (none|pending|approved|rejected), at_risk=true, search, order (left out for the default, name).
 */
export function progressCsvUrl(filters: ProgressFilters): string {
  const params = new URLSearchParams();
  if (filters.groupId) params.set("group_id", filters.groupId);
  if (filters.request) params.set("request", filters.request.toLowerCase());
  if (filters.atRisk) params.set("at_risk", "true");
  const search = filters.search?.trim();
  if (search) params.set("search", search);
  if (filters.orderBy && filters.orderBy !== "NAME") params.set("order", ORDER_PARAMS[filters.orderBy]);
  const query = params.toString();
  return query ? `/api/admin/progress.csv?${query}` : "/api/admin/progress.csv";
}

/** Downloads the progress rows matching `filters` as CSV: null when it started, else the text to show (`failed` when the server gives none). */
export function exportProgressCsv(filters: ProgressFilters, failed: string, fetchImpl: typeof fetch = fetch): Promise<string | null> {
  return downloadCsv({ url: progressCsvUrl(filters), fallbackName: DEFAULT_CSV_NAME, failed }, fetchImpl);
}
