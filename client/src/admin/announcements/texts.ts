// The Announcements tab's words (issue 27): the audiences, the preview line, the form's checks
// (worded as the server words them, announcements/announcements.go) and the delivery counts.
import type { AnnouncementAudience, AnnouncementRowFieldsFragment } from "../../gql/graphql";
import { plural } from "../../lib/plural";
import { characterCount } from "../messages/labels";

/** The audiences, in the form's order. */
export const AUDIENCES: readonly AnnouncementAudience[] = ["EVERYONE", "GROUP", "AT_RISK"];

export const AUDIENCE_LABELS: Record<AnnouncementAudience, string> = {
  EVERYONE: "Everyone active",
  GROUP: "One group",
  AT_RISK: "One group's members at risk",
};

/** Whether an audience is one group's (the group select shows for it). */
export const needsGroup = (audience: string): boolean => audience === "GROUP" || audience === "AT_RISK";

/** The bounds of an announcement (the server's MaxSubject and MaxBody). */
export const MAX_SUBJECT = 200;
export const MAX_BODY = 10_000;

export const CHOOSE_GROUP = "Choose the group to write to.";
export const NOBODY_REACHED = "No member would get this announcement: choose another audience.";

export function subjectError(subject: string): string | null {
  if (!subject) return "Write a subject.";
  if (characterCount(subject) > MAX_SUBJECT) return `The subject must be 1 to ${MAX_SUBJECT} characters.`;
  return null;
}

export function bodyError(body: string): string | null {
  if (!body) return "Write the message.";
  const n = characterCount(body);
  if (n > MAX_BODY) {
    return `The message must be 1 to ${MAX_BODY.toLocaleString("en-US")} characters (it has ${n.toLocaleString("en-US")}).`;
  }
  return null;
}

/** "This will reach 123 members (4 turned announcements off and are left out)." */
export function previewText(recipients: number, leftOut: number): string {
  const reach = `This will reach ${plural(recipients, "member")}`;
  if (leftOut === 0) return `${reach}.`;
  return `${reach} (${leftOut.toLocaleString("en-US")} turned announcements off and ${leftOut === 1 ? "is" : "are"} left out).`;
}

/** The confirmation's question: "Send to 123 members?" */
export function confirmQuestion(recipients: number | null): string {
  return recipients === null ? "Send this announcement?" : `Send to ${plural(recipients, "member")}?`;
}

/** Said once it is sent. */
export function sentText(recipients: number): string {
  return `Announcement sent to ${plural(recipients, "member")}. The mails go out within the minute; the list below shows how they fare.`;
}

type Row = AnnouncementRowFieldsFragment;

/** "Everyone active", "One group: January 2027 Group", "At risk in January 2027 Group". */
export function audienceText(a: Pick<Row, "audience" | "groupName">): string {
  const group = a.groupName ?? "a group";
  switch (a.audience) {
    case "EVERYONE":
      return AUDIENCE_LABELS.EVERYONE;
    case "GROUP":
      return `One group: ${group}`;
    case "AT_RISK":
      return `At risk in ${group}`;
  }
}

/** Shown for an announcement whose mails are not all in the outbox yet. */
export const QUEUING = "Queuing…";

/** "3 sent / 1 pending / 0 failed", or Queuing… until every mail is queued. */
export function deliveryText(a: Pick<Row, "queuedAt" | "sent" | "pending" | "failed">): string {
  if (!a.queuedAt) return QUEUING;
  const n = (count: number) => count.toLocaleString("en-US");
  return `${n(a.sent)} sent / ${n(a.pending)} pending / ${n(a.failed)} failed`;
}
