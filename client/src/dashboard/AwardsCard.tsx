import { Link } from "react-router";
import type { DashboardQuery } from "../gql/graphql";
import { Trans, useT } from "../i18n";
import { formatDay, formatInstantDay } from "./format";
import { TrophyIcon } from "./TrophyIcon";

export interface AwardsCardProps {
  awards: DashboardQuery["dashboard"]["awards"];
}

type Award = AwardsCardProps["awards"]["nodes"][number];

/** Whether the team has posted the award (issue 29): the day and their tracking note, in words. */
function AwardShipping({ award }: { award: Award }) {
  const t = useT();
  if (!award.shippedOn) return <p className="award-shipping">{t("dashboard.awards.notPosted")}</p>;
  return (
    <p className="award-shipping">
      <Trans id="dashboard.awards.postedOn" values={{ day: formatDay(award.shippedOn) }} components={{ 0: <time dateTime={award.shippedOn} /> }} />
      {award.shippingNote && (
        <>
          <br />
          {t("dashboard.awards.trackingNote", { note: award.shippingNote })}
        </>
      )}
    </p>
  );
}

/** Awards card (spec 2): how many awards the member has and the three newest, each with whether it was posted. */
export function AwardsCard({ awards }: AwardsCardProps) {
  const t = useT();
  const recent = awards.nodes.slice(0, 3);
  return (
    <section className="dash-card" aria-labelledby="awards-title">
      <h2 id="awards-title">{t("dashboard.awards.title")}</h2>
      <p className="awards-count">
        <Trans id="dashboard.awards.earned" values={{ count: awards.totalCount }} components={{ 0: <strong /> }} />
      </p>
      {recent.length > 0 ? (
        <ul className="awards-list" aria-label={t("dashboard.awards.recent")}>
          {recent.map((award) => (
            <li key={award.id}>
              <span className="award-name">
                <TrophyIcon className="award-icon" width={16} height={16} /> {award.name}
              </span>{" "}
              <span className="muted">
                <Trans
                  id="dashboard.awards.completed"
                  values={{ day: formatInstantDay(award.completedAt) }}
                  components={{ 0: <time dateTime={award.completedAt} /> }}
                />
              </span>
              <AwardShipping award={award} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t("dashboard.awards.none")}</p>
      )}
      <p className="card-actions">
        <Link className="button button-secondary" to="/awards">
          <Trans id="dashboard.awards.viewAll" components={{ 0: <span className="visually-hidden" /> }} />
        </Link>
      </p>
    </section>
  );
}
