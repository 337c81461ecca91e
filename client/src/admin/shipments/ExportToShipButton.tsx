import { FormError } from "../../ui/Field";
import { useCsvExport } from "../shared/useCsvExport";
import { exportAwardsToShipCsv } from "./exportCsv";

/**
 * Export CSV of every award to ship (the labels' names and addresses). Its name says which list,
 * as the Progress tab above has an Export CSV of its own; the visible words are the same.
 */
export function ExportToShipButton() {
  const csv = useCsvExport(() => exportAwardsToShipCsv());
  return (
    <div className="ship-export">
      <button
        type="button"
        className="button button-secondary"
        aria-disabled={csv.exporting || undefined}
        aria-busy={csv.exporting || undefined}
        onClick={() => void csv.start()}
      >
        {csv.exporting ? "Exporting…" : "Export CSV"} <span className="visually-hidden">of awards to ship</span>
      </button>
      <FormError>{csv.error}</FormError>
    </div>
  );
}
