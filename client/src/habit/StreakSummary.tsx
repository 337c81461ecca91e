import type { StreakFieldsFragment } from "../gql/graphql";
import { plural } from "../lib/plural";
import "./habit.css";

export interface StreakSummaryProps {
  streak: StreakFieldsFragment;
  /** The heading's level where the summary stands (a card's h3, a page's h2). */
  headingLevel?: 2 | 3;
}

/** "Your streak": days read in a row now and at best, and the weeks read every day, in words. */
export function StreakSummary({ streak, headingLevel = 3 }: StreakSummaryProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="streak-summary">
      <Heading className="streak-title">Your streak</Heading>
      <dl className="streak-list">
        <div>
          <dt>Current streak</dt>
          <dd>{plural(streak.current, "day")}</dd>
        </div>
        <div>
          <dt>Best streak</dt>
          <dd>{plural(streak.best, "day")}</dd>
        </div>
        <div>
          <dt>Perfect weeks</dt>
          <dd>{streak.perfectWeeks.toLocaleString("en-US")}</dd>
        </div>
      </dl>
    </div>
  );
}
