// The panel's tabs (spec 2 /admin), in order. The selected one is the URL: /admin/{slug}.
import { msg, type Message } from "../../i18n";

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
  label: Message;
  /**
   * Opened as a new document, not by the router: its page carries a Content-Security-Policy of
   * its own (the playground's editor, web/headers.go), which only a document load applies.
   */
  document?: boolean;
}

export const ADMIN_TABS: readonly AdminTab[] = [
  { slug: "overview", label: msg("admin.tab.overview") },
  { slug: "groups", label: msg("admin.tab.groups") },
  { slug: "users", label: msg("admin.tab.users") },
  { slug: "progress", label: msg("admin.tab.progress") },
  { slug: "messages", label: msg("admin.tab.messages") },
  { slug: "announcements", label: msg("admin.tab.announcements") },
  { slug: "reading", label: msg("admin.tab.reading") },
  { slug: "settings", label: msg("admin.tab.settings") },
  { slug: "donations", label: msg("admin.tab.donations") },
  { slug: "audit", label: msg("admin.tab.audit") },
  { slug: "outbox", label: msg("admin.tab.outbox") },
  { slug: "playground", label: msg("admin.tab.playground"), document: true },
  { slug: "password", label: msg("admin.tab.password") },
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
