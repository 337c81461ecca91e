// What marking awards posted did, as the report shows it: a summary line and the awards not done.
import type { BulkOutcome } from "../../gql/graphql";
import type { BulkReportProblem } from "../shared/BulkReportPanel";
import type { ShipTexts } from "./texts";

/** A selected award, with what the report needs to name it. */
export interface SelectedAward {
  id: string;
  userName: string;
  /** The award's name ("Journey Completion"). */
  name: string;
}

/** One row of the server's answer (BulkResult). */
export interface ShipRowResult {
  id: string;
  outcome: BulkOutcome;
  message: string | null;
}


export interface ShipReport {
  /** "Marked 1 of 2 as posted: 1 posted already." */
  summary: string;
  problems: BulkReportProblem[];
  /** Awards now posted (by this call or before it): they leave the selection and the list. */
  postedIds: string[];
}

/** The report of `results` for the `awards` sent (the server answers in its own order). */
export function shipReport(awards: readonly SelectedAward[], results: readonly ShipRowResult[], texts: ShipTexts): ShipReport {
  const byId = new Map(awards.map((a) => [a.id, a]));
  const problems: BulkReportProblem[] = [];
  const postedIds: string[] = [];
  const counts = { DONE: 0, ALREADY_DECIDED: 0, FAILED: 0 };
  for (const r of results) {
    counts[r.outcome]++;
    if (r.outcome !== "FAILED") postedIds.push(r.id);
    if (r.outcome === "DONE") continue;
    const award = byId.get(r.id);
    problems.push({
      id: r.id,
      who: award ? `${award.userName}, ${award.name}` : texts.unknownAward(r.id),
      outcome: r.outcome,
      message: r.message ?? "",
    });
  }
  const summary =
    counts.ALREADY_DECIDED + counts.FAILED > 0
      ? texts.summaryWithProblems(counts.DONE, results.length, counts.ALREADY_DECIDED, counts.FAILED)
      : texts.summary(counts.DONE, results.length);
  return { summary, problems, postedIds };
}
