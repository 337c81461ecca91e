import { useT } from "../i18n";
import { useLoadMore } from "../ui/useLoadMore";
import { LeadMessagesQuery } from "./queries";
import { PAGE_SIZE } from "./useGroupProgress";

/**
 * The led group's board, newest first (reported: only messages with undecided reports), with
 * Load more. A message's hide or dismissal updates it in the cache by its id.
 */
export function useLeaderMessages(groupId: string, reported: boolean) {
  const t = useT();
  return useLoadMore(LeadMessagesQuery, "leaderMessages", {
    variables: { groupId, ...(reported ? { reported } : {}) },
    pageSize: PAGE_SIZE,
    failure: t("lead.board.moreFailed"),
  });
}
