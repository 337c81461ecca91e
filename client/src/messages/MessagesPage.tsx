import { ComingSoon } from "../pages/ComingSoon";

export function MessagesPage() {
  return (
    <ComingSoon
      title="Messages"
      description="Read and share encouragement, prayer requests and news with your group."
    />
  );
}

export default MessagesPage;
