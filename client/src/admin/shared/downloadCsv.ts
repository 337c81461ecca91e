// A CSV export from the admin REST shims: fetched with the admin token (a plain link cannot carry
// the Authorization header), then saved through a Blob download.
import { getAdminToken, signOutAdmin } from "../../auth/session";
import { networkMessage } from "../../errors/texts";

/** The file name the server suggests (Content-Disposition), else `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
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
export function saveBlob(blob: Blob, name: string): void {
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

export interface CsvDownload {
  url: string;
  /** The file's name when the server suggests none. */
  fallbackName: string;
  /** What to say when the server refuses without words. */
  failed: string;
}

/**
 * Downloads a CSV export. Resolves with null when the download started, or with the text to show
 * when it did not. A refused admin token (401/403) ends the admin session, as a refused GraphQL
 * operation does.
 */
export async function downloadCsv({ url, fallbackName, failed }: CsvDownload, fetchImpl: typeof fetch = fetch): Promise<string | null> {
  const token = getAdminToken();
  let response: Response;
  try {
    response = await fetchImpl(url, {
      headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), Accept: "text/csv" },
    });
  } catch {
    return networkMessage();
  }
  if (response.status === 401 || response.status === 403) {
    const message = await restMessage(response);
    void signOutAdmin("expired");
    return message ?? failed;
  }
  if (!response.ok) return (await restMessage(response)) ?? failed;
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch {
    return networkMessage();
  }
  saveBlob(blob, fileNameOf(response.headers.get("Content-Disposition"), fallbackName));
  return null;
}
