// The skeleton every paged admin list shares (Users, Progress, legacy claims, Messages,
// Donations, Outbox, Audit): one filter, fifty-odd rows a page by cursor, the last page kept on
// screen while the next loads, and the Table's Previous/Next.
import type { ErrorLike, OperationVariables, TypedDocumentNode } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import { pageCountOf, type Paging } from "../../ui/Table";
import { useCursorPages, useStepBackFromEmptyPage, type CursorPages, type NextPageInfo } from "../../ui/useCursorPages";

/** What a list answer gives for paging (the list convention of docs/decisions.md). */
export interface ListPage {
  totalCount: number;
  nodes: readonly unknown[];
  pageInfo: NextPageInfo;
}

export interface AdminListOptions<TData, TFilter, TPage extends ListPage> {
  /** The list's variables but `first` and `after`: a change of them starts again at page 1. */
  variables: TFilter;
  pageSize: number;
  /** The page in an answer (`data.adminDonations`). */
  select: (data: TData) => TPage | null | undefined;
  /** Asks nothing and shows no page (a filter that cannot be sent yet). */
  skip?: boolean;
  /** Whether a refetch shows as loading (default true). */
  notifyOnNetworkStatusChange?: boolean;
  /**
   * A later page that came back empty (its last row deleted or decided away) shows the one
   * before (lists whose rows the tab removes; default false).
   */
  stepBackFromEmptyPage?: boolean;
}

export interface AdminList<TData, TPage extends ListPage> {
  /** The page shown: the last answer, kept while the next one loads; undefined before any. */
  page: TPage | undefined;
  /** The whole answer the page came in (other fields of the query). */
  data: TData | undefined;
  loading: boolean;
  error: ErrorLike | undefined;
  refetch: () => Promise<unknown>;
  pages: CursorPages;
  /** The Table's paging for the page shown. */
  paging: Paging | undefined;
}

export function useAdminList<TData, TFilter extends OperationVariables, TPage extends ListPage>(
  query: TypedDocumentNode<TData, TFilter & { first: number; after?: string | null }>,
  {
    variables,
    pageSize,
    select,
    skip = false,
    notifyOnNetworkStatusChange = true,
    stepBackFromEmptyPage = false,
  }: AdminListOptions<TData, TFilter, TPage>,
): AdminList<TData, TPage> {
  const pages = useCursorPages(JSON.stringify(variables));
  const { data, previousData, loading, error, refetch } = useQuery(query as TypedDocumentNode<TData, OperationVariables>, {
    variables: { ...variables, first: pageSize, after: pages.after },
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange,
    skip,
  });
  const latest = data === undefined ? undefined : select(data as TData);
  useStepBackFromEmptyPage(pages, stepBackFromEmptyPage && !loading && latest?.nodes.length === 0);
  const shown = skip ? undefined : ((data ?? previousData) as TData | undefined);
  const page = shown === undefined ? undefined : (select(shown) ?? undefined);
  const paging: Paging | undefined = page && {
    page: pages.page,
    pageCount: Math.max(pages.page + (page.pageInfo.hasNextPage ? 1 : 0), pageCountOf(page.totalCount, pageSize)),
    onPage: (to: number) => pages.goToPage(to, page.pageInfo),
    busy: loading,
  };
  return { page, data: shown, loading, error, refetch, pages, paging };
}
