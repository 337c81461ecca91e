import { useAdminToken } from "../auth/useAuth";
import { AdminApolloProvider } from "./client/AdminApolloProvider";
import { AdminShell } from "./shell/AdminShell";
import { AdminSignedOut } from "./shell/AdminSignedOut";
import "./admin.css";

/**
 * /admin and its tabs (spec 2 /admin, 4: Admin session). Only an admin-scoped token is an
 * admin session (auth/session): anything else, such as the member-scoped token an admin account
 * gets at /login, is signed out here and sees the sign-in form. The signed-in panel runs on the
 * admin client (client/adminClient.ts): when the server refuses the admin token on any admin
 * operation, its error link ends the admin session only, and this page shows the sign-in form
 * again, saying the session expired, at the same URL. The signed-out forms send no token.
 */
export function AdminPage() {
  const adminToken = useAdminToken();
  return adminToken ? (
    <AdminApolloProvider>
      <AdminShell />
    </AdminApolloProvider>
  ) : (
    <AdminSignedOut />
  );
}

export default AdminPage;
