/// <reference lib="webworker" />
// The service worker (issue 30), built by vite-plugin-pwa (injectManifest) to /sw.js.
//
// - Precaches the app shell (index.html) and the hashed scripts and styles the build lists in
//   self.__WB_MANIFEST (vite.config.ts says which), so the app starts with no network.
// - Answers page loads (navigations) with the precached shell, except the paths the Go server
//   answers itself (NAVIGATION_DENYLIST). Data is never cached here: /graphql and /api go to the
//   network untouched (the offline part keeps the member's data in IndexedDB instead).
// - A new version waits until the member clicks "Reload" in the page's banner (src/pwa/), which
//   sends SKIP_WAITING; it never takes over by itself.
// - Shows the server's pushes as notifications and opens the app at the push's url when one is
//   tapped.
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { appPath, noticeFromPush } from "./pwa/push";
import { NAVIGATION_DENYLIST } from "./pwa/navigation";

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(new NavigationRoute(createHandlerBoundToURL("/index.html"), { denylist: NAVIGATION_DENYLIST }));

// The first worker takes the open pages at once (there is no older version for them to be out of
// step with); a later one only activates on the banner's click, and the page then reloads.
self.addEventListener("activate", (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener("message", (event) => {
  if ((event.data as { type?: unknown } | null)?.type === "SKIP_WAITING") void self.skipWaiting();
});

self.addEventListener("push", (event) => {
  const notice = noticeFromPush(event.data ? event.data.text() : null, self.location.origin);
  event.waitUntil(self.registration.showNotification(notice.title, notice.options));
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const path = appPath((event.notification.data as { url?: unknown } | null)?.url, self.location.origin);
  event.waitUntil(openApp(new URL(path, self.location.origin).href));
});

/**
 * Takes a window of the app already open to url (the one last focused first), else opens one.
 * A window this worker does not control cannot be navigated by it: a new window then.
 */
async function openApp(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: "window" });
  for (const client of windows) {
    if (new URL(client.url).origin !== self.location.origin) continue;
    // Focus needs the tap's user activation; a focus refused must not stop the navigation.
    await client.focus().catch(() => undefined);
    const navigated = await client.navigate(url).catch(() => null);
    if (navigated) return;
  }
  await self.clients.openWindow(url);
}
