import { Link } from "react-router";
import type { DashboardQuery } from "../gql/graphql";
import { plural } from "../lib/plural";
import { formatDay, formatInstantDay } from "./format";
import { TrophyIcon } from "./TrophyIcon";

export interface AwardsCardProps {
  awards: DashboardQuery["dashboard"]["awards"];
}

type Award = AwardsCardProps["awards"]["nodes"][number];

/** Whether the team has posted the award (issue 29): the day and their tracking note, in words. */
function AwardShipping({ award }: { award: Award }) {
  if (!award.shippedOn) return <p className="award-shipping">Not posted yet: on its way soon.</p>;
  return (
    <p className="award-shipping">
      Posted on <time dateTime={award.shippedOn}>{formatDay(award.shippedOn)}</time>
      {award.shippingNote && (
        <>
          <br />
          Tracking note: {award.shippingNote}
        </>
      )}
    </p>
  );
}

/** Awards card (spec 2): how many awards the member has and the three newest, each with whether it was posted. */
export function AwardsCard({ awards }: AwardsCardProps) {
  const recent = awards.nodes.slice(0, 3);
  return (
    <section className="dash-card" aria-labelledby="awards-title">
      <h2 id="awards-title">Awards</h2>
      <p className="awards-count">
        <strong>{plural(awards.totalCount, "award")}</strong> earned
      </p>
      {recent.length > 0 ? (
        <ul className="awards-list" aria-label="Most recent awards">
          {recent.map((award) => (
            <li key={award.id}>
              <span className="award-name">
                <TrophyIcon className="award-icon" width={16} height={16} /> {award.name}
              </span>{" "}
              <span className="muted">
                completed <time dateTime={award.completedAt}>{formatInstantDay(award.completedAt)}</time>
              </span>
              <AwardShipping award={award} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">Complete the journey to earn your first trophy.</p>
      )}
      <p className="card-actions">
        <Link className="button button-secondary" to="/awards">
          View All <span className="visually-hidden">awards</span>
        </Link>
      </p>
    </section>
  );
}
