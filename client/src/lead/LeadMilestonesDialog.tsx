import { useQuery } from "@apollo/client/react";
import { MilestonesDialogView } from "../admin/progress/MilestonesDialogView";
import { MemberContact } from "./MemberContact";
import { LeadMilestonesQuery } from "./queries";

export interface LeadMilestonesDialogProps {
  groupId: string;
  groupName: string;
  userId: string;
  userName: string;
  onClose: () => void;
}

/** A member of the led group's eight milestones, as the admin's dialog shows them, and their contact details when the programme lets leaders see them. */
export function LeadMilestonesDialog({ groupId, groupName, userId, userName, onClose }: LeadMilestonesDialogProps) {
  const { data, error, loading, refetch } = useQuery(LeadMilestonesQuery, {
    variables: { groupId, userId },
    fetchPolicy: "network-only",
  });
  return (
    <MilestonesDialogView
      userName={userName}
      groupName={groupName}
      milestones={data?.leaderMilestones}
      error={error}
      loading={loading}
      onRetry={() => void refetch()}
      onClose={onClose}
    >
      <MemberContact groupId={groupId} userId={userId} />
    </MilestonesDialogView>
  );
}
