// Export CSV: GET /api/admin/users.csv with the tab's filters, sent with the admin token (a plain
// link cannot carry the Authorization header), then saved through a Blob download.
import type { Role, UserStatus } from "../../gql/graphql";
import { msg, translate, type Translate } from "../../i18n";
import { downloadCsv } from "../shared/downloadCsv";

export const EXPORT_FAILED = msg("admin-users.export.failed");
// The file's name stays English, as its columns do (spreadsheets and scripts read them).
export const DEFAULT_CSV_NAME = "users.csv";

/** The filters the table shows; empty or absent ones are left out. */
export interface UserFilters {
  search?: string;
  role?: Role | null;
  status?: UserStatus | null;
  groupId?: string | null;
  /** Only the waiting list. */
  waiting?: boolean;
  network?: string | null;
}

/** /api/admin/users.csv with the filters as the REST shim names them (lower-case values, group_id). */
export function usersCsvUrl(filters: UserFilters): string {
  const params = new URLSearchParams();
  const search = filters.search?.trim();
  if (search) params.set("search", search);
  if (filters.role) params.set("role", filters.role.toLowerCase());
  if (filters.status) params.set("status", filters.status.toLowerCase());
  if (filters.groupId) params.set("group_id", filters.groupId);
  if (filters.waiting) params.set("waiting", "true");
  if (filters.network) params.set("network", filters.network);
  const query = params.toString();
  return query ? `/api/admin/users.csv?${query}` : "/api/admin/users.csv";
}

/** Downloads the users matching `filters` as CSV: null when it started, else the text to show. */
export function exportUsersCsv(filters: UserFilters, fetchImpl: typeof fetch = fetch, t: Translate = translate): Promise<string | null> {
  return downloadCsv({ url: usersCsvUrl(filters), fallbackName: DEFAULT_CSV_NAME, failed: t(EXPORT_FAILED) }, fetchImpl);
}
