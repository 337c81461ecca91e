import type { GroupStatus, MemberStatus } from "../../gql/graphql";
import type { ChipTone } from "../../ui/Chip";

/** The four group statuses in the order the Manage select offers them (spec 4). */
export const GROUP_STATUSES: readonly GroupStatus[] = ["UPCOMING", "ACTIVE", "COMPLETED", "CLOSED"];

const GROUP_STATUS: Record<GroupStatus, { label: string; tone: ChipTone }> = {
  ACTIVE: { label: "Active", tone: "success" }, // green
  UPCOMING: { label: "Upcoming", tone: "info" }, // blue
  COMPLETED: { label: "Completed", tone: "neutral" }, // grey
  CLOSED: { label: "Closed", tone: "danger" }, // red
};

/** The word and the tint of a group's status chip: the word is always shown. */
export function groupStatusChip(status: GroupStatus): { label: string; tone: ChipTone } {
  return GROUP_STATUS[status] ?? { label: String(status), tone: "neutral" };
}

export function isGroupStatus(value: string): value is GroupStatus {
  return (GROUP_STATUSES as readonly string[]).includes(value);
}

/** A member's status in the group: Active or Completed. */
export function memberStatusChip(status: MemberStatus): { label: string; tone: ChipTone } {
  return status === "COMPLETED" ? { label: "Completed", tone: "neutral" } : { label: "Active", tone: "success" };
}
