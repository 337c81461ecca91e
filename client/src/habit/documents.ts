import { graphql } from "../gql";

/** A member's streaks as the Today card and the check-in page show them. */
export const StreakFields = graphql(`
  fragment StreakFields on Streak {
    current
    best
    perfectWeeks
    daysRead
  }
`);
