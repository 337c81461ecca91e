// What a bulk action did, as the report shows it: a summary line and the users not done.
import type { BulkOutcome, UserBulkAction } from "../../gql/graphql";
import { translate, type Translate } from "../../i18n";
import { summaryText } from "./bulkTexts";

/** A selected user, with the name the report gives them. */
export interface SelectedUser {
  id: string;
  name: string;
}

/** One row of the server's answer (BulkResult). */
export interface BulkRowResult {
  id: string;
  outcome: BulkOutcome;
  message: string | null;
}

export interface BulkProblem {
  id: string;
  name: string;
  outcome: Exclude<BulkOutcome, "DONE">;
  message: string;
}

export interface BulkReport {
  action: UserBulkAction;
  /** "Disabled 2 of 3: 1 already so, 0 failed." or, all done, "Disabled 3 of 3." */
  summary: string;
  problems: BulkProblem[];
}

/** The report of `results` for the `users` sent (the server answers in its own order). */
export function bulkReport(
  action: UserBulkAction,
  users: readonly SelectedUser[],
  results: readonly BulkRowResult[],
  t: Translate = translate,
): BulkReport {
  const names = new Map(users.map((u) => [u.id, u.name]));
  const problems: BulkProblem[] = [];
  for (const r of results) {
    if (r.outcome === "DONE") continue;
    problems.push({ id: r.id, name: names.get(r.id) ?? t("admin-users.report.unknownUser", { id: r.id }), outcome: r.outcome, message: r.message ?? "" });
  }
  const already = problems.filter((p) => p.outcome === "ALREADY_DECIDED").length;
  const failed = problems.length - already;
  const summary = summaryText(action, results.length - problems.length, results.length, already, failed, t);
  return { action, summary, problems };
}
