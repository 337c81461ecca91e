import { graphql } from "../gql";

/** The group open for registration now (public; no token needed). */
export const CurrentGroupQuery = graphql(`
  query CurrentGroup {
    currentGroup {
      name
      startDate
      registrationDeadline
      memberCount
      maxMembers
    }
  }
`);
