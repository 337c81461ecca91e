import { useCallback, useEffect, useState } from "react";

/** What a page says about the next one (the server's PageInfo). */
export interface NextPageInfo {
  hasNextPage: boolean;
  endCursor?: string | null;
}

export interface CursorPages {
  /** 1 for the first page. */
  page: number;
  /** The cursor to ask for this page with (null: the first page). */
  after: string | null;
  /** The Table's onPage: Next pushes the shown page's end cursor, Previous pops it. */
  goToPage: (to: number, shown: NextPageInfo | undefined) => void;
  /** Back to the page before (nothing on the first page). */
  back: () => void;
  /** Back to page 1 (a filter applied again). */
  restart: () => void;
}

/**
 * Previous/Next over a cursor-paged list (the list convention of docs/decisions.md): the cursors
 * of the pages shown so far, for one filter. A new `filterKey` starts again from page 1.
 */
export function useCursorPages(filterKey: string): CursorPages {
  const [paging, setPaging] = useState<{ key: string; cursors: Array<string | null> }>({ key: filterKey, cursors: [null] });
  if (paging.key !== filterKey) setPaging({ key: filterKey, cursors: [null] });
  const cursors = paging.key === filterKey ? paging.cursors : [null];
  const page = cursors.length;

  const back = useCallback(
    () => setPaging((p) => (p.cursors.length > 1 ? { ...p, cursors: p.cursors.slice(0, -1) } : p)),
    [],
  );
  const goToPage = (to: number, shown: NextPageInfo | undefined) => {
    if (to === page + 1) {
      const end = shown?.endCursor;
      if (!shown?.hasNextPage || !end) return;
      setPaging({ key: filterKey, cursors: [...cursors, end] });
    } else if (to === page - 1) {
      back();
    }
  };
  const restart = () => setPaging({ key: filterKey, cursors: [null] });
  return { page, after: cursors[page - 1], goToPage, back, restart };
}

/** A later page that came back empty (its last row deleted or decided away) shows the one before. */
export function useStepBackFromEmptyPage(pages: CursorPages, empty: boolean) {
  const stepBack = empty && pages.page > 1;
  const { back } = pages;
  useEffect(() => {
    if (stepBack) back();
  }, [stepBack, back]);
}
