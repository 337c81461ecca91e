/** How long after the load event the worker waits before it starts (see startServiceWorker). */
const AFTER_LOAD_MS = 3000;

/**
 * Starts the service worker once the page has loaded and settled (issue 30): its code
 * (src/pwa/register.ts and workbox-window) comes with import(), so the first route's budget
 * (scripts/size-check.mjs) does not carry it; and it starts a few seconds after the load event,
 * when the main thread is idle, because installing it downloads the whole precache (about 120
 * files) — begun at once, on a slow phone that competed with the screen's own first renders
 * (Lighthouse's mobile run measured / at about 600 ms of blocking time with it against about
 * 60–350 ms without). Only the built app registers one: `npm run dev` serves modules the worker
 * would not know.
 */
export function startServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const start = () => {
    import("./register")
      .then(({ registerServiceWorker }) => registerServiceWorker())
      .catch((error: unknown) => console.warn("The app could not install its service worker:", error));
  };
  const whenIdle = () => {
    if ("requestIdleCallback" in window) window.requestIdleCallback(start, { timeout: 5000 });
    else start();
  };
  const afterLoad = () => window.setTimeout(whenIdle, AFTER_LOAD_MS);
  if (document.readyState === "complete") afterLoad();
  else window.addEventListener("load", afterLoad, { once: true });
}
