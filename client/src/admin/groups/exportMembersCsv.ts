// Export CSV of a group's members: GET /api/admin/groups/{id}/members.csv (streamed by the server,
// UTF-8 with a BOM), sent with the admin token (a plain link cannot carry the Authorization
// header), then saved through a Blob download.
import { msg, translate, type Translate } from "../../i18n";
import { downloadCsv } from "../shared/downloadCsv";

export const EXPORT_MEMBERS_FAILED = msg("admin-groups.members.exportFailed");

export function membersCsvUrl(groupId: string): string {
  return `/api/admin/groups/${encodeURIComponent(groupId)}/members.csv`;
}

/** Downloads the group's members as CSV: null when it started, else the text to show. */
// The file's name stays English, as its columns do (spreadsheets and scripts read them).
export function exportMembersCsv(
  group: { id: string; name: string },
  fetchImpl: typeof fetch = fetch,
  t: Translate = translate,
): Promise<string | null> {
  return downloadCsv(
    { url: membersCsvUrl(group.id), fallbackName: `${group.name} members.csv`, failed: t(EXPORT_MEMBERS_FAILED) },
    fetchImpl,
  );
}
