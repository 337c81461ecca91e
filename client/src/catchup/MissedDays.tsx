import type { CatchUpProposalQuery } from "../gql/graphql";
import { formatDay } from "../dashboard/format";
import { milestoneName } from "../dashboard/milestoneNames";
import { Trans, useT } from "../i18n";
import { missedText } from "./texts";

type Missed = CatchUpProposalQuery["catchUpProposal"]["missed"];

/** "You missed 2 days of The Law: days 50 and 51.", then each one's date and reading. */
export function MissedDays({ missed, milestone }: { missed: Missed; milestone: string }) {
  const t = useT();
  return (
    <>
      <p>{missedText(missed.map((m) => m.day), milestoneName(milestone, t), t)}</p>
      <ul className="catchup-missed" aria-label={t("catchup.missedDays")}>
        {missed.map((m) => (
          <li key={m.day}>
            <Trans
              id="catchup.missedDay"
              values={{ day: m.day, date: formatDay(m.date), reference: m.reference }}
              components={{ 0: <time dateTime={m.date} /> }}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
