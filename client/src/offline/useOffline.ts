import { useCallback, useEffect, useRef, useState } from "react";
import { useUserToken } from "../auth/useAuth";
import { memberOf } from "./identity";
import type { QueuedItem } from "./queue";
import { getQueue } from "./sync";

/** The signed-in member's queued items that `pick` chooses, oldest first, kept up to date. */
export function useQueuedItems(pick: (item: QueuedItem) => boolean): {
  items: QueuedItem[];
  discard(id: string): void;
} {
  const member = memberOf(useUserToken());
  const [items, setItems] = useState<QueuedItem[]>([]);
  // the latest pick: callers may pass a new function each render
  const pickRef = useRef(pick);
  pickRef.current = pick;
  useEffect(() => {
    if (member === null) {
      setItems([]);
      return;
    }
    let live = true;
    const load = () =>
      void getQueue()
        .items(member)
        .then((all) => live && setItems(all.filter((item) => pickRef.current(item))))
        .catch(() => {});
    load();
    const unsubscribe = getQueue().subscribe(load);
    return () => {
      live = false;
      unsubscribe();
    };
  }, [member]);
  const discard = useCallback((id: string) => void getQueue().discard(id).catch(() => {}), []);
  return { items, discard };
}
