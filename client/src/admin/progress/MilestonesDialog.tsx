import { useQuery } from "@apollo/client/react";
import { ProgressTabMilestonesQuery } from "./documents";
import { MilestonesDialogView } from "./MilestonesDialogView";

export interface MilestonesDialogProps {
  userId: string;
  groupId: string;
  userName: string;
  groupName: string;
  onClose: () => void;
}

/** A member's eight milestones in one group, as the admin reads them. */
export function MilestonesDialog({ userId, groupId, userName, groupName, onClose }: MilestonesDialogProps) {
  const { data, error, loading, refetch } = useQuery(ProgressTabMilestonesQuery, {
    variables: { userId, groupId },
    fetchPolicy: "network-only",
  });
  return (
    <MilestonesDialogView
      userName={userName}
      groupName={groupName}
      milestones={data?.adminMilestones}
      error={error}
      loading={loading}
      onRetry={() => void refetch()}
      onClose={onClose}
    />
  );
}
