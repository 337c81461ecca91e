import type { AwardsPageQuery, Tier } from "../gql/graphql";
import { plural } from "../lib/plural";

export type AwardTierInfo = AwardsPageQuery["awardTiers"][number];

const NAMES: Record<Tier, string> = {
  DIAMOND: "Diamond",
  PLATINUM: "Platinum",
  GOLD: "Gold",
  SILVER: "Silver",
  BRONZE: "Bronze",
};

/** "Diamond", "Bronze". */
export function tierName(tier: Tier): string {
  return NAMES[tier] ?? tier;
}

/** "1 journey", "3 journeys". */
export function journeys(count: number): string {
  return plural(count, "journey");
}

/** "1 member", "2 members". */
export function members(count: number): string {
  return plural(count, "member");
}

/** The tier's range as the server states it: "10+ journeys", "7–9 journeys", "0–1 journeys". */
export function rangeText({ minTrophies, maxTrophies }: Pick<AwardTierInfo, "minTrophies" | "maxTrophies">): string {
  if (maxTrophies === null) return `${minTrophies}+ journeys`;
  if (maxTrophies === minTrophies) return journeys(minTrophies);
  return `${minTrophies}–${maxTrophies} journeys`;
}

/** The tier whose range (from the server's thresholds) holds `count`, or null when none does. */
export function tierFor(count: number, tiers: readonly AwardTierInfo[]): AwardTierInfo | null {
  return tiers.find((t) => count >= t.minTrophies && (t.maxTrophies === null || count <= t.maxTrophies)) ?? null;
}

/** "1 time", "3 times". */
export function times(count: number): string {
  return plural(count, "time");
}
