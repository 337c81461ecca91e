import type { Ref } from "react";
import type { ShipReport } from "./shipReport";
import { SHIP_TEXTS } from "./texts";

export interface ShipReportPanelProps {
  report: ShipReport | null;
  /** The summary, focused after marking. */
  summaryRef: Ref<HTMLParagraphElement>;
}

/**
 * What the last marking did: the summary ("Marked 1 of 2 as posted: 1 posted already.") in a
 * status region that is always in the page, so a new summary is announced, and each award not
 * done by name, with its outcome in words and the server's message.
 */
export function ShipReportPanel({ report, summaryRef }: ShipReportPanelProps) {
  return (
    // Empty, it stays in the page (hidden from the eye) so that its first summary is announced.
    <div className={report ? "ship-report" : "visually-hidden"}>
      <p ref={summaryRef} role="status" tabIndex={-1} className="ship-report-summary">
        {report?.summary ?? ""}
      </p>
      {report && report.problems.length > 0 && (
        <ul className="ship-report-problems" aria-label={SHIP_TEXTS.problemsLabel}>
          {report.problems.map((p) => (
            <li key={p.id}>
              <span className="ship-report-who">{p.who}</span>
              {" — "}
              <span className="ship-report-outcome">{SHIP_TEXTS.outcome[p.outcome]}</span>
              {p.message && `: ${p.message}`}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
