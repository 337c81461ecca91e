import { PassageLinks } from "../dashboard/PassageLinks";
import type { CatchUpDayFieldsFragment } from "../gql/graphql";
import { formatLongDay } from "../habit/format";
import { useT } from "../i18n";
import { minutesText, READ_MARK } from "./texts";

/** A catch-up's days in order: each one's date, extra reading, minutes, links, and "Read" once read. */
export function PlanDays({ days, label }: { days: readonly CatchUpDayFieldsFragment[]; label: string }) {
  const t = useT();
  return (
    <ol className="catchup-days" aria-label={label}>
      {days.map((d) => (
        <li key={d.number} className="catchup-day">
          <p className="catchup-day-head">
            <time dateTime={d.date}>{formatLongDay(d.date)}</time>
            {d.read && (
              <span className="catchup-read">
                <span aria-hidden="true">✓ </span>
                {t(READ_MARK)}
              </span>
            )}
          </p>
          <p className="catchup-day-reading">
            <strong>{d.reference}</strong> · {minutesText(d.minutes, t)}
          </p>
          <PassageLinks passages={d.passages} label={t("catchup.passagesFor", { day: d.number })} />
        </li>
      ))}
    </ol>
  );
}
