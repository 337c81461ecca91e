import { graphql } from "../gql";

/** Join the group open for registration now, as the signed-in member (spec 4: Join current group). */
export const JoinCurrentGroupMutation = graphql(`
  mutation JoinCurrentGroup {
    joinCurrentGroup {
      id
      name
      startDate
    }
  }
`);
