import type { MessagePriority, MessageType } from "../gql/graphql";

export interface MessageTypeInfo {
  type: MessageType;
  /** One message of this type: "Prayer Request". */
  label: string;
  /** The type filter's entry: "Prayer Requests". */
  filterLabel: string;
}

/** In the order of the type filter (spec 2). */
export const MESSAGE_TYPES: readonly MessageTypeInfo[] = [
  { type: "MILESTONE", label: "Milestone", filterLabel: "Milestones" },
  { type: "ENCOURAGEMENT", label: "Encouragement", filterLabel: "Encouragement" },
  { type: "PRAYER", label: "Prayer Request", filterLabel: "Prayer Requests" },
  { type: "TESTIMONY", label: "Testimony", filterLabel: "Testimonies" },
  { type: "QUESTION", label: "Question", filterLabel: "Questions" },
  { type: "REMINDER", label: "Reminder", filterLabel: "Reminders" },
  { type: "ANNOUNCEMENT", label: "Announcement", filterLabel: "Announcements" },
];

export const ALL_MESSAGES_LABEL = "All Messages";

export const DEFAULT_POST_TYPE: MessageType = "ENCOURAGEMENT";

/**
 * What the viewer may choose when posting (the form rules' postableTypes: the server decides),
 * default first (Encouragement), then in the filter's order.
 */
export function postableTypeInfos(postable: readonly MessageType[]): MessageTypeInfo[] {
  const allowed = new Set(postable);
  return [
    ...MESSAGE_TYPES.filter((t) => t.type === DEFAULT_POST_TYPE && allowed.has(t.type)),
    ...MESSAGE_TYPES.filter((t) => t.type !== DEFAULT_POST_TYPE && allowed.has(t.type)),
  ];
}

const BY_TYPE = new Map(MESSAGE_TYPES.map((t) => [t.type, t]));

export function typeInfo(type: MessageType): MessageTypeInfo {
  return BY_TYPE.get(type) ?? { type, label: type, filterLabel: type };
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
