import { useAdminToken } from "../auth/useAuth";
import { AdminShell } from "./shell/AdminShell";
import { AdminSignedOut } from "./shell/AdminSignedOut";
import "./admin.css";

/**
 * /admin and its tabs (spec 2 /admin, 4: Admin session). Only an admin-scoped token is an
 * admin session (auth/session): anything else, such as the member-scoped token an admin account
 * gets at /login, is signed out here and sees the sign-in form. When the server refuses the
 * admin token on any admin operation, the app's error link ends the session (apollo.ts) and
 * this page shows the sign-in form again, saying the session expired, at the same URL.
 */
export function AdminPage() {
  const adminToken = useAdminToken();
  return adminToken ? <AdminShell /> : <AdminSignedOut />;
}

export default AdminPage;
