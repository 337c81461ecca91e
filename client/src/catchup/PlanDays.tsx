import { PassageLinks } from "../dashboard/PassageLinks";
import type { CatchUpDayFieldsFragment } from "../gql/graphql";
import { formatLongDay } from "../habit/format";
import { minutesText, READ_MARK } from "./texts";

/** A catch-up's days in order: each one's date, extra reading, minutes, links, and "Read" once read. */
export function PlanDays({ days, label }: { days: readonly CatchUpDayFieldsFragment[]; label: string }) {
  return (
    <ol className="catchup-days" aria-label={label}>
      {days.map((d) => (
        <li key={d.number} className="catchup-day">
          <p className="catchup-day-head">
            <time dateTime={d.date}>{formatLongDay(d.date)}</time>
            {d.read && (
              <span className="catchup-read">
                <span aria-hidden="true">✓ </span>
                {READ_MARK}
              </span>
            )}
          </p>
          <p className="catchup-day-reading">
            <strong>{d.reference}</strong> · {minutesText(d.minutes)}
          </p>
          <PassageLinks passages={d.passages} label={`Passages for catch-up day ${d.number}`} />
        </li>
      ))}
    </ol>
  );
}
