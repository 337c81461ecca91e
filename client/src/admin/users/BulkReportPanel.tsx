import { useEffect, useRef } from "react";
import { useT } from "../../i18n";
import type { BulkReport } from "./bulkReport";
import { bulkTexts } from "./bulkTexts";

/**
 * What the last bulk action did: the summary ("Disabled 2 of 3: 1 already so, 0 failed.") in a
 * status region that is always in the page, so a new summary is announced, and each user not
 * done by name, with the outcome in words and the server's message. A new report takes the focus
 * (the bar whose button asked for it is gone with the selection).
 */
export function BulkReportPanel({ report }: { report: BulkReport | null }) {
  const B = bulkTexts(useT());
  const summary = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (report) summary.current?.focus();
  }, [report]);

  return (
    <div className={report ? "users-bulk-report" : "users-bulk-report-idle"}>
      <p ref={summary} role="status" tabIndex={-1} className="users-bulk-summary">
        {report?.summary ?? ""}
      </p>
      {report && report.problems.length > 0 && (
        <ul className="users-bulk-problems" aria-label={B.problemsLabel}>
          {report.problems.map((p) => (
            <li key={p.id}>
              <strong>{p.name}</strong>
              {" — "}
              {B.outcome[p.outcome]}
              {p.message && `: ${p.message}`}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
