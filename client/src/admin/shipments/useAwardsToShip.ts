import { useLoadMore } from "../../ui/useLoadMore";
import { ShipmentsAwardsToShipQuery } from "./documents";
import { useT } from "../../i18n";
import { PAGE_SIZE, shipTexts } from "./texts";

/**
 * The awards not yet posted, with Load more. `refetch` loads the first page again (after
 * marking, the posted ones are gone from it).
 */
export function useAwardsToShip() {
  const texts = shipTexts(useT());
  return useLoadMore(ShipmentsAwardsToShipQuery, "adminAwardsToShip", {
    variables: {},
    pageSize: PAGE_SIZE,
    failure: texts.moreFailed,
  });
}
