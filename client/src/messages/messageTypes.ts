import type { MessagePriority, MessageType } from "../gql/graphql";
import { msg, translate, type Message, type Translate } from "../i18n";

export interface MessageTypeInfo {
  type: MessageType;
  /** One message of this type: "Prayer Request". */
  label: string;
  /** The type filter's entry: "Prayer Requests". */
  filterLabel: string;
}

interface MessageTypeTexts {
  type: MessageType;
  label: Message;
  filterLabel: Message;
}

/** In the order of the type filter (spec 2). */
export const MESSAGE_TYPES: readonly MessageTypeTexts[] = [
  { type: "MILESTONE", label: msg("messages.type.milestone"), filterLabel: msg("messages.filter.milestone") },
  { type: "ENCOURAGEMENT", label: msg("messages.type.encouragement"), filterLabel: msg("messages.filter.encouragement") },
  { type: "PRAYER", label: msg("messages.type.prayer"), filterLabel: msg("messages.filter.prayer") },
  { type: "TESTIMONY", label: msg("messages.type.testimony"), filterLabel: msg("messages.filter.testimony") },
  { type: "QUESTION", label: msg("messages.type.question"), filterLabel: msg("messages.filter.question") },
  { type: "REMINDER", label: msg("messages.type.reminder"), filterLabel: msg("messages.filter.reminder") },
  { type: "ANNOUNCEMENT", label: msg("messages.type.announcement"), filterLabel: msg("messages.filter.announcement") },
];

/** The type filter's first entry, with the board's total: "All Messages (12)". */
export const ALL_MESSAGES_LABEL = msg("messages.filter.all");

export const DEFAULT_POST_TYPE: MessageType = "ENCOURAGEMENT";

/**
 * What the viewer may choose when posting (the form rules' postableTypes: the server decides),
 * default first (Encouragement), then in the filter's order.
 */
export function postableTypeInfos(postable: readonly MessageType[], t: Translate = translate): MessageTypeInfo[] {
  const allowed = new Set(postable);
  return [
    ...MESSAGE_TYPES.filter((m) => m.type === DEFAULT_POST_TYPE && allowed.has(m.type)),
    ...MESSAGE_TYPES.filter((m) => m.type !== DEFAULT_POST_TYPE && allowed.has(m.type)),
  ].map((m) => typeInfo(m.type, t));
}

const BY_TYPE = new Map(MESSAGE_TYPES.map((m) => [m.type, m]));

/** A type's names in the active language (a type this client does not know: its name as sent). */
export function typeInfo(type: MessageType, t: Translate = translate): MessageTypeInfo {
  const texts = BY_TYPE.get(type);
  return texts ? { type, label: t(texts.label), filterLabel: t(texts.filterLabel) } : { type, label: type, filterLabel: type };
}

export function isMessageType(value: string): value is MessageType {
  return BY_TYPE.has(value as MessageType);
}

/** "Prayer Requests (3)"; without a count, the label alone. */
export function filterOptionLabel(label: string, count: number | undefined, t: Translate = translate): string {
  return count === undefined ? label : t("messages.filter.withCount", { label, count });
}

const PRIORITY_LABELS: Partial<Record<MessagePriority, Message>> = {
  URGENT: msg("messages.priority.urgent"),
  HIGH: msg("messages.priority.high"),
};

/** Text for priorities worth pointing out; NORMAL and LOW say nothing. */
export function priorityLabel(priority: MessagePriority, t: Translate = translate): string | null {
  const label = PRIORITY_LABELS[priority];
  return label ? t(label) : null;
}
