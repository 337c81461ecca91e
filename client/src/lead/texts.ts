// The Leader area's words, shared by its screens and their tests. Group and member names are the
// programme's data and stay as written.
import type { AnnouncementAudience } from "../gql/graphql";
import { msg, type Translate } from "../i18n";

export const NOT_A_LEADER = msg("lead.notALeader");

export function introText(group: string, t: Translate): string {
  return t("lead.intro", { group });
}

/** What the status says when no row matches. */
export function emptyText(group: string, { atRisk, search }: { atRisk: boolean; search: string }, t: Translate): string {
  if (search) return t("lead.progress.noMatch", { group, search });
  return atRisk ? t("lead.progress.noneAtRisk", { group }) : t("lead.progress.none", { group });
}

export function captionText(group: string, atRisk: boolean, t: Translate): string {
  return atRisk ? t("lead.progress.captionAtRisk", { group }) : t("lead.progress.caption", { group });
}

/** The accessible name of a row's button (and the dialog's table caption starts alike). */
export function milestonesLabel(name: string, t: Translate): string {
  return t("lead.progress.milestonesOf", { name });
}

// The board (issue 29): what a leader sees and does on their group's board.

/** Shown on a hidden message, as words (a colour alone never says it). */
export const HIDDEN_TEXT = msg("lead.board.hidden");

export function hideQuestion(author: string, t: Translate): string {
  return t("lead.board.hideQuestion", { author });
}

export function hiddenNotice(author: string, t: Translate): string {
  return t("lead.board.hiddenNotice", { author });
}

export function shownNotice(author: string, stillHidden: boolean, t: Translate): string {
  return stillHidden ? t("lead.board.stillHidden", { author }) : t("lead.board.shownAgain", { author });
}

export function boardEmptyText(group: string, reported: boolean, t: Translate): string {
  return reported ? t("lead.board.noneReported", { group }) : t("lead.board.empty", { group });
}

// Write to members (issue 29): a leader's mail to their group.

/** A leader's audiences: their group, or its members at risk (never everyone). */
export type LeadAudience = Extract<AnnouncementAudience, "GROUP" | "AT_RISK">;

export const LEAD_AUDIENCES: readonly LeadAudience[] = ["GROUP", "AT_RISK"];

export function audienceLabels(group: string, t: Translate): Record<LeadAudience, string> {
  return { GROUP: t("lead.write.everyone", { group }), AT_RISK: t("lead.progress.captionAtRisk", { group }) };
}

/** "Goes to 12 members (1 turned announcements off)." */
export function leadPreviewText(recipients: number, leftOut: number, t: Translate): string {
  return t("lead.write.preview", { recipients, leftOut });
}

export function leadSentText(recipients: number, t: Translate): string {
  return t("lead.write.sent", { recipients });
}

// Post on the board (issue 29): a leader's announcement, under their name.

export function postedNotice(group: string, t: Translate): string {
  return t("lead.post.posted", { group });
}

/** Beside a member's milestones when the programme keeps contact details from leaders. */
export const CONTACT_HIDDEN = msg("lead.contact.hidden");
