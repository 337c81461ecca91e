// Export CSV of a group's members: GET /api/admin/groups/{id}/members.csv (streamed by the server,
// UTF-8 with a BOM), sent with the admin token (a plain link cannot carry the Authorization
// header), then saved through a Blob download.
import { getAdminToken, signOutAdmin } from "../../auth/session";
import { NETWORK_MESSAGE } from "../../errors/texts";

export const EXPORT_MEMBERS_FAILED = "Failed to export members. Please try again.";

export function membersCsvUrl(groupId: string): string {
  return `/api/admin/groups/${encodeURIComponent(groupId)}/members.csv`;
}

/** The file name the server suggests (Content-Disposition), else `fallback`. */
export function suggestedFileName(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, "")) || fallback;
    } catch {
      // fall through to the plain filename
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain?.[1].trim() || fallback;
}

async function restMessage(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { error?: { message?: unknown } };
    const message = body.error?.message;
    return typeof message === "string" && message.trim() ? message.trim() : null;
  } catch {
    return null;
  }
}

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
 * Downloads the group's members as CSV. Resolves with null when the download started, or with
 * the text to show when it did not. A refused admin token (401/403) ends the admin session, as a
 * refused GraphQL operation does.
 */
export async function exportMembersCsv(
  group: { id: string; name: string },
  fetchImpl: typeof fetch = fetch,
): Promise<string | null> {
  const token = getAdminToken();
  let response: Response;
  try {
    response = await fetchImpl(membersCsvUrl(group.id), {
      headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), Accept: "text/csv" },
    });
  } catch {
    return NETWORK_MESSAGE;
  }
  if (response.status === 401 || response.status === 403) {
    const message = await restMessage(response);
    void signOutAdmin("expired");
    return message ?? EXPORT_MEMBERS_FAILED;
  }
  if (!response.ok) return (await restMessage(response)) ?? EXPORT_MEMBERS_FAILED;
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch {
    return NETWORK_MESSAGE;
  }
  saveBlob(blob, suggestedFileName(response.headers.get("Content-Disposition"), `${group.name} members.csv`));
  return null;
}
