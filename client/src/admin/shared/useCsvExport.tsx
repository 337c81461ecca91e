import { useId, useState } from "react";
import { useLocale, useT } from "../../i18n";
import "./csvExport.css";

/**
 * One CSV download at a time: `start` runs `run` (which answers a refusal in words, or null) unless
 * one is under way, keeps its refusal in `error` and answers it.
 */
export function useCsvExport(run: () => Promise<string | null>) {
  const [exporting, setExporting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = async (): Promise<string | null> => {
    if (exporting) return null;
    setExporting(true);
    setError(null);
    try {
      const failure = await run();
      setError(failure);
      return failure;
    } finally {
      setExporting(false);
    }
  };
  return { exporting, error, start };
}

/**
 * The note beside an export: the file's columns stay in English (for spreadsheets and scripts,
 * issue 31), so it shows in every language but English. Give the button aria-describedby={id}
 * when it shows (useCsvNoteShown).
 */
export function CsvEnglishNote({ id }: { id: string }) {
  const t = useT();
  if (!useCsvNoteShown()) return null;
  return (
    <span id={id} className="csv-export-note">
      {t("admin-shared.export.englishColumns")}
    </span>
  );
}

/** Whether CsvEnglishNote shows (the active language is not English). */
export function useCsvNoteShown(): boolean {
  return useLocale() !== "en";
}

/**
 * The lists' "Export CSV" button: busy while the file comes, refused (not hidden) when `disabled`,
 * with the note that the file's columns are in English.
 */
export function ExportCsvButton({ exporting, disabled, onClick }: { exporting: boolean; disabled?: boolean; onClick: () => void }) {
  const t = useT();
  const noteId = useId();
  const noted = useCsvNoteShown();
  return (
    <span className="csv-export">
      <button
        type="button"
        className="button button-secondary"
        aria-disabled={exporting || disabled || undefined}
        aria-busy={exporting || undefined}
        aria-describedby={noted ? noteId : undefined}
        onClick={onClick}
      >
        {exporting ? t("admin-shared.export.exporting") : t("admin-shared.export.button")}
      </button>
      <CsvEnglishNote id={noteId} />
    </span>
  );
}
