import { useState } from "react";
import type { SelectedUser } from "./bulkReport";

export interface UserSelection {
  /** The selected users in the order they were chosen, by id. */
  items: ReadonlyMap<string, SelectedUser>;
  size: number;
  has: (id: string) => boolean;
  /** Selects (on) or unselects each of `users`. */
  set: (users: readonly SelectedUser[], on: boolean) => void;
  remove: (ids: readonly string[]) => void;
  clear: () => void;
}

const NONE: ReadonlyMap<string, SelectedUser> = new Map();

/**
 * The users the admin ticked, kept across the pages of one filter (`scope`); another filter
 * starts empty, so nothing selected is out of sight of what the list shows.
 */
export function useUserSelection(scope: string): UserSelection {
  const [state, setState] = useState({ scope, items: NONE });
  if (state.scope !== scope) setState({ scope, items: NONE });
  const items = state.scope === scope ? state.items : NONE;

  const update = (change: (next: Map<string, SelectedUser>) => void) =>
    setState((s) => {
      const next = new Map(s.items);
      change(next);
      return { ...s, items: next };
    });

  return {
    items,
    size: items.size,
    has: (id) => items.has(id),
    set: (users, on) =>
      update((next) => {
        for (const u of users) {
          if (!on) next.delete(u.id);
          else if (!next.has(u.id)) next.set(u.id, u);
        }
      }),
    remove: (ids) =>
      update((next) => {
        for (const id of ids) next.delete(id);
      }),
    clear: () => update((next) => next.clear()),
  };
}
