import type { GroupStatus, MemberStatus } from "../../gql/graphql";
import { msg, translate, type Message, type Translate } from "../../i18n";
import type { ChipTone } from "../../ui/Chip";

/** The four group statuses in the order the Manage select offers them (spec 4). */
export const GROUP_STATUSES: readonly GroupStatus[] = ["UPCOMING", "ACTIVE", "COMPLETED", "CLOSED"];

const GROUP_STATUS: Record<GroupStatus, { label: Message; tone: ChipTone }> = {
  ACTIVE: { label: msg("admin-groups.status.active"), tone: "success" }, // green
  UPCOMING: { label: msg("admin-groups.status.upcoming"), tone: "info" }, // blue
  COMPLETED: { label: msg("admin-groups.status.completed"), tone: "neutral" }, // grey
  CLOSED: { label: msg("admin-groups.status.closed"), tone: "danger" }, // red
};

/** The word and the tint of a group's status chip: the word is always shown. */
export function groupStatusChip(status: GroupStatus, t: Translate = translate): { label: string; tone: ChipTone } {
  const known = GROUP_STATUS[status];
  return known ? { label: t(known.label), tone: known.tone } : { label: String(status), tone: "neutral" };
}

export function isGroupStatus(value: string): value is GroupStatus {
  return (GROUP_STATUSES as readonly string[]).includes(value);
}

/** A member's status in the group: Active or Completed. */
export function memberStatusChip(status: MemberStatus, t: Translate = translate): { label: string; tone: ChipTone } {
  return status === "COMPLETED"
    ? { label: t(GROUP_STATUS.COMPLETED.label), tone: "neutral" }
    : { label: t(GROUP_STATUS.ACTIVE.label), tone: "success" };
}
