// The words of the message manager (spec 2 /admin Messages, 5 Message forms): types, priorities,
// sources and the form's limits and checks. The type names are the member board's (messages/
// messageTypes), so a message reads the same on both screens.
import type { MessagePriority, MessageSource, MessageType } from "../../gql/graphql";
import { MESSAGE_TYPES, typeInfo } from "../../messages/messageTypes";

/** The longest message the server takes (journey.MaxMessageLength), counted in characters. */
export const MAX_CONTENT = 4000;
/** The longest title (journey.MaxTitleLength). */
export const MAX_TITLE = 200;

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

/** The counter under the content: "120 of 4,000 characters", or how many too many. */
export function counterText(count: number, max = MAX_CONTENT): string {
  const limit = `${count.toLocaleString("en-US")} of ${max.toLocaleString("en-US")} characters`;
  const over = count - max;
  return over > 0 ? `${limit}: ${over.toLocaleString("en-US")} too many` : limit;
}

/** The checks of spec 5, worded as the server words them (journey.CleanTitle, CleanContent). */
export const REQUIRED = {
  groupId: "Choose the group to post to.",
  type: "Choose a message type.",
  title: "A title is required.",
  priority: "Choose a priority.",
  content: "Write a message before posting.",
} as const;

export function titleError(title: string): string | null {
  if (!title) return REQUIRED.title;
  if (characterCount(title) > MAX_TITLE) return `A title can be at most ${MAX_TITLE} characters.`;
  return null;
}

export function contentError(content: string): string | null {
  if (!content) return REQUIRED.content;
  const n = characterCount(content);
  if (n > MAX_CONTENT) {
    return `A message can be at most ${MAX_CONTENT.toLocaleString("en-US")} characters (this one has ${n.toLocaleString("en-US")}).`;
  }
  return null;
}
