// Page loads the service worker leaves to the Go server (web/handler.go, web/headers.go): the
// API, GraphQL, the health checks, the admin's GraphQL playground (its page carries its own
// Content-Security-Policy, which a shell from the cache would not), and any file
// (/sw.js, /manifest.webmanifest, a calendar feed): a path whose last segment has a dot.
export const NAVIGATION_DENYLIST: RegExp[] = [
  /^\/api(?:\/|$)/,
  /^\/graphql(?:\/|$)/,
  /^\/(?:healthz|readyz)$/,
  /^\/debug\//,
  /^\/admin\/playground(?:\/|$)/,
  /\/[^/]*\.[^/]*$/,
];

/** Whether the service worker answers a page load of pathname with the app's shell. */
export function shellAnswers(pathname: string): boolean {
  return !NAVIGATION_DENYLIST.some((re) => re.test(pathname));
}
