// What the service worker (src/sw.ts) makes of a push and of a tap on its notification, apart
// from the worker so the tests can reach it. No DOM or worker types here: both builds import it.

/** The server's push payload (issue 30): JSON {"title","body","url","tag"}. */
export interface PushPayload {
  title?: unknown;
  body?: unknown;
  url?: unknown;
  tag?: unknown;
}

export interface PushNotice {
  title: string;
  options: {
    body: string;
    tag?: string;
    icon: string;
    badge: string;
    data: { url: string };
  };
}

export const DEFAULT_TITLE = "Journey 365";
/** Where a notification without a usable url opens. */
export const DEFAULT_URL = "/dashboard";
export const NOTIFICATION_ICON = "/icons/icon-192.png";
export const NOTIFICATION_BADGE = "/icons/badge-96.png";

/**
 * The app's own path to open for a notification's url: a path of this site ("/messages?group=3"),
 * or an absolute URL on `origin` made a path. Anything else (another site, javascript:, "//x")
 * opens the dashboard: a push can only ever lead into the app.
 */
export function appPath(url: unknown, origin: string): string {
  if (typeof url !== "string" || url.trim() === "") return DEFAULT_URL;
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return DEFAULT_URL;
  }
  if (parsed.origin !== origin) return DEFAULT_URL;
  return parsed.pathname + parsed.search + parsed.hash;
}

/**
 * The notification to show for a push's data (its text, null when it had none). A payload that
 * is not JSON is shown as the body under the app's name, so nothing the server sends is lost.
 */
export function noticeFromPush(text: string | null, origin: string): PushNotice {
  let payload: PushPayload = {};
  if (text) {
    try {
      const parsed: unknown = JSON.parse(text);
      payload = parsed && typeof parsed === "object" ? (parsed as PushPayload) : { body: String(parsed) };
    } catch {
      payload = { body: text };
    }
  }
  const title = typeof payload.title === "string" && payload.title.trim() !== "" ? payload.title : DEFAULT_TITLE;
  const body = typeof payload.body === "string" ? payload.body : "";
  const tag = typeof payload.tag === "string" && payload.tag !== "" ? payload.tag : undefined;
  return {
    title,
    options: {
      body,
      ...(tag ? { tag } : {}),
      icon: NOTIFICATION_ICON,
      badge: NOTIFICATION_BADGE,
      data: { url: appPath(payload.url, origin) },
    },
  };
}
