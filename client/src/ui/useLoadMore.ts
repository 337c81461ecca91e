// The skeleton of a "Load more" list (the Leader area's progress and board, the awards to ship):
// the first page, then each Load more appends the next by cursor; while new variables load, the
// rows shown before stay on screen.
import type { OperationVariables, TypedDocumentNode } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import { serverMessage } from "../errors/classify";
import { useT } from "../i18n";
import type { NextPageInfo } from "./useCursorPages";

/** An answer whose field K is a page of nodes. */
type Paged<K extends string> = { [P in K]: { nodes: readonly unknown[]; pageInfo: NextPageInfo } };

export interface LoadMoreOptions<TVars> {
  /** The list's variables but `first` and `after`. */
  variables: TVars;
  pageSize: number;
  /** What a failed Load more says first: "More messages could not be loaded." */
  failure: string;
}

export function useLoadMore<K extends string, TData extends Paged<K>, TVars extends OperationVariables>(
  query: TypedDocumentNode<TData, TVars & { first: number; after?: string | null }>,
  field: K,
  { variables, pageSize, failure }: LoadMoreOptions<TVars>,
) {
  const { data, previousData, loading, error, refetch, fetchMore } = useQuery(query as TypedDocumentNode<TData, OperationVariables>, {
    variables: { ...variables, first: pageSize },
    fetchPolicy: "cache-and-network",
  });
  const t = useT();
  const [more, setMore] = useState<{ loading: boolean; error: string | null }>({ loading: false, error: null });
  const shown = (data ?? previousData) as TData | undefined;
  const page: TData[K] | undefined = shown?.[field];

  /** Appends the next page; true when it came (the caller moves the focus to its first row). */
  const loadMore = async (): Promise<boolean> => {
    const after = page?.pageInfo.endCursor;
    if (!after || more.loading) return false;
    setMore({ loading: true, error: null });
    try {
      await fetchMore({
        variables: { after },
        updateQuery: (previous, { fetchMoreResult }) => {
          const before = (previous as TData)[field];
          const next = (fetchMoreResult as TData)[field];
          return { ...fetchMoreResult, [field]: { ...next, nodes: [...before.nodes, ...next.nodes] } } as TData;
        },
      });
      setMore({ loading: false, error: null });
      return true;
    } catch (e) {
      setMore({ loading: false, error: `${failure} ${serverMessage(e) ?? t("ui.loadMore.tryAgain")}` });
      return false;
    }
  };

  return { page, loading: loading && !more.loading, error, refetch, loadMore, more };
}
