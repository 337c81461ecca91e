import { useEffect, useState } from "react";
import type { SelectedAward } from "./shipReport";

export interface AwardSelection {
  /** The selected awards in the order they were chosen, by award id. */
  items: ReadonlyMap<string, SelectedAward>;
  size: number;
  has: (id: string) => boolean;
  toggle: (award: SelectedAward, on: boolean) => void;
  add: (awards: readonly SelectedAward[]) => void;
  remove: (ids: readonly string[]) => void;
  clear: () => void;
}

/**
 * The awards the admin ticked. One the list no longer shows (posted, then the list reloaded)
 * leaves the selection, so what is marked is always what the admin can see.
 */
export function useAwardSelection(shownIds: readonly string[] | undefined): AwardSelection {
  const [items, setItems] = useState<ReadonlyMap<string, SelectedAward>>(new Map());

  const update = (change: (next: Map<string, SelectedAward>) => void) =>
    setItems((current) => {
      const next = new Map(current);
      change(next);
      return next.size === current.size && [...next.keys()].every((k) => current.has(k)) ? current : next;
    });

  const remove = (ids: readonly string[]) =>
    update((next) => {
      for (const id of ids) next.delete(id);
    });

  const shown = new Set(shownIds ?? []);
  const goneKey = shownIds === undefined ? "" : [...items.keys()].filter((id) => !shown.has(id)).join(",");
  useEffect(() => {
    if (goneKey) remove(goneKey.split(","));
    // the key, not the rows, says when there is something to drop
  }, [goneKey]);

  return {
    items,
    size: items.size,
    has: (id) => items.has(id),
    toggle: (award, on) =>
      update((next) => {
        if (on) next.set(award.id, award);
        else next.delete(award.id);
      }),
    add: (awards) =>
      update((next) => {
        for (const a of awards) if (!next.has(a.id)) next.set(a.id, a);
      }),
    remove,
    clear: () => update((next) => next.clear()),
  };
}
