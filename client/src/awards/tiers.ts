import type { AwardsPageQuery, Tier } from "../gql/graphql";
import { msg, type Message, type Translate } from "../i18n";

export type AwardTierInfo = AwardsPageQuery["awardTiers"][number];

const NAMES: Record<Tier, Message> = {
  DIAMOND: msg("awards.tier.diamond"),
  PLATINUM: msg("awards.tier.platinum"),
  GOLD: msg("awards.tier.gold"),
  SILVER: msg("awards.tier.silver"),
  BRONZE: msg("awards.tier.bronze"),
};

/** "Diamond", "Bronze" (a tier this client does not know: as the server names it). */
export function tierName(tier: Tier, t: Translate): string {
  return tier in NAMES ? t(NAMES[tier]) : tier;
}

/** "1 journey", "3 journeys". */
export function journeys(count: number, t: Translate): string {
  return t("awards.journeys", { count });
}

/** "1 member", "2 members". */
export function members(count: number, t: Translate): string {
  return t("awards.members", { count });
}

/** The tier's range as the server states it: "10+ journeys", "7–9 journeys", "0–1 journeys". */
export function rangeText({ minTrophies, maxTrophies }: Pick<AwardTierInfo, "minTrophies" | "maxTrophies">, t: Translate): string {
  if (maxTrophies === null) return t("awards.range.atLeast", { min: minTrophies });
  if (maxTrophies === minTrophies) return journeys(minTrophies, t);
  return t("awards.range.between", { min: minTrophies, max: maxTrophies });
}

/** The tier whose range (from the server's thresholds) holds `count`, or null when none does. */
export function tierFor(count: number, tiers: readonly AwardTierInfo[]): AwardTierInfo | null {
  return tiers.find((t) => count >= t.minTrophies && (t.maxTrophies === null || count <= t.maxTrophies)) ?? null;
}
