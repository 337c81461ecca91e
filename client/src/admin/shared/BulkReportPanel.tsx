import type { Ref } from "react";
import type { BulkOutcome } from "../../gql/graphql";
import "./bulkReport.css";

/** A row a bulk action did not do, named for the report. */
export interface BulkReportProblem {
  id: string;
  /** "Ruth Member, January 2027 Group". */
  who: string;
  outcome: Exclude<BulkOutcome, "DONE">;
  message: string;
}

export interface BulkReportPanelProps {
  report: { summary: string; problems: readonly BulkReportProblem[] } | null;
  /** The summary, focused after the action (its dialog or bar has closed). */
  summaryRef: Ref<HTMLParagraphElement>;
  /** The list's name: "Requests not decided". */
  problemsLabel: string;
  /** Each outcome in words: "already decided". */
  outcomeText: Record<Exclude<BulkOutcome, "DONE">, string>;
}

/**
 * What the last bulk action did (trophy decisions, awards marked posted): the summary in a
 * status region that is always in the page, so a new summary is announced, and each row not
 * done by name, with its outcome in words and the server's message.
 */
export function BulkReportPanel({ report, summaryRef, problemsLabel, outcomeText }: BulkReportPanelProps) {
  return (
    // Empty, it stays in the page (hidden from the eye) so that its first summary is announced.
    <div className={report ? "bulk-report" : "visually-hidden"}>
      <p ref={summaryRef} role="status" tabIndex={-1} className="bulk-report-summary">
        {report?.summary ?? ""}
      </p>
      {report && report.problems.length > 0 && (
        <ul className="bulk-report-problems" aria-label={problemsLabel}>
          {report.problems.map((p) => (
            <li key={p.id}>
              <span className="bulk-report-who">{p.who}</span>
              {" — "}
              <span className="bulk-report-outcome">{outcomeText[p.outcome]}</span>
              {p.message && `: ${p.message}`}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
