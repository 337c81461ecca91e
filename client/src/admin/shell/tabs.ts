// The panel's tabs (spec 2 /admin), in order. The selected one is the URL: /admin/{slug}.

export type AdminTabSlug =
  | "overview"
  | "groups"
  | "users"
  | "progress"
  | "messages"
  | "announcements"
  | "reading"
  | "settings"
  | "donations"
  | "audit"
  | "outbox"
  | "playground"
  | "password";

export interface AdminTab {
  slug: AdminTabSlug;
  label: string;
  /**
   * Opened as a new document, not by the router: its page carries a Content-Security-Policy of
   * its own (the playground's editor, web/headers.go), which only a document load applies.
   */
  document?: boolean;
}

export const ADMIN_TABS: readonly AdminTab[] = [
  { slug: "overview", label: "Overview" },
  { slug: "groups", label: "Groups" },
  { slug: "users", label: "Users" },
  { slug: "progress", label: "Progress" },
  { slug: "messages", label: "Messages" },
  { slug: "announcements", label: "Announcements" },
  { slug: "reading", label: "Reading" },
  { slug: "settings", label: "Settings" },
  { slug: "donations", label: "Donations" },
  { slug: "audit", label: "Audit" },
  { slug: "outbox", label: "Outbox" },
  { slug: "playground", label: "Playground", document: true },
  { slug: "password", label: "Change Password" },
];

export const DEFAULT_TAB: AdminTabSlug = "overview";

/** The path of a tab. */
export function tabPath(slug: AdminTabSlug): string {
  return `/admin/${slug}`;
}

/** The tab a pathname selects: undefined for /admin itself, null for an unknown /admin/x. */
export function tabOf(pathname: string): AdminTab | null | undefined {
  const rest = pathname.replace(/^\/admin\/?/, "").split("/")[0];
  if (!rest) return undefined;
  return ADMIN_TABS.find((t) => t.slug === rest) ?? null;
}
