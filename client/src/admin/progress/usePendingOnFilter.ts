import { useApolloClient, useQuery } from "@apollo/client/react";
import type { AdminProgressFilter, ProgressOrder, ProgressTabPendingRequestsQuery as PendingAnswer } from "../../gql/graphql";
import type { SelectedRequest } from "./bulkReport";
import { MAX_BULK } from "./bulkTexts";
import { ProgressTabPendingRequestsQuery } from "./documents";

/** Rows per request while gathering a filter's pending requests (the server's largest page). */
export const PENDING_PAGE_SIZE = 100;

export interface PendingOnFilterOptions {
  filter: AdminProgressFilter;
  orderBy: ProgressOrder;
  /** How many rows the filter matches, and whether the page shown holds them all. */
  totalCount: number;
  wholeFilterShown: boolean;
  /** Pending requests on the page shown. */
  pendingOnPage: number;
}

export interface PendingOnFilter {
  /** Pending requests the filter matches; null while unknown. */
  count: number | null;
  /** Gathers the filter's pending requests, in the tab's order, at most MAX_BULK of them. */
  load: () => Promise<SelectedRequest[]>;
  refetch: () => void;
}

/**
 * The pending trophy requests of the whole filter, past the page shown. The filter's own count
 * serves when it already asks for pending requests; a filter for other statuses has none; else
 * one small query counts them (only when the filter runs over more than one page).
 */
export function usePendingOnFilter({ filter, orderBy, totalCount, wholeFilterShown, pendingOnPage }: PendingOnFilterOptions): PendingOnFilter {
  const client = useApolloClient();
  const pendingFilter: AdminProgressFilter = { ...filter, request: "PENDING" };
  const excluded = filter.request !== undefined && filter.request !== null && filter.request !== "PENDING";
  const needsCount = !excluded && filter.request !== "PENDING" && !wholeFilterShown;
  const counted = useQuery(ProgressTabPendingRequestsQuery, {
    variables: { filter: pendingFilter, first: 1 },
    fetchPolicy: "cache-and-network",
    skip: !needsCount,
  });

  let count: number | null;
  if (excluded) count = 0;
  else if (filter.request === "PENDING") count = totalCount;
  else if (wholeFilterShown) count = pendingOnPage;
  else count = counted.data?.adminProgress.totalCount ?? null;

  const fetchPage = async (after: string | null): Promise<PendingAnswer["adminProgress"] | undefined> => {
    const { data } = await client.query({
      query: ProgressTabPendingRequestsQuery,
      variables: { filter: pendingFilter, orderBy, first: PENDING_PAGE_SIZE, after },
      fetchPolicy: "network-only",
    });
    return data?.adminProgress;
  };

  const load = async () => {
    const found: SelectedRequest[] = [];
    let after: string | null = null;
    for (;;) {
      const page = await fetchPage(after);
      if (!page) break;
      for (const row of page.nodes) {
        if (row.trophyRequest?.status !== "PENDING") continue;
        found.push({ id: row.trophyRequest.id, userName: row.userName, groupName: row.groupName });
        if (found.length >= MAX_BULK) return found;
      }
      if (!page.pageInfo.hasNextPage || !page.pageInfo.endCursor) break;
      after = page.pageInfo.endCursor;
    }
    return found;
  };

  return {
    count,
    load,
    refetch: () => {
      if (needsCount) void counted.refetch().catch(() => {});
    },
  };
}
