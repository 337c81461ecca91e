import { useState } from "react";

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

/** The lists' "Export CSV" button: busy while the file comes, refused (not hidden) when `disabled`. */
export function ExportCsvButton({ exporting, disabled, onClick }: { exporting: boolean; disabled?: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      className="button button-secondary"
      aria-disabled={exporting || disabled || undefined}
      aria-busy={exporting || undefined}
      onClick={onClick}
    >
      {exporting ? "Exporting…" : "Export CSV"}
    </button>
  );
}
