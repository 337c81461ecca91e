// Export CSV: GET /api/admin/users.csv with the tab's filters, sent with the admin token (a plain
// link cannot carry the Authorization header), then saved through a Blob download.
import { getAdminToken, signOutAdmin } from "../../auth/session";
import { NETWORK_MESSAGE } from "../../errors/texts";
import type { Role, UserStatus } from "../../gql/graphql";

export const EXPORT_FAILED = "Failed to export users. Please try again.";
export const DEFAULT_CSV_NAME = "users.csv";

/** The filters the table shows; empty or absent ones are left out. */
export interface UserFilters {
  search?: string;
  role?: Role | null;
  status?: UserStatus | null;
  groupId?: string | null;
}

/** /api/admin/users.csv with the filters as the REST shim names them (lower-case values, group_id). */
export function usersCsvUrl(filters: UserFilters): string {
  const params = new URLSearchParams();
  const search = filters.search?.trim();
  if (search) params.set("search", search);
  if (filters.role) params.set("role", filters.role.toLowerCase());
  if (filters.status) params.set("status", filters.status.toLowerCase());
  if (filters.groupId) params.set("group_id", filters.groupId);
  const query = params.toString();
  return query ? `/api/admin/users.csv?${query}` : "/api/admin/users.csv";
}

/** The file name the server suggests (Content-Disposition), else users.csv. */
export function fileNameOf(disposition: string | null): string {
  if (!disposition) return DEFAULT_CSV_NAME;
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, "")) || DEFAULT_CSV_NAME;
    } catch {
      // fall through to the plain filename
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain?.[1].trim() || DEFAULT_CSV_NAME;
}

/** The REST failure's words ({success:false, error:{message}}), or null. */
async function restMessage(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { error?: { message?: unknown } };
    const message = body.error?.message;
    return typeof message === "string" && message.trim() ? message.trim() : null;
  } catch {
    return null;
  }
}

/** Hands the file to the browser as a download. */
function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.rel = "noopener";
  a.style.display = "none";
  document.body.append(a);
  try {
    a.click();
  } finally {
    a.remove();
    // the click has started the download; give the browser a moment before freeing the file
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}

/**
 * Downloads the users matching `filters` as CSV. Resolves with null when the download started,
 * or with the text to show when it did not. A refused admin token (401/403) ends the admin
 * session, as a refused GraphQL operation does.
 */
export async function exportUsersCsv(filters: UserFilters, fetchImpl: typeof fetch = fetch): Promise<string | null> {
  const token = getAdminToken();
  let response: Response;
  try {
    response = await fetchImpl(usersCsvUrl(filters), {
      headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), Accept: "text/csv" },
    });
  } catch {
    return NETWORK_MESSAGE;
  }
  if (response.status === 401 || response.status === 403) {
    const message = await restMessage(response);
    void signOutAdmin("expired");
    return message ?? EXPORT_FAILED;
  }
  if (!response.ok) return (await restMessage(response)) ?? EXPORT_FAILED;
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch {
    return NETWORK_MESSAGE;
  }
  saveBlob(blob, fileNameOf(response.headers.get("Content-Disposition")));
  return null;
}
