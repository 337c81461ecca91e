// The words of the Manage modal's Leaders section (issue 29), in one place for the component and its tests.

export const LEADERS_HEADING = "Leaders";
export const LEADERS_NOTE = "Changes to leaders take effect at once; Save is for the details above.";
export const LOADING_LEADERS = "Loading leaders…";
export const LEADERS_WHAT = "The leaders";

export const noLeadersText = (group: string) =>
  `${group} has no leaders yet. A leader sees the group's progress and moderates its board.`;
export const leaderSinceText = (date: string) => `Leader since ${date}`;

export const REMOVE = "Remove";
/** Read after "Remove" (visually hidden): the button's name says whom it removes. */
export const asLeaderText = (name: string) => `${name} as leader`;
export const REMOVE_LEADER_TITLE = "Remove leader";
export const removeLeaderQuestion = (name: string, group: string) => `Remove ${name} as the leader of ${group}?`;
export const removeLeaderEffect = (name: string, group: string) =>
  `${name} stays a member of ${group}; only the leadership ends.`;
export const REMOVE_LEADER_CONFIRM = "Remove as leader";
export const REMOVING_LEADER = "Removing…";
export const leaderRemovedText = (name: string, group: string) => `${name} no longer leads ${group}. They stay a member.`;

export const MAKE_LEADER_HEADING = "Make a leader";
export const MEMBER_LABEL = "Member";
export const CHOOSE_MEMBER = "Choose a member";
export const CHOOSE_MEMBER_ERROR = "Choose the member to make leader.";
export const memberHint = (group: string) => `Only a member of ${group} can lead it.`;
export const MAKE_LEADER = "Make leader";
export const MAKING_LEADER = "Making leader…";
export const leaderMadeText = (name: string, group: string) => `${name} now leads ${group}.`;
export const LOADING_MEMBERS = "Loading members…";
export const MEMBERS_WHAT = "The members";

export const SEARCH_MEMBERS_LABEL = "Search members";
export const searchMembersHint = (shown: number) => `Name or email. The first ${shown} matching members are offered.`;
export const noMembersText = (group: string) => `${group} has no members yet: add members first, then make one its leader.`;
export const everyoneLeadsText = (group: string) => `Every member listed already leads ${group}.`;
export const noMatchText = (search: string) => `No member matches “${search}”.`;
