import type { TodayFieldsFragment } from "../gql/graphql";
import { useT } from "../i18n";
import { milestoneName as translatedName } from "./milestoneNames";
import { budgetLines } from "./reading";

export interface GradeBudgetProps {
  budget: TodayFieldsFragment["gradeBudget"];
  milestoneName: string | null;
}

/**
 * The grade budget (issue 28): how many more days the member may miss in the milestone under way
 * and keep an A, B or C, in words; once a grade is lost, the best one still reachable. Nothing
 * when no journey is under way.
 */
export function GradeBudget({ budget, milestoneName }: GradeBudgetProps) {
  const t = useT();
  if (budget.length === 0) return null;
  const milestone = milestoneName ? translatedName(milestoneName, t) : t("dashboard.budget.thisMilestone");
  return (
    <div className="today-budget">
      <h3 className="today-budget-title">{t("dashboard.budget.title", { milestone })}</h3>
      <ul className="today-budget-list">
        {budgetLines(budget, milestone, t).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
