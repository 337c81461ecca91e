import type { CatchUpProposalQuery } from "../gql/graphql";
import { formatDay } from "../dashboard/format";
import { missedText } from "./texts";

type Missed = CatchUpProposalQuery["catchUpProposal"]["missed"];

/** "You missed 2 days of The Law: days 50 and 51.", then each one's date and reading. */
export function MissedDays({ missed, milestone }: { missed: Missed; milestone: string }) {
  return (
    <>
      <p>{missedText(missed.map((m) => m.day), milestone)}</p>
      <ul className="catchup-missed" aria-label="The days you missed">
        {missed.map((m) => (
          <li key={m.day}>
            Day {m.day}, <time dateTime={m.date}>{formatDay(m.date)}</time>: {m.reference}
          </li>
        ))}
      </ul>
    </>
  );
}
