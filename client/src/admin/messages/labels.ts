// The words of the message manager (spec 2 /admin Messages, 5 Message forms): types, priorities,
// sources and the form's limits and checks, from admin-messages. The type names are the member
// board's (messages/messageTypes), so a message reads the same on both screens.
import type { FormRules } from "../../forms/formRules";
import type { AdminMessagesRowFragment, MessagePriority, MessageSource, MessageType } from "../../gql/graphql";
import { msg, translate, type Message, type Translate } from "../../i18n";
import { formatInstant } from "../../i18n/format";
import { byLeader } from "../../messages/MessageItem";
import { MESSAGE_TYPES } from "../../messages/messageTypes";

/** Every type, in the board's order: the type filter. */
export const ALL_TYPES: readonly MessageType[] = MESSAGE_TYPES.map((t) => t.type);

/**
 * What the programme team writes (spec 5: encouragement, reminder, announcement, milestone); the
 * board's other types are members' (prayer, testimony, question).
 */
export const ADMIN_TYPES: readonly MessageType[] = ["ANNOUNCEMENT", "REMINDER", "ENCOURAGEMENT", "MILESTONE"];

/** The form's choices for a message of `current` type: the admin types, and its own when it is another. */
export function formTypes(current?: MessageType | ""): readonly MessageType[] {
  return current && !ADMIN_TYPES.includes(current) ? [...ADMIN_TYPES, current] : ADMIN_TYPES;
}

const TYPE_LABELS: Record<MessageType, Message> = {
  MILESTONE: msg("admin-messages.type.milestone"),
  ENCOURAGEMENT: msg("admin-messages.type.encouragement"),
  PRAYER: msg("admin-messages.type.prayer"),
  TESTIMONY: msg("admin-messages.type.testimony"),
  QUESTION: msg("admin-messages.type.question"),
  REMINDER: msg("admin-messages.type.reminder"),
  ANNOUNCEMENT: msg("admin-messages.type.announcement"),
};

/** A type's name, as the board names it (a type the client does not know: as the server sends it). */
export function typeLabel(type: MessageType, t: Translate = translate): string {
  return type in TYPE_LABELS ? t(TYPE_LABELS[type]) : type;
}

export const PRIORITIES: readonly MessagePriority[] = ["LOW", "NORMAL", "HIGH", "URGENT"];

export const PRIORITY_LABELS: Record<MessagePriority, Message> = {
  LOW: msg("admin-messages.priority.low"),
  NORMAL: msg("admin-messages.priority.normal"),
  HIGH: msg("admin-messages.priority.high"),
  URGENT: msg("admin-messages.priority.urgent"),
};

export const SOURCES: readonly MessageSource[] = ["ADMIN", "USER"];

export const SOURCE_LABELS: Record<MessageSource, Message> = {
  ADMIN: msg("admin-messages.source.admin"),
  USER: msg("admin-messages.source.user"),
};

/** Characters as the server counts them (Unicode code points, not UTF-16 units). */
export function characterCount(text: string): number {
  return Array.from(text).length;
}

/**
 * The counter under the content: "120 of 4,000 characters", or how many too many; before the
 * form rules have come (max null), "120 characters".
 */
export function counterText(count: number, max: number | null, t: Translate = translate): string {
  if (max === null) return t("admin-messages.counter", { count });
  const over = count - max;
  return over > 0 ? t("admin-messages.counter.over", { count, max, over }) : t("admin-messages.counter.limit", { count, max });
}

/**
 * The checks of spec 5, worded as the server words them (journey.CleanTitle, CleanContent). The
 * limits come with the form rules; until then only what needs no limit is checked here.
 */
export const REQUIRED = {
  groupId: msg("admin-messages.error.group"),
  type: msg("admin-messages.error.type"),
  title: msg("admin-messages.error.title"),
  priority: msg("admin-messages.error.priority"),
  content: msg("admin-messages.error.content"),
} as const;

export function titleError(title: string, rules: FormRules | null, t: Translate = translate): string | null {
  if (!title) return t(REQUIRED.title);
  if (rules && characterCount(title) > rules.maxTitleLength) return t("admin-messages.error.title-long", { max: rules.maxTitleLength });
  return null;
}

export function contentError(content: string, rules: FormRules | null, t: Translate = translate): string | null {
  if (!content) return t(REQUIRED.content);
  const n = characterCount(content);
  if (rules && n > rules.maxMessageLength) return t("admin-messages.error.content-long", { max: rules.maxMessageLength, count: n });
  return null;
}

/** A message's title in the list and dialogs: the programme team's (or a leader's) title, else who wrote it. */
export function adminMessageTitle(message: Pick<AdminMessagesRowFragment, "source" | "type" | "title" | "authorName">, t: Translate): string {
  if ((message.source === "ADMIN" || byLeader(message)) && message.title) return message.title;
  return t("admin-messages.from", { author: message.authorName });
}

/** A message's or report's time in the active language and the reader's time zone ("Jan 5, 2027, 9:30 AM"). */
export function formatWhen(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : formatInstant(d);
}
