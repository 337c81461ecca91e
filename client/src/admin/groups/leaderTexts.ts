// The words of the Manage modal's Leaders section (issue 29), in one place for the component and
// its tests: catalogue messages (admin-groups), and helpers that fill them in.
import { msg, translate, type Translate } from "../../i18n";

export const LEADERS_HEADING = msg("admin-groups.leaders.heading");
export const LEADERS_NOTE = msg("admin-groups.leaders.note");
export const LOADING_LEADERS = msg("admin-groups.leaders.loading");
export const LEADERS_WHAT = msg("admin-groups.leaders.what");

export const noLeadersText = (group: string, t: Translate = translate) => t("admin-groups.leaders.noLeaders", { group });
export const leaderSinceText = (date: string, t: Translate = translate) => t("admin-groups.leaders.since", { date });

export const REMOVE = msg("admin-groups.leaders.remove");
/** Read after "Remove" (visually hidden): the button's name says whom it removes. */
export const asLeaderText = (name: string, t: Translate = translate) => t("admin-groups.leaders.asLeader", { name });
export const REMOVE_LEADER_TITLE = msg("admin-groups.leaders.removeTitle");
export const removeLeaderQuestion = (name: string, group: string, t: Translate = translate) =>
  t("admin-groups.leaders.removeQuestion", { name, group });
export const removeLeaderEffect = (name: string, group: string, t: Translate = translate) =>
  t("admin-groups.leaders.removeEffect", { name, group });
export const REMOVE_LEADER_CONFIRM = msg("admin-groups.leaders.removeConfirm");
export const REMOVING_LEADER = msg("admin-groups.leaders.removing");
export const leaderRemovedText = (name: string, group: string, t: Translate = translate) =>
  t("admin-groups.leaders.removed", { name, group });

export const MAKE_LEADER_HEADING = msg("admin-groups.leaders.makeHeading");
export const MEMBER_LABEL = msg("admin-groups.leaders.member");
export const CHOOSE_MEMBER = msg("admin-groups.leaders.chooseMember");
export const CHOOSE_MEMBER_ERROR = msg("admin-groups.leaders.chooseMemberError");
export const memberHint = (group: string, t: Translate = translate) => t("admin-groups.leaders.memberHint", { group });
export const MAKE_LEADER = msg("admin-groups.leaders.make");
export const MAKING_LEADER = msg("admin-groups.leaders.making");
export const leaderMadeText = (name: string, group: string, t: Translate = translate) => t("admin-groups.leaders.made", { name, group });
export const LOADING_MEMBERS = msg("admin-groups.leaders.loadingMembers");
export const MEMBERS_WHAT = msg("admin-groups.leaders.members");

export const SEARCH_MEMBERS_LABEL = msg("admin-groups.leaders.search");
export const searchMembersHint = (shown: number, t: Translate = translate) => t("admin-groups.leaders.searchHint", { shown });
export const noMembersText = (group: string, t: Translate = translate) => t("admin-groups.leaders.noMembers", { group });
export const everyoneLeadsText = (group: string, t: Translate = translate) => t("admin-groups.leaders.everyoneLeads", { group });
export const noMatchText = (search: string, t: Translate = translate) => t("admin-groups.leaders.noMatch", { search });
