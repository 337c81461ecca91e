import { useLoadMore } from "../../ui/useLoadMore";
import { ShipmentsAwardsToShipQuery } from "./documents";
import { PAGE_SIZE, SHIP_TEXTS } from "./texts";

/**
 * The awards not yet posted, with Load more. `refetch` loads the first page again (after
 * marking, the posted ones are gone from it).
 */
export function useAwardsToShip() {
  return useLoadMore(ShipmentsAwardsToShipQuery, "adminAwardsToShip", {
    variables: {},
    pageSize: PAGE_SIZE,
    failure: SHIP_TEXTS.moreFailed,
  });
}
