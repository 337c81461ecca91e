// The Leader area's words, shared by its screens and their tests.

export const NOT_A_LEADER = "You do not lead a group. An admin can ask you to lead yours.";

export function introText(group: string): string {
  return `You lead ${group}. You see your members' progress; their contact details stay with the programme's admins.`;
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
