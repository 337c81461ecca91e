import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import { serverMessage } from "../errors/classify";
import type { LeaderProgressFilter, ProgressOrder } from "../gql/graphql";
import { LeadProgressQuery } from "./queries";

/** Rows per page, and per Load more. */
export const PAGE_SIZE = 50;

export interface GroupProgressVariables {
  groupId: string;
  filter: LeaderProgressFilter;
  orderBy: ProgressOrder;
}

/**
 * The group's rows for the filter and order: the first page, then Load more appends the next
 * (pageInfo.endCursor). While a new filter loads, the rows shown before stay on screen.
 */
export function useGroupProgress(variables: GroupProgressVariables) {
  const { data, previousData, loading, error, refetch, fetchMore } = useQuery(LeadProgressQuery, {
    variables: { ...variables, first: PAGE_SIZE },
    fetchPolicy: "cache-and-network",
  });
  const [more, setMore] = useState<{ loading: boolean; error: string | null }>({ loading: false, error: null });
  const page = (data ?? previousData)?.leaderProgress;

  const loadMore = async (): Promise<boolean> => {
    const after = page?.pageInfo.endCursor;
    if (!after || more.loading) return false;
    setMore({ loading: true, error: null });
    try {
      await fetchMore({
        variables: { after },
        updateQuery: (previous, { fetchMoreResult }) => ({
          leaderProgress: {
            ...fetchMoreResult.leaderProgress,
            nodes: [...previous.leaderProgress.nodes, ...fetchMoreResult.leaderProgress.nodes],
          },
        }),
      });
      setMore({ loading: false, error: null });
      return true;
    } catch (e) {
      setMore({ loading: false, error: `More members could not be loaded. ${serverMessage(e) ?? "Please try again."}` });
      return false;
    }
  };

  return { page, loading: loading && !more.loading, error, refetch, loadMore, more };
}
