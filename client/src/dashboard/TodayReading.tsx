import type { ReadingDayFieldsFragment, TodayFieldsFragment } from "../gql/graphql";
import { formatLongDay } from "../habit/format";
import { PassageLinks } from "./PassageLinks";
import { milestoneEndText } from "./reading";

/** The day's passages, each a link into the programme's Bible app (a new tab). */
function Passages({ reading }: { reading: ReadingDayFieldsFragment }) {
  return <PassageLinks passages={reading.passages} label={`Passages for day ${reading.day}`} />;
}

/**
 * Today's reading on the Today card (issue 28): while the journey is under way the day's
 * reference, its passages as links into the Bible app and the days left in the milestone; before
 * the group starts, its first day and day 1's reading; once it is over, a sentence. Nothing
 * without a group.
 */
export function TodayReading({ today }: { today: TodayFieldsFragment }) {
  if (today.over) {
    return <p className="today-over">Your journey with {today.groupName ?? "your group"} is over.</p>;
  }
  const reading = today.reading;
  if (!reading) return null;
  if (today.day === null) {
    return (
      <div className="today-reading">
        {today.startsOn && (
          <p className="today-starts">
            Your group starts on <time dateTime={today.startsOn}>{formatLongDay(today.startsOn)}</time>.
          </p>
        )}
        <h3 className="today-reference">Day {reading.day}: {reading.reference}</h3>
        <Passages reading={reading} />
      </div>
    );
  }
  const milestone = today.milestoneName ?? reading.milestoneName;
  return (
    <div className="today-reading">
      <h3 className="today-reference">
        <span className="visually-hidden">Today's reading:</span> {reading.reference}
      </h3>
      <Passages reading={reading} />
      {today.daysToMilestoneEnd !== null && (
        <p className="today-milestone-end">{milestoneEndText(today.daysToMilestoneEnd, milestone)}</p>
      )}
    </div>
  );
}
