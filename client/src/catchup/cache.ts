import type { ApolloCache } from "@apollo/client";
import { TodayQuery } from "../dashboard/queries";
import type { TodayFieldsFragment } from "../gql/graphql";

/** Writes the Today a catch-up mutation returned over the cached one (as the check-in does). */
export function writeToday(cache: ApolloCache, today: TodayFieldsFragment): void {
  cache.writeQuery({ query: TodayQuery, data: { today } });
}
