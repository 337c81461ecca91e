// The Announcements tab's words (issue 27): the audiences, the preview line, the form's checks
// (worded as the server words them, announcements/announcements.go) and the delivery counts, from
// the admin-announcements catalogue. The form's own words (its fields, checks and confirmation)
// are in the member bundle's part of it, as the Leader area writes with the same form.
import type { AnnouncementAudience, AnnouncementRowFieldsFragment } from "../../gql/graphql";
import { msg, translate, type Message, type Translate } from "../../i18n";
import { characterCount } from "../messages/labels";

/** The audiences, in the form's order. */
export const AUDIENCES: readonly AnnouncementAudience[] = ["EVERYONE", "GROUP", "AT_RISK"];

export const AUDIENCE_LABELS: Record<AnnouncementAudience, Message> = {
  EVERYONE: msg("admin-announcements.audience.everyone"),
  GROUP: msg("admin-announcements.audience.group"),
  AT_RISK: msg("admin-announcements.audience.atRisk"),
};

/** Whether an audience is one group's (the group select shows for it). */
export const needsGroup = (audience: string): boolean => audience === "GROUP" || audience === "AT_RISK";

/** The bounds of an announcement (the server's MaxSubject and MaxBody). */
export const MAX_SUBJECT = 200;
export const MAX_BODY = 10_000;

export const CHOOSE_GROUP = msg("admin-announcements.chooseGroup");
export const NOBODY_REACHED_MESSAGE = msg("admin-announcements.form.nobodyReached");

export function subjectError(subject: string, t: Translate = translate): string | null {
  if (!subject) return t("admin-announcements.form.subjectMissing");
  if (characterCount(subject) > MAX_SUBJECT) return t("admin-announcements.form.subjectLength", { max: MAX_SUBJECT });
  return null;
}

export function bodyError(body: string, t: Translate = translate): string | null {
  if (!body) return t("admin-announcements.form.bodyMissing");
  const n = characterCount(body);
  if (n > MAX_BODY) return t("admin-announcements.form.bodyLength", { max: MAX_BODY, count: n });
  return null;
}

/** "120 of 200 characters", or how many too many. */
export function counterText(count: number, max: number, t: Translate = translate): string {
  const over = count - max;
  return over > 0
    ? t("admin-announcements.form.counterOver", { count, max, over })
    : t("admin-announcements.form.counter", { count, max });
}

/** "This will reach 123 members (4 turned announcements off and are left out)." */
export function previewText(recipients: number, leftOut: number, t: Translate = translate): string {
  return leftOut === 0
    ? t("admin-announcements.preview.reach", { recipients })
    : t("admin-announcements.preview.reachLeftOut", { recipients, leftOut });
}

/** The confirmation's question: "Send to 123 members?" */
export function confirmQuestion(recipients: number | null, t: Translate = translate): string {
  return recipients === null
    ? t("admin-announcements.confirm.questionUncounted")
    : t("admin-announcements.confirm.question", { count: recipients });
}

/** Said once it is sent. */
export function sentText(recipients: number, t: Translate = translate): string {
  return t("admin-announcements.sent", { count: recipients });
}

type Row = AnnouncementRowFieldsFragment;

/** "Everyone active", "One group: January 2027 Group", "At risk in January 2027 Group". */
export function audienceText(a: Pick<Row, "audience" | "groupName">, t: Translate = translate): string {
  const group = a.groupName ?? t("admin-announcements.audience.someGroup");
  switch (a.audience) {
    case "EVERYONE":
      return t(AUDIENCE_LABELS.EVERYONE);
    case "GROUP":
      return t("admin-announcements.audience.oneGroup", { group });
    case "AT_RISK":
      return t("admin-announcements.audience.atRiskIn", { group });
  }
}

/** Shown for an announcement whose mails are not all in the outbox yet. */
export const QUEUING = msg("admin-announcements.delivery.queuing");

/** "3 sent / 1 pending / 0 failed", or Queuing… until every mail is queued. */
export function deliveryText(a: Pick<Row, "queuedAt" | "sent" | "pending" | "failed">, t: Translate = translate): string {
  if (!a.queuedAt) return t(QUEUING);
  return t("admin-announcements.delivery.counts", { sent: a.sent, pending: a.pending, failed: a.failed });
}
