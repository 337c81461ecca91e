import { Workbox } from "workbox-window";
import { offerUpdate } from "./update";

/** How often an open page asks the server whether /sw.js changed (a browser also asks on each page load). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers /sw.js (src/sw.ts). Loaded with import() after the page's load event
 * (src/pwa/start.ts), so neither it nor workbox-window is in the first load. When a new version
 * has installed and waits (now, or already at this visit's start), the banner offers it; the
 * click tells the waiting worker to take over, and the page reloads once it has.
 */
export async function registerServiceWorker(): Promise<void> {
  const wb = new Workbox("/sw.js", { scope: "/" });
  wb.addEventListener("waiting", () => {
    offerUpdate(() => {
      wb.addEventListener("controlling", () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });
  await wb.register();
  window.setInterval(() => void wb.update().catch(() => undefined), UPDATE_CHECK_MS);
}
