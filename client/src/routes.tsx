import { lazy, Suspense, type ComponentType } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import {
  AWARDS_HANDLE,
  CATCH_UP_HANDLE,
  DASHBOARD_HANDLE,
  LEAD_HANDLE,
  MESSAGES_HANDLE,
  PROFILE_HANDLE,
  SETTINGS_HANDLE,
} from "./app/handles";
import { Layout } from "./app/Layout";
import { PageLoading } from "./app/PageLoading";
import { RouteError } from "./errors/RouteError";
import { HomePage } from "./home/HomePage";
import { loadBundle, type Bundle } from "./i18n/i18n";
import { NotFound } from "./pages/NotFound";
import { RequireMember } from "./ui/RequireMember";

/**
 * A screen fetched when first opened (its own chunk), inside the app's Apollo client, which
 * comes with it. Only Home and Page not found are in the first load: Home is where a newcomer
 * lands, and it must stay within the size check (client/scripts/size-check.mjs).
 */
function screen(load: () => Promise<{ default: ComponentType }>, bundles: Bundle[] = ["member"]) {
  const Screen = lazy(async () => {
    const [{ AppApolloProvider }, { default: Page }] = await Promise.all([
      import("./app/AppApolloProvider"),
      load(),
      ...bundles.map((bundle) => loadBundle(bundle)),
    ]);
    return {
      default: function ScreenWithApollo() {
        return (
          <AppApolloProvider>
            <Page />
          </AppApolloProvider>
        );
      },
    };
  });
  return (
    <Suspense fallback={<PageLoading />}>
      <Screen />
    </Suspense>
  );
}

// /legacy and /alumni: a separate chunk, without the navigation (it brings Apollo for its one
// mutation itself).
const LegacyPage = lazy(async () => (await Promise.all([import("./legacy/LegacyPage"), loadBundle("member")]))[0]);

function LegacyRoute() {
  return (
    <Suspense fallback={<PageLoading />}>
      <LegacyPage />
    </Suspense>
  );
}

/** Every route of spec 2. */
export const routes: RouteObject[] = [
  {
    // The common layout with the navigation bar.
    path: "/",
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      {
        // Errors inside a page render here, inside the layout, so the navigation stays usable.
        errorElement: <RouteError />,
        children: [
          { index: true, element: <HomePage /> },
          { path: "register", element: screen(() => import("./register/RegisterPage")) },
          { path: "login", element: screen(() => import("./login/LoginPage")) },
          { path: "join-current-group", element: screen(() => import("./join/JoinCurrentGroupPage")) },
          { path: "donate", element: screen(() => import("./donate/DonatePage")) },
          {
            // Pages that need a member token (/dashboard, /messages, /awards, /trophies, /settings and /catch-up): without one,
            // /login (route guards are layout routes).
            element: <RequireMember />,
            children: [
              { path: "dashboard", element: screen(() => import("./dashboard/DashboardPage")), handle: DASHBOARD_HANDLE },
              { path: "messages", element: screen(() => import("./messages/MessagesPage")), handle: MESSAGES_HANDLE },
              { path: "awards", element: screen(() => import("./awards/AwardsPage")), handle: AWARDS_HANDLE },
              { path: "trophies", element: screen(() => import("./awards/AwardsPage")), handle: AWARDS_HANDLE },
              { path: "settings", element: screen(() => import("./settings/SettingsPage")), handle: SETTINGS_HANDLE },
              // the member's profile and sign-in (issue 29)
              { path: "profile", element: screen(() => import("./profile/ProfilePage")), handle: PROFILE_HANDLE },
              // the Leader area (issue 29): it shows the panel's chips, dialogs and checks, with their words
              { path: "lead", element: screen(() => import("./lead/LeadPage"), ["member", "admin"]), handle: LEAD_HANDLE },
              { path: "catch-up", element: screen(() => import("./catchup/CatchUpPage")), handle: CATCH_UP_HANDLE },
            ],
          },
          {
            path: "admin",
            element: screen(() => import("./admin/AdminPage"), ["member", "admin"]),
            // The panel's tabs, /admin/overview, /admin/groups…: AdminPage reads the tab from the
            // URL (so reload and back work); /admin itself goes to /admin/overview once signed in.
            // (the child draws nothing itself: null, not absent, which React Router warns about)
            children: [{ path: "*", element: null }],
          },
          { path: "reset-password", element: screen(() => import("./reset-password/ResetPasswordPage")) },
          // The link in the legacy claim's confirmation mail: the page asks, its button confirms.
          { path: "legacy/confirm", element: screen(() => import("./legacy/ConfirmLegacyPage")) },
          // A member's mailed links (issue 29): opening one only reads it; the page's button acts.
          { path: "confirm-email", element: screen(() => import("./profile/ConfirmEmailPage")) },
          { path: "sign-in", element: screen(() => import("./profile/SignInLinkPage")) },
          // The daily reminder's links (issue 27), signed in or not: the signed token is the member's.
          // Opening one only reads it; the page's button acts.
          { path: "checkin/:token", element: screen(() => import("./checkin/CheckInPage")) },
          { path: "unsubscribe/:token", element: screen(() => import("./unsubscribe/UnsubscribePage")) },
          { path: "*", element: <NotFound /> },
        ],
      },
    ],
  },
  // Without the navigation bar.
  { path: "/legacy", element: <LegacyRoute />, errorElement: <RouteError /> },
  { path: "/alumni", element: <LegacyRoute />, errorElement: <RouteError /> },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
