// Export CSV: GET /api/admin/awards/to-ship.csv (every award not yet posted, with the postal
// address), sent with the admin token through the shared download.
import { downloadCsv } from "../shared/downloadCsv";

export const TO_SHIP_CSV_URL = "/api/admin/awards/to-ship.csv";
export const DEFAULT_CSV_NAME = "awards-to-ship.csv";

/** Downloads the awards to ship as CSV: null when it started, else the text to show (`failed` when the server gives none). */
export function exportAwardsToShipCsv(failed: string, fetchImpl: typeof fetch = fetch): Promise<string | null> {
  return downloadCsv({ url: TO_SHIP_CSV_URL, fallbackName: DEFAULT_CSV_NAME, failed }, fetchImpl);
}
