import { lazy, Suspense } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { AdminPage } from "./admin/AdminPage";
import { Layout } from "./app/Layout";
import { PageLoading } from "./app/PageLoading";
import { AwardsPage } from "./awards/AwardsPage";
import { DASHBOARD_HANDLE, DashboardPage } from "./dashboard/DashboardPage";
import { DonatePage } from "./donate/DonatePage";
import { RouteError } from "./errors/RouteError";
import { HomePage } from "./home/HomePage";
import { JoinCurrentGroupPage } from "./join/JoinCurrentGroupPage";
import { LoginPage } from "./login/LoginPage";
import { MessagesPage } from "./messages/MessagesPage";
import { NotFound } from "./pages/NotFound";
import { RegisterPage } from "./register/RegisterPage";
import { ResetPasswordPage } from "./reset-password/ResetPasswordPage";
import { RequireMember } from "./ui/RequireMember";

// /legacy and /alumni: a separate chunk, fetched only when one of them is opened.
const LegacyPage = lazy(() => import("./legacy/LegacyPage"));

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
          { path: "register", element: <RegisterPage /> },
          { path: "login", element: <LoginPage /> },
          { path: "join-current-group", element: <JoinCurrentGroupPage /> },
          { path: "donate", element: <DonatePage /> },
          {
            // Pages that need a member token: without one, /login (route guards are layout routes).
            element: <RequireMember />,
            children: [
              { path: "dashboard", element: <DashboardPage />, handle: DASHBOARD_HANDLE },
              { path: "messages", element: <MessagesPage /> },
            ],
          },
          { path: "admin", element: <AdminPage /> },
          { path: "reset-password", element: <ResetPasswordPage /> },
          { path: "awards", element: <AwardsPage /> },
          { path: "trophies", element: <AwardsPage /> },
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
