import type { ReadingDayFieldsFragment, TodayFieldsFragment } from "../gql/graphql";
import { formatLongDay } from "../habit/format";
import { Trans, useT } from "../i18n";
import { milestoneName } from "./milestoneNames";
import { PassageLinks } from "./PassageLinks";
import { milestoneEndText } from "./reading";

/** The day's passages, each a link into the programme's Bible app (a new tab). */
function Passages({ reading }: { reading: ReadingDayFieldsFragment }) {
  const t = useT();
  return <PassageLinks passages={reading.passages} label={t("dashboard.reading.passagesFor", { day: reading.day })} />;
}

/**
 * Today's reading on the Today card (issue 28): while the journey is under way the day's
 * reference, its passages as links into the Bible app and the days left in the milestone; before
 * the group starts, its first day and day 1's reading; once it is over, a sentence. Nothing
 * without a group.
 */
export function TodayReading({ today }: { today: TodayFieldsFragment }) {
  const t = useT();
  if (today.over) {
    return (
      <p className="today-over">
        {today.groupName ? t("dashboard.reading.overWith", { group: today.groupName }) : t("dashboard.reading.over")}
      </p>
    );
  }
  const reading = today.reading;
  if (!reading) return null;
  if (today.day === null) {
    return (
      <div className="today-reading">
        {today.startsOn && (
          <p className="today-starts">
            <Trans
              id="dashboard.reading.startsOn"
              values={{ day: formatLongDay(today.startsOn) }}
              components={{ 0: <time dateTime={today.startsOn} /> }}
            />
          </p>
        )}
        <h3 className="today-reference">{t("dashboard.reading.dayReference", { day: reading.day, reference: reading.reference })}</h3>
        <Passages reading={reading} />
      </div>
    );
  }
  const milestone = milestoneName(today.milestoneName ?? reading.milestoneName, t);
  return (
    <div className="today-reading">
      <h3 className="today-reference">
        <span className="visually-hidden">{t("dashboard.reading.todays")}</span> {reading.reference}
      </h3>
      <Passages reading={reading} />
      {today.daysToMilestoneEnd !== null && (
        <p className="today-milestone-end">{milestoneEndText(today.daysToMilestoneEnd, milestone, t)}</p>
      )}
    </div>
  );
}
