import type { MessagePriority, MessageType } from "../gql/graphql";

export interface MessageTypeInfo {
  type: MessageType;
  /** One message of this type: "Prayer Request". */
  label: string;
  /** The type filter's entry: "Prayer Requests". */
  filterLabel: string;
  /** Members may post it (reminders and announcements come from the programme team). */
  memberMayPost: boolean;
}

/** In the order of the type filter (spec 2). */
export const MESSAGE_TYPES: readonly MessageTypeInfo[] = [
  { type: "MILESTONE", label: "Milestone", filterLabel: "Milestones", memberMayPost: true },
  { type: "ENCOURAGEMENT", label: "Encouragement", filterLabel: "Encouragement", memberMayPost: true },
  { type: "PRAYER", label: "Prayer Request", filterLabel: "Prayer Requests", memberMayPost: true },
  { type: "TESTIMONY", label: "Testimony", filterLabel: "Testimonies", memberMayPost: true },
  { type: "QUESTION", label: "Question", filterLabel: "Questions", memberMayPost: true },
  { type: "REMINDER", label: "Reminder", filterLabel: "Reminders", memberMayPost: false },
  { type: "ANNOUNCEMENT", label: "Announcement", filterLabel: "Announcements", memberMayPost: false },
];

export const ALL_MESSAGES_LABEL = "All Messages";

/** What a member may choose when posting, default first: Encouragement. */
export const POSTABLE_TYPES: readonly MessageTypeInfo[] = [
  ...MESSAGE_TYPES.filter((t) => t.type === "ENCOURAGEMENT"),
  ...MESSAGE_TYPES.filter((t) => t.memberMayPost && t.type !== "ENCOURAGEMENT"),
];

export const DEFAULT_POST_TYPE: MessageType = "ENCOURAGEMENT";

const BY_TYPE = new Map(MESSAGE_TYPES.map((t) => [t.type, t]));

export function typeInfo(type: MessageType): MessageTypeInfo {
  return BY_TYPE.get(type) ?? { type, label: type, filterLabel: type, memberMayPost: false };
}

export function isMessageType(value: string): value is MessageType {
  return BY_TYPE.has(value as MessageType);
}

/** "Prayer Requests (3)". */
export function filterOptionLabel(label: string, count: number | undefined): string {
  return count === undefined ? label : `${label} (${count})`;
}

/** Text for priorities worth pointing out; NORMAL and LOW say nothing. */
export function priorityLabel(priority: MessagePriority): string | null {
  switch (priority) {
    case "URGENT":
      return "Urgent";
    case "HIGH":
      return "High priority";
    default:
      return null;
  }
}
