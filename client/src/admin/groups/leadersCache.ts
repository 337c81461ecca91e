import type { ApolloCache } from "@apollo/client";
import type { AdminGroupLeaderFieldsFragment } from "../../gql/graphql";
import { GroupLeadersQuery } from "./queries";

/**
 * Puts a mutation's answer (the group's leaders after it) in the cache as the group's list.
 * A GroupLeader has no id to merge by, so the list is written over the cached one (overwrite:
 * a shorter list is the answer, not lost data).
 */
export function writeLeaders(cache: ApolloCache, groupId: string, leaders: AdminGroupLeaderFieldsFragment[]) {
  cache.writeQuery({ query: GroupLeadersQuery, variables: { groupId }, data: { adminGroupLeaders: leaders }, overwrite: true });
}
