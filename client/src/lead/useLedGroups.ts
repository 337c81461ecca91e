import { useQuery } from "@apollo/client/react";
import { LeadLedGroupsQuery } from "./queries";

/**
 * The groups the signed-in member leads, newest first. The navigation asks once and then reads
 * the cache (cache-first); /lead shares the answer and checks it again.
 */
export function useLedGroups(fetchPolicy: "cache-first" | "cache-and-network" = "cache-first") {
  return useQuery(LeadLedGroupsQuery, { fetchPolicy });
}
