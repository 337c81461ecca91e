import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import { serverMessage } from "../../errors/classify";
import { ShipmentsAwardsToShipQuery } from "./documents";
import { PAGE_SIZE, SHIP_TEXTS } from "./texts";

/**
 * The awards not yet posted: the first page, then Load more appends the next (pageInfo.endCursor).
 * `refetch` loads the first page again (after marking, the posted ones are gone from it).
 */
export function useAwardsToShip() {
  const { data, previousData, loading, error, refetch, fetchMore } = useQuery(ShipmentsAwardsToShipQuery, {
    variables: { first: PAGE_SIZE },
    fetchPolicy: "cache-and-network",
  });
  const [more, setMore] = useState<{ loading: boolean; error: string | null }>({ loading: false, error: null });
  const page = (data ?? previousData)?.adminAwardsToShip;

  const loadMore = async (): Promise<boolean> => {
    const after = page?.pageInfo.endCursor;
    if (!after || more.loading) return false;
    setMore({ loading: true, error: null });
    try {
      await fetchMore({
        variables: { after },
        updateQuery: (previous, { fetchMoreResult }) => ({
          adminAwardsToShip: {
            ...fetchMoreResult.adminAwardsToShip,
            nodes: [...previous.adminAwardsToShip.nodes, ...fetchMoreResult.adminAwardsToShip.nodes],
          },
        }),
      });
      setMore({ loading: false, error: null });
      return true;
    } catch (e) {
      setMore({ loading: false, error: `${SHIP_TEXTS.moreFailed} ${serverMessage(e) ?? "Please try again."}` });
      return false;
    }
  };

  return { page, loading: loading && !more.loading, error, refetch, loadMore, more };
}
