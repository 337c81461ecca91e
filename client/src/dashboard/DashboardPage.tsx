import { ComingSoon } from "../pages/ComingSoon";

export function DashboardPage() {
  return (
    <ComingSoon
      title="Your Dashboard"
      description="Your group, milestones, grades, awards and invitation in one place."
    />
  );
}

export default DashboardPage;
