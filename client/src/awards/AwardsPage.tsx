import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import { Link } from "react-router";
import { TrophyIcon } from "../dashboard/TrophyIcon";
import type { Tier } from "../gql/graphql";
import { Trans, useT } from "../i18n";
import { usePageTitle } from "../lib/usePageTitle";
import { LoadError } from "../ui/LoadError";
import { AwardsPageQuery } from "./documents";
import { TierSection } from "./TierSection";
import { tierFor, tierName } from "./tiers";
import "./awards.css";

/**
 * /awards and /trophies (spec 2): under the RequireMember route guard (no member token: /login).
 * The member's name and completed journeys in a congratulations banner, then the five tiers as
 * disclosures, one open at a time; the member's own tier is open first.
 */
export function AwardsPage() {
  const t = useT();
  usePageTitle(t("awards.title"));
  const { data, error, refetch } = useQuery(AwardsPageQuery, { fetchPolicy: "cache-and-network" });
  // undefined: the member has not chosen yet (their own tier is open); null: all closed.
  const [chosen, setChosen] = useState<Tier | null | undefined>(undefined);

  let body;
  if (!data) {
    body = error ? (
      <LoadError what={t("awards.what")} error={error} onRetry={() => refetch()} />
    ) : (
      <p className="awards-status" role="status">
        {t("awards.loading")}
      </p>
    );
  } else {
    const { me, awardTiers } = data;
    const own = tierFor(me.trophiesCount, awardTiers);
    const openTier = chosen === undefined ? (own?.tier ?? null) : chosen;
    body = (
      <>
        <section className="awards-banner" aria-labelledby="awards-banner-title">
          <TrophyIcon className="awards-banner-icon" width={40} height={40} />
          <div>
            <h2 id="awards-banner-title">{t("awards.congratulations", { name: me.name })}</h2>
            <p className="awards-own-count">
              {me.trophiesCount > 0 ? (
                <Trans id="awards.completedTimes" values={{ count: me.trophiesCount }} components={{ 0: <strong /> }} />
              ) : (
                t("awards.notYet")
              )}
            </p>
            {own && (
              <p className="awards-own-tier">
                <Trans id="awards.yourTier" values={{ tier: tierName(own.tier, t) }} components={{ 0: <strong /> }} />
              </p>
            )}
          </div>
        </section>
        <section className="awards-tiers" aria-label={t("awards.tiers")}>
          {awardTiers.map((tier) => (
            <TierSection
              key={tier.tier}
              tier={tier}
              open={openTier === tier.tier}
              onToggle={() => setChosen(openTier === tier.tier ? null : tier.tier)}
            />
          ))}
        </section>
      </>
    );
  }

  return (
    <div className="awards-page">
      <header className="awards-header">
        <h1>{t("awards.title")}</h1>
        <Link className="button button-secondary" to="/dashboard">
          {t("awards.backToDashboard")}
        </Link>
      </header>
      {body}
    </div>
  );
}

export default AwardsPage;
