/**
 * Starts the service worker after the page has loaded (issue 30): its code (src/pwa/register.ts
 * and workbox-window) comes with import(), so the first route's budget (scripts/size-check.mjs)
 * does not carry it, and its precaching does not compete with the page's own downloads. Only the
 * built app registers one: `npm run dev` serves modules the worker would not know.
 */
export function startServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const start = () => {
    import("./register")
      .then(({ registerServiceWorker }) => registerServiceWorker())
      .catch((error: unknown) => console.warn("The app could not install its service worker:", error));
  };
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
}
