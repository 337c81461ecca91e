// What a bulk decision did, as the report shows it: a summary line and the rows not done.
import type { BulkOutcome } from "../../gql/graphql";
import type { BulkReportProblem } from "../shared/BulkReportPanel";
import type { BulkTexts } from "./bulkTexts";

/** A selected trophy request, with what the report needs to name it. */
export interface SelectedRequest {
  /** The trophy request's id. */
  id: string;
  userName: string;
  groupName: string;
}

export type BulkAction = "approve" | "reject";

/** One row of the server's answer (BulkResult). */
export interface BulkRowResult {
  id: string;
  outcome: BulkOutcome;
  message: string | null;
}


export interface BulkReport {
  action: BulkAction;
  /** "Approved 3 of 4: 1 already decided." */
  summary: string;
  problems: BulkReportProblem[];
  /** Requests no longer pending (done or decided before): they leave the selection. */
  decidedIds: string[];
}

/** The report of `results` for the `requests` sent (the server answers in its own order). */
export function bulkReport(action: BulkAction, requests: readonly SelectedRequest[], results: readonly BulkRowResult[], texts: BulkTexts): BulkReport {
  const byId = new Map(requests.map((r) => [r.id, r]));
  const problems: BulkReportProblem[] = [];
  const decidedIds: string[] = [];
  let done = 0;
  let already = 0;
  let failed = 0;
  for (const r of results) {
    if (r.outcome !== "FAILED") decidedIds.push(r.id);
    if (r.outcome === "DONE") {
      done++;
      continue;
    }
    if (r.outcome === "ALREADY_DECIDED") already++;
    else failed++;
    const request = byId.get(r.id);
    problems.push({
      id: r.id,
      who: request ? `${request.userName}, ${request.groupName}` : texts.unknownRequest(r.id),
      outcome: r.outcome === "ALREADY_DECIDED" ? "ALREADY_DECIDED" : "FAILED",
      message: r.message ?? "",
    });
  }
  return { action, summary: texts.summary(action, done, results.length, already, failed), problems, decidedIds };
}
