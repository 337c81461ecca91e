import { graphql } from "../gql";

/** The page itself: who the member is and the five tiers with their member counts (server order, Diamond first). */
export const AwardsPageQuery = graphql(`
  query AwardsPage {
    me {
      id
      name
      trophiesCount
    }
    awardTiers {
      tier
      minTrophies
      maxTrophies
      memberCount
    }
  }
`);

/** One page of an open tier's members (public fields only), most journeys first. */
export const TrophyHoldersQuery = graphql(`
  query TrophyHolders($tier: Tier!, $first: Int!, $after: String) {
    trophyHolders(tier: $tier, first: $first, after: $after) {
      totalCount
      nodes {
        name
        trophiesCount
        avatarUrl
        tier
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);
