// The Leader area's words, shared by its screens and their tests.
import type { AnnouncementAudience } from "../gql/graphql";
import { plural } from "../lib/plural";

export const NOT_A_LEADER = "You do not lead a group. An admin can ask you to lead yours.";

export function introText(group: string): string {
  return `You lead ${group}. You see your members' progress, look after its board and write to its members.`;
}

/** What the status says when no row matches. */
export function emptyText(group: string, { atRisk, search }: { atRisk: boolean; search: string }): string {
  if (search) return `Nobody in ${group} matches "${search}".`;
  return atRisk ? `Nobody is at risk in ${group}.` : `Nobody in ${group} yet.`;
}

export function captionText(group: string, atRisk: boolean): string {
  return atRisk ? `Members at risk in ${group}` : `Members' progress in ${group}`;
}

/** The accessible name of a row's button (and the dialog's table caption starts alike). */
export function milestonesLabel(name: string): string {
  return `Milestones of ${name}`;
}

// The board (issue 29): what a leader sees and does on their group's board.

/** Shown on a hidden message, as words (a colour alone never says it). */
export const HIDDEN_TEXT = "Hidden from the board";

export function hideQuestion(author: string): string {
  return `Hide ${author}'s message? It leaves the board now; the programme's admins are told and decide.`;
}

export function hiddenNotice(author: string): string {
  return `${author}'s message is hidden from the board. The programme's admins are told.`;
}

export function shownNotice(author: string, stillHidden: boolean): string {
  return stillHidden
    ? `${author}'s message is still hidden: the programme's admins decide on it.`
    : `Reports dismissed. ${author}'s message shows on the board.`;
}

export function boardEmptyText(group: string, reported: boolean): string {
  return reported ? `No message on ${group}'s board has open reports.` : `Nothing on ${group}'s board yet.`;
}

// Write to members (issue 29): a leader's mail to their group.

/** A leader's audiences: their group, or its members at risk (never everyone). */
export type LeadAudience = Extract<AnnouncementAudience, "GROUP" | "AT_RISK">;

export const LEAD_AUDIENCES: readonly LeadAudience[] = ["GROUP", "AT_RISK"];

export function audienceLabels(group: string): Record<LeadAudience, string> {
  return { GROUP: `Everyone in ${group}`, AT_RISK: `Members at risk in ${group}` };
}

/** "Goes to 12 members (1 turned announcements off)." */
export function leadPreviewText(recipients: number, leftOut: number): string {
  return `Goes to ${plural(recipients, "member")} (${leftOut.toLocaleString("en-US")} turned announcements off).`;
}

export function leadSentText(recipients: number): string {
  return `Sent to ${plural(recipients, "member")}. It goes out within the minute.`;
}

// Post on the board (issue 29): a leader's announcement, under their name.

export function postedNotice(group: string): string {
  return `Your announcement is on ${group}'s board.`;
}

/** Beside a member's milestones when the programme keeps contact details from leaders. */
export const CONTACT_HIDDEN = "Their email and postal address stay with the programme's admins.";
