import { useSyncExternalStore } from "react";

// Whether a new version of the app is waiting (a new service worker installed, not yet in
// charge), and how to switch to it. Set by src/pwa/register.ts; read by the layout's banner.
// Kept apart from register.ts so the banner in the first load does not bring workbox-window.

type Apply = () => void;

let apply: Apply | null = null;
const listeners = new Set<() => void>();

/** A new version is ready: the banner offers it, and `switchTo` applies it on the click. */
export function offerUpdate(switchTo: Apply): void {
  apply = switchTo;
  for (const listener of listeners) listener();
}

/** Forgets an offer (tests). */
export function clearUpdate(): void {
  apply = null;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The waiting version's switch, or null when there is none. */
export function useWaitingUpdate(): Apply | null {
  return useSyncExternalStore(
    subscribe,
    () => apply,
    () => null,
  );
}
