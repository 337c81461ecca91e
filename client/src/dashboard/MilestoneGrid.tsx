import type { MilestoneFieldsFragment } from "../gql/graphql";
import { useT } from "../i18n";
import { MilestoneCard } from "./MilestoneCard";

export interface MilestoneGridProps {
  milestones: readonly MilestoneFieldsFragment[];
  /** Whether the member is in a group (progress is saved per group). */
  hasGroup: boolean;
  debounceMs?: number;
}

/** The eight milestones (spec 2: Milestone Progress). */
export function MilestoneGrid({ milestones, hasGroup, debounceMs }: MilestoneGridProps) {
  const t = useT();
  const done = milestones.filter((m) => m.completed).length;
  return (
    <section className="dashboard-section milestones" aria-labelledby="milestones-title">
      <h2 id="milestones-title">{t("dashboard.milestones.title")}</h2>
      <p className="muted">
        {t("dashboard.milestones.intro", { done, total: milestones.length })}
      </p>
      {!hasGroup && (
        <p className="notice">{t("dashboard.milestones.noGroup")}</p>
      )}
      <ol className="milestone-grid">
        {milestones.map((m) => (
          <li key={m.id}>
            <MilestoneCard milestone={m} debounceMs={debounceMs} />
          </li>
        ))}
      </ol>
    </section>
  );
}
