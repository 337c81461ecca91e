import { ComingSoon } from "../pages/ComingSoon";

export function JoinCurrentGroupPage() {
  return (
    <ComingSoon
      title="Join the Current Group"
      description="Log in and join the group that is reading now."
    />
  );
}

export default JoinCurrentGroupPage;
