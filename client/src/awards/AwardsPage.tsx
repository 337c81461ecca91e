import { ComingSoon } from "../pages/ComingSoon";

export function AwardsPage() {
  return (
    <ComingSoon
      title="Awards"
      description="Celebrate everyone who has completed the journey, from Bronze to Diamond."
    />
  );
}

export default AwardsPage;
