import { ComingSoon } from "../pages/ComingSoon";

export function AdminPage() {
  return (
    <ComingSoon
      title="Journey 365 Admin"
      description="Sign in to manage groups, users, progress, messages and donations."
    />
  );
}

export default AdminPage;
