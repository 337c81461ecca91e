// This browser's side of push notifications (issue 30): whether it can have them, whether the
// member blocked them, and its subscription with the push service. The Notifications section
// (NotificationsSection.tsx) uses nothing else of the browser, so its tests replace `browserPush`.

/** How long turning on waits for the app's service worker to be running. */
const WORKER_WAIT_MS = 10_000;

/** Where the id of the device this browser registered as is kept, to mark it in the list. */
const DEVICE_KEY = "journey365.pushDevice";

export type Permission = "default" | "granted" | "denied";

export interface SubscriptionKeys {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** A push subscription as this code needs it. */
export interface DeviceSubscription {
  endpoint: string;
  keys(): SubscriptionKeys;
  unsubscribe(): Promise<boolean>;
}

export interface BrowserPush {
  supported(): boolean;
  permission(): Permission;
  requestPermission(): Promise<Permission>;
  /** This browser's subscription, or null. */
  current(): Promise<DeviceSubscription | null>;
  /** Subscribes with the server's VAPID public key (base64url). */
  subscribe(vapidPublicKey: string): Promise<DeviceSubscription>;
  userAgent(): string;
}

/** The service worker did not come in time; the page says so in its own words (settings.push.workerNotReady). */
export class WorkerNotReadyError extends Error {
  constructor() {
    super("service worker not ready");
  }
}

/** A base64url string (padding optional) as bytes, as PushManager.subscribe wants the key. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(value.length / 4) * 4, "=");
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** "Chrome on Android", "Safari on iPhone", "Firefox on Windows"…: at most 80 characters. */
export function deviceLabel(userAgent: string): string {
  const ua = userAgent;
  const browser = /EdgA?\//.test(ua)
    ? "Edge"
    : /OPR\//.test(ua)
      ? "Opera"
      : /SamsungBrowser\//.test(ua)
        ? "Samsung Internet"
        : /Firefox\/|FxiOS\//.test(ua)
          ? "Firefox"
          : /Chrome\/|Chromium\/|CriOS\//.test(ua)
            ? "Chrome"
            : /Safari\//.test(ua)
              ? "Safari"
              : "A browser";
  const system = /Android/.test(ua)
    ? "Android"
    : /iPhone/.test(ua)
      ? "iPhone"
      : /iPad/.test(ua)
        ? "iPad"
        : /CrOS/.test(ua)
          ? "ChromeOS"
          : /Windows/.test(ua)
            ? "Windows"
            : /Mac OS X|Macintosh/.test(ua)
              ? "Mac"
              : /Linux/.test(ua)
                ? "Linux"
                : null;
  return (system ? `${browser} on ${system}` : browser).slice(0, 80);
}

export function rememberDevice(id: string | null): void {
  try {
    if (id) window.localStorage.setItem(DEVICE_KEY, id);
    else window.localStorage.removeItem(DEVICE_KEY);
  } catch {
    // storage refused (private mode): the list just does not mark this device
  }
}

export function rememberedDevice(): string | null {
  try {
    return window.localStorage.getItem(DEVICE_KEY);
  } catch {
    return null;
  }
}

function wrap(subscription: PushSubscription): DeviceSubscription {
  return {
    endpoint: subscription.endpoint,
    keys() {
      const json = subscription.toJSON();
      return { endpoint: subscription.endpoint, p256dh: json.keys?.p256dh ?? "", auth: json.keys?.auth ?? "" };
    },
    unsubscribe: () => subscription.unsubscribe(),
  };
}

/** The app's service worker once it runs; WorkerNotReadyError when it does not come. */
async function workerRegistration(): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new WorkerNotReadyError()), WORKER_WAIT_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The real browser. */
export const browserPush: BrowserPush = {
  supported: () =>
    typeof window !== "undefined" &&
    "serviceWorker" in navigator &&
    "PushManager" in window &&
    "Notification" in window,
  permission: () => Notification.permission,
  requestPermission: () => Notification.requestPermission(),
  async current() {
    const registration = await navigator.serviceWorker.getRegistration("/");
    const subscription = await registration?.pushManager.getSubscription();
    return subscription ? wrap(subscription) : null;
  },
  async subscribe(vapidPublicKey) {
    const registration = await workerRegistration();
    const subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: base64UrlToBytes(vapidPublicKey),
    });
    return wrap(subscription);
  },
  userAgent: () => navigator.userAgent,
};
