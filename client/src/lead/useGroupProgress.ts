import { useT } from "../i18n";
import type { LeaderProgressFilter, ProgressOrder } from "../gql/graphql";
import { useLoadMore } from "../ui/useLoadMore";
import { LeadProgressQuery } from "./queries";

/** Rows per page, and per Load more. */
export const PAGE_SIZE = 50;

export interface GroupProgressVariables {
  groupId: string;
  filter: LeaderProgressFilter;
  orderBy: ProgressOrder;
}

/** The group's rows for the filter and order, with Load more. */
export function useGroupProgress(variables: GroupProgressVariables) {
  const t = useT();
  return useLoadMore(LeadProgressQuery, "leaderProgress", {
    variables,
    pageSize: PAGE_SIZE,
    failure: t("lead.progress.moreFailed"),
  });
}
