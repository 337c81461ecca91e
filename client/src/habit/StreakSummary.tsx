import type { StreakFieldsFragment } from "../gql/graphql";
import { useT } from "../i18n";
import { formatNumber } from "../i18n/format";
import "./habit.css";

export interface StreakSummaryProps {
  streak: StreakFieldsFragment;
  /** The heading's level where the summary stands (a card's h3, a page's h2). */
  headingLevel?: 2 | 3;
}

/** "Your streak": days read in a row now and at best, and the weeks read every day, in words. */
export function StreakSummary({ streak, headingLevel = 3 }: StreakSummaryProps) {
  const t = useT();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="streak-summary">
      <Heading className="streak-title">{t("habit.streak.title")}</Heading>
      <dl className="streak-list">
        <div>
          <dt>{t("habit.streak.current")}</dt>
          <dd>{t("habit.streak.days", { count: streak.current })}</dd>
        </div>
        <div>
          <dt>{t("habit.streak.best")}</dt>
          <dd>{t("habit.streak.days", { count: streak.best })}</dd>
        </div>
        <div>
          <dt>{t("habit.streak.perfectWeeks")}</dt>
          <dd>{formatNumber(streak.perfectWeeks)}</dd>
        </div>
      </dl>
    </div>
  );
}
