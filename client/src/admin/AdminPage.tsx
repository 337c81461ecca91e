import { ADMIN_SESSION_EXPIRED, signOutAdmin } from "../auth/session";
import { useAdminToken, useEndReason } from "../auth/useAuth";
import { ComingSoon } from "../pages/ComingSoon";

/**
 * /admin. Only an admin-scoped token is an admin session (auth/session): anything else, such as
 * the member-scoped token an admin account gets at /login, is signed out here. The panel itself
 * is still to come; this page already decides who is signed in.
 */
export function AdminPage() {
  const adminToken = useAdminToken();
  const ended = useEndReason("admin");

  if (!adminToken) {
    return (
      <ComingSoon
        title="Journey 365 Admin"
        description="Sign in with your admin email and password to manage groups, users, progress, messages and donations."
      >
        {ended === "expired" && (
          <p className="form-error" role="alert">
            {ADMIN_SESSION_EXPIRED}
          </p>
        )}
      </ComingSoon>
    );
  }
  return (
    <ComingSoon title="Journey 365 Admin" description="You are signed in as an admin.">
      <p>
        <button type="button" className="button" onClick={() => void signOutAdmin()}>
          Log out of admin
        </button>
      </p>
    </ComingSoon>
  );
}

export default AdminPage;
