import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import { serverMessage } from "../errors/classify";
import { LeadMessagesQuery } from "./queries";
import { PAGE_SIZE } from "./useGroupProgress";

/**
 * The led group's board, newest first (reported: only messages with undecided reports): the
 * first page, then Load more appends the next. While the filter changes, the messages shown
 * before stay on screen. A message's hide or dismissal updates it in the cache by its id.
 */
export function useLeaderMessages(groupId: string, reported: boolean) {
  const { data, previousData, loading, error, refetch, fetchMore } = useQuery(LeadMessagesQuery, {
    variables: { groupId, ...(reported ? { reported } : {}), first: PAGE_SIZE },
    fetchPolicy: "cache-and-network",
  });
  const [more, setMore] = useState<{ loading: boolean; error: string | null }>({ loading: false, error: null });
  const page = (data ?? previousData)?.leaderMessages;

  const loadMore = async (): Promise<boolean> => {
    const after = page?.pageInfo.endCursor;
    if (!after || more.loading) return false;
    setMore({ loading: true, error: null });
    try {
      await fetchMore({
        variables: { after },
        updateQuery: (previous, { fetchMoreResult }) => ({
          leaderMessages: {
            ...fetchMoreResult.leaderMessages,
            nodes: [...previous.leaderMessages.nodes, ...fetchMoreResult.leaderMessages.nodes],
          },
        }),
      });
      setMore({ loading: false, error: null });
      return true;
    } catch (e) {
      setMore({ loading: false, error: `More messages could not be loaded. ${serverMessage(e) ?? "Please try again."}` });
      return false;
    }
  };

  return { page, loading: loading && !more.loading, error, refetch, loadMore, more };
}
