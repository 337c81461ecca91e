import { lazy, Suspense, useEffect, type ReactNode } from "react";
import { Navigate, NavLink, useLocation, useNavigate } from "react-router";
import { signOutAdmin } from "../../auth/session";
import { useT } from "../../i18n";
import { usePageTitle } from "../../lib/usePageTitle";
import { AuditTab } from "../audit/AuditTab";
import { OverviewTab } from "../overview/OverviewTab";
import { ChangePasswordTab } from "../password/ChangePasswordTab";
import { ADMIN_TABS, DEFAULT_TAB, tabOf, tabPath, type AdminTabSlug } from "./tabs";
import { useProgrammeName } from "../../programme/programme";
import { panelTitle } from "./texts";

// Built in their own folders, in chunks of their own: fetched once the panel shows (so a tab
// opens at once; while a chunk is on its way the tab shown before stays, as the router moves
// between URLs in a transition).
const loadGroups = () => import("../groups/GroupsTab");
const loadUsers = () => import("../users/UsersTab");
const loadProgress = () => import("../progress/ProgressTab");
const loadOutbox = () => import("../outbox/OutboxTab");
const loadDonations = () => import("../donations/DonationsTab");
const loadMessages = () => import("../messages/MessagesTab");
const loadAnnouncements = () => import("../announcements/AnnouncementsTab");
const loadReading = () => import("../reading/ReadingTab");
const loadSettings = () => import("../settings/SettingsTab");
const GroupsTab = lazy(() => loadGroups().then((m) => ({ default: m.GroupsTab })));
const UsersTab = lazy(() => loadUsers().then((m) => ({ default: m.UsersTab })));
const ProgressTab = lazy(() => loadProgress().then((m) => ({ default: m.ProgressTab })));
const OutboxTab = lazy(() => loadOutbox().then((m) => ({ default: m.OutboxTab })));
const DonationsTab = lazy(() => loadDonations().then((m) => ({ default: m.DonationsTab })));
// GraphiQL and its editor (megabytes): fetched only when /admin/playground opens, never ahead.
const PlaygroundTab = lazy(() => import("../playground/PlaygroundTab"));
const MessagesTab = lazy(() => loadMessages().then((m) => ({ default: m.MessagesTab })));
const AnnouncementsTab = lazy(() => loadAnnouncements().then((m) => ({ default: m.AnnouncementsTab })));
const ReadingTab = lazy(() => loadReading().then((m) => ({ default: m.ReadingTab })));
const SettingsTab = lazy(() => loadSettings().then((m) => ({ default: m.SettingsTab })));

function TabContent({ slug }: { slug: AdminTabSlug }): ReactNode {
  switch (slug) {
    case "overview":
      return <OverviewTab />;
    case "groups":
      return <GroupsTab />;
    case "users":
      return <UsersTab />;
    case "progress":
      return <ProgressTab />;
    case "messages":
      return <MessagesTab />;
    case "announcements":
      return <AnnouncementsTab />;
    case "reading":
      return <ReadingTab />;
    case "settings":
      return <SettingsTab />;
    case "donations":
      return <DonationsTab />;
    case "audit":
      return <AuditTab />;
    case "outbox":
      return <OutboxTab />;
    case "playground":
      return <PlaygroundTab />;
    case "password":
      return <ChangePasswordTab />;
  }
}

/**
 * The signed-in panel (spec 2 /admin): the header "Journey 365 Admin" with Logout, the tabs
 * as links (the selected tab is the URL, /admin/{tab}, so reload and back work), and the
 * selected tab. /admin and unknown tabs go to /admin/overview.
 */
export function AdminShell() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const tab = tabOf(pathname);
  const t = useT();
  const title = t(panelTitle(useProgrammeName()));
  usePageTitle(tab ? t("admin.tabTitle", { tab: t(tab.label) }) : title);
  useEffect(() => {
    void loadGroups().catch(() => {});
    void loadUsers().catch(() => {});
    void loadProgress().catch(() => {});
    void loadOutbox().catch(() => {});
    void loadDonations().catch(() => {});
    void loadMessages().catch(() => {});
    void loadAnnouncements().catch(() => {});
    void loadReading().catch(() => {});
    void loadSettings().catch(() => {});
  }, []);

  if (!tab) return <Navigate to={tabPath(DEFAULT_TAB)} replace />;

  return (
    <div className="admin">
      <header className="admin-header">
        <h1>{title}</h1>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            void signOutAdmin();
            navigate("/admin");
          }}
        >
          {t("admin.logout")}
        </button>
      </header>
      <nav className="admin-tabs" aria-label={t("admin.sections")}>
        <ul>
          {ADMIN_TABS.map((each) => (
            <li key={each.slug}>
              <NavLink to={tabPath(each.slug)} reloadDocument={each.document}>{t(each.label)}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="admin-panel">
        <Suspense
          fallback={
            <p className="admin-status" role="status">
              {t("admin.loadingTab", { tab: t(tab.label) })}
            </p>
          }
        >
          <TabContent slug={tab.slug} />
        </Suspense>
      </div>
    </div>
  );
}
