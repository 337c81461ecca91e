import { useT } from "../../i18n";
import { FormError } from "../../ui/Field";
import { useCsvExport } from "../shared/useCsvExport";
import { exportAwardsToShipCsv } from "./exportCsv";
import { shipTexts } from "./texts";

/**
 * Export CSV of every award to ship (the labels' names and addresses). Its name says which list,
 * as the Progress tab above has an Export CSV of its own; the visible words are the same.
 */
export function ExportToShipButton() {
  const t = useT();
  const texts = shipTexts(t);
  const csv = useCsvExport(() => exportAwardsToShipCsv(texts.exportFailed));
  return (
    <div className="ship-export">
      <button
        type="button"
        className="button button-secondary"
        aria-disabled={csv.exporting || undefined}
        aria-busy={csv.exporting || undefined}
        onClick={() => void csv.start()}
      >
        {csv.exporting ? t("admin-shipments.export.busy") : t("admin-shipments.export")} <span className="visually-hidden">{texts.exportLabel}</span>
      </button>
      <p className="muted">{texts.csvEnglish}</p>
      <FormError>{csv.error}</FormError>
    </div>
  );
}
