// The words of the message manager (spec 2 /admin Messages, 5 Message forms): types, priorities,
// sources and the form's limits and checks. The type names are the member board's (messages/
// messageTypes), so a message reads the same on both screens.
import type { FormRules } from "../../forms/formRules";
import type { MessagePriority, MessageSource, MessageType } from "../../gql/graphql";
import { MESSAGE_TYPES, typeInfo } from "../../messages/messageTypes";

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

export function typeLabel(type: MessageType): string {
  return typeInfo(type).label;
}

export const PRIORITIES: readonly MessagePriority[] = ["LOW", "NORMAL", "HIGH", "URGENT"];

export const PRIORITY_LABELS: Record<MessagePriority, string> = {
  LOW: "Low",
  NORMAL: "Normal",
  HIGH: "High",
  URGENT: "Urgent",
};

export const SOURCES: readonly MessageSource[] = ["ADMIN", "USER"];

export const SOURCE_LABELS: Record<MessageSource, string> = { ADMIN: "Programme team", USER: "Member" };

/** Characters as the server counts them (Unicode code points, not UTF-16 units). */
export function characterCount(text: string): number {
  return Array.from(text).length;
}

/**
 * The counter under the content: "120 of 4,000 characters", or how many too many; before the
 * form rules have come (max null), "120 characters".
 */
export function counterText(count: number, max: number | null): string {
  if (max === null) return `${count.toLocaleString("en-US")} characters`;
  const limit = `${count.toLocaleString("en-US")} of ${max.toLocaleString("en-US")} characters`;
  const over = count - max;
  return over > 0 ? `${limit}: ${over.toLocaleString("en-US")} too many` : limit;
}

/**
 * The checks of spec 5, worded as the server words them (journey.CleanTitle, CleanContent). The
 * limits come with the form rules; until then only what needs no limit is checked here.
 */
export const REQUIRED = {
  groupId: "Choose the group to post to.",
  type: "Choose a message type.",
  title: "A title is required.",
  priority: "Choose a priority.",
  content: "Write a message before posting.",
} as const;

export function titleError(title: string, rules: FormRules | null): string | null {
  if (!title) return REQUIRED.title;
  if (rules && characterCount(title) > rules.maxTitleLength) return `A title can be at most ${rules.maxTitleLength} characters.`;
  return null;
}

export function contentError(content: string, rules: FormRules | null): string | null {
  if (!content) return REQUIRED.content;
  const n = characterCount(content);
  if (rules && n > rules.maxMessageLength) {
    return `A message can be at most ${rules.maxMessageLength.toLocaleString("en-US")} characters (this one has ${n.toLocaleString("en-US")}).`;
  }
  return null;
}
