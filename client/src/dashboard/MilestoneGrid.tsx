import type { MilestoneFieldsFragment } from "../gql/graphql";
import { MilestoneCard } from "./MilestoneCard";

export interface MilestoneGridProps {
  milestones: readonly MilestoneFieldsFragment[];
  /** Whether the member is in a group (progress is saved per group). */
  hasGroup: boolean;
  debounceMs?: number;
}

/** The eight milestones (spec 2: Milestone Progress). */
export function MilestoneGrid({ milestones, hasGroup, debounceMs }: MilestoneGridProps) {
  const done = milestones.filter((m) => m.completed).length;
  return (
    <section className="dashboard-section milestones" aria-labelledby="milestones-title">
      <h2 id="milestones-title">Milestone Progress</h2>
      <p className="muted">
        {done} of {milestones.length} milestones completed. Enter the cumulative missing days the Bible app shows
        for each milestone; your grade updates when it is saved.
      </p>
      {!hasGroup && (
        <p className="notice">You can enter your progress once you have been placed in a group.</p>
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
