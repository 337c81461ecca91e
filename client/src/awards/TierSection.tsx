import { useQuery } from "@apollo/client/react";
import { useEffect, useRef, useState } from "react";
import { serverMessage } from "../errors/classify";
import type { TrophyHoldersQuery } from "../gql/graphql";
import { msg, useT } from "../i18n";
import { Icon } from "../icons/Icon";
import { FormError } from "../ui/Field";
import { LoadError } from "../ui/LoadError";
import { TrophyHoldersQuery as TrophyHoldersDocument } from "./documents";
import { journeys, members, rangeText, tierName, type AwardTierInfo } from "./tiers";

/** Cards per page of an open tier (a multiple of 1, 2, 3 and 4 columns). */
export const HOLDERS_PAGE_SIZE = 24;

export const NO_ENTRIES = msg("awards.noEntries");

export type TrophyHolder = TrophyHoldersQuery["trophyHolders"]["nodes"][number];

export interface TierSectionProps {
  tier: AwardTierInfo;
  open: boolean;
  onToggle: () => void;
}

/**
 * One tier of the Awards page as a disclosure (WAI-ARIA): a heading whose button says the tier,
 * its range and its member count and shows or hides the panel below it. The panel's members
 * are asked for only while it is open.
 */
export function TierSection({ tier, open, onToggle }: TierSectionProps) {
  const t = useT();
  const slug = tier.tier.toLowerCase();
  const buttonId = `tier-${slug}-button`;
  const panelId = `tier-${slug}-panel`;
  const name = tierName(tier.tier, t);
  return (
    <div className={`tier tier-${slug}${open ? " tier-open" : ""}`}>
      <h2 className="tier-heading">
        <button
          type="button"
          id={buttonId}
          className="tier-toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
        >
          <span className="tier-medal" aria-hidden="true">
            <Icon width={22} height={22}>
              <circle cx="12" cy="9" r="6" />
              <path d="M8.5 14 7 22l5-3 5 3-1.5-8" />
            </Icon>
          </span>
          <span className="tier-title">
            <span className="tier-name">{name}</span>{" "}
            <span className="tier-range">{t("awards.range", { range: rangeText(tier, t) })}</span>
          </span>
          <span className="tier-count">{members(tier.memberCount, t)}</span>
          <Icon className="tier-chevron" width={18} height={18}>
            <path d="m6 9 6 6 6-6" />
          </Icon>
        </button>
      </h2>
      <div id={panelId} className="tier-panel" role="region" aria-labelledby={buttonId} hidden={!open}>
        {open && <TierMembers tier={tier} />}
      </div>
    </div>
  );
}

/** The open tier's cards: first page on opening, Show more for the next. */
function TierMembers({ tier }: { tier: AwardTierInfo }) {
  const t = useT();
  const name = tierName(tier.tier, t);
  const { data, error, loading, refetch, fetchMore } = useQuery(TrophyHoldersDocument, {
    variables: { tier: tier.tier, first: HOLDERS_PAGE_SIZE },
    fetchPolicy: "cache-and-network",
  });
  const [moreState, setMoreState] = useState<{ loading: boolean; error: string | null }>({ loading: false, error: null });
  // After Show more: the first new card takes the focus (the button may be gone).
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (focusIndex === null) return;
    const card = listRef.current?.children[focusIndex] as HTMLElement | undefined;
    card?.focus();
    setFocusIndex(null);
  }, [focusIndex, data]);

  const page = data?.trophyHolders;
  if (!page) {
    if (error) return <LoadError what={t("awards.tierMembers", { tier: name })} error={error} onRetry={() => refetch()} />;
    if (loading)
      return (
        <p className="tier-status" role="status">
          {t("awards.loadingMembers", { tier: name })}
        </p>
      );
    return null;
  }

  const showMore = async () => {
    const cursor = page.pageInfo.endCursor;
    if (!cursor || moreState.loading) return;
    const shown = page.nodes.length;
    setMoreState({ loading: true, error: null });
    try {
      await fetchMore({
        variables: { after: cursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          trophyHolders: {
            ...fetchMoreResult.trophyHolders,
            nodes: [...previous.trophyHolders.nodes, ...fetchMoreResult.trophyHolders.nodes],
          },
        }),
      });
      setMoreState({ loading: false, error: null });
      setFocusIndex(shown);
    } catch (e) {
      setMoreState({
        loading: false,
        error: t("awards.moreFailed", { tier: name, reason: serverMessage(e) ?? t("awards.tryAgain") }),
      });
    }
  };

  if (page.nodes.length === 0) return <p className="tier-empty">{t(NO_ENTRIES)}</p>;

  return (
    <>
      <ul className="holder-cards" ref={listRef} aria-label={t("awards.tierMembers", { tier: name })}>
        {page.nodes.map((holder, i) => (
          // TrophyHolder has no id (public fields only): name and place identify a card.
          <li key={`${i}-${holder.name}`} className="holder-card" tabIndex={-1}>
            <Avatar holder={holder} />
            <span className="holder-text">
              <span className="holder-name">{holder.name}</span>
              <span className="holder-count">{journeys(holder.trophiesCount, t)}</span>
            </span>
          </li>
        ))}
      </ul>
      <p className="tier-shown" role="status">
        {t("awards.showing", { shown: page.nodes.length, total: page.totalCount })}
      </p>
      <FormError>{moreState.error}</FormError>
      {page.pageInfo.hasNextPage && (
        <p className="tier-more">
          <button
            type="button"
            className="button button-secondary"
            onClick={() => void showMore()}
            disabled={moreState.loading}
            aria-busy={moreState.loading || undefined}
            aria-label={moreState.loading ? undefined : t("awards.showMoreOf", { tier: name })}
          >
            {moreState.loading ? t("awards.loadingMore") : t("awards.showMore")}
          </button>
        </p>
      )}
    </>
  );
}

/** The member's picture (decorative: the name is beside it), or their initial when there is none or it fails. */
function Avatar({ holder }: { holder: TrophyHolder }) {
  const [failed, setFailed] = useState(false);
  if (holder.avatarUrl && !failed) {
    return (
      <img
        className="holder-avatar"
        src={holder.avatarUrl}
        alt=""
        width={48}
        height={48}
        loading="lazy"
        referrerPolicy="no-referrer"
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <span className="holder-avatar holder-initial" aria-hidden="true">
      {initial(holder.name)}
    </span>
  );
}

/** The first letter of the name, upper-cased ("?" for a name with none). */
export function initial(name: string): string {
  const first = Array.from(name.trim())[0];
  return first ? first.toLocaleUpperCase() : "?";
}
