import type { Ref } from "react";
import type { BulkReport } from "./bulkReport";
import { BULK_TEXTS } from "./bulkTexts";

export interface BulkReportPanelProps {
  report: BulkReport | null;
  /** The summary, focused after a bulk decision (its dialog has closed). */
  summaryRef: Ref<HTMLParagraphElement>;
}

/**
 * What the last bulk decision did: the summary ("Approved 3 of 4: 1 already decided.") in a
 * status region that is always in the page, so a new summary is announced, and each request not
 * done by name, with its outcome in words and the server's message.
 */
export function BulkReportPanel({ report, summaryRef }: BulkReportPanelProps) {
  return (
    // Empty, it stays in the page (hidden from the eye) so that its first summary is announced.
    <div className={report ? "progress-bulk-report" : "visually-hidden"}>
      <p ref={summaryRef} role="status" tabIndex={-1} className="progress-bulk-summary">
        {report?.summary ?? ""}
      </p>
      {report && report.problems.length > 0 && (
        <ul className="progress-bulk-problems" aria-label={BULK_TEXTS.problemsLabel}>
          {report.problems.map((p) => (
            <li key={p.id}>
              <span className="progress-bulk-who">{p.who}</span>
              {" — "}
              <span className="progress-bulk-outcome">{BULK_TEXTS.outcome[p.outcome]}</span>
              {p.message && `: ${p.message}`}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
