import { useEffect, useState } from "react";
import type { SelectedRequest } from "./bulkReport";

export interface RequestSelection {
  /** The selected requests in the order they were chosen, by request id. */
  items: ReadonlyMap<string, SelectedRequest>;
  size: number;
  has: (id: string) => boolean;
  toggle: (request: SelectedRequest, on: boolean) => void;
  add: (requests: readonly SelectedRequest[]) => void;
  remove: (ids: readonly string[]) => void;
  clear: () => void;
}

/** A row of the page as the selection sees it: its request and whether it is still pending. */
export interface SelectableRow {
  trophyRequest?: { id: string; status: string } | null;
}

/**
 * The trophy requests the admin ticked, kept across the pages of one filter and order (`scope`);
 * another filter starts empty, so nothing selected is out of sight of what the filter shows. A
 * request the page shows decided (approved from its row, or reloaded) leaves the selection.
 */
export function useRequestSelection(scope: string, rows: readonly SelectableRow[] | undefined): RequestSelection {
  const [state, setState] = useState<{ scope: string; items: ReadonlyMap<string, SelectedRequest> }>({ scope, items: new Map() });
  if (state.scope !== scope) setState({ scope, items: new Map() });
  const items = state.scope === scope ? state.items : new Map<string, SelectedRequest>();

  const update = (change: (next: Map<string, SelectedRequest>) => void) =>
    setState((s) => {
      const next = new Map(s.items);
      change(next);
      return next.size === s.items.size && [...next.keys()].every((k) => s.items.has(k)) ? s : { ...s, items: next };
    });

  const remove = (ids: readonly string[]) =>
    update((next) => {
      for (const id of ids) next.delete(id);
    });

  const decidedOnPage = (rows ?? [])
    .filter((r) => r.trophyRequest && r.trophyRequest.status !== "PENDING" && items.has(r.trophyRequest.id))
    .map((r) => r.trophyRequest!.id);
  const decidedKey = decidedOnPage.join(",");
  useEffect(() => {
    if (decidedKey) remove(decidedKey.split(","));
    // the key, not the rows, says when there is something to drop
  }, [decidedKey]);

  return {
    items,
    size: items.size,
    has: (id) => items.has(id),
    toggle: (request, on) =>
      update((next) => {
        if (on) next.set(request.id, request);
        else next.delete(request.id);
      }),
    add: (requests) =>
      update((next) => {
        for (const r of requests) if (!next.has(r.id)) next.set(r.id, r);
      }),
    remove,
    clear: () => update((next) => next.clear()),
  };
}
