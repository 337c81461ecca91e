/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A calendar date (YYYY-MM-DD) with no time zone: a group starts on a day, not an instant. */
  Date: { input: string; output: string; }
  /** An amount of money in dollars with exactly two decimals, as a string ("25.00"): cents are stored, never floats. */
  Money: { input: string; output: string; }
  /** An instant in RFC 3339. */
  Time: { input: string; output: string; }
};

/** A donation as the admin's Donations tab shows it. */
export type AdminDonation = {
  __typename: 'AdminDonation';
  amount: Scalars['Money']['output'];
  /** Shown as 'Anonymous' in the table. */
  anonymous: Scalars['Boolean']['output'];
  createdAt: Scalars['Time']['output'];
  /** An example gift made by `journey365 seed demo`, not money anyone gave. */
  demo: Scalars['Boolean']['output'];
  donorEmail: Scalars['String']['output'];
  donorName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  status: DonationStatus;
  /** Why it is pending or failed, when Stripe or the server said. */
  statusReason: Maybe<Scalars['String']['output']>;
  /** The monthly gift this payment belongs to (the Stripe subscription), for monthly donations. */
  subscriptionId: Maybe<Scalars['String']['output']>;
  type: DonationType;
};

export type AdminDonationFilter = {
  /** On or after this day (UTC). */
  from?: InputMaybe<Scalars['Date']['input']>;
  status?: InputMaybe<DonationStatus>;
  /** On or before this day (UTC). */
  to?: InputMaybe<Scalars['Date']['input']>;
  type?: InputMaybe<DonationType>;
};

/** One page of donations, newest first, with the totals of the whole filter. */
export type AdminDonationPage = {
  __typename: 'AdminDonationPage';
  /** Sum of the completed ones among them, in dollars. */
  completedAmount: Scalars['Money']['output'];
  nodes: Array<AdminDonation>;
  pageInfo: PageInfo;
  /** Sum of every donation matching the filter, in dollars. */
  totalAmount: Scalars['Money']['output'];
  totalCount: Scalars['Int']['output'];
};

/** A group as the admin panel sees it: every field, the raw invite link included. */
export type AdminGroup = {
  __typename: 'AdminGroup';
  /** When an admin archived the group (null when not): an archived group is left out of every group dropdown and never offered to visitors, but kept with its history. */
  archivedAt: Maybe<Scalars['Time']['output']>;
  endDate: Scalars['Date']['output'];
  id: Scalars['ID']['output'];
  maxMembers: Scalars['Int']['output'];
  memberCount: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  registrationDeadline: Scalars['Date']['output'];
  /** Position in the admin's order (Move Up / Move Down); breaks ties wherever groups are listed. */
  sortOrder: Scalars['Int']['output'];
  startDate: Scalars['Date']['output'];
  status: GroupStatus;
  whatsappInviteUrl: Maybe<Scalars['String']['output']>;
  youversionPlanUrl: Maybe<Scalars['String']['output']>;
};

/** A message as the admin's message manager sees it: on any board, with its group and its reports. */
export type AdminMessage = {
  __typename: 'AdminMessage';
  authorName: Scalars['String']['output'];
  content: Scalars['String']['output'];
  createdAt: Scalars['Time']['output'];
  groupId: Scalars['ID']['output'];
  groupName: Scalars['String']['output'];
  /** Hidden from every board: reported by 3 members, until an admin dismisses the reports or deletes it. */
  hidden: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** Members' reports an admin has not decided on yet. */
  openReportCount: Scalars['Int']['output'];
  priority: MessagePriority;
  /** The undecided reports, oldest first (empty when none); admins only (a group's leader sees the count). */
  reports: Array<MessageReport>;
  source: MessageSource;
  /** Set on admin messages; member messages show 'Message from {author}'. */
  title: Maybe<Scalars['String']['output']>;
  type: MessageType;
  /** When it was last written (createdAt when never edited). */
  updatedAt: Scalars['Time']['output'];
};

export type AdminMessageFilter = {
  groupId?: InputMaybe<Scalars['ID']['input']>;
  /** Only messages with undecided reports (the report queue). */
  reported?: InputMaybe<Scalars['Boolean']['input']>;
  source?: InputMaybe<MessageSource>;
  type?: InputMaybe<MessageType>;
};

/** One page of the message manager's list, newest first. */
export type AdminMessagePage = {
  __typename: 'AdminMessagePage';
  nodes: Array<AdminMessage>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

/** The admin panel's Overview counters. */
export type AdminOverview = {
  __typename: 'AdminOverview';
  /** Sum of completed donations in dollars: the Donations tab's completed figure with no filter. */
  donationsTotal: Scalars['Money']['output'];
  /** Members per group, in the groups' list order (the Overview chart). */
  membersPerGroup: Array<GroupMemberCount>;
  /** How many of messagesSent are hidden from their boards by reports. */
  messagesHidden: Scalars['Int']['output'];
  /** Every message on the boards, hidden ones included: the Messages tab's count with no filter. */
  messagesSent: Scalars['Int']['output'];
  /** For each of the eight milestones, how many members in live groups have completed it (the Overview chart). */
  milestoneCompletion: Array<MilestoneCompletion>;
  totalGroups: Scalars['Int']['output'];
  totalUsers: Scalars['Int']['output'];
  /** Members on the waiting list (registered when no group had a seat). */
  waitingCount: Scalars['Int']['output'];
};

/** Every programme setting, as the Settings tab shows it. */
export type AdminProgrammeSettings = {
  __typename: 'AdminProgrammeSettings';
  bibleAppUrl: Scalars['String']['output'];
  /** The zone of members who chose none: their reminders and weekly digest follow it. */
  effectiveTimeZone: Scalars['String']['output'];
  /** PROGRAMME_TIME_ZONE (America/New_York when unset): the zone while timeZone is null. */
  environmentTimeZone: Scalars['String']['output'];
  helpChangeLanguageUrl: Scalars['String']['output'];
  helpStartPlanUrl: Scalars['String']['output'];
  homeIntroVideoUrl: Scalars['String']['output'];
  introVideoPart1Url: Scalars['String']['output'];
  introVideoPart2Url: Scalars['String']['output'];
  introVideoPart3Url: Scalars['String']['output'];
  /** Group leaders see their members' email and postal address. */
  leadersSeeContactDetails: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** The reading map's Bible app links (set with updateReadingSettings). */
  reading: ReadingSettings;
  secrets: SecretsSet;
  /** The programme's time zone as the admins set it; null: the environment's (environmentTimeZone). */
  timeZone: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['Time']['output'];
};

export type AdminProgressFilter = {
  /** Only members at risk: the latest reported milestone is graded D, or a milestone whose day has passed has no report. */
  atRisk?: InputMaybe<Scalars['Boolean']['input']>;
  groupId?: InputMaybe<Scalars['ID']['input']>;
  request?: InputMaybe<RequestFilter>;
  /** Matches the member's name or email, without case. */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** A trophy request as the admin sees it. */
export type AdminTrophyRequest = {
  __typename: 'AdminTrophyRequest';
  createdAt: Scalars['Time']['output'];
  decidedAt: Maybe<Scalars['Time']['output']>;
  description: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Why it was rejected, when the admin said. */
  reason: Maybe<Scalars['String']['output']>;
  status: TrophyRequestStatus;
  /** 'Journey Completion'. */
  type: Scalars['String']['output'];
};

/** A user as the admin panel sees it: every field of spec 3. */
export type AdminUser = {
  __typename: 'AdminUser';
  avatarUrl: Maybe<Scalars['String']['output']>;
  awardApproved: Scalars['Boolean']['output'];
  city: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['Time']['output'];
  email: Scalars['String']['output'];
  /** The user's groups, newest first. */
  groups: Array<UserMembership>;
  /** The account has a password (every admin account; a member who chose one on their profile): the panel can send it a password reset. */
  hasPassword: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  mailingAddress: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  phone: Maybe<Scalars['String']['output']>;
  referral: Maybe<Scalars['String']['output']>;
  /** The network the account registered from: an IPv4 /24 or IPv6 /48 (a loopback address itself); null for accounts made otherwise. */
  registeredNetwork: Maybe<Scalars['String']['output']>;
  role: Role;
  status: UserStatus;
  trophiesCount: Scalars['Int']['output'];
  /** The group open for registration when they went on the waiting list (null when none was). */
  waitingGroupId: Maybe<Scalars['ID']['output']>;
  /** When the member went on the waiting list (registered with no seat); null when not waiting. */
  waitingSince: Maybe<Scalars['Time']['output']>;
};

export type AdminUserFilter = {
  /** Only members of this group. */
  groupId?: InputMaybe<Scalars['ID']['input']>;
  /** Only users registered from this network (e.g. 198.51.100.0/24; an address stands for its network). */
  network?: InputMaybe<Scalars['String']['input']>;
  /** Only users who are not in this group (the Add Members search). */
  notInGroupId?: InputMaybe<Scalars['ID']['input']>;
  /** Only users registered at or after this time. */
  registeredSince?: InputMaybe<Scalars['Time']['input']>;
  role?: InputMaybe<Role>;
  /** Matches name, email or city, without case (part of a word is enough). */
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<UserStatus>;
  /** Only members on the waiting list, oldest first. */
  waiting?: InputMaybe<Scalars['Boolean']['input']>;
};

/** The Add/Edit User form. Optional text fields are cleared when empty or absent. */
export type AdminUserInput = {
  avatarUrl?: InputMaybe<Scalars['String']['input']>;
  awardApproved: Scalars['Boolean']['input'];
  city?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  mailingAddress?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
  referral?: InputMaybe<Scalars['String']['input']>;
  role: Role;
  status: UserStatus;
};

/** One page of users, newest first. */
export type AdminUserPage = {
  __typename: 'AdminUserPage';
  nodes: Array<AdminUser>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

/** A mail the programme team wrote, with its delivery counts. */
export type Announcement = {
  __typename: 'Announcement';
  audience: AnnouncementAudience;
  body: Scalars['String']['output'];
  createdAt: Scalars['Time']['output'];
  createdByName: Scalars['String']['output'];
  failed: Scalars['Int']['output'];
  groupId: Maybe<Scalars['ID']['output']>;
  groupName: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  leftOut: Scalars['Int']['output'];
  pending: Scalars['Int']['output'];
  /** Null until every recipient's mail is in the outbox (the scheduler queues them within the minute). */
  queuedAt: Maybe<Scalars['Time']['output']>;
  recipients: Scalars['Int']['output'];
  sent: Scalars['Int']['output'];
  subject: Scalars['String']['output'];
};

export type AnnouncementAudience =
  /** The members of one group the Progress tab counts at risk. */
  | 'AT_RISK'
  /** Every active member account. */
  | 'EVERYONE'
  /** The members of one group. */
  | 'GROUP';

export type AnnouncementAudienceInput = {
  audience: AnnouncementAudience;
  /** Required for GROUP and AT_RISK. */
  groupId?: InputMaybe<Scalars['ID']['input']>;
};

export type AnnouncementInput = {
  audience: AnnouncementAudience;
  /** 1 to 10,000 characters; blank lines separate paragraphs. */
  body: Scalars['String']['input'];
  groupId?: InputMaybe<Scalars['ID']['input']>;
  /** 1 to 200 characters. */
  subject: Scalars['String']['input'];
};

export type AnnouncementPage = {
  __typename: 'AnnouncementPage';
  nodes: Array<Announcement>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

/** How many an announcement reaches, and how many it leaves out because they turned announcements off. */
export type AnnouncementPreview = {
  __typename: 'AnnouncementPreview';
  leftOut: Scalars['Int']['output'];
  recipients: Scalars['Int']['output'];
};

/** One change in the audit log: a field's value before and after (null when absent). */
export type AuditChange = {
  __typename: 'AuditChange';
  after: Maybe<Scalars['String']['output']>;
  before: Maybe<Scalars['String']['output']>;
  field: Scalars['String']['output'];
};

/** One admin write: who, what, which object, when, and what changed. */
export type AuditEntry = {
  __typename: 'AuditEntry';
  /** What was done, e.g. group.create, user.update, group.member.add. */
  action: Scalars['String']['output'];
  /** Null when that admin account has since been deleted. */
  adminId: Maybe<Scalars['ID']['output']>;
  adminName: Scalars['String']['output'];
  at: Scalars['Time']['output'];
  changes: Array<AuditChange>;
  id: Scalars['ID']['output'];
  objectId: Scalars['ID']['output'];
  /** group, user or message. */
  objectType: Scalars['String']['output'];
};

export type AuditFilter = {
  adminId?: InputMaybe<Scalars['ID']['input']>;
  /** From this day (inclusive, UTC). */
  from?: InputMaybe<Scalars['Date']['input']>;
  objectId?: InputMaybe<Scalars['ID']['input']>;
  objectType?: InputMaybe<Scalars['String']['input']>;
  /** To this day (inclusive, UTC). */
  to?: InputMaybe<Scalars['Date']['input']>;
};

/** One page of the audit log, newest first. */
export type AuditPage = {
  __typename: 'AuditPage';
  nodes: Array<AuditEntry>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

/** A signed-in session: the token to send as `Authorization: Bearer` and who it belongs to. */
export type AuthPayload = {
  __typename: 'AuthPayload';
  /** Keep the token as the admin token only when this is ADMIN. */
  scope: TokenScope;
  token: Scalars['String']['output'];
  user: User;
};

export type Award = {
  __typename: 'Award';
  completedAt: Scalars['Time']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** The day the programme team posted it; null until they do. */
  shippedOn: Maybe<Scalars['Date']['output']>;
  /** The team's tracking note, when they gave one. */
  shippingNote: Maybe<Scalars['String']['output']>;
};

export type AwardList = {
  __typename: 'AwardList';
  /** Newest first. */
  nodes: Array<Award>;
  /** The journeys the member has completed (their trophiesCount, the count the Awards page shows): journeys counted by a legacy claim or an admin have no award in nodes. */
  totalCount: Scalars['Int']['output'];
};

/** One section of the Awards page. */
export type AwardTier = {
  __typename: 'AwardTier';
  /** Most completed journeys in this tier; null for Diamond (no upper bound). */
  maxTrophies: Maybe<Scalars['Int']['output']>;
  /** How many approved members are in this tier. */
  memberCount: Scalars['Int']['output'];
  /** Fewest completed journeys in this tier. */
  minTrophies: Scalars['Int']['output'];
  tier: Tier;
};

/** An award not yet posted, with where to post it. */
export type AwardToShip = {
  __typename: 'AwardToShip';
  city: Maybe<Scalars['String']['output']>;
  completedAt: Scalars['Time']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  mailingAddress: Maybe<Scalars['String']['output']>;
  /** The award's name: 'Journey Completion'. */
  name: Scalars['String']['output'];
  userId: Scalars['ID']['output'];
  userName: Scalars['String']['output'];
};

export type AwardToShipPage = {
  __typename: 'AwardToShipPage';
  nodes: Array<AwardToShip>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

/** A group's board for the viewer: one page of messages (newest first) and the counts. */
export type Board = {
  __typename: 'Board';
  /** Per type, in the order of the type filter. */
  counts: Array<TypeCount>;
  groupId: Scalars['ID']['output'];
  groupName: Scalars['String']['output'];
  /** The viewer's all-types read marker, if any. */
  lastReadAt: Maybe<Scalars['Time']['output']>;
  messages: Array<Message>;
  pageInfo: PageInfo;
  /** Messages of every type. */
  totalCount: Scalars['Int']['output'];
  /** Unread messages of every type. */
  unreadCount: Scalars['Int']['output'];
  /** The board's version when read: pass it to `boardEvents(since:)` to be sent only what came after. */
  version: Scalars['Int']['output'];
};

/**
 * One change of a board, with the board's version after it and the viewer's counts then
 * (the same fields as Board's): apply them as they are. An event whose version the client
 * already holds is one it has seen (or read with the board): drop it. RESYNC's counts are the
 * latest the server knows; the board is refetched anyway.
 */
export type BoardEvent = {
  __typename: 'BoardEvent';
  /** Per type, in the order of the type filter. */
  counts: Array<TypeCount>;
  groupId: Scalars['ID']['output'];
  kind: BoardEventKind;
  message: Maybe<Message>;
  messageId: Maybe<Scalars['ID']['output']>;
  totalCount: Scalars['Int']['output'];
  unreadCount: Scalars['Int']['output'];
  /** The board's version after this change (on RESYNC: the newest the server knows). */
  version: Scalars['Int']['output'];
};

export type BoardEventKind =
  /** A message was deleted, or hidden after reports: only `messageId` is set. */
  | 'DELETED'
  /** A message was changed (an admin edited it): `message` is set with its new fields. */
  | 'EDITED'
  /** A message was posted: `message` is set. */
  | 'NEW'
  /** The server lost events (e.g. a database reconnect), or cannot replay from `since`: refetch the board. */
  | 'RESYNC';

/** Which of a group board's new messages a member's devices are told of. */
export type BoardPushNews =
  /** Every message. */
  | 'ALL'
  /** Messages of type ANNOUNCEMENT. */
  | 'ANNOUNCEMENTS'
  /** Messages of type PRAYER. */
  | 'PRAYER_REQUESTS';

/** The viewer's unread state after marking. */
export type BoardReadState = {
  __typename: 'BoardReadState';
  groupId: Scalars['ID']['output'];
  lastReadAt: Maybe<Scalars['Time']['output']>;
  unreadCount: Scalars['Int']['output'];
};

/** What a bulk action did to one row. */
export type BulkOutcome =
  /** Nothing to do: the row was already so (a request decided before, a user already disabled or in that group). */
  | 'ALREADY_DECIDED'
  | 'DONE'
  | 'FAILED';

/** One row of a bulk action's report. */
export type BulkResult = {
  __typename: 'BulkResult';
  id: Scalars['ID']['output'];
  /** Why, when it was not done. */
  message: Maybe<Scalars['String']['output']>;
  outcome: BulkOutcome;
};

/** The way back, as the Today card shows it. */
export type CatchUp = {
  __typename: 'CatchUp';
  /** The days of the milestone under way before today the log does not say were read (none while the member does not use the log). */
  missedDays: Array<Scalars['Int']['output']>;
  /** The accepted plan for the milestone under way; null when there is none or it ended unfinished. */
  plan: Maybe<CatchUpPlan>;
  /** The missed days no current plan makes up. */
  unplannedDays: Array<Scalars['Int']['output']>;
};

/** One day of a catch-up: the extra reading on top of the day's own. */
export type CatchUpDay = {
  __typename: 'CatchUpDay';
  date: Scalars['Date']['output'];
  /** About how many minutes it takes, at the plan's pace of fifteen minutes a day. */
  minutes: Scalars['Int']['output'];
  /** The catch-up's day, 1 for its first. */
  number: Scalars['Int']['output'];
  passages: Array<Passage>;
  /** The member has read it (always false in a proposal). */
  read: Scalars['Boolean']['output'];
  /** The extra reading in one line: "Genesis 5–6". */
  reference: Scalars['String']['output'];
  verses: Scalars['Int']['output'];
};

/** The member's accepted catch-up plan and how far they are. */
export type CatchUpPlan = {
  __typename: 'CatchUpPlan';
  days: Array<CatchUpDay>;
  daysRead: Scalars['Int']['output'];
  done: Scalars['Boolean']['output'];
  /** The days to read by today not read yet (earlier days' and today's). */
  due: Array<CatchUpDay>;
  /** The plan's last day (earlier than the date chosen when there is less to read than days). */
  finishBy: Scalars['Date']['output'];
  /** How many missed days are made up: every reading of theirs read. */
  madeUpCount: Scalars['Int']['output'];
  milestoneName: Scalars['String']['output'];
  missedDays: Array<Scalars['Int']['output']>;
  /** The first day after those due; null when there is none. */
  next: Maybe<CatchUpDay>;
};

/** A way back the member may accept: nothing is kept until they do. */
export type CatchUpProposal = {
  __typename: 'CatchUpProposal';
  days: Array<CatchUpDay>;
  finishBy: Scalars['Date']['output'];
  /** The latest date to finish by: the milestone's last day, so it counts complete. */
  latestFinishBy: Scalars['Date']['output'];
  milestoneName: Scalars['String']['output'];
  /** The longest day's extra minutes. */
  minutesPerDay: Scalars['Int']['output'];
  missed: Array<MissedDay>;
};

/** One day of the member's log. */
export type CheckIn = {
  __typename: 'CheckIn';
  answer: CheckInAnswer;
  answeredAt: Scalars['Time']['output'];
  day: Scalars['Int']['output'];
};

/** What a member says of one day's reading. */
export type CheckInAnswer =
  | 'MISSED'
  | 'READ';

/** Check-ins answered on the previous day (UTC). */
export type CheckInCounts = {
  __typename: 'CheckInCounts';
  missed: Scalars['Int']['output'];
  read: Scalars['Int']['output'];
};

/** What a check-in link's confirm page shows. */
export type CheckInLink = {
  __typename: 'CheckInLink';
  date: Scalars['Date']['output'];
  day: Scalars['Int']['output'];
  firstName: Scalars['String']['output'];
  groupName: Scalars['String']['output'];
  /** The day's answer now; null when none is recorded. */
  recorded: Maybe<CheckInAnswer>;
  streak: Streak;
  /** The answer the mail's button chose. */
  suggested: CheckInAnswer;
};

/** The New Group form. The start date may be YYYY-MM-DD, MM/DD/YYYY, MM-DD-YYYY or MM.DD.YYYY. */
export type CreateGroupInput = {
  /** At least 1; 50 when absent. */
  maxMembers?: InputMaybe<Scalars['Int']['input']>;
  /** Blank means "{Month} {Year} Group" from the (aligned) start. */
  name?: InputMaybe<Scalars['String']['input']>;
  startDate: Scalars['String']['input'];
};

/** A new group, and whether its start was moved to a quarter start. */
export type CreateGroupResult = {
  __typename: 'CreateGroupResult';
  group: AdminGroup;
  /** Says what was done, e.g. 'Start moved from 2031-05-15 to 2031-07-01 (groups start on a quarter).' */
  notice: Maybe<Scalars['String']['output']>;
  /** The start as asked, normalised to YYYY-MM-DD. */
  requestedStartDate: Scalars['Date']['output'];
  /** True when the start was moved to the first quarter start on or after the requested date. */
  startAligned: Scalars['Boolean']['output'];
};

/** The daily rhythm's figures for the Overview. */
export type DailyRhythmYesterday = {
  __typename: 'DailyRhythmYesterday';
  checkIns: CheckInCounts;
  reminders: ReminderDeliveries;
};

/** Everything the member's dashboard shows. */
export type Dashboard = {
  __typename: 'Dashboard';
  awards: AwardList;
  /** The member's own calendar feed (start, registration deadline, each milestone's end date): an unguessable URL calendar apps read without a token. Null without a group. */
  calendarUrl: Maybe<Scalars['String']['output']>;
  /** Null when the member is not in a group yet. */
  group: Maybe<Group>;
  /** All eight milestones complete with Revelation at C or better. */
  journeyComplete: Scalars['Boolean']['output'];
  milestones: Array<Milestone>;
  nextGroup: Maybe<NextGroup>;
  /** The group's reading plan, or a generic Bible app page. */
  readingPlanUrl: Scalars['String']['output'];
  trophyRequest: Maybe<TrophyRequest>;
  unreadCount: Scalars['Int']['output'];
  /** Null unless the member is on the waiting list. */
  waitingList: Maybe<WaitingListPlace>;
  /** First name, or 'Friend'. */
  welcomeName: Scalars['String']['output'];
};


/** Everything the member's dashboard shows. */
export type DashboardAwardsArgs = {
  first?: Scalars['Int']['input'];
};

/** The /donate form (spec 4: Donation). The amount is in dollars with at most two decimals. */
export type DonationInput = {
  amount: Scalars['Money']['input'];
  anonymous: Scalars['Boolean']['input'];
  donorEmail: Scalars['String']['input'];
  donorName: Scalars['String']['input'];
  type: DonationType;
};

/** What Stripe.js confirms the card payment with. */
export type DonationPayment = {
  __typename: 'DonationPayment';
  /** A PaymentIntent's client secret (one-time), or the first invoice's (monthly). */
  clientSecret: Scalars['String']['output'];
  donationId: Scalars['ID']['output'];
};

/** What /donate needs before it shows a form. */
export type DonationSettings = {
  __typename: 'DonationSettings';
  /** False when no STRIPE_SECRET_KEY is set: /donate says giving is not set up yet. */
  enabled: Scalars['Boolean']['output'];
  /** The largest gift, in dollars. */
  maxAmount: Scalars['Money']['output'];
  /** The smallest gift, in dollars (1.00). */
  minAmount: Scalars['Money']['output'];
  /** Stripe's publishable key for Stripe.js; null when not enabled. */
  publishableKey: Maybe<Scalars['String']['output']>;
};

/** Status comes only from Stripe's webhooks (spec 5: completed, pending, otherwise failed). */
export type DonationStatus =
  | 'CANCELED'
  | 'COMPLETED'
  | 'FAILED'
  | 'PENDING';

export type DonationType =
  | 'MONTHLY'
  | 'ONE_TIME';

/** A confirmed email change: the account's name and the email it now signs in with. */
export type EmailChange = {
  __typename: 'EmailChange';
  email: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/**
 * The code in every GraphQL error's `extensions.code` (the values are the wire values, in lower case),
 * except a document that does not parse or validate (GRAPHQL_PARSE_FAILED, GRAPHQL_VALIDATION_FAILED).
 * A client decides what to do by the code and shows the message.
 */
export type ErrorCode =
  | 'conflict'
  /** Signed in, but not allowed (e.g. a member-scoped token on an admin operation). */
  | 'forbidden'
  /** A failure on the server; the message carries a reference for the logs. */
  | 'internal'
  /** The input was refused; `extensions.field` names the input when there is one. */
  | 'invalid'
  | 'not_found'
  /** Too many attempts: wait and try again. */
  | 'rate_limited'
  /** No session, or it ended or expired: sign in again. */
  | 'unauthorized'
  /** The server is busy or a dependency is down: try again shortly. */
  | 'unavailable';

export type FormRules = {
  __typename: 'FormRules';
  /** The ways a date may be typed in an admin form, as the server's messages name them. */
  dateInputFormats: Scalars['String']['output'];
  /** Earliest year of last completion a legacy claim may name (the latest is this year). */
  firstLegacyYear: Scalars['Int']['output'];
  /** Longest city, in characters. */
  maxCityLength: Scalars['Int']['output'];
  /** Longest email address, in characters. */
  maxEmailLength: Scalars['Int']['output'];
  /** Most journeys a legacy claim may count. */
  maxLegacyJourneys: Scalars['Int']['output'];
  /** Longest note on a legacy claim, in characters. */
  maxLegacyNoteLength: Scalars['Int']['output'];
  /** Longest mailing address, in characters. */
  maxMailingAddressLength: Scalars['Int']['output'];
  /** Longest board message, in characters. */
  maxMessageLength: Scalars['Int']['output'];
  /** Longest name, in characters. */
  maxNameLength: Scalars['Int']['output'];
  /** Longest password, in bytes (bcrypt's limit). */
  maxPasswordBytes: Scalars['Int']['output'];
  /** Longest reason a member gives when flagging a message to the programme team, in characters. */
  maxReasonLength: Scalars['Int']['output'];
  /** Longest reason an admin gives when rejecting a trophy request or a legacy claim, in characters. */
  maxRejectReasonLength: Scalars['Int']['output'];
  /** Longest message title, in characters. */
  maxTitleLength: Scalars['Int']['output'];
  /** Fewest journeys a legacy claim may count. */
  minLegacyJourneys: Scalars['Int']['output'];
  /** Shortest password, in characters (registration, password reset and change). */
  minPasswordLength: Scalars['Int']['output'];
  /** The message types the viewer may post on the board: none signed out; a member's types; every type with the admin token. */
  postableTypes: Array<MessageType>;
};

export type Grade =
  | 'A'
  | 'B'
  | 'C'
  | 'D';

/** How a milestone's grade stands against the days missed so far. */
export type GradeAllowance = {
  __typename: 'GradeAllowance';
  grade: Grade;
  /** The most cumulative missing days that keep this grade. */
  maxMissing: Scalars['Int']['output'];
  /** How many more days may be missed and keep it; negative when the grade is lost. */
  remaining: Scalars['Int']['output'];
};

/** A member's own group. */
export type Group = {
  __typename: 'Group';
  endDate: Scalars['Date']['output'];
  id: Scalars['ID']['output'];
  /** The day the group chat invitation opens: 7 days before the start. */
  invitationAvailableOn: Scalars['Date']['output'];
  maxMembers: Scalars['Int']['output'];
  memberCount: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  registrationDeadline: Scalars['Date']['output'];
  startDate: Scalars['Date']['output'];
  /** Whether the reading has begun (today is on or after the start date). */
  started: Scalars['Boolean']['output'];
  status: GroupStatus;
  /** The group chat invite link; null until invitationAvailableOn or when none is set. */
  whatsappInviteUrl: Maybe<Scalars['String']['output']>;
  /** The reading plan link; null when the group has none (the app shows a generic one). */
  youversionPlanUrl: Maybe<Scalars['String']['output']>;
};

/** A member who leads their group. */
export type GroupLeader = {
  __typename: 'GroupLeader';
  email: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** When the admin made them the group's leader. */
  since: Scalars['Time']['output'];
  userId: Scalars['ID']['output'];
};

/** A person in a group (spec 3: Group member). */
export type GroupMember = {
  __typename: 'GroupMember';
  city: Maybe<Scalars['String']['output']>;
  completedAt: Maybe<Scalars['Time']['output']>;
  email: Scalars['String']['output'];
  groupId: Scalars['ID']['output'];
  joinDate: Scalars['Time']['output'];
  name: Scalars['String']['output'];
  status: MemberStatus;
  userId: Scalars['ID']['output'];
  /** The account's status (a disabled account shows INACTIVE). */
  userStatus: UserStatus;
};

export type GroupMemberCount = {
  __typename: 'GroupMemberCount';
  groupId: Scalars['ID']['output'];
  groupName: Scalars['String']['output'];
  maxMembers: Scalars['Int']['output'];
  memberCount: Scalars['Int']['output'];
};

/** One page of a group's members, newest first. */
export type GroupMemberPage = {
  __typename: 'GroupMemberPage';
  nodes: Array<GroupMember>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

/** The admin message form (spec 5): group, type, title, priority and content are all required. */
export type GroupMessageInput = {
  content: Scalars['String']['input'];
  groupId: Scalars['ID']['input'];
  priority: MessagePriority;
  title: Scalars['String']['input'];
  type: MessageType;
};

export type GroupStatus =
  | 'ACTIVE'
  | 'CLOSED'
  | 'COMPLETED'
  | 'UPCOMING';

/** A member of a led group as the leader sees them beside their milestones. */
export type LeaderMemberContact = {
  __typename: 'LeaderMemberContact';
  city: Maybe<Scalars['String']['output']>;
  /** Null unless the programme lets leaders see contact details. */
  email: Maybe<Scalars['String']['output']>;
  /** Null unless the programme lets leaders see contact details (or when the member gave none). */
  mailingAddress: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  userId: Scalars['ID']['output'];
};

/** A leader's announcement on the board of a group they lead. */
export type LeaderPostInput = {
  content: Scalars['String']['input'];
  groupId: Scalars['ID']['input'];
  title: Scalars['String']['input'];
};

export type LeaderProgressFilter = {
  /** Only members at risk (the admin Progress tab's definition). */
  atRisk?: InputMaybe<Scalars['Boolean']['input']>;
  request?: InputMaybe<RequestFilter>;
  /** Matches the member's name, without case. */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** A legacy claim as the admin's queue shows it. */
export type LegacyClaim = {
  __typename: 'LegacyClaim';
  city: Maybe<Scalars['String']['output']>;
  completedJourneys: Scalars['Int']['output'];
  /** Approved claims: until when the link mailed to the claim's address works. Nothing is counted until its owner confirms. */
  confirmationExpiresAt: Maybe<Scalars['Time']['output']>;
  /** When the owner of the address confirmed and the journeys were counted. */
  confirmedAt: Maybe<Scalars['Time']['output']>;
  createdAt: Scalars['Time']['output'];
  /** The account's trophies now, when one exists. */
  currentTrophies: Maybe<Scalars['Int']['output']>;
  decidedAt: Maybe<Scalars['Time']['output']>;
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastCompletionYear: Maybe<Scalars['Int']['output']>;
  mailingAddress: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  note: Maybe<Scalars['String']['output']>;
  /** Why it was rejected, when the admin said. */
  reason: Maybe<Scalars['String']['output']>;
  status: LegacyClaimStatus;
  /** The account with this email, when one exists (confirming an approved claim creates one otherwise). */
  userId: Maybe<Scalars['ID']['output']>;
};

/** The /legacy intake form: someone who completed the journey before this system. */
export type LegacyClaimInput = {
  city?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 50. */
  completedJourneys: Scalars['Int']['input'];
  email: Scalars['String']['input'];
  /** The year of the last completion: not in the future. */
  lastCompletionYear?: InputMaybe<Scalars['Int']['input']>;
  mailingAddress?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  /** At most 2,000 characters. */
  note?: InputMaybe<Scalars['String']['input']>;
};

/** One page of legacy claims, newest first. */
export type LegacyClaimPage = {
  __typename: 'LegacyClaimPage';
  nodes: Array<LegacyClaim>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type LegacyClaimStatus =
  | 'APPROVED'
  | 'PENDING'
  | 'REJECTED';

/** What confirming an approved legacy claim did. */
export type LegacyConfirmation = {
  __typename: 'LegacyConfirmation';
  /** No account used the address, so confirming created one. */
  accountCreated: Scalars['Boolean']['output'];
  /** The account's name: with the email, what the member signs in with. */
  name: Scalars['String']['output'];
  /** The account's completed journeys now. */
  trophiesCount: Scalars['Int']['output'];
};

/** A category of mail a member can turn off (transactional mails have none). */
export type MailCategory =
  | 'ANNOUNCEMENT'
  | 'DIGEST'
  | 'REMINDER';

/** What an unsubscribe link's page shows. */
export type MailPreferences = {
  __typename: 'MailPreferences';
  announcements: Scalars['Boolean']['output'];
  /** The mail the link came from. */
  category: MailCategory;
  firstName: Scalars['String']['output'];
  reminders: Scalars['Boolean']['output'];
  weeklyDigest: Scalars['Boolean']['output'];
};

/** How many of a file's members go to a group. */
export type MemberImportGroup = {
  __typename: 'MemberImportGroup';
  groupId: Scalars['ID']['output'];
  groupName: Scalars['String']['output'];
  members: Scalars['Int']['output'];
};

/** What importing a file would do; nothing is written. */
export type MemberImportPreview = {
  __typename: 'MemberImportPreview';
  /** Where the valid rows would go. */
  groups: Array<MemberImportGroup>;
  /** Header cells of columns the import does not read. */
  ignoredColumns: Array<Scalars['String']['output']>;
  /** Every problem of every row, by row then column. */
  problems: Array<MemberImportProblem>;
  /** Members the file lists (blank rows aside). */
  rows: Scalars['Int']['output'];
  /** Rows that would be imported. */
  valid: Scalars['Int']['output'];
  /** Rows with at least one problem, which would be skipped. */
  withProblems: Scalars['Int']['output'];
};

/** One thing wrong with one row of a member import file. */
export type MemberImportProblem = {
  __typename: 'MemberImportProblem';
  /** The column: name, email, city, mailing address or group. */
  field: Scalars['String']['output'];
  message: Scalars['String']['output'];
  /** The row as a spreadsheet numbers it: the header is row 1. */
  row: Scalars['Int']['output'];
};

/** What an import did. */
export type MemberImportResult = {
  __typename: 'MemberImportResult';
  groups: Array<MemberImportGroup>;
  imported: Scalars['Int']['output'];
  problems: Array<MemberImportProblem>;
  rows: Scalars['Int']['output'];
  /** Rows left out for their problems (checked again when importing). */
  skipped: Scalars['Int']['output'];
};

export type MemberStatus =
  | 'ACTIVE'
  | 'COMPLETED';

/** A message on a group's board. Content is plain text; render it as text. */
export type Message = {
  __typename: 'Message';
  authorName: Scalars['String']['output'];
  content: Scalars['String']['output'];
  createdAt: Scalars['Time']['output'];
  groupId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  /** The viewer wrote it (a member cannot report their own message). */
  mine: Scalars['Boolean']['output'];
  priority: MessagePriority;
  source: MessageSource;
  /** Set on admin messages; member messages show 'Message from {author}'. */
  title: Maybe<Scalars['String']['output']>;
  type: MessageType;
  /** Newer than the viewer's read markers (never true for the viewer's own messages). */
  unread: Scalars['Boolean']['output'];
};

export type MessagePriority =
  | 'HIGH'
  | 'LOW'
  | 'NORMAL'
  | 'URGENT';

/** A member's report of a message. Only admins ever see reports. */
export type MessageReport = {
  __typename: 'MessageReport';
  /** False when the reporter joined the group after the message was posted: such a report reaches this queue but does not count toward hiding the message. */
  countsTowardHiding: Scalars['Boolean']['output'];
  createdAt: Scalars['Time']['output'];
  id: Scalars['ID']['output'];
  reason: Maybe<Scalars['String']['output']>;
  reporterName: Scalars['String']['output'];
};

/** Who wrote a message: the programme team (ADMIN) or a member (USER). */
export type MessageSource =
  | 'ADMIN'
  | 'USER';

export type MessageType =
  | 'ANNOUNCEMENT'
  | 'ENCOURAGEMENT'
  | 'MILESTONE'
  | 'PRAYER'
  | 'QUESTION'
  | 'REMINDER'
  | 'TESTIMONY';

/** One of the eight milestones with the member's standing (spec 3: Milestone). */
export type Milestone = {
  __typename: 'Milestone';
  /** No day missing, and the group has reached dayNumber (an entry made earlier counts from that day). */
  completed: Scalars['Boolean']['output'];
  /** The cumulative day on which this section ends. */
  dayNumber: Scalars['Int']['output'];
  daysCompleted: Scalars['Int']['output'];
  /** The day of the journey the milestone opens: the previous milestone's dayNumber + 1 (1 for The Law). */
  firstDay: Scalars['Int']['output'];
  /** Null when nothing is entered (shown as '--'). */
  grade: Maybe<Grade>;
  /** The milestone's number, 1..8 (the same for every member). */
  id: Scalars['Int']['output'];
  /** Unique among every member's and group's standings ("userId:groupId:milestoneId"): the client's cache key. */
  key: Scalars['String']['output'];
  /** Null when the member has entered nothing yet. */
  missingDays: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  /** Whether an entry is accepted today: the group has reached firstDay and its entries have not closed (30 days after its end date). */
  open: Scalars['Boolean']['output'];
  /** The date of firstDay in the member's group; null without a group. */
  opensOn: Maybe<Scalars['Date']['output']>;
  percentage: Scalars['Int']['output'];
  totalDays: Scalars['Int']['output'];
};

export type MilestoneCompletion = {
  __typename: 'MilestoneCompletion';
  /** Members who saved this milestone as complete. */
  completed: Scalars['Int']['output'];
  milestoneId: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** Members who saved any progress on this milestone. */
  tracked: Scalars['Int']['output'];
};

/** A day of the journey the member's log does not say was read. */
export type MissedDay = {
  __typename: 'MissedDay';
  date: Scalars['Date']['output'];
  day: Scalars['Int']['output'];
  /** The day's reading: "Genesis 13–15". */
  reference: Scalars['String']['output'];
};

export type Mutation = {
  __typename: 'Mutation';
  /** Accepts the way back to finishBy, replacing the member's plan (the days it made up stay read). */
  acceptCatchUp: Today;
  /** Makes a member of the group its leader (audited); the group's leaders after. */
  addGroupLeader: Array<GroupLeader>;
  /** Add users to a group in one step: all of them or none (capacity is checked for the whole batch); users already in it are skipped. */
  addGroupMembers: AdminGroup;
  adjustTrophies: AdminUser;
  /** Admin sign-in by email and password; only role admin may enter. */
  adminLogin: AuthPayload;
  /** Approves the claim and mails its address a link to confirm it; nothing is counted (and no account is made) until the owner of the address confirms. */
  approveLegacyClaim: LegacyClaim;
  /** In one transaction: approved, +1 trophy, a 'Journey Completion' award, award_approved and, once the group has ended, the membership completed (a member of a group still running keeps it). Deciding twice changes nothing and says why. */
  approveTrophyRequest: ProgressRow;
  /** Approves each request (at most 500) as approveTrophyRequest does: each its own audited decision. Says what happened to each. */
  approveTrophyRequests: Array<BulkResult>;
  /** Archive a completed or closed group (a running one is refused): hidden from dropdowns and visitors, kept in history. */
  archiveGroup: AdminGroup;
  /** Does the action to each user (at most 500) as the single action does: each its own audited change. Says what happened to each. */
  bulkUpdateUsers: Array<BulkResult>;
  /** Cancel a scheduled group while its registration is open. */
  cancelGroup: NextGroup;
  /** Change the signed-in admin's password. Every other session of the account ends; the answer carries this session's new token. */
  changePassword: AuthPayload;
  /** Answers day (today on the member's clock, or one of the 6 days before) of the member's group. */
  checkIn: Today;
  /** Answers the day a check-in link names, without a session. */
  checkInByLink: CheckInLink;
  /** Mark a member completed (once). */
  completeGroupMember: GroupMember;
  /** Confirm an email change with the mailed link's token; no session needed. Refused when the link is used, expired or superseded, or the address was taken meanwhile. */
  confirmEmailChange: EmailChange;
  /**
   * The owner of an approved claim's address confirms it with the token from
   * the mailed link (once, within 7 days): their trophies become the claimed
   * count (never fewer than they have) and award_approved is set, on the
   * account with that email, or on a new one made from the claim.
   */
  confirmLegacyClaim: LegacyConfirmation;
  /** Record a pending donation and start its payment with Stripe (spec 7: POST /api/auth/donations). */
  createDonation: DonationPayment;
  createGroup: CreateGroupResult;
  /** Post an admin message to a group's board (the message manager, and Post message on the Groups tab). */
  createGroupMessage: AdminMessage;
  createUser: AdminUser;
  /** Delete an empty group (no members, and no saved milestones, trophy requests or awards of former members); answers its id. */
  deleteGroup: Scalars['ID']['output'];
  deleteMessage: Scalars['ID']['output'];
  /** Delete an account (see docs/decisions.md for what is kept); answers the deleted id. */
  deleteUser: Scalars['ID']['output'];
  /** Dismiss a message's undecided reports: a hidden message shows on its board again. */
  dismissMessageReports: AdminMessage;
  /** Ends the member's plan (the days it made up stay read). */
  dropCatchUp: Today;
  /** Imports the valid rows of a member import file in one transaction (each member in their group, a welcome mail each, audited); rows with a problem are skipped and reported. */
  importMembers: MemberImportResult;
  /** Join the group open for registration now (being in it already is fine). */
  joinCurrentGroup: Group;
  /** Schedule the member for a group. */
  joinGroup: NextGroup;
  /** Dismisses the undecided reports of a message on the board of a group the member leads: a hidden message shows again (audited). */
  leaderDismissMessageReports: AdminMessage;
  /** Hides a member's message on the board of a group the member leads: a report of theirs that hides it at once, so the admins are mailed and decide (audited). */
  leaderHideMessage: AdminMessage;
  /** Posts an announcement on the board of a group the member leads, under their name as its leader (audited); its members see it live. An ended group's board is closed. */
  leaderPostAnnouncement: Message;
  /** A leader's mail to a group they lead, or to its members at risk, through the outbox as an admin's (audited); EVERYONE is refused. */
  leaderSendAnnouncement: Announcement;
  /** Member sign-in by email and full name (spec 4: Login). An admin account signing in here gets a member-scoped token and must use adminLogin for the panel. */
  login: AuthPayload;
  /** Records each award (at most 500) posted on shippedOn (not in the future) with an optional note of at most 500 characters: each its own audited change; one posted already is reported so. */
  markAwardsShipped: Array<BulkResult>;
  /** Mark every type read up to `until` (default: the newest message + 1 s, as Mark All as Read does). */
  markBoardRead: BoardReadState;
  /** Records the plan's days read up to day through; the missed days that makes up are recorded read in the log. */
  markCatchUpRead: Today;
  /** Mark one type read up to its newest message (choosing a type filter). */
  markTypeRead: BoardReadState;
  /** Sign-in by email and password for a member who chose a password. Always a MEMBER token (admins use adminLogin). */
  passwordLogin: AuthPayload;
  postMessage: Message;
  /** Create a member account and place it in the open group. */
  register: Registration;
  rejectLegacyClaim: LegacyClaim;
  /** The member keeps their progress and may ask again. */
  rejectTrophyRequest: ProgressRow;
  /** Rejects each request (at most 500) with the one reason, as rejectTrophyRequest does. Says what happened to each. */
  rejectTrophyRequests: Array<BulkResult>;
  /** Ends a leader's leadership; they stay a member (audited). The group's leaders after. */
  removeGroupLeader: Array<GroupLeader>;
  /** Remove a member: the seat is freed; their progress is kept. */
  removeGroupMember: AdminGroup;
  /** Remove the member's password (currentPassword required). */
  removeMyPassword: MyProfile;
  /** Delete every member account (never an admin's) registered from network, at or after since when given, as deleteUser does; answers how many went. */
  removeNetworkRegistrations: Scalars['Int']['output'];
  /** Removes another of the member's devices (one lost, or no longer used) from the list; a device not theirs is not found. */
  removePushDevice: PushSettings;
  /**
   * Replace the member's calendar feed address with a new one: the old address
   * stops working at once. Answers the new address (null without a group).
   */
  renewCalendarUrl: Maybe<Scalars['String']['output']>;
  /** Every group's id in the new order; answers the groups in that order. */
  reorderGroups: Array<AdminGroup>;
  /** Report another member's message in your group to the programme team, once, with an optional reason (at most 500 characters). Answers the message's id; what others reported is never shown. */
  reportMessage: Scalars['ID']['output'];
  /**
   * Ask to change the member's email: a link to confirm it goes to the new
   * address (single use, 24 hours), a notice to the old one. Nothing changes
   * until the link is used. An email another account uses is refused (conflict on email).
   */
  requestEmailChange: MyProfile;
  /**
   * Send a reset link to an admin account's email. Answers the same message
   * whether or not the email has an account (members sign in with email and name).
   */
  requestPasswordReset: Scalars['String']['output'];
  /** Mail a single-use sign-in link (15 minutes) to the email's account. Answers the same whether or not the email has an account. */
  requestSignInLink: Scalars['String']['output'];
  /** Ask an admin to approve the completed journey (once the group has reached day 365, and until 30 days after its end date); asking again returns the same request. */
  requestTrophyApproval: TrophyRequest;
  /** Set a new password with the link's token (single use, one hour). Answers the success message. */
  resetPassword: Scalars['String']['output'];
  /** Returns to the default plan; audited. */
  resetReadingPlan: ReadingSettings;
  /** Try a pending or failed mail again now. */
  retryOutboxEmail: OutboxEmail;
  /** Sends a mail to the audience through the outbox (recorded in the audit log). */
  sendAnnouncement: Announcement;
  /** Trigger a password-reset email for an admin account (spec 6). Answers the queued mail; its link is shown only as bodyText shows it. */
  sendPasswordReset: OutboxEmail;
  setGroupStatus: AdminGroup;
  /** Save cumulative missing days (0..dayNumber) for an open milestone; null clears it. The server computes the rest. */
  setMissingDays: Milestone;
  /**
   * Add a password (newPassword, at least 6 characters), or change it
   * (currentPassword required). Every other session ends; the answer is this
   * session's new member token.
   */
  setMyPassword: AuthPayload;
  /**
   * Choose (or stop choosing) sign-in links by mail. Turning it on ends every
   * other session; the answer is this session's token.
   */
  setSignInByLink: AuthPayload;
  setUserStatus: AdminUser;
  /** Sign in with a mailed link's token (single use). A MEMBER token. */
  signInWithLink: AuthPayload;
  /**
   * Ask for past journeys to be counted. Answers true whether or not the email
   * has an account; a second claim for an email with a pending one updates it.
   */
  submitLegacyClaim: Scalars['Boolean']['output'];
  /** Registers (or refreshes) one of the member's devices; the same endpoint twice is one device. */
  subscribePush: PushDevice;
  /** Bring an archived group back to the dropdowns (its status unchanged). */
  unarchiveGroup: AdminGroup;
  /** Turns off the category an unsubscribe link names, at once. */
  unsubscribe: MailPreferences;
  /** Removes the member's device with that endpoint; false when the member had none such. */
  unsubscribePush: Scalars['Boolean']['output'];
  updateGroup: AdminGroup;
  /** Rewrite an admin message; open boards show the new text. A member's message can only be deleted. */
  updateGroupMessage: AdminMessage;
  /** Sets which of the habit's mails the link's member gets. */
  updateMailPreferences: MailPreferences;
  /** Sets the member's language alone (the app's language switch): en or es. */
  updateMyLocale: MySettings;
  /** Change the member's name, city and mailing address (admin accounts: forbidden, the panel keeps theirs). */
  updateMyProfile: MyProfile;
  updateMySettings: MySettings;
  /** Saves the whole Settings form (each problem named by its field, nothing changed when one is wrong); audited with the fields it changed. */
  updateProgrammeSettings: AdminProgrammeSettings;
  updatePushSettings: PushSettings;
  /** Sets how passages link into the programme's Bible app (recorded in the audit log). */
  updateReadingSettings: ReadingSettings;
  updateUser: AdminUser;
  /** Makes an uploaded plan the programme's (refused on field csv, nothing changed, when it has a problem); audited. */
  uploadReadingPlan: ReadingSettings;
};


export type MutationAcceptCatchUpArgs = {
  finishBy: Scalars['Date']['input'];
};


export type MutationAddGroupLeaderArgs = {
  groupId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationAddGroupMembersArgs = {
  groupId: Scalars['ID']['input'];
  userIds: Array<Scalars['ID']['input']>;
};


export type MutationAdjustTrophiesArgs = {
  id: Scalars['ID']['input'];
  op: TrophyOp;
  value?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationAdminLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationApproveLegacyClaimArgs = {
  id: Scalars['ID']['input'];
};


export type MutationApproveTrophyRequestArgs = {
  id: Scalars['ID']['input'];
};


export type MutationApproveTrophyRequestsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationArchiveGroupArgs = {
  id: Scalars['ID']['input'];
};


export type MutationBulkUpdateUsersArgs = {
  action: UserBulkAction;
  groupId?: InputMaybe<Scalars['ID']['input']>;
  ids: Array<Scalars['ID']['input']>;
};


export type MutationCancelGroupArgs = {
  id: Scalars['ID']['input'];
};


export type MutationChangePasswordArgs = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};


export type MutationCheckInArgs = {
  answer: CheckInAnswer;
  clientKey?: InputMaybe<Scalars['String']['input']>;
  day: Scalars['Int']['input'];
};


export type MutationCheckInByLinkArgs = {
  answer: CheckInAnswer;
  token: Scalars['String']['input'];
};


export type MutationCompleteGroupMemberArgs = {
  groupId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationConfirmEmailChangeArgs = {
  token: Scalars['String']['input'];
};


export type MutationConfirmLegacyClaimArgs = {
  token: Scalars['String']['input'];
};


export type MutationCreateDonationArgs = {
  input: DonationInput;
};


export type MutationCreateGroupArgs = {
  input: CreateGroupInput;
};


export type MutationCreateGroupMessageArgs = {
  input: GroupMessageInput;
};


export type MutationCreateUserArgs = {
  input: AdminUserInput;
};


export type MutationDeleteGroupArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteMessageArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteUserArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDismissMessageReportsArgs = {
  messageId: Scalars['ID']['input'];
};


export type MutationImportMembersArgs = {
  csv: Scalars['String']['input'];
};


export type MutationJoinGroupArgs = {
  id: Scalars['ID']['input'];
};


export type MutationLeaderDismissMessageReportsArgs = {
  messageId: Scalars['ID']['input'];
};


export type MutationLeaderHideMessageArgs = {
  messageId: Scalars['ID']['input'];
};


export type MutationLeaderPostAnnouncementArgs = {
  input: LeaderPostInput;
};


export type MutationLeaderSendAnnouncementArgs = {
  input: AnnouncementInput;
};


export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
};


export type MutationMarkAwardsShippedArgs = {
  ids: Array<Scalars['ID']['input']>;
  note?: InputMaybe<Scalars['String']['input']>;
  shippedOn: Scalars['Date']['input'];
};


export type MutationMarkBoardReadArgs = {
  groupId?: InputMaybe<Scalars['ID']['input']>;
  until?: InputMaybe<Scalars['Time']['input']>;
};


export type MutationMarkCatchUpReadArgs = {
  through: Scalars['Int']['input'];
};


export type MutationMarkTypeReadArgs = {
  groupId?: InputMaybe<Scalars['ID']['input']>;
  type: MessageType;
};


export type MutationPasswordLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationPostMessageArgs = {
  input: PostMessageInput;
};


export type MutationRegisterArgs = {
  input: RegisterInput;
};


export type MutationRejectLegacyClaimArgs = {
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationRejectTrophyRequestArgs = {
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationRejectTrophyRequestsArgs = {
  ids: Array<Scalars['ID']['input']>;
  reason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationRemoveGroupLeaderArgs = {
  groupId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationRemoveGroupMemberArgs = {
  groupId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationRemoveMyPasswordArgs = {
  currentPassword: Scalars['String']['input'];
};


export type MutationRemoveNetworkRegistrationsArgs = {
  network: Scalars['String']['input'];
  since?: InputMaybe<Scalars['Time']['input']>;
};


export type MutationRemovePushDeviceArgs = {
  id: Scalars['ID']['input'];
};


export type MutationReorderGroupsArgs = {
  order: Array<Scalars['ID']['input']>;
};


export type MutationReportMessageArgs = {
  messageId: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationRequestEmailChangeArgs = {
  email: Scalars['String']['input'];
};


export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};


export type MutationRequestSignInLinkArgs = {
  email: Scalars['String']['input'];
};


export type MutationRequestTrophyApprovalArgs = {
  description?: InputMaybe<Scalars['String']['input']>;
};


export type MutationResetPasswordArgs = {
  newPassword: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationRetryOutboxEmailArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSendAnnouncementArgs = {
  input: AnnouncementInput;
};


export type MutationSendPasswordResetArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationSetGroupStatusArgs = {
  id: Scalars['ID']['input'];
  status: GroupStatus;
};


export type MutationSetMissingDaysArgs = {
  clientKey?: InputMaybe<Scalars['String']['input']>;
  milestoneId: Scalars['Int']['input'];
  missingDays?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationSetMyPasswordArgs = {
  currentPassword?: InputMaybe<Scalars['String']['input']>;
  newPassword: Scalars['String']['input'];
};


export type MutationSetSignInByLinkArgs = {
  on: Scalars['Boolean']['input'];
};


export type MutationSetUserStatusArgs = {
  id: Scalars['ID']['input'];
  status: UserStatus;
};


export type MutationSignInWithLinkArgs = {
  token: Scalars['String']['input'];
};


export type MutationSubmitLegacyClaimArgs = {
  input: LegacyClaimInput;
};


export type MutationSubscribePushArgs = {
  input: PushSubscriptionInput;
};


export type MutationUnarchiveGroupArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUnsubscribeArgs = {
  token: Scalars['String']['input'];
};


export type MutationUnsubscribePushArgs = {
  endpoint: Scalars['String']['input'];
};


export type MutationUpdateGroupArgs = {
  id: Scalars['ID']['input'];
  input: UpdateGroupInput;
};


export type MutationUpdateGroupMessageArgs = {
  id: Scalars['ID']['input'];
  input: GroupMessageInput;
};


export type MutationUpdateMailPreferencesArgs = {
  announcements: Scalars['Boolean']['input'];
  reminders: Scalars['Boolean']['input'];
  token: Scalars['String']['input'];
  weeklyDigest: Scalars['Boolean']['input'];
};


export type MutationUpdateMyLocaleArgs = {
  locale: Scalars['String']['input'];
};


export type MutationUpdateMyProfileArgs = {
  input: ProfileInput;
};


export type MutationUpdateMySettingsArgs = {
  input: MySettingsInput;
};


export type MutationUpdateProgrammeSettingsArgs = {
  input: ProgrammeSettingsInput;
};


export type MutationUpdatePushSettingsArgs = {
  input: PushSettingsInput;
};


export type MutationUpdateReadingSettingsArgs = {
  bibleVersion: Scalars['String']['input'];
  linkTemplate: Scalars['String']['input'];
};


export type MutationUpdateUserArgs = {
  id: Scalars['ID']['input'];
  input: AdminUserInput;
};


export type MutationUploadReadingPlanArgs = {
  csv: Scalars['String']['input'];
};

/** The signed-in account's own details and how it signs in (issue 29: member self-service). */
export type MyProfile = {
  __typename: 'MyProfile';
  city: Maybe<Scalars['String']['output']>;
  /** The email the account signs in with (and its mail goes to). */
  email: Scalars['String']['output'];
  /** The account has a password: it signs in with it or a link, not with email and full name alone. */
  hasPassword: Scalars['Boolean']['output'];
  mailingAddress: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** A new email waiting for its confirmation link (sent to it) to be used; null when none. */
  pendingEmail: Maybe<Scalars['String']['output']>;
  /** When that link stops working (24 hours after it was sent). */
  pendingEmailExpiresAt: Maybe<Scalars['Time']['output']>;
  /** The member chose sign-in links by mail: email and full name alone no longer sign in. */
  signInByLink: Scalars['Boolean']['output'];
};

/** The member's choices about the habit's mails. */
export type MySettings = {
  __typename: 'MySettings';
  /** Mails the programme team writes to the member's group. */
  announcements: Scalars['Boolean']['output'];
  /** Local time of the weekly digest, HH:MM. */
  digestTime: Scalars['String']['output'];
  /** 0 (Sunday) to 6 (Saturday). */
  digestWeekday: Scalars['Int']['output'];
  /** The member's language, en or es: the API's messages, their mails and their calendar feed are in it. */
  locale: Scalars['String']['output'];
  /** Local time of the daily reminder, HH:MM; null when reminders are off. */
  reminderTime: Maybe<Scalars['String']['output']>;
  /** IANA time zone name, such as America/New_York: reminders and digests follow it. */
  timeZone: Scalars['String']['output'];
  weeklyDigest: Scalars['Boolean']['output'];
};

/** The whole Settings form. */
export type MySettingsInput = {
  announcements: Scalars['Boolean']['input'];
  digestTime: Scalars['String']['input'];
  digestWeekday: Scalars['Int']['input'];
  /** en or es; null keeps the member's language. */
  locale?: InputMaybe<Scalars['String']['input']>;
  /** Null turns reminders off. */
  reminderTime?: InputMaybe<Scalars['String']['input']>;
  timeZone: Scalars['String']['input'];
  weeklyDigest: Scalars['Boolean']['input'];
};

/** The group after the member's own, and what the member may do about it. */
export type NextGroup = {
  __typename: 'NextGroup';
  alreadyJoined: Scalars['Boolean']['output'];
  canJoin: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  maxMembers: Scalars['Int']['output'];
  memberCount: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  registrationDeadline: Scalars['Date']['output'];
  startDate: Scalars['Date']['output'];
};

/** A mail in the outbox, as the admin's Outbox view shows it. */
export type OutboxEmail = {
  __typename: 'OutboxEmail';
  attempts: Scalars['Int']['output'];
  /**
   * The plain-text body. Its private links (password reset, a donor's manage
   * link) read "[private link: only in the mail]": they are shown only while no
   * SMTP server is set and the mail waits here, when this is how they are followed.
   */
  bodyText: Scalars['String']['output'];
  createdAt: Scalars['Time']['output'];
  id: Scalars['ID']['output'];
  /** What caused it: password_reset, password_changed, welcome, award_approved… */
  kind: Scalars['String']['output'];
  lastError: Maybe<Scalars['String']['output']>;
  nextAttemptAt: Maybe<Scalars['Time']['output']>;
  sentAt: Maybe<Scalars['Time']['output']>;
  status: OutboxStatus;
  subject: Scalars['String']['output'];
  toAddress: Scalars['String']['output'];
};

/** One page of the outbox, newest first. */
export type OutboxPage = {
  __typename: 'OutboxPage';
  nodes: Array<OutboxEmail>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type OutboxStatus =
  /** Refused for good (a permanent SMTP failure); see lastError. */
  | 'FAILED'
  /** Waiting to be sent, or to be tried again. */
  | 'PENDING'
  | 'SENT';

export type PageInfo = {
  __typename: 'PageInfo';
  /** Pass as `after` to get the next (older) page. */
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
};

/** One reading of a day: a chapter, or part of one (Psalm 119 is read in two halves), with its link into the programme's Bible app. */
export type Passage = {
  __typename: 'Passage';
  book: Scalars['String']['output'];
  /** The USFM code, such as GEN. */
  bookCode: Scalars['String']['output'];
  chapter: Scalars['Int']['output'];
  /** Null for the whole chapter. */
  fromVerse: Maybe<Scalars['Int']['output']>;
  /** As people write it: "Genesis 3", "Psalms 119:1–88". */
  reference: Scalars['String']['output'];
  toVerse: Maybe<Scalars['Int']['output']>;
  url: Scalars['String']['output'];
};

export type PostMessageInput = {
  /** A member's idempotency key, a UUID made once per post (the app's offline queue): the same post sent again changes nothing and answers the message the first send made. Kept 30 days. */
  clientKey?: InputMaybe<Scalars['String']['input']>;
  content: Scalars['String']['input'];
  /** Admins choose the group; a member always posts to their own group. */
  groupId?: InputMaybe<Scalars['ID']['input']>;
  /** Admin messages only; default NORMAL. */
  priority?: InputMaybe<MessagePriority>;
  /** Admin messages only. */
  title?: InputMaybe<Scalars['String']['input']>;
  /** Default ENCOURAGEMENT. Members may post MILESTONE, ENCOURAGEMENT, PRAYER, TESTIMONY or QUESTION. */
  type?: InputMaybe<MessageType>;
};

/** The profile form; every field is required and checked as at registration. */
export type ProfileInput = {
  city: Scalars['String']['input'];
  mailingAddress: Scalars['String']['input'];
  name: Scalars['String']['input'];
};

/** The programme's name and the links every visitor's client shows. */
export type ProgrammeSettings = {
  __typename: 'ProgrammeSettings';
  /** Where to download the Bible-reading app. */
  bibleAppUrl: Scalars['String']['output'];
  /** The Instructions card: how to change the app's language. */
  helpChangeLanguageUrl: Scalars['String']['output'];
  /** The Instructions card: how to start the reading plan. */
  helpStartPlanUrl: Scalars['String']['output'];
  /** The home page's Watch Introduction Video button. */
  homeIntroVideoUrl: Scalars['String']['output'];
  /** The dashboard's Introduction Video card, parts 1 to 3. */
  introVideoPart1Url: Scalars['String']['output'];
  introVideoPart2Url: Scalars['String']['output'];
  introVideoPart3Url: Scalars['String']['output'];
  /** The programme's name: the site's header and title, and the mails' signature. */
  name: Scalars['String']['output'];
};

/** The whole Settings form. Every link must be an https address of at most 500 characters. */
export type ProgrammeSettingsInput = {
  bibleAppUrl: Scalars['String']['input'];
  helpChangeLanguageUrl: Scalars['String']['input'];
  helpStartPlanUrl: Scalars['String']['input'];
  homeIntroVideoUrl: Scalars['String']['input'];
  introVideoPart1Url: Scalars['String']['input'];
  introVideoPart2Url: Scalars['String']['input'];
  introVideoPart3Url: Scalars['String']['input'];
  leadersSeeContactDetails: Scalars['Boolean']['input'];
  /** 1 to 80 characters, trimmed. */
  name: Scalars['String']['input'];
  /** An IANA zone such as Europe/Madrid; null or empty: the environment's PROGRAMME_TIME_ZONE. */
  timeZone?: InputMaybe<Scalars['String']['input']>;
};

export type ProgressOrder =
  /** Lowest average percentage first. */
  | 'AVG_PERCENTAGE'
  /** Most days behind first (the at-risk view). */
  | 'DAYS_BEHIND'
  /** User name A-Z (the default). */
  | 'NAME'
  /** Oldest pending request first. */
  | 'REQUESTED_AT';

export type ProgressPage = {
  __typename: 'ProgressPage';
  nodes: Array<ProgressRow>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

/** One member in one group (spec 3: Milestone progress row), with the at-risk view's figures. */
export type ProgressRow = {
  __typename: 'ProgressRow';
  atRisk: Scalars['Boolean']['output'];
  /** Rounded mean percentage over the tracked milestones (0 when none). */
  avgPercentage: Scalars['Int']['output'];
  /** Days of reading behind the last milestone whose day has passed (0 when on track). */
  daysBehind: Scalars['Int']['output'];
  /** The group's day of the journey today (today − start date + 1): 1 on the start date, 0 or less before it, 365 on the last day. */
  groupDay: Scalars['Int']['output'];
  groupId: Scalars['ID']['output'];
  groupName: Scalars['String']['output'];
  /** The group's status. */
  groupStatus: GroupStatus;
  /** "userId:groupId": one row per membership, unique among rows (the client's cache key). */
  key: Scalars['String']['output'];
  /** The grade of the latest reported milestone, or null. */
  latestGrade: Maybe<Grade>;
  milestonesCompleted: Scalars['Int']['output'];
  /** Milestones whose day has passed in the group's calendar. */
  milestonesDue: Scalars['Int']['output'];
  milestonesTracked: Scalars['Int']['output'];
  trophiesCount: Scalars['Int']['output'];
  /** The member's newest request in this group, or null ('No request'). */
  trophyRequest: Maybe<AdminTrophyRequest>;
  /** Null where the reader may not see contact details (a group's leader, unless the programme's settings let leaders see them). */
  userEmail: Maybe<Scalars['String']['output']>;
  userId: Scalars['ID']['output'];
  /** The member's postal address; null when none, or where the reader may not see contact details. */
  userMailingAddress: Maybe<Scalars['String']['output']>;
  userName: Scalars['String']['output'];
};

/** The public view of the open group: the only fields a visitor may see (spec 3). */
export type PublicGroup = {
  __typename: 'PublicGroup';
  maxMembers: Scalars['Int']['output'];
  memberCount: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  registrationDeadline: Scalars['Date']['output'];
  startDate: Scalars['Date']['output'];
};

/** One browser or phone the member turned notifications on in. */
export type PushDevice = {
  __typename: 'PushDevice';
  createdAt: Scalars['Time']['output'];
  id: Scalars['ID']['output'];
  /** What the member's browser said it is (such as "Chrome on Android"), at most 80 characters. */
  label: Scalars['String']['output'];
  /** When a notification was last handed to its push service; null: never. */
  lastPushedAt: Maybe<Scalars['Time']['output']>;
};

/** What the member is told of by notification, and on which devices. */
export type PushSettings = {
  __typename: 'PushSettings';
  /** Board news, coalesced: one notification per group per 5 minutes. Empty: none. */
  boardNews: Array<BoardPushNews>;
  /** At most 10. */
  devices: Array<PushDevice>;
  /** The daily reminder as a notification at the reminder time (mySettings.reminderTime). */
  reminder: Scalars['Boolean']['output'];
  /** The daily reminder by mail as well; false: by notification only (when reminder is true). */
  reminderMail: Scalars['Boolean']['output'];
};

export type PushSettingsInput = {
  boardNews: Array<BoardPushNews>;
  reminder: Scalars['Boolean']['input'];
  reminderMail: Scalars['Boolean']['input'];
};

/** The browser's PushSubscription (its toJSON()), as the member's device registered it. */
export type PushSubscriptionInput = {
  /** The subscription's auth secret, base64url (16 bytes decoded). */
  auth: Scalars['String']['input'];
  /** The push service's https URL. */
  endpoint: Scalars['String']['input'];
  /** Optional, at most 80 characters. */
  label?: InputMaybe<Scalars['String']['input']>;
  /** The subscription's P-256 public key, base64url (65 bytes decoded). */
  p256dh: Scalars['String']['input'];
};

export type Query = {
  __typename: 'Query';
  adminAnnouncementPreview: AnnouncementPreview;
  adminAnnouncements: AnnouncementPage;
  adminAudit: AuditPage;
  /** The awards not yet posted, oldest first (the 'To ship' list). */
  adminAwardsToShip: AwardToShipPage;
  /** The default plan as CSV, to start one's own from. */
  adminDefaultReadingPlanCsv: Scalars['String']['output'];
  adminDonations: AdminDonationPage;
  adminGroup: AdminGroup;
  /** The group's leaders, by name. */
  adminGroupLeaders: Array<GroupLeader>;
  /** A group's members, newest first; search matches name, email or city. */
  adminGroupMembers: GroupMemberPage;
  /** Every group in the admin's order (sort order, then start date). */
  adminGroups: Array<AdminGroup>;
  adminLegacyClaims: LegacyClaimPage;
  /** Whether mail leaves the server (SMTP_URL is set); when false, mails wait in the outbox for an admin to read. */
  adminMailConfigured: Scalars['Boolean']['output'];
  /** Messages of every board, newest first, filtered by group, type, source and undecided reports. */
  adminMessages: AdminMessagePage;
  /** A member's eight milestones in a group, merged with what they saved. */
  adminMilestones: Array<Milestone>;
  adminOutbox: OutboxPage;
  adminOverview: AdminOverview;
  /** Checks a plan (CSV: day,passages; every day 1–365) and names every problem; nothing changes. */
  adminPreviewReadingPlan: ReadingPlanPreview;
  adminProgrammeSettings: AdminProgrammeSettings;
  adminProgress: ProgressPage;
  adminReadingSettings: ReadingSettings;
  adminRhythmYesterday: DailyRhythmYesterday;
  adminUser: AdminUser;
  adminUsers: AdminUserPage;
  /** The five tiers, Diamond first, each with how many approved members it holds. */
  awardTiers: Array<AwardTier>;
  /** The board of the member's group (admins may name any group). Newest first, keyset-paginated. */
  board: Board;
  /** A way back to finishBy (default: the milestone's last day); refused on finishBy when it has passed or is after the milestone's end. */
  catchUpProposal: CatchUpProposal;
  /** Reads a check-in link (nothing changes). */
  checkInLink: CheckInLink;
  /** The group open for registration now, or null when there is none. */
  currentGroup: Maybe<PublicGroup>;
  dashboard: Dashboard;
  donationSettings: DonationSettings;
  formRules: FormRules;
  /** How many a leader's announcement to a group they lead (GROUP or AT_RISK) would reach and leave out. */
  leaderAnnouncementPreview: AnnouncementPreview;
  /** A member of a group the signed-in member leads, with their contact details when the programme lets leaders see them. */
  leaderMemberContact: LeaderMemberContact;
  /** The board of a group the member leads, as the message manager shows it, newest first; reported: only messages with undecided reports. Who reported a message and why stays with the admins (AdminMessage.reports is refused to leaders). */
  leaderMessages: AdminMessagePage;
  /** A member of the group's eight milestones, as the group's leader sees them. */
  leaderMilestones: Array<Milestone>;
  /** A group's Progress tab as its leader sees it: the admin's rows and at-risk view for that group alone. Without contact details (searched by name) unless the programme's settings let leaders see them. Forbidden to anyone who does not lead the group. */
  leaderProgress: ProgressPage;
  /** Reads an unsubscribe link (nothing changes). */
  mailPreferences: MailPreferences;
  /** The signed-in user. */
  me: User;
  /** All eight milestones merged with the member's saved progress. */
  milestones: Array<Milestone>;
  myAwards: AwardList;
  /** The member's check-ins in their group, by day. */
  myCheckIns: Array<CheckIn>;
  /** The signed-in member's group, or null when they have none yet. */
  myGroup: Maybe<Group>;
  /** The groups the signed-in member leads (none for most members). */
  myLedGroups: Array<Group>;
  /** The signed-in account's profile. */
  myProfile: MyProfile;
  myPushSettings: PushSettings;
  mySettings: MySettings;
  /** The group after the member's own (or the open group when they have none), or null. */
  nextGroup: Maybe<NextGroup>;
  /** Checks a member import file (CSV: name, email, city, mailing address, optional group; at most 5,000 rows and 2 MB) row by row; nothing changes. */
  previewMemberImport: MemberImportPreview;
  /** The programme's name and public links; anyone may read them. */
  programmeSettings: ProgrammeSettings;
  /** The server's VAPID public key (base64url, uncompressed P-256 point): the applicationServerKey to subscribe with. */
  pushVapidPublicKey: Scalars['String']['output'];
  /** Days fromDay to toDay of the plan (1–365, at most 31 at a time). */
  readingPlan: Array<ReadingDay>;
  today: Today;
  /** Approved members of one tier (only users with award_approved appear). */
  trophyHolders: TrophyHolderPage;
};


export type QueryAdminAnnouncementPreviewArgs = {
  input: AnnouncementAudienceInput;
};


export type QueryAdminAnnouncementsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
};


export type QueryAdminAuditArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<AuditFilter>;
  first?: Scalars['Int']['input'];
};


export type QueryAdminAwardsToShipArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
};


export type QueryAdminDonationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<AdminDonationFilter>;
  first?: Scalars['Int']['input'];
};


export type QueryAdminGroupArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAdminGroupLeadersArgs = {
  groupId: Scalars['ID']['input'];
};


export type QueryAdminGroupMembersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  groupId: Scalars['ID']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAdminLegacyClaimsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  status?: InputMaybe<LegacyClaimStatus>;
};


export type QueryAdminMessagesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<AdminMessageFilter>;
  first?: Scalars['Int']['input'];
};


export type QueryAdminMilestonesArgs = {
  groupId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type QueryAdminOutboxArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  status?: InputMaybe<OutboxStatus>;
};


export type QueryAdminPreviewReadingPlanArgs = {
  csv: Scalars['String']['input'];
};


export type QueryAdminProgressArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<AdminProgressFilter>;
  first?: Scalars['Int']['input'];
  orderBy?: InputMaybe<ProgressOrder>;
};


export type QueryAdminUserArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAdminUsersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<AdminUserFilter>;
  first?: Scalars['Int']['input'];
};


export type QueryBoardArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  groupId?: InputMaybe<Scalars['ID']['input']>;
  type?: InputMaybe<MessageType>;
};


export type QueryCatchUpProposalArgs = {
  finishBy?: InputMaybe<Scalars['Date']['input']>;
};


export type QueryCheckInLinkArgs = {
  token: Scalars['String']['input'];
};


export type QueryLeaderAnnouncementPreviewArgs = {
  input: AnnouncementAudienceInput;
};


export type QueryLeaderMemberContactArgs = {
  groupId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type QueryLeaderMessagesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  groupId: Scalars['ID']['input'];
  reported?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryLeaderMilestonesArgs = {
  groupId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type QueryLeaderProgressArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<LeaderProgressFilter>;
  first?: Scalars['Int']['input'];
  groupId: Scalars['ID']['input'];
  orderBy?: InputMaybe<ProgressOrder>;
};


export type QueryMailPreferencesArgs = {
  token: Scalars['String']['input'];
};


export type QueryMyAwardsArgs = {
  first?: Scalars['Int']['input'];
};


export type QueryPreviewMemberImportArgs = {
  csv: Scalars['String']['input'];
};


export type QueryReadingPlanArgs = {
  fromDay: Scalars['Int']['input'];
  toDay: Scalars['Int']['input'];
};


export type QueryTrophyHoldersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  tier: Tier;
};

/** One day of the reading plan. */
export type ReadingDay = {
  __typename: 'ReadingDay';
  day: Scalars['Int']['output'];
  milestoneId: Scalars['Int']['output'];
  milestoneName: Scalars['String']['output'];
  passages: Array<Passage>;
  /** The day's reading in one line: "Genesis 50; Exodus 1–2". */
  reference: Scalars['String']['output'];
  verses: Scalars['Int']['output'];
};

/** What an uploaded plan would be: valid, or every problem with its line. */
export type ReadingPlanPreview = {
  __typename: 'ReadingPlanPreview';
  problems: Array<Scalars['String']['output']>;
  valid: Scalars['Boolean']['output'];
};

/** The programme's Bible app: how a chapter's link is made. */
export type ReadingSettings = {
  __typename: 'ReadingSettings';
  bibleVersion: Scalars['String']['output'];
  /** When the programme's own plan was uploaded; null while it reads the default plan. */
  customPlanSince: Maybe<Scalars['Time']['output']>;
  /** An https address with {BOOK} (the USFM code), {chapter} and {version}. */
  linkTemplate: Scalars['String']['output'];
};

/** The registration form (spec 3). Values are trimmed; referral may be empty. */
export type RegisterInput = {
  city: Scalars['String']['input'];
  email: Scalars['String']['input'];
  mailingAddress: Scalars['String']['input'];
  name: Scalars['String']['input'];
  referral?: InputMaybe<Scalars['String']['input']>;
  /** The browser's IANA time zone (Intl), for the member's reminders; the programme's when absent. */
  timeZone?: InputMaybe<Scalars['String']['input']>;
};

/** A new member, signed in, and the group they were placed in. */
export type Registration = {
  __typename: 'Registration';
  /** Null when no group had a seat: the member is on the waiting list. */
  group: Maybe<PublicGroup>;
  /** Always MEMBER. */
  scope: TokenScope;
  token: Scalars['String']['output'];
  user: User;
  /** True when the member is on the waiting list (no group had a seat). */
  waiting: Scalars['Boolean']['output'];
};

/** Daily reminders queued on the previous day (UTC), and what became of them. */
export type ReminderDeliveries = {
  __typename: 'ReminderDeliveries';
  failed: Scalars['Int']['output'];
  queued: Scalars['Int']['output'];
  sent: Scalars['Int']['output'];
};

/** The trophy request filter of the Progress tab: a status, or members without one. */
export type RequestFilter =
  | 'APPROVED'
  | 'NONE'
  | 'PENDING'
  | 'REJECTED';

export type Role =
  | 'ADMIN'
  | 'USER';

/** Which secrets the environment sets; never their values. */
export type SecretsSet = {
  __typename: 'SecretsSet';
  /** SMTP_URL is set: mails are sent, not only kept in the Outbox. */
  smtp: Scalars['Boolean']['output'];
  /** STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are both set: giving by card works. */
  stripe: Scalars['Boolean']['output'];
  /** STRIPE_WEBHOOK_SECRET is set: donations are completed from Stripe's signed events. */
  stripeWebhook: Scalars['Boolean']['output'];
};

/** Runs of days read in the member's journey. */
export type Streak = {
  __typename: 'Streak';
  best: Scalars['Int']['output'];
  /** Days read in a row up to the last day reported (a missed day ends it; a day not yet reported does not, until a later day is). */
  current: Scalars['Int']['output'];
  daysRead: Scalars['Int']['output'];
  /** Weeks of the journey (days 1–7, 8–14, …) read every day. */
  perfectWeeks: Scalars['Int']['output'];
};

export type Subscription = {
  __typename: 'Subscription';
  /**
   * New, edited and deleted messages of a group, live. Members may only follow their own group.
   * With `since` (a Board's version) the changes after that version come first, or RESYNC when
   * the server cannot replay them; without it, the changes from now on.
   */
  boardEvents: BoardEvent;
};


export type SubscriptionBoardEventsArgs = {
  groupId: Scalars['ID']['input'];
  since?: InputMaybe<Scalars['Int']['input']>;
};

/** The five award tiers by completed journeys (spec 9): Bronze 0-1, Silver 2-3, Gold 4-6, Platinum 7-9, Diamond 10+. */
export type Tier =
  | 'BRONZE'
  | 'DIAMOND'
  | 'GOLD'
  | 'PLATINUM'
  | 'SILVER';

/** The member's day, as the dashboard's Today card shows it. */
export type Today = {
  __typename: 'Today';
  /** Today's check-in; null when not reported. */
  answer: Maybe<CheckInAnswer>;
  canCheckIn: Scalars['Boolean']['output'];
  /** The way back; null when no journey is under way. */
  catchUp: Maybe<CatchUp>;
  /** The member's local date. */
  date: Scalars['Date']['output'];
  /** The group's day of the journey on that date; null when no journey is under way. */
  day: Maybe<Scalars['Int']['output']>;
  /** Days after today until the milestone under way ends (0 on its last day). */
  daysToMilestoneEnd: Maybe<Scalars['Int']['output']>;
  /** The milestone under way's A, B and C allowances; empty when no journey is under way. */
  gradeBudget: Array<GradeAllowance>;
  /** The member's group; null without one. */
  groupName: Maybe<Scalars['String']['output']>;
  milestoneName: Maybe<Scalars['String']['output']>;
  /** The member's journey in their group is over. */
  over: Scalars['Boolean']['output'];
  /** Today's reading while the journey is under way, day 1's before it starts, null without a group or once it is over. */
  reading: Maybe<ReadingDay>;
  /** The group's first day, while it has not started. */
  startsOn: Maybe<Scalars['Date']['output']>;
  streak: Streak;
};

/** What a token may do. Only adminLogin issues ADMIN; an admin account signing in at login gets MEMBER. */
export type TokenScope =
  | 'ADMIN'
  | 'MEMBER';

/** A person on the Awards page (spec 3: Public trophy entry): public fields only. */
export type TrophyHolder = {
  __typename: 'TrophyHolder';
  avatarUrl: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  tier: Tier;
  trophiesCount: Scalars['Int']['output'];
};

/** One page of a tier's members: most completed journeys first, then by name. */
export type TrophyHolderPage = {
  __typename: 'TrophyHolderPage';
  nodes: Array<TrophyHolder>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type TrophyOp =
  | 'DECREMENT'
  | 'INCREMENT'
  /** Set to value (0 or more). */
  | 'SET';

export type TrophyRequest = {
  __typename: 'TrophyRequest';
  createdAt: Scalars['Time']['output'];
  id: Scalars['ID']['output'];
  status: TrophyRequestStatus;
  type: Scalars['String']['output'];
};

export type TrophyRequestStatus =
  | 'APPROVED'
  | 'PENDING'
  | 'REJECTED';

export type TypeCount = {
  __typename: 'TypeCount';
  count: Scalars['Int']['output'];
  type: MessageType;
  unread: Scalars['Int']['output'];
};

/** The Manage form: absent fields stay as they are; an empty link clears it. */
export type UpdateGroupInput = {
  maxMembers?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  startDate?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<GroupStatus>;
  whatsappInviteUrl?: InputMaybe<Scalars['String']['input']>;
  youversionPlanUrl?: InputMaybe<Scalars['String']['input']>;
};

export type User = {
  __typename: 'User';
  avatarUrl: Maybe<Scalars['String']['output']>;
  awardApproved: Scalars['Boolean']['output'];
  city: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  phone: Maybe<Scalars['String']['output']>;
  role: Role;
  status: UserStatus;
  trophiesCount: Scalars['Int']['output'];
};

/** What a bulk action on the Users tab does to each user. */
export type UserBulkAction =
  | 'DELETE'
  | 'DISABLE'
  | 'ENABLE'
  /** From the group they are in now to groupId. */
  | 'MOVE';

/** A group a user belongs to (a child of AdminUser, loaded for a whole page at once). */
export type UserMembership = {
  __typename: 'UserMembership';
  groupId: Scalars['ID']['output'];
  groupName: Scalars['String']['output'];
  joinDate: Scalars['Time']['output'];
  status: MemberStatus;
};

export type UserStatus =
  | 'ACTIVE'
  | 'INACTIVE';

/** The member's place on the waiting list. */
export type WaitingListPlace = {
  __typename: 'WaitingListPlace';
  /** The group they registered for; null when none was open. */
  group: Maybe<PublicGroup>;
  /** When they went on the list. */
  since: Scalars['Time']['output'];
};

export type AnnouncementRowFieldsFragment = { __typename: 'Announcement', id: string, audience: AnnouncementAudience, groupId: string | null, groupName: string | null, subject: string, createdAt: string, recipients: number, leftOut: number, queuedAt: string | null, sent: number, failed: number, pending: number };

export type AnnouncementPreviewQueryVariables = Exact<{
  input: AnnouncementAudienceInput;
}>;


export type AnnouncementPreviewQuery = { adminAnnouncementPreview: { __typename: 'AnnouncementPreview', recipients: number, leftOut: number } };

export type AnnouncementPageQueryVariables = Exact<{
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type AnnouncementPageQuery = { adminAnnouncements: { __typename: 'AnnouncementPage', totalCount: number, nodes: Array<{ __typename: 'Announcement', id: string, audience: AnnouncementAudience, groupId: string | null, groupName: string | null, subject: string, createdAt: string, recipients: number, leftOut: number, queuedAt: string | null, sent: number, failed: number, pending: number }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type AnnouncementSendMutationVariables = Exact<{
  input: AnnouncementInput;
}>;


export type AnnouncementSendMutation = { sendAnnouncement: { __typename: 'Announcement', id: string, audience: AnnouncementAudience, groupId: string | null, groupName: string | null, subject: string, createdAt: string, recipients: number, leftOut: number, queuedAt: string | null, sent: number, failed: number, pending: number } };

export type AdminAuditQueryVariables = Exact<{
  filter?: InputMaybe<AuditFilter>;
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type AdminAuditQuery = { adminAudit: { __typename: 'AuditPage', totalCount: number, nodes: Array<{ __typename: 'AuditEntry', id: string, at: string, adminId: string | null, adminName: string, action: string, objectType: string, objectId: string, changes: Array<{ __typename: 'AuditChange', field: string, before: string | null, after: string | null }> }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type AuditAdminsQueryVariables = Exact<{
  first: Scalars['Int']['input'];
}>;


export type AuditAdminsQuery = { adminUsers: { __typename: 'AdminUserPage', totalCount: number, nodes: Array<{ __typename: 'AdminUser', id: string, name: string, email: string }> } };

export type DonationsRowFieldsFragment = { __typename: 'AdminDonation', id: string, donorName: string, donorEmail: string, anonymous: boolean, amount: string, type: DonationType, status: DonationStatus, statusReason: string | null, createdAt: string, subscriptionId: string | null, demo: boolean };

export type DonationsPageQueryVariables = Exact<{
  filter?: InputMaybe<AdminDonationFilter>;
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type DonationsPageQuery = { adminDonations: { __typename: 'AdminDonationPage', totalCount: number, totalAmount: string, completedAmount: string, nodes: Array<{ __typename: 'AdminDonation', id: string, donorName: string, donorEmail: string, anonymous: boolean, amount: string, type: DonationType, status: DonationStatus, statusReason: string | null, createdAt: string, subscriptionId: string | null, demo: boolean }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type AdminGroupFieldsFragment = { __typename: 'AdminGroup', id: string, name: string, status: GroupStatus, startDate: string, endDate: string, registrationDeadline: string, memberCount: number, maxMembers: number, sortOrder: number, whatsappInviteUrl: string | null, youversionPlanUrl: string | null, archivedAt: string | null };

export type AdminGroupsTabQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminGroupsTabQuery = { adminGroups: Array<{ __typename: 'AdminGroup', id: string, name: string, status: GroupStatus, startDate: string, endDate: string, registrationDeadline: string, memberCount: number, maxMembers: number, sortOrder: number, whatsappInviteUrl: string | null, youversionPlanUrl: string | null, archivedAt: string | null }> };

export type AdminGroupMemberFieldsFragment = { __typename: 'GroupMember', userId: string, groupId: string, name: string, email: string, city: string | null, userStatus: UserStatus, status: MemberStatus, joinDate: string, completedAt: string | null };

export type AdminGroupMembersPageQueryVariables = Exact<{
  groupId: Scalars['ID']['input'];
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type AdminGroupMembersPageQuery = { adminGroupMembers: { __typename: 'GroupMemberPage', totalCount: number, nodes: Array<{ __typename: 'GroupMember', userId: string, groupId: string, name: string, email: string, city: string | null, userStatus: UserStatus, status: MemberStatus, joinDate: string, completedAt: string | null }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type AdminGroupAddCandidatesQueryVariables = Exact<{
  filter: AdminUserFilter;
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type AdminGroupAddCandidatesQuery = { adminUsers: { __typename: 'AdminUserPage', totalCount: number, nodes: Array<{ __typename: 'AdminUser', id: string, name: string, email: string, city: string | null, status: UserStatus }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type AdminCreateGroupMutationVariables = Exact<{
  input: CreateGroupInput;
}>;


export type AdminCreateGroupMutation = { createGroup: { __typename: 'CreateGroupResult', requestedStartDate: string, startAligned: boolean, notice: string | null, group: { __typename: 'AdminGroup', id: string, name: string, status: GroupStatus, startDate: string, endDate: string, registrationDeadline: string, memberCount: number, maxMembers: number, sortOrder: number, whatsappInviteUrl: string | null, youversionPlanUrl: string | null, archivedAt: string | null } } };

export type AdminUpdateGroupMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: UpdateGroupInput;
}>;


export type AdminUpdateGroupMutation = { updateGroup: { __typename: 'AdminGroup', id: string, name: string, status: GroupStatus, startDate: string, endDate: string, registrationDeadline: string, memberCount: number, maxMembers: number, sortOrder: number, whatsappInviteUrl: string | null, youversionPlanUrl: string | null, archivedAt: string | null } };

export type AdminSetGroupStatusMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  status: GroupStatus;
}>;


export type AdminSetGroupStatusMutation = { setGroupStatus: { __typename: 'AdminGroup', id: string, name: string, status: GroupStatus, startDate: string, endDate: string, registrationDeadline: string, memberCount: number, maxMembers: number, sortOrder: number, whatsappInviteUrl: string | null, youversionPlanUrl: string | null, archivedAt: string | null } };

export type AdminArchiveGroupMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminArchiveGroupMutation = { archiveGroup: { __typename: 'AdminGroup', id: string, name: string, status: GroupStatus, startDate: string, endDate: string, registrationDeadline: string, memberCount: number, maxMembers: number, sortOrder: number, whatsappInviteUrl: string | null, youversionPlanUrl: string | null, archivedAt: string | null } };

export type AdminUnarchiveGroupMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminUnarchiveGroupMutation = { unarchiveGroup: { __typename: 'AdminGroup', id: string, name: string, status: GroupStatus, startDate: string, endDate: string, registrationDeadline: string, memberCount: number, maxMembers: number, sortOrder: number, whatsappInviteUrl: string | null, youversionPlanUrl: string | null, archivedAt: string | null } };

export type AdminReorderGroupsMutationVariables = Exact<{
  order: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type AdminReorderGroupsMutation = { reorderGroups: Array<{ __typename: 'AdminGroup', id: string, name: string, status: GroupStatus, startDate: string, endDate: string, registrationDeadline: string, memberCount: number, maxMembers: number, sortOrder: number, whatsappInviteUrl: string | null, youversionPlanUrl: string | null, archivedAt: string | null }> };

export type AdminAddGroupMembersMutationVariables = Exact<{
  groupId: Scalars['ID']['input'];
  userIds: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type AdminAddGroupMembersMutation = { addGroupMembers: { __typename: 'AdminGroup', id: string, name: string, status: GroupStatus, startDate: string, endDate: string, registrationDeadline: string, memberCount: number, maxMembers: number, sortOrder: number, whatsappInviteUrl: string | null, youversionPlanUrl: string | null, archivedAt: string | null } };

export type AdminRemoveGroupMemberMutationVariables = Exact<{
  groupId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
}>;


export type AdminRemoveGroupMemberMutation = { removeGroupMember: { __typename: 'AdminGroup', id: string, name: string, status: GroupStatus, startDate: string, endDate: string, registrationDeadline: string, memberCount: number, maxMembers: number, sortOrder: number, whatsappInviteUrl: string | null, youversionPlanUrl: string | null, archivedAt: string | null } };

export type AdminCompleteGroupMemberMutationVariables = Exact<{
  groupId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
}>;


export type AdminCompleteGroupMemberMutation = { completeGroupMember: { __typename: 'GroupMember', userId: string, groupId: string, name: string, email: string, city: string | null, userStatus: UserStatus, status: MemberStatus, joinDate: string, completedAt: string | null } };

export type AdminDeleteGroupMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminDeleteGroupMutation = { deleteGroup: string };

export type AdminGroupLeaderFieldsFragment = { __typename: 'GroupLeader', userId: string, name: string, email: string, since: string };

export type AdminGroupLeadersQueryVariables = Exact<{
  groupId: Scalars['ID']['input'];
}>;


export type AdminGroupLeadersQuery = { adminGroupLeaders: Array<{ __typename: 'GroupLeader', userId: string, name: string, email: string, since: string }> };

export type AdminGroupLeaderCandidatesQueryVariables = Exact<{
  groupId: Scalars['ID']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  first: Scalars['Int']['input'];
}>;


export type AdminGroupLeaderCandidatesQuery = { adminGroupMembers: { __typename: 'GroupMemberPage', totalCount: number, nodes: Array<{ __typename: 'GroupMember', userId: string, name: string, email: string }> } };

export type AdminGroupAddLeaderMutationVariables = Exact<{
  groupId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
}>;


export type AdminGroupAddLeaderMutation = { addGroupLeader: Array<{ __typename: 'GroupLeader', userId: string, name: string, email: string, since: string }> };

export type AdminGroupRemoveLeaderMutationVariables = Exact<{
  groupId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
}>;


export type AdminGroupRemoveLeaderMutation = { removeGroupLeader: Array<{ __typename: 'GroupLeader', userId: string, name: string, email: string, since: string }> };

export type AdminMessagesRowFragment = { __typename: 'AdminMessage', id: string, groupId: string, groupName: string, source: MessageSource, type: MessageType, priority: MessagePriority, title: string | null, content: string, authorName: string, createdAt: string, updatedAt: string, openReportCount: number, hidden: boolean, reports: Array<{ __typename: 'MessageReport', id: string, reporterName: string, reason: string | null, countsTowardHiding: boolean, createdAt: string }> };

export type AdminMessagesPageQueryVariables = Exact<{
  filter?: InputMaybe<AdminMessageFilter>;
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type AdminMessagesPageQuery = { adminMessages: { __typename: 'AdminMessagePage', totalCount: number, nodes: Array<{ __typename: 'AdminMessage', id: string, groupId: string, groupName: string, source: MessageSource, type: MessageType, priority: MessagePriority, title: string | null, content: string, authorName: string, createdAt: string, updatedAt: string, openReportCount: number, hidden: boolean, reports: Array<{ __typename: 'MessageReport', id: string, reporterName: string, reason: string | null, countsTowardHiding: boolean, createdAt: string }> }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type AdminMessagesCreateMutationVariables = Exact<{
  input: GroupMessageInput;
}>;


export type AdminMessagesCreateMutation = { createGroupMessage: { __typename: 'AdminMessage', id: string, groupId: string, groupName: string, source: MessageSource, type: MessageType, priority: MessagePriority, title: string | null, content: string, authorName: string, createdAt: string, updatedAt: string, openReportCount: number, hidden: boolean, reports: Array<{ __typename: 'MessageReport', id: string, reporterName: string, reason: string | null, countsTowardHiding: boolean, createdAt: string }> } };

export type AdminMessagesUpdateMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: GroupMessageInput;
}>;


export type AdminMessagesUpdateMutation = { updateGroupMessage: { __typename: 'AdminMessage', id: string, groupId: string, groupName: string, source: MessageSource, type: MessageType, priority: MessagePriority, title: string | null, content: string, authorName: string, createdAt: string, updatedAt: string, openReportCount: number, hidden: boolean, reports: Array<{ __typename: 'MessageReport', id: string, reporterName: string, reason: string | null, countsTowardHiding: boolean, createdAt: string }> } };

export type AdminMessagesDeleteMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminMessagesDeleteMutation = { deleteMessage: string };

export type AdminMessagesDismissReportsMutationVariables = Exact<{
  messageId: Scalars['ID']['input'];
}>;


export type AdminMessagesDismissReportsMutation = { dismissMessageReports: { __typename: 'AdminMessage', id: string, groupId: string, groupName: string, source: MessageSource, type: MessageType, priority: MessagePriority, title: string | null, content: string, authorName: string, createdAt: string, updatedAt: string, openReportCount: number, hidden: boolean, reports: Array<{ __typename: 'MessageReport', id: string, reporterName: string, reason: string | null, countsTowardHiding: boolean, createdAt: string }> } };

export type OutboxEmailFieldsFragment = { __typename: 'OutboxEmail', id: string, kind: string, toAddress: string, subject: string, status: OutboxStatus, attempts: number, lastError: string | null, bodyText: string, createdAt: string, nextAttemptAt: string | null, sentAt: string | null };

export type OutboxPageQueryVariables = Exact<{
  status?: InputMaybe<OutboxStatus>;
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type OutboxPageQuery = { adminOutbox: { __typename: 'OutboxPage', totalCount: number, nodes: Array<{ __typename: 'OutboxEmail', id: string, kind: string, toAddress: string, subject: string, status: OutboxStatus, attempts: number, lastError: string | null, bodyText: string, createdAt: string, nextAttemptAt: string | null, sentAt: string | null }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type OutboxMailConfiguredQueryVariables = Exact<{ [key: string]: never; }>;


export type OutboxMailConfiguredQuery = { adminMailConfigured: boolean };

export type OutboxRetryMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type OutboxRetryMutation = { retryOutboxEmail: { __typename: 'OutboxEmail', id: string, kind: string, toAddress: string, subject: string, status: OutboxStatus, attempts: number, lastError: string | null, bodyText: string, createdAt: string, nextAttemptAt: string | null, sentAt: string | null } };

export type AdminOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminOverviewQuery = { adminOverview: { __typename: 'AdminOverview', totalGroups: number, totalUsers: number, messagesSent: number, messagesHidden: number, donationsTotal: string, waitingCount: number, membersPerGroup: Array<{ __typename: 'GroupMemberCount', groupId: string, groupName: string, memberCount: number, maxMembers: number }>, milestoneCompletion: Array<{ __typename: 'MilestoneCompletion', milestoneId: number, name: string, completed: number, tracked: number }> } };

export type AdminSetupQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminSetupQuery = { adminMailConfigured: boolean, donationSettings: { __typename: 'DonationSettings', enabled: boolean } };

export type AdminRhythmYesterdayQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminRhythmYesterdayQuery = { adminRhythmYesterday: { __typename: 'DailyRhythmYesterday', checkIns: { __typename: 'CheckInCounts', read: number, missed: number }, reminders: { __typename: 'ReminderDeliveries', queued: number, sent: number, failed: number } } };

export type AdminChangePasswordMutationVariables = Exact<{
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
}>;


export type AdminChangePasswordMutation = { changePassword: { __typename: 'AuthPayload', token: string, scope: TokenScope, user: { __typename: 'User', name: string, email: string, role: Role, trophiesCount: number } } };

export type ProgressTabRowFragment = { __typename: 'ProgressRow', key: string, userId: string, userName: string, userEmail: string | null, groupId: string, groupName: string, groupStatus: GroupStatus, groupDay: number, trophiesCount: number, milestonesCompleted: number, milestonesTracked: number, avgPercentage: number, daysBehind: number, latestGrade: Grade | null, atRisk: boolean, trophyRequest: { __typename: 'AdminTrophyRequest', id: string, type: string, status: TrophyRequestStatus, createdAt: string, decidedAt: string | null, reason: string | null } | null };

export type ProgressTabProgressQueryVariables = Exact<{
  filter?: InputMaybe<AdminProgressFilter>;
  orderBy?: InputMaybe<ProgressOrder>;
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type ProgressTabProgressQuery = { adminProgress: { __typename: 'ProgressPage', totalCount: number, nodes: Array<{ __typename: 'ProgressRow', key: string, userId: string, userName: string, userEmail: string | null, groupId: string, groupName: string, groupStatus: GroupStatus, groupDay: number, trophiesCount: number, milestonesCompleted: number, milestonesTracked: number, avgPercentage: number, daysBehind: number, latestGrade: Grade | null, atRisk: boolean, trophyRequest: { __typename: 'AdminTrophyRequest', id: string, type: string, status: TrophyRequestStatus, createdAt: string, decidedAt: string | null, reason: string | null } | null }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type ProgressTabMilestonesQueryVariables = Exact<{
  userId: Scalars['ID']['input'];
  groupId: Scalars['ID']['input'];
}>;


export type ProgressTabMilestonesQuery = { adminMilestones: Array<{ __typename: 'Milestone', id: number, key: string, name: string, dayNumber: number, daysCompleted: number, percentage: number, grade: Grade | null, completed: boolean }> };

export type ProgressTabApproveMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ProgressTabApproveMutation = { approveTrophyRequest: { __typename: 'ProgressRow', key: string, userId: string, userName: string, userEmail: string | null, groupId: string, groupName: string, groupStatus: GroupStatus, groupDay: number, trophiesCount: number, milestonesCompleted: number, milestonesTracked: number, avgPercentage: number, daysBehind: number, latestGrade: Grade | null, atRisk: boolean, trophyRequest: { __typename: 'AdminTrophyRequest', id: string, type: string, status: TrophyRequestStatus, createdAt: string, decidedAt: string | null, reason: string | null } | null } };

export type ProgressTabRejectMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
}>;


export type ProgressTabRejectMutation = { rejectTrophyRequest: { __typename: 'ProgressRow', key: string, userId: string, userName: string, userEmail: string | null, groupId: string, groupName: string, groupStatus: GroupStatus, groupDay: number, trophiesCount: number, milestonesCompleted: number, milestonesTracked: number, avgPercentage: number, daysBehind: number, latestGrade: Grade | null, atRisk: boolean, trophyRequest: { __typename: 'AdminTrophyRequest', id: string, type: string, status: TrophyRequestStatus, createdAt: string, decidedAt: string | null, reason: string | null } | null } };

export type ProgressTabPendingRequestsQueryVariables = Exact<{
  filter?: InputMaybe<AdminProgressFilter>;
  orderBy?: InputMaybe<ProgressOrder>;
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type ProgressTabPendingRequestsQuery = { adminProgress: { __typename: 'ProgressPage', totalCount: number, nodes: Array<{ __typename: 'ProgressRow', key: string, userName: string, groupName: string, trophyRequest: { __typename: 'AdminTrophyRequest', id: string, status: TrophyRequestStatus } | null }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type ProgressTabApproveManyMutationVariables = Exact<{
  ids: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type ProgressTabApproveManyMutation = { approveTrophyRequests: Array<{ __typename: 'BulkResult', id: string, outcome: BulkOutcome, message: string | null }> };

export type ProgressTabRejectManyMutationVariables = Exact<{
  ids: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
}>;


export type ProgressTabRejectManyMutation = { rejectTrophyRequests: Array<{ __typename: 'BulkResult', id: string, outcome: BulkOutcome, message: string | null }> };

export type ProgressTabLegacyClaimFragment = { __typename: 'LegacyClaim', id: string, name: string, email: string, city: string | null, completedJourneys: number, lastCompletionYear: number | null, note: string | null, status: LegacyClaimStatus, userId: string | null, currentTrophies: number | null, createdAt: string, decidedAt: string | null, reason: string | null, confirmationExpiresAt: string | null, confirmedAt: string | null };

export type ProgressTabLegacyClaimsQueryVariables = Exact<{
  status?: InputMaybe<LegacyClaimStatus>;
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type ProgressTabLegacyClaimsQuery = { adminLegacyClaims: { __typename: 'LegacyClaimPage', totalCount: number, nodes: Array<{ __typename: 'LegacyClaim', id: string, name: string, email: string, city: string | null, completedJourneys: number, lastCompletionYear: number | null, note: string | null, status: LegacyClaimStatus, userId: string | null, currentTrophies: number | null, createdAt: string, decidedAt: string | null, reason: string | null, confirmationExpiresAt: string | null, confirmedAt: string | null }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type ProgressTabApproveLegacyClaimMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ProgressTabApproveLegacyClaimMutation = { approveLegacyClaim: { __typename: 'LegacyClaim', id: string, name: string, email: string, city: string | null, completedJourneys: number, lastCompletionYear: number | null, note: string | null, status: LegacyClaimStatus, userId: string | null, currentTrophies: number | null, createdAt: string, decidedAt: string | null, reason: string | null, confirmationExpiresAt: string | null, confirmedAt: string | null } };

export type ProgressTabRejectLegacyClaimMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
}>;


export type ProgressTabRejectLegacyClaimMutation = { rejectLegacyClaim: { __typename: 'LegacyClaim', id: string, name: string, email: string, city: string | null, completedJourneys: number, lastCompletionYear: number | null, note: string | null, status: LegacyClaimStatus, userId: string | null, currentTrophies: number | null, createdAt: string, decidedAt: string | null, reason: string | null, confirmationExpiresAt: string | null, confirmedAt: string | null } };

export type ReadingSettingsFieldsFragment = { __typename: 'ReadingSettings', linkTemplate: string, bibleVersion: string, customPlanSince: string | null };

export type ReadingSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type ReadingSettingsQuery = { adminReadingSettings: { __typename: 'ReadingSettings', linkTemplate: string, bibleVersion: string, customPlanSince: string | null } };

export type ReadingSettingsUpdateMutationVariables = Exact<{
  linkTemplate: Scalars['String']['input'];
  bibleVersion: Scalars['String']['input'];
}>;


export type ReadingSettingsUpdateMutation = { updateReadingSettings: { __typename: 'ReadingSettings', linkTemplate: string, bibleVersion: string, customPlanSince: string | null } };

export type ReadingDefaultPlanQueryVariables = Exact<{ [key: string]: never; }>;


export type ReadingDefaultPlanQuery = { adminDefaultReadingPlanCsv: string };

export type ReadingPlanPreviewQueryVariables = Exact<{
  csv: Scalars['String']['input'];
}>;


export type ReadingPlanPreviewQuery = { adminPreviewReadingPlan: { __typename: 'ReadingPlanPreview', valid: boolean, problems: Array<string> } };

export type ReadingPlanUploadMutationVariables = Exact<{
  csv: Scalars['String']['input'];
}>;


export type ReadingPlanUploadMutation = { uploadReadingPlan: { __typename: 'ReadingSettings', linkTemplate: string, bibleVersion: string, customPlanSince: string | null } };

export type ReadingPlanResetMutationVariables = Exact<{ [key: string]: never; }>;


export type ReadingPlanResetMutation = { resetReadingPlan: { __typename: 'ReadingSettings', linkTemplate: string, bibleVersion: string, customPlanSince: string | null } };

export type SettingsFieldsFragment = { __typename: 'AdminProgrammeSettings', name: string, introVideoPart1Url: string, introVideoPart2Url: string, introVideoPart3Url: string, homeIntroVideoUrl: string, bibleAppUrl: string, helpStartPlanUrl: string, helpChangeLanguageUrl: string, timeZone: string | null, environmentTimeZone: string, effectiveTimeZone: string, leadersSeeContactDetails: boolean, updatedAt: string, reading: { __typename: 'ReadingSettings', linkTemplate: string, bibleVersion: string, customPlanSince: string | null }, secrets: { __typename: 'SecretsSet', stripe: boolean, stripeWebhook: boolean, smtp: boolean } };

export type SettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsQuery = { adminProgrammeSettings: { __typename: 'AdminProgrammeSettings', name: string, introVideoPart1Url: string, introVideoPart2Url: string, introVideoPart3Url: string, homeIntroVideoUrl: string, bibleAppUrl: string, helpStartPlanUrl: string, helpChangeLanguageUrl: string, timeZone: string | null, environmentTimeZone: string, effectiveTimeZone: string, leadersSeeContactDetails: boolean, updatedAt: string, reading: { __typename: 'ReadingSettings', linkTemplate: string, bibleVersion: string, customPlanSince: string | null }, secrets: { __typename: 'SecretsSet', stripe: boolean, stripeWebhook: boolean, smtp: boolean } } };

export type SettingsUpdateMutationVariables = Exact<{
  input: ProgrammeSettingsInput;
}>;


export type SettingsUpdateMutation = { updateProgrammeSettings: { __typename: 'AdminProgrammeSettings', name: string, introVideoPart1Url: string, introVideoPart2Url: string, introVideoPart3Url: string, homeIntroVideoUrl: string, bibleAppUrl: string, helpStartPlanUrl: string, helpChangeLanguageUrl: string, timeZone: string | null, environmentTimeZone: string, effectiveTimeZone: string, leadersSeeContactDetails: boolean, updatedAt: string, reading: { __typename: 'ReadingSettings', linkTemplate: string, bibleVersion: string, customPlanSince: string | null }, secrets: { __typename: 'SecretsSet', stripe: boolean, stripeWebhook: boolean, smtp: boolean } } };

export type AdminGroupOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminGroupOptionsQuery = { adminGroups: Array<{ __typename: 'AdminGroup', id: string, name: string, startDate: string, endDate: string, archivedAt: string | null }> };

export type RequestPasswordResetMutationVariables = Exact<{
  email: Scalars['String']['input'];
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: string };

export type AdminLoginMutationVariables = Exact<{
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
}>;


export type AdminLoginMutation = { adminLogin: { __typename: 'AuthPayload', token: string, scope: TokenScope, user: { __typename: 'User', name: string, email: string, role: Role, trophiesCount: number } } };

export type ShipmentsAwardFragment = { __typename: 'AwardToShip', id: string, userId: string, userName: string, email: string, city: string | null, mailingAddress: string | null, name: string, completedAt: string };

export type ShipmentsAwardsToShipQueryVariables = Exact<{
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type ShipmentsAwardsToShipQuery = { adminAwardsToShip: { __typename: 'AwardToShipPage', totalCount: number, nodes: Array<{ __typename: 'AwardToShip', id: string, userId: string, userName: string, email: string, city: string | null, mailingAddress: string | null, name: string, completedAt: string }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type ShipmentsMarkShippedMutationVariables = Exact<{
  ids: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
  shippedOn: Scalars['Date']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
}>;


export type ShipmentsMarkShippedMutation = { markAwardsShipped: Array<{ __typename: 'BulkResult', id: string, outcome: BulkOutcome, message: string | null }> };

export type UsersTabUserFragment = { __typename: 'AdminUser', id: string, name: string, email: string, phone: string | null, role: Role, status: UserStatus, awardApproved: boolean, avatarUrl: string | null, city: string | null, mailingAddress: string | null, referral: string | null, trophiesCount: number, createdAt: string, waitingSince: string | null, registeredNetwork: string | null, hasPassword: boolean, groups: Array<{ __typename: 'UserMembership', groupId: string, groupName: string, status: MemberStatus }> };

export type UsersTabUsersQueryVariables = Exact<{
  filter?: InputMaybe<AdminUserFilter>;
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type UsersTabUsersQuery = { adminUsers: { __typename: 'AdminUserPage', totalCount: number, nodes: Array<{ __typename: 'AdminUser', id: string, name: string, email: string, phone: string | null, role: Role, status: UserStatus, awardApproved: boolean, avatarUrl: string | null, city: string | null, mailingAddress: string | null, referral: string | null, trophiesCount: number, createdAt: string, waitingSince: string | null, registeredNetwork: string | null, hasPassword: boolean, groups: Array<{ __typename: 'UserMembership', groupId: string, groupName: string, status: MemberStatus }> }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type UsersTabCreateUserMutationVariables = Exact<{
  input: AdminUserInput;
}>;


export type UsersTabCreateUserMutation = { createUser: { __typename: 'AdminUser', id: string, name: string, email: string, phone: string | null, role: Role, status: UserStatus, awardApproved: boolean, avatarUrl: string | null, city: string | null, mailingAddress: string | null, referral: string | null, trophiesCount: number, createdAt: string, waitingSince: string | null, registeredNetwork: string | null, hasPassword: boolean, groups: Array<{ __typename: 'UserMembership', groupId: string, groupName: string, status: MemberStatus }> } };

export type UsersTabUpdateUserMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: AdminUserInput;
}>;


export type UsersTabUpdateUserMutation = { updateUser: { __typename: 'AdminUser', id: string, name: string, email: string, phone: string | null, role: Role, status: UserStatus, awardApproved: boolean, avatarUrl: string | null, city: string | null, mailingAddress: string | null, referral: string | null, trophiesCount: number, createdAt: string, waitingSince: string | null, registeredNetwork: string | null, hasPassword: boolean, groups: Array<{ __typename: 'UserMembership', groupId: string, groupName: string, status: MemberStatus }> } };

export type UsersTabDeleteUserMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type UsersTabDeleteUserMutation = { deleteUser: string };

export type UsersTabSetStatusMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  status: UserStatus;
}>;


export type UsersTabSetStatusMutation = { setUserStatus: { __typename: 'AdminUser', id: string, status: UserStatus } };

export type UsersTabAdjustTrophiesMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  op: TrophyOp;
  value?: InputMaybe<Scalars['Int']['input']>;
}>;


export type UsersTabAdjustTrophiesMutation = { adjustTrophies: { __typename: 'AdminUser', id: string, trophiesCount: number } };

export type UsersTabSendPasswordResetMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
}>;


export type UsersTabSendPasswordResetMutation = { sendPasswordReset: { __typename: 'OutboxEmail', id: string, toAddress: string, status: OutboxStatus } };

export type UsersTabMailConfiguredQueryVariables = Exact<{ [key: string]: never; }>;


export type UsersTabMailConfiguredQuery = { adminMailConfigured: boolean };

export type UsersTabNetworkCountQueryVariables = Exact<{
  network: Scalars['String']['input'];
}>;


export type UsersTabNetworkCountQuery = { adminUsers: { __typename: 'AdminUserPage', totalCount: number } };

export type UsersTabRemoveNetworkMutationVariables = Exact<{
  network: Scalars['String']['input'];
}>;


export type UsersTabRemoveNetworkMutation = { removeNetworkRegistrations: number };

export type UsersTabBulkUpdateUsersMutationVariables = Exact<{
  ids: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
  action: UserBulkAction;
  groupId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type UsersTabBulkUpdateUsersMutation = { bulkUpdateUsers: Array<{ __typename: 'BulkResult', id: string, outcome: BulkOutcome, message: string | null }> };

export type UsersTabPreviewMemberImportQueryVariables = Exact<{
  csv: Scalars['String']['input'];
}>;


export type UsersTabPreviewMemberImportQuery = { previewMemberImport: { __typename: 'MemberImportPreview', rows: number, valid: number, withProblems: number, ignoredColumns: Array<string>, problems: Array<{ __typename: 'MemberImportProblem', row: number, field: string, message: string }>, groups: Array<{ __typename: 'MemberImportGroup', groupId: string, groupName: string, members: number }> } };

export type UsersTabImportMembersMutationVariables = Exact<{
  csv: Scalars['String']['input'];
}>;


export type UsersTabImportMembersMutation = { importMembers: { __typename: 'MemberImportResult', rows: number, imported: number, skipped: number, problems: Array<{ __typename: 'MemberImportProblem', row: number, field: string, message: string }>, groups: Array<{ __typename: 'MemberImportGroup', groupId: string, groupName: string, members: number }> } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { __typename: 'User', id: string, name: string } };

export type AwardsPageQueryVariables = Exact<{ [key: string]: never; }>;


export type AwardsPageQuery = { me: { __typename: 'User', id: string, name: string, trophiesCount: number }, awardTiers: Array<{ __typename: 'AwardTier', tier: Tier, minTrophies: number, maxTrophies: number | null, memberCount: number }> };

export type TrophyHoldersQueryVariables = Exact<{
  tier: Tier;
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type TrophyHoldersQuery = { trophyHolders: { __typename: 'TrophyHolderPage', totalCount: number, nodes: Array<{ __typename: 'TrophyHolder', name: string, trophiesCount: number, avatarUrl: string | null, tier: Tier }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type BoardMessageFieldsFragment = { __typename: 'Message', id: string, groupId: string, source: MessageSource, type: MessageType, priority: MessagePriority, title: string | null, content: string, authorName: string, createdAt: string, unread: boolean, mine: boolean };

export type BoardQueryVariables = Exact<{
  type?: InputMaybe<MessageType>;
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type BoardQuery = { board: { __typename: 'Board', groupId: string, groupName: string, totalCount: number, unreadCount: number, lastReadAt: string | null, version: number, messages: Array<{ __typename: 'Message', id: string, groupId: string, source: MessageSource, type: MessageType, priority: MessagePriority, title: string | null, content: string, authorName: string, createdAt: string, unread: boolean, mine: boolean }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, counts: Array<{ __typename: 'TypeCount', type: MessageType, count: number, unread: number }> } };

export type BoardUnreadQueryVariables = Exact<{ [key: string]: never; }>;


export type BoardUnreadQuery = { board: { __typename: 'Board', groupId: string, unreadCount: number, version: number } };

export type BoardEventsSubscriptionVariables = Exact<{
  groupId: Scalars['ID']['input'];
  since?: InputMaybe<Scalars['Int']['input']>;
}>;


export type BoardEventsSubscription = { boardEvents: { __typename: 'BoardEvent', kind: BoardEventKind, groupId: string, messageId: string | null, version: number, totalCount: number, unreadCount: number, message: { __typename: 'Message', id: string, groupId: string, source: MessageSource, type: MessageType, priority: MessagePriority, title: string | null, content: string, authorName: string, createdAt: string, unread: boolean, mine: boolean } | null, counts: Array<{ __typename: 'TypeCount', type: MessageType, count: number, unread: number }> } };

export type PostMessageMutationVariables = Exact<{
  input: PostMessageInput;
}>;


export type PostMessageMutation = { postMessage: { __typename: 'Message', id: string, groupId: string, source: MessageSource, type: MessageType, priority: MessagePriority, title: string | null, content: string, authorName: string, createdAt: string, unread: boolean, mine: boolean } };

export type ReportMessageMutationVariables = Exact<{
  messageId: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
}>;


export type ReportMessageMutation = { reportMessage: string };

export type DeleteMessageMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteMessageMutation = { deleteMessage: string };

export type MarkBoardReadMutationVariables = Exact<{
  until?: InputMaybe<Scalars['Time']['input']>;
}>;


export type MarkBoardReadMutation = { markBoardRead: { __typename: 'BoardReadState', groupId: string, unreadCount: number, lastReadAt: string | null } };

export type MarkTypeReadMutationVariables = Exact<{
  type: MessageType;
}>;


export type MarkTypeReadMutation = { markTypeRead: { __typename: 'BoardReadState', groupId: string, unreadCount: number, lastReadAt: string | null } };

export type CatchUpDayFieldsFragment = { __typename: 'CatchUpDay', number: number, date: string, reference: string, minutes: number, read: boolean, passages: Array<{ __typename: 'Passage', reference: string, url: string }> };

export type CatchUpFieldsFragment = { __typename: 'CatchUp', missedDays: Array<number>, unplannedDays: Array<number>, plan: { __typename: 'CatchUpPlan', milestoneName: string, finishBy: string, missedDays: Array<number>, madeUpCount: number, daysRead: number, done: boolean, days: Array<{ __typename: 'CatchUpDay', number: number, date: string, reference: string, minutes: number, read: boolean, passages: Array<{ __typename: 'Passage', reference: string, url: string }> }>, due: Array<{ __typename: 'CatchUpDay', number: number, date: string, reference: string, minutes: number, read: boolean, passages: Array<{ __typename: 'Passage', reference: string, url: string }> }>, next: { __typename: 'CatchUpDay', number: number, date: string, reference: string, minutes: number, read: boolean, passages: Array<{ __typename: 'Passage', reference: string, url: string }> } | null } | null };

export type CatchUpTodayQueryVariables = Exact<{ [key: string]: never; }>;


export type CatchUpTodayQuery = { today: { __typename: 'Today', date: string, day: number | null, answer: CheckInAnswer | null, canCheckIn: boolean, groupName: string | null, startsOn: string | null, over: boolean, milestoneName: string | null, daysToMilestoneEnd: number | null, streak: { __typename: 'Streak', current: number, best: number, perfectWeeks: number, daysRead: number }, reading: { __typename: 'ReadingDay', day: number, milestoneName: string, reference: string, verses: number, passages: Array<{ __typename: 'Passage', reference: string, book: string, bookCode: string, chapter: number, fromVerse: number | null, toVerse: number | null, url: string }> } | null, gradeBudget: Array<{ __typename: 'GradeAllowance', grade: Grade, maxMissing: number, remaining: number }>, catchUp: { __typename: 'CatchUp', missedDays: Array<number>, unplannedDays: Array<number>, plan: { __typename: 'CatchUpPlan', milestoneName: string, finishBy: string, missedDays: Array<number>, madeUpCount: number, daysRead: number, done: boolean, days: Array<{ __typename: 'CatchUpDay', number: number, date: string, reference: string, minutes: number, read: boolean, passages: Array<{ __typename: 'Passage', reference: string, url: string }> }>, due: Array<{ __typename: 'CatchUpDay', number: number, date: string, reference: string, minutes: number, read: boolean, passages: Array<{ __typename: 'Passage', reference: string, url: string }> }>, next: { __typename: 'CatchUpDay', number: number, date: string, reference: string, minutes: number, read: boolean, passages: Array<{ __typename: 'Passage', reference: string, url: string }> } | null } | null } | null } };

export type CatchUpProposalQueryVariables = Exact<{
  finishBy?: InputMaybe<Scalars['Date']['input']>;
}>;


export type CatchUpProposalQuery = { catchUpProposal: { __typename: 'CatchUpProposal', milestoneName: string, finishBy: string, latestFinishBy: string, minutesPerDay: number, missed: Array<{ __typename: 'MissedDay', day: number, date: string, reference: string }>, days: Array<{ __typename: 'CatchUpDay', number: number, date: string, reference: string, minutes: number, read: boolean, passages: Array<{ __typename: 'Passage', reference: string, url: string }> }> } };

export type CatchUpAcceptMutationVariables = Exact<{
  finishBy: Scalars['Date']['input'];
}>;


export type CatchUpAcceptMutation = { acceptCatchUp: { __typename: 'Today', date: string, day: number | null, answer: CheckInAnswer | null, canCheckIn: boolean, groupName: string | null, startsOn: string | null, over: boolean, milestoneName: string | null, daysToMilestoneEnd: number | null, streak: { __typename: 'Streak', current: number, best: number, perfectWeeks: number, daysRead: number }, reading: { __typename: 'ReadingDay', day: number, milestoneName: string, reference: string, verses: number, passages: Array<{ __typename: 'Passage', reference: string, book: string, bookCode: string, chapter: number, fromVerse: number | null, toVerse: number | null, url: string }> } | null, gradeBudget: Array<{ __typename: 'GradeAllowance', grade: Grade, maxMissing: number, remaining: number }>, catchUp: { __typename: 'CatchUp', missedDays: Array<number>, unplannedDays: Array<number>, plan: { __typename: 'CatchUpPlan', milestoneName: string, finishBy: string, missedDays: Array<number>, madeUpCount: number, daysRead: number, done: boolean, days: Array<{ __typename: 'CatchUpDay', number: number, date: string, reference: string, minutes: number, read: boolean, passages: Array<{ __typename: 'Passage', reference: string, url: string }> }>, due: Array<{ __typename: 'CatchUpDay', number: number, date: string, reference: string, minutes: number, read: boolean, passages: Array<{ __typename: 'Passage', reference: string, url: string }> }>, next: { __typename: 'CatchUpDay', number: number, date: string, reference: string, minutes: number, read: boolean, passages: Array<{ __typename: 'Passage', reference: string, url: string }> } | null } | null } | null } };

export type CatchUpMarkReadMutationVariables = Exact<{
  through: Scalars['Int']['input'];
}>;


export type CatchUpMarkReadMutation = { markCatchUpRead: { __typename: 'Today', date: string, day: number | null, answer: CheckInAnswer | null, canCheckIn: boolean, groupName: string | null, startsOn: string | null, over: boolean, milestoneName: string | null, daysToMilestoneEnd: number | null, streak: { __typename: 'Streak', current: number, best: number, perfectWeeks: number, daysRead: number }, reading: { __typename: 'ReadingDay', day: number, milestoneName: string, reference: string, verses: number, passages: Array<{ __typename: 'Passage', reference: string, book: string, bookCode: string, chapter: number, fromVerse: number | null, toVerse: number | null, url: string }> } | null, gradeBudget: Array<{ __typename: 'GradeAllowance', grade: Grade, maxMissing: number, remaining: number }>, catchUp: { __typename: 'CatchUp', missedDays: Array<number>, unplannedDays: Array<number>, plan: { __typename: 'CatchUpPlan', milestoneName: string, finishBy: string, missedDays: Array<number>, madeUpCount: number, daysRead: number, done: boolean, days: Array<{ __typename: 'CatchUpDay', number: number, date: string, reference: string, minutes: number, read: boolean, passages: Array<{ __typename: 'Passage', reference: string, url: string }> }>, due: Array<{ __typename: 'CatchUpDay', number: number, date: string, reference: string, minutes: number, read: boolean, passages: Array<{ __typename: 'Passage', reference: string, url: string }> }>, next: { __typename: 'CatchUpDay', number: number, date: string, reference: string, minutes: number, read: boolean, passages: Array<{ __typename: 'Passage', reference: string, url: string }> } | null } | null } | null } };

export type CatchUpDropMutationVariables = Exact<{ [key: string]: never; }>;


export type CatchUpDropMutation = { dropCatchUp: { __typename: 'Today', date: string, day: number | null, answer: CheckInAnswer | null, canCheckIn: boolean, groupName: string | null, startsOn: string | null, over: boolean, milestoneName: string | null, daysToMilestoneEnd: number | null, streak: { __typename: 'Streak', current: number, best: number, perfectWeeks: number, daysRead: number }, reading: { __typename: 'ReadingDay', day: number, milestoneName: string, reference: string, verses: number, passages: Array<{ __typename: 'Passage', reference: string, book: string, bookCode: string, chapter: number, fromVerse: number | null, toVerse: number | null, url: string }> } | null, gradeBudget: Array<{ __typename: 'GradeAllowance', grade: Grade, maxMissing: number, remaining: number }>, catchUp: { __typename: 'CatchUp', missedDays: Array<number>, unplannedDays: Array<number>, plan: { __typename: 'CatchUpPlan', milestoneName: string, finishBy: string, missedDays: Array<number>, madeUpCount: number, daysRead: number, done: boolean, days: Array<{ __typename: 'CatchUpDay', number: number, date: string, reference: string, minutes: number, read: boolean, passages: Array<{ __typename: 'Passage', reference: string, url: string }> }>, due: Array<{ __typename: 'CatchUpDay', number: number, date: string, reference: string, minutes: number, read: boolean, passages: Array<{ __typename: 'Passage', reference: string, url: string }> }>, next: { __typename: 'CatchUpDay', number: number, date: string, reference: string, minutes: number, read: boolean, passages: Array<{ __typename: 'Passage', reference: string, url: string }> } | null } | null } | null } };

export type CheckInLinkFieldsFragment = { __typename: 'CheckInLink', firstName: string, groupName: string, day: number, date: string, suggested: CheckInAnswer, recorded: CheckInAnswer | null, streak: { __typename: 'Streak', current: number, best: number, perfectWeeks: number, daysRead: number } };

export type CheckInLinkQueryVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type CheckInLinkQuery = { checkInLink: { __typename: 'CheckInLink', firstName: string, groupName: string, day: number, date: string, suggested: CheckInAnswer, recorded: CheckInAnswer | null, streak: { __typename: 'Streak', current: number, best: number, perfectWeeks: number, daysRead: number } } };

export type CheckInByLinkMutationVariables = Exact<{
  token: Scalars['String']['input'];
  answer: CheckInAnswer;
}>;


export type CheckInByLinkMutation = { checkInByLink: { __typename: 'CheckInLink', firstName: string, groupName: string, day: number, date: string, suggested: CheckInAnswer, recorded: CheckInAnswer | null, streak: { __typename: 'Streak', current: number, best: number, perfectWeeks: number, daysRead: number } } };

export type DashboardGroupFieldsFragment = { __typename: 'Group', id: string, name: string, status: GroupStatus, startDate: string, endDate: string, registrationDeadline: string, memberCount: number, maxMembers: number, started: boolean, invitationAvailableOn: string, whatsappInviteUrl: string | null, youversionPlanUrl: string | null };

export type MilestoneFieldsFragment = { __typename: 'Milestone', id: number, key: string, name: string, dayNumber: number, totalDays: number, missingDays: number | null, daysCompleted: number, percentage: number, grade: Grade | null, completed: boolean, firstDay: number, opensOn: string | null, open: boolean };

export type TrophyRequestFieldsFragment = { __typename: 'TrophyRequest', id: string, type: string, status: TrophyRequestStatus, createdAt: string };

export type NextGroupFieldsFragment = { __typename: 'NextGroup', id: string, name: string, startDate: string, registrationDeadline: string, memberCount: number, maxMembers: number, alreadyJoined: boolean, canJoin: boolean };

export type DashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardQuery = { dashboard: { __typename: 'Dashboard', welcomeName: string, readingPlanUrl: string, journeyComplete: boolean, calendarUrl: string | null, group: { __typename: 'Group', id: string, name: string, status: GroupStatus, startDate: string, endDate: string, registrationDeadline: string, memberCount: number, maxMembers: number, started: boolean, invitationAvailableOn: string, whatsappInviteUrl: string | null, youversionPlanUrl: string | null } | null, milestones: Array<{ __typename: 'Milestone', id: number, key: string, name: string, dayNumber: number, totalDays: number, missingDays: number | null, daysCompleted: number, percentage: number, grade: Grade | null, completed: boolean, firstDay: number, opensOn: string | null, open: boolean }>, trophyRequest: { __typename: 'TrophyRequest', id: string, type: string, status: TrophyRequestStatus, createdAt: string } | null, awards: { __typename: 'AwardList', totalCount: number, nodes: Array<{ __typename: 'Award', id: string, name: string, completedAt: string, shippedOn: string | null, shippingNote: string | null }> }, nextGroup: { __typename: 'NextGroup', id: string, name: string, startDate: string, registrationDeadline: string, memberCount: number, maxMembers: number, alreadyJoined: boolean, canJoin: boolean } | null, waitingList: { __typename: 'WaitingListPlace', since: string, group: { __typename: 'PublicGroup', name: string } | null } | null } };

export type SetMissingDaysMutationVariables = Exact<{
  milestoneId: Scalars['Int']['input'];
  missingDays?: InputMaybe<Scalars['Int']['input']>;
  clientKey?: InputMaybe<Scalars['String']['input']>;
}>;


export type SetMissingDaysMutation = { setMissingDays: { __typename: 'Milestone', id: number, key: string, name: string, dayNumber: number, totalDays: number, missingDays: number | null, daysCompleted: number, percentage: number, grade: Grade | null, completed: boolean, firstDay: number, opensOn: string | null, open: boolean } };

export type RequestTrophyApprovalMutationVariables = Exact<{
  description?: InputMaybe<Scalars['String']['input']>;
}>;


export type RequestTrophyApprovalMutation = { requestTrophyApproval: { __typename: 'TrophyRequest', id: string, type: string, status: TrophyRequestStatus, createdAt: string } };

export type JoinNextGroupMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type JoinNextGroupMutation = { joinGroup: { __typename: 'NextGroup', id: string, name: string, startDate: string, registrationDeadline: string, memberCount: number, maxMembers: number, alreadyJoined: boolean, canJoin: boolean } };

export type CancelNextGroupMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CancelNextGroupMutation = { cancelGroup: { __typename: 'NextGroup', id: string, name: string, startDate: string, registrationDeadline: string, memberCount: number, maxMembers: number, alreadyJoined: boolean, canJoin: boolean } };

export type RenewCalendarUrlMutationVariables = Exact<{ [key: string]: never; }>;


export type RenewCalendarUrlMutation = { renewCalendarUrl: string | null };

export type ReadingDayFieldsFragment = { __typename: 'ReadingDay', day: number, milestoneName: string, reference: string, verses: number, passages: Array<{ __typename: 'Passage', reference: string, book: string, bookCode: string, chapter: number, fromVerse: number | null, toVerse: number | null, url: string }> };

export type TodayFieldsFragment = { __typename: 'Today', date: string, day: number | null, answer: CheckInAnswer | null, canCheckIn: boolean, groupName: string | null, startsOn: string | null, over: boolean, milestoneName: string | null, daysToMilestoneEnd: number | null, streak: { __typename: 'Streak', current: number, best: number, perfectWeeks: number, daysRead: number }, reading: { __typename: 'ReadingDay', day: number, milestoneName: string, reference: string, verses: number, passages: Array<{ __typename: 'Passage', reference: string, book: string, bookCode: string, chapter: number, fromVerse: number | null, toVerse: number | null, url: string }> } | null, gradeBudget: Array<{ __typename: 'GradeAllowance', grade: Grade, maxMissing: number, remaining: number }>, catchUp: { __typename: 'CatchUp', missedDays: Array<number>, unplannedDays: Array<number>, plan: { __typename: 'CatchUpPlan', milestoneName: string, finishBy: string, missedDays: Array<number>, madeUpCount: number, daysRead: number, done: boolean, days: Array<{ __typename: 'CatchUpDay', number: number, date: string, reference: string, minutes: number, read: boolean, passages: Array<{ __typename: 'Passage', reference: string, url: string }> }>, due: Array<{ __typename: 'CatchUpDay', number: number, date: string, reference: string, minutes: number, read: boolean, passages: Array<{ __typename: 'Passage', reference: string, url: string }> }>, next: { __typename: 'CatchUpDay', number: number, date: string, reference: string, minutes: number, read: boolean, passages: Array<{ __typename: 'Passage', reference: string, url: string }> } | null } | null } | null };

export type TodayQueryVariables = Exact<{ [key: string]: never; }>;


export type TodayQuery = { today: { __typename: 'Today', date: string, day: number | null, answer: CheckInAnswer | null, canCheckIn: boolean, groupName: string | null, startsOn: string | null, over: boolean, milestoneName: string | null, daysToMilestoneEnd: number | null, streak: { __typename: 'Streak', current: number, best: number, perfectWeeks: number, daysRead: number }, reading: { __typename: 'ReadingDay', day: number, milestoneName: string, reference: string, verses: number, passages: Array<{ __typename: 'Passage', reference: string, book: string, bookCode: string, chapter: number, fromVerse: number | null, toVerse: number | null, url: string }> } | null, gradeBudget: Array<{ __typename: 'GradeAllowance', grade: Grade, maxMissing: number, remaining: number }>, catchUp: { __typename: 'CatchUp', missedDays: Array<number>, unplannedDays: Array<number>, plan: { __typename: 'CatchUpPlan', milestoneName: string, finishBy: string, missedDays: Array<number>, madeUpCount: number, daysRead: number, done: boolean, days: Array<{ __typename: 'CatchUpDay', number: number, date: string, reference: string, minutes: number, read: boolean, passages: Array<{ __typename: 'Passage', reference: string, url: string }> }>, due: Array<{ __typename: 'CatchUpDay', number: number, date: string, reference: string, minutes: number, read: boolean, passages: Array<{ __typename: 'Passage', reference: string, url: string }> }>, next: { __typename: 'CatchUpDay', number: number, date: string, reference: string, minutes: number, read: boolean, passages: Array<{ __typename: 'Passage', reference: string, url: string }> } | null } | null } | null } };

export type CheckInMutationVariables = Exact<{
  day: Scalars['Int']['input'];
  answer: CheckInAnswer;
  clientKey?: InputMaybe<Scalars['String']['input']>;
}>;


export type CheckInMutation = { checkIn: { __typename: 'Today', date: string, day: number | null, answer: CheckInAnswer | null, canCheckIn: boolean, groupName: string | null, startsOn: string | null, over: boolean, milestoneName: string | null, daysToMilestoneEnd: number | null, streak: { __typename: 'Streak', current: number, best: number, perfectWeeks: number, daysRead: number }, reading: { __typename: 'ReadingDay', day: number, milestoneName: string, reference: string, verses: number, passages: Array<{ __typename: 'Passage', reference: string, book: string, bookCode: string, chapter: number, fromVerse: number | null, toVerse: number | null, url: string }> } | null, gradeBudget: Array<{ __typename: 'GradeAllowance', grade: Grade, maxMissing: number, remaining: number }>, catchUp: { __typename: 'CatchUp', missedDays: Array<number>, unplannedDays: Array<number>, plan: { __typename: 'CatchUpPlan', milestoneName: string, finishBy: string, missedDays: Array<number>, madeUpCount: number, daysRead: number, done: boolean, days: Array<{ __typename: 'CatchUpDay', number: number, date: string, reference: string, minutes: number, read: boolean, passages: Array<{ __typename: 'Passage', reference: string, url: string }> }>, due: Array<{ __typename: 'CatchUpDay', number: number, date: string, reference: string, minutes: number, read: boolean, passages: Array<{ __typename: 'Passage', reference: string, url: string }> }>, next: { __typename: 'CatchUpDay', number: number, date: string, reference: string, minutes: number, read: boolean, passages: Array<{ __typename: 'Passage', reference: string, url: string }> } | null } | null } | null } };

export type DonationSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type DonationSettingsQuery = { donationSettings: { __typename: 'DonationSettings', enabled: boolean, publishableKey: string | null, minAmount: string, maxAmount: string } };

export type CreateDonationMutationVariables = Exact<{
  input: DonationInput;
}>;


export type CreateDonationMutation = { createDonation: { __typename: 'DonationPayment', donationId: string, clientSecret: string } };

export type FormRulesQueryVariables = Exact<{ [key: string]: never; }>;


export type FormRulesQuery = { formRules: { __typename: 'FormRules', minPasswordLength: number, maxPasswordBytes: number, maxMessageLength: number, maxTitleLength: number, maxReasonLength: number, maxNameLength: number, maxEmailLength: number, maxCityLength: number, maxMailingAddressLength: number, maxLegacyNoteLength: number, maxRejectReasonLength: number, minLegacyJourneys: number, maxLegacyJourneys: number, firstLegacyYear: number, dateInputFormats: string, postableTypes: Array<MessageType> } };

export type StreakFieldsFragment = { __typename: 'Streak', current: number, best: number, perfectWeeks: number, daysRead: number };

export type CurrentGroupQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentGroupQuery = { currentGroup: { __typename: 'PublicGroup', name: string, startDate: string, registrationDeadline: string, memberCount: number, maxMembers: number } | null };

export type MemberLocaleQueryVariables = Exact<{ [key: string]: never; }>;


export type MemberLocaleQuery = { mySettings: { __typename: 'MySettings', locale: string } };

export type UpdateMyLocaleMutationVariables = Exact<{
  locale: Scalars['String']['input'];
}>;


export type UpdateMyLocaleMutation = { updateMyLocale: { __typename: 'MySettings', locale: string } };

export type JoinCurrentGroupMutationVariables = Exact<{ [key: string]: never; }>;


export type JoinCurrentGroupMutation = { joinCurrentGroup: { __typename: 'Group', id: string, name: string, startDate: string } };

export type LeadLedGroupsQueryVariables = Exact<{ [key: string]: never; }>;


export type LeadLedGroupsQuery = { myLedGroups: Array<{ __typename: 'Group', id: string, name: string }> };

export type LeadRowFragment = { __typename: 'ProgressRow', key: string, userId: string, userName: string, groupId: string, milestonesCompleted: number, milestonesTracked: number, avgPercentage: number, latestGrade: Grade | null, daysBehind: number, atRisk: boolean, trophyRequest: { __typename: 'AdminTrophyRequest', id: string, status: TrophyRequestStatus } | null };

export type LeadProgressQueryVariables = Exact<{
  groupId: Scalars['ID']['input'];
  filter?: InputMaybe<LeaderProgressFilter>;
  orderBy?: InputMaybe<ProgressOrder>;
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type LeadProgressQuery = { leaderProgress: { __typename: 'ProgressPage', totalCount: number, nodes: Array<{ __typename: 'ProgressRow', key: string, userId: string, userName: string, groupId: string, milestonesCompleted: number, milestonesTracked: number, avgPercentage: number, latestGrade: Grade | null, daysBehind: number, atRisk: boolean, trophyRequest: { __typename: 'AdminTrophyRequest', id: string, status: TrophyRequestStatus } | null }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type LeadMilestonesQueryVariables = Exact<{
  groupId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
}>;


export type LeadMilestonesQuery = { leaderMilestones: Array<{ __typename: 'Milestone', id: number, key: string, name: string, dayNumber: number, daysCompleted: number, percentage: number, grade: Grade | null, completed: boolean }> };

export type LeadMemberContactQueryVariables = Exact<{
  groupId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
}>;


export type LeadMemberContactQuery = { leaderMemberContact: { __typename: 'LeaderMemberContact', userId: string, city: string | null, email: string | null, mailingAddress: string | null } };

export type LeadMessageFragment = { __typename: 'AdminMessage', id: string, source: MessageSource, type: MessageType, title: string | null, content: string, authorName: string, createdAt: string, openReportCount: number, hidden: boolean };

export type LeadMessagesQueryVariables = Exact<{
  groupId: Scalars['ID']['input'];
  reported?: InputMaybe<Scalars['Boolean']['input']>;
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type LeadMessagesQuery = { leaderMessages: { __typename: 'AdminMessagePage', totalCount: number, nodes: Array<{ __typename: 'AdminMessage', id: string, source: MessageSource, type: MessageType, title: string | null, content: string, authorName: string, createdAt: string, openReportCount: number, hidden: boolean }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type LeadHideMessageMutationVariables = Exact<{
  messageId: Scalars['ID']['input'];
}>;


export type LeadHideMessageMutation = { leaderHideMessage: { __typename: 'AdminMessage', id: string, source: MessageSource, type: MessageType, title: string | null, content: string, authorName: string, createdAt: string, openReportCount: number, hidden: boolean } };

export type LeadDismissReportsMutationVariables = Exact<{
  messageId: Scalars['ID']['input'];
}>;


export type LeadDismissReportsMutation = { leaderDismissMessageReports: { __typename: 'AdminMessage', id: string, source: MessageSource, type: MessageType, title: string | null, content: string, authorName: string, createdAt: string, openReportCount: number, hidden: boolean } };

export type LeadAnnouncementPreviewQueryVariables = Exact<{
  input: AnnouncementAudienceInput;
}>;


export type LeadAnnouncementPreviewQuery = { leaderAnnouncementPreview: { __typename: 'AnnouncementPreview', recipients: number, leftOut: number } };

export type LeadSendAnnouncementMutationVariables = Exact<{
  input: AnnouncementInput;
}>;


export type LeadSendAnnouncementMutation = { leaderSendAnnouncement: { __typename: 'Announcement', id: string, recipients: number } };

export type LeadPostAnnouncementMutationVariables = Exact<{
  input: LeaderPostInput;
}>;


export type LeadPostAnnouncementMutation = { leaderPostAnnouncement: { __typename: 'Message', id: string } };

export type SubmitLegacyClaimMutationVariables = Exact<{
  input: LegacyClaimInput;
}>;


export type SubmitLegacyClaimMutation = { submitLegacyClaim: boolean };

export type ConfirmLegacyClaimMutationVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type ConfirmLegacyClaimMutation = { confirmLegacyClaim: { __typename: 'LegacyConfirmation', name: string, trophiesCount: number, accountCreated: boolean } };

export type SessionUserFieldsFragment = { __typename: 'User', name: string, email: string, role: Role, trophiesCount: number };

export type LoginMutationVariables = Exact<{
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
}>;


export type LoginMutation = { login: { __typename: 'AuthPayload', token: string, scope: TokenScope, user: { __typename: 'User', name: string, email: string, role: Role, trophiesCount: number } } };

export type MyProfileFieldsFragment = { __typename: 'MyProfile', name: string, email: string, city: string | null, mailingAddress: string | null, hasPassword: boolean, signInByLink: boolean, pendingEmail: string | null, pendingEmailExpiresAt: string | null };

export type MyProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type MyProfileQuery = { myProfile: { __typename: 'MyProfile', name: string, email: string, city: string | null, mailingAddress: string | null, hasPassword: boolean, signInByLink: boolean, pendingEmail: string | null, pendingEmailExpiresAt: string | null } };

export type UpdateMyProfileMutationVariables = Exact<{
  input: ProfileInput;
}>;


export type UpdateMyProfileMutation = { updateMyProfile: { __typename: 'MyProfile', name: string, email: string, city: string | null, mailingAddress: string | null, hasPassword: boolean, signInByLink: boolean, pendingEmail: string | null, pendingEmailExpiresAt: string | null } };

export type RequestEmailChangeMutationVariables = Exact<{
  email: Scalars['String']['input'];
}>;


export type RequestEmailChangeMutation = { requestEmailChange: { __typename: 'MyProfile', name: string, email: string, city: string | null, mailingAddress: string | null, hasPassword: boolean, signInByLink: boolean, pendingEmail: string | null, pendingEmailExpiresAt: string | null } };

export type ConfirmEmailChangeMutationVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type ConfirmEmailChangeMutation = { confirmEmailChange: { __typename: 'EmailChange', name: string, email: string } };

export type SetMyPasswordMutationVariables = Exact<{
  currentPassword?: InputMaybe<Scalars['String']['input']>;
  newPassword: Scalars['String']['input'];
}>;


export type SetMyPasswordMutation = { setMyPassword: { __typename: 'AuthPayload', token: string, scope: TokenScope, user: { __typename: 'User', name: string, email: string, role: Role, trophiesCount: number } } };

export type RemoveMyPasswordMutationVariables = Exact<{
  currentPassword: Scalars['String']['input'];
}>;


export type RemoveMyPasswordMutation = { removeMyPassword: { __typename: 'MyProfile', name: string, email: string, city: string | null, mailingAddress: string | null, hasPassword: boolean, signInByLink: boolean, pendingEmail: string | null, pendingEmailExpiresAt: string | null } };

export type SetSignInByLinkMutationVariables = Exact<{
  on: Scalars['Boolean']['input'];
}>;


export type SetSignInByLinkMutation = { setSignInByLink: { __typename: 'AuthPayload', token: string, scope: TokenScope, user: { __typename: 'User', name: string, email: string, role: Role, trophiesCount: number } } };

export type PasswordLoginMutationVariables = Exact<{
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
}>;


export type PasswordLoginMutation = { passwordLogin: { __typename: 'AuthPayload', token: string, scope: TokenScope, user: { __typename: 'User', name: string, email: string, role: Role, trophiesCount: number } } };

export type RequestSignInLinkMutationVariables = Exact<{
  email: Scalars['String']['input'];
}>;


export type RequestSignInLinkMutation = { requestSignInLink: string };

export type SignInWithLinkMutationVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type SignInWithLinkMutation = { signInWithLink: { __typename: 'AuthPayload', token: string, scope: TokenScope, user: { __typename: 'User', name: string, email: string, role: Role, trophiesCount: number } } };

export type ProgrammeSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type ProgrammeSettingsQuery = { programmeSettings: { __typename: 'ProgrammeSettings', name: string, introVideoPart1Url: string, introVideoPart2Url: string, introVideoPart3Url: string, homeIntroVideoUrl: string, bibleAppUrl: string, helpStartPlanUrl: string, helpChangeLanguageUrl: string } };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { register: { __typename: 'Registration', token: string, scope: TokenScope, user: { __typename: 'User', name: string, email: string, role: Role, trophiesCount: number }, group: { __typename: 'PublicGroup', name: string, startDate: string, registrationDeadline: string } | null } };

export type ResetPasswordMutationVariables = Exact<{
  token: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
}>;


export type ResetPasswordMutation = { resetPassword: string };

export type MySettingsFieldsFragment = { __typename: 'MySettings', timeZone: string, reminderTime: string | null, weeklyDigest: boolean, digestWeekday: number, digestTime: string, announcements: boolean };

export type MySettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type MySettingsQuery = { mySettings: { __typename: 'MySettings', timeZone: string, reminderTime: string | null, weeklyDigest: boolean, digestWeekday: number, digestTime: string, announcements: boolean } };

export type UpdateMySettingsMutationVariables = Exact<{
  input: MySettingsInput;
}>;


export type UpdateMySettingsMutation = { updateMySettings: { __typename: 'MySettings', timeZone: string, reminderTime: string | null, weeklyDigest: boolean, digestWeekday: number, digestTime: string, announcements: boolean } };

export type PushSettingsFieldsFragment = { __typename: 'PushSettings', reminder: boolean, reminderMail: boolean, boardNews: Array<BoardPushNews>, devices: Array<{ __typename: 'PushDevice', id: string, label: string, createdAt: string, lastPushedAt: string | null }> };

export type PushSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type PushSettingsQuery = { pushVapidPublicKey: string, myPushSettings: { __typename: 'PushSettings', reminder: boolean, reminderMail: boolean, boardNews: Array<BoardPushNews>, devices: Array<{ __typename: 'PushDevice', id: string, label: string, createdAt: string, lastPushedAt: string | null }> } };

export type SubscribePushMutationVariables = Exact<{
  input: PushSubscriptionInput;
}>;


export type SubscribePushMutation = { subscribePush: { __typename: 'PushDevice', id: string, label: string, createdAt: string, lastPushedAt: string | null } };

export type UnsubscribePushMutationVariables = Exact<{
  endpoint: Scalars['String']['input'];
}>;


export type UnsubscribePushMutation = { unsubscribePush: boolean };

export type RemovePushDeviceMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RemovePushDeviceMutation = { removePushDevice: { __typename: 'PushSettings', reminder: boolean, reminderMail: boolean, boardNews: Array<BoardPushNews>, devices: Array<{ __typename: 'PushDevice', id: string, label: string, createdAt: string, lastPushedAt: string | null }> } };

export type UpdatePushSettingsMutationVariables = Exact<{
  input: PushSettingsInput;
}>;


export type UpdatePushSettingsMutation = { updatePushSettings: { __typename: 'PushSettings', reminder: boolean, reminderMail: boolean, boardNews: Array<BoardPushNews>, devices: Array<{ __typename: 'PushDevice', id: string, label: string, createdAt: string, lastPushedAt: string | null }> } };

export type MailPreferencesFieldsFragment = { __typename: 'MailPreferences', firstName: string, category: MailCategory, reminders: boolean, weeklyDigest: boolean, announcements: boolean };

export type MailPreferencesQueryVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type MailPreferencesQuery = { mailPreferences: { __typename: 'MailPreferences', firstName: string, category: MailCategory, reminders: boolean, weeklyDigest: boolean, announcements: boolean } };

export type UnsubscribeMutationVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type UnsubscribeMutation = { unsubscribe: { __typename: 'MailPreferences', firstName: string, category: MailCategory, reminders: boolean, weeklyDigest: boolean, announcements: boolean } };

export type UpdateMailPreferencesMutationVariables = Exact<{
  token: Scalars['String']['input'];
  reminders: Scalars['Boolean']['input'];
  weeklyDigest: Scalars['Boolean']['input'];
  announcements: Scalars['Boolean']['input'];
}>;


export type UpdateMailPreferencesMutation = { updateMailPreferences: { __typename: 'MailPreferences', firstName: string, category: MailCategory, reminders: boolean, weeklyDigest: boolean, announcements: boolean } };

export const AnnouncementRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnnouncementRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Announcement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"leftOut"}},{"kind":"Field","name":{"kind":"Name","value":"queuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}}]}}]} as unknown as DocumentNode<AnnouncementRowFieldsFragment, unknown>;
export const DonationsRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DonationsRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminDonation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"donorName"}},{"kind":"Field","name":{"kind":"Name","value":"donorEmail"}},{"kind":"Field","name":{"kind":"Name","value":"anonymous"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"demo"}}]}}]} as unknown as DocumentNode<DonationsRowFieldsFragment, unknown>;
export const AdminGroupFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"registrationDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"maxMembers"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"whatsappInviteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"youversionPlanUrl"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}}]}}]} as unknown as DocumentNode<AdminGroupFieldsFragment, unknown>;
export const AdminGroupMemberFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminGroupMemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GroupMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"userStatus"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"joinDate"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}}]} as unknown as DocumentNode<AdminGroupMemberFieldsFragment, unknown>;
export const AdminGroupLeaderFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminGroupLeaderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GroupLeader"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"since"}}]}}]} as unknown as DocumentNode<AdminGroupLeaderFieldsFragment, unknown>;
export const AdminMessagesRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMessagesRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"openReportCount"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"reports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reporterName"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"countsTowardHiding"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<AdminMessagesRowFragment, unknown>;
export const OutboxEmailFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OutboxEmailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OutboxEmail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"toAddress"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"bodyText"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}}]}}]} as unknown as DocumentNode<OutboxEmailFieldsFragment, unknown>;
export const ProgressTabRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgressTabRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProgressRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"userEmail"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"groupStatus"}},{"kind":"Field","name":{"kind":"Name","value":"groupDay"}},{"kind":"Field","name":{"kind":"Name","value":"trophiesCount"}},{"kind":"Field","name":{"kind":"Name","value":"milestonesCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"milestonesTracked"}},{"kind":"Field","name":{"kind":"Name","value":"avgPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"trophyRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"daysBehind"}},{"kind":"Field","name":{"kind":"Name","value":"latestGrade"}},{"kind":"Field","name":{"kind":"Name","value":"atRisk"}}]}}]} as unknown as DocumentNode<ProgressTabRowFragment, unknown>;
export const ProgressTabLegacyClaimFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgressTabLegacyClaim"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LegacyClaim"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"completedJourneys"}},{"kind":"Field","name":{"kind":"Name","value":"lastCompletionYear"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"currentTrophies"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"confirmationExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedAt"}}]}}]} as unknown as DocumentNode<ProgressTabLegacyClaimFragment, unknown>;
export const ReadingSettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReadingSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReadingSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"bibleVersion"}},{"kind":"Field","name":{"kind":"Name","value":"customPlanSince"}}]}}]} as unknown as DocumentNode<ReadingSettingsFieldsFragment, unknown>;
export const SettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProgrammeSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"introVideoPart1Url"}},{"kind":"Field","name":{"kind":"Name","value":"introVideoPart2Url"}},{"kind":"Field","name":{"kind":"Name","value":"introVideoPart3Url"}},{"kind":"Field","name":{"kind":"Name","value":"homeIntroVideoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"bibleAppUrl"}},{"kind":"Field","name":{"kind":"Name","value":"helpStartPlanUrl"}},{"kind":"Field","name":{"kind":"Name","value":"helpChangeLanguageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"environmentTimeZone"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveTimeZone"}},{"kind":"Field","name":{"kind":"Name","value":"leadersSeeContactDetails"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reading"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReadingSettingsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"secrets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stripe"}},{"kind":"Field","name":{"kind":"Name","value":"stripeWebhook"}},{"kind":"Field","name":{"kind":"Name","value":"smtp"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReadingSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReadingSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"bibleVersion"}},{"kind":"Field","name":{"kind":"Name","value":"customPlanSince"}}]}}]} as unknown as DocumentNode<SettingsFieldsFragment, unknown>;
export const ShipmentsAwardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShipmentsAward"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AwardToShip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"mailingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}}]} as unknown as DocumentNode<ShipmentsAwardFragment, unknown>;
export const UsersTabUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UsersTabUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"awardApproved"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"mailingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"referral"}},{"kind":"Field","name":{"kind":"Name","value":"trophiesCount"}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"waitingSince"}},{"kind":"Field","name":{"kind":"Name","value":"registeredNetwork"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}}]}}]} as unknown as DocumentNode<UsersTabUserFragment, unknown>;
export const BoardMessageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BoardMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"unread"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}}]}}]} as unknown as DocumentNode<BoardMessageFieldsFragment, unknown>;
export const StreakFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StreakFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Streak"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"best"}},{"kind":"Field","name":{"kind":"Name","value":"perfectWeeks"}},{"kind":"Field","name":{"kind":"Name","value":"daysRead"}}]}}]} as unknown as DocumentNode<StreakFieldsFragment, unknown>;
export const CheckInLinkFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckInLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CheckInLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"suggested"}},{"kind":"Field","name":{"kind":"Name","value":"recorded"}},{"kind":"Field","name":{"kind":"Name","value":"streak"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StreakFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StreakFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Streak"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"best"}},{"kind":"Field","name":{"kind":"Name","value":"perfectWeeks"}},{"kind":"Field","name":{"kind":"Name","value":"daysRead"}}]}}]} as unknown as DocumentNode<CheckInLinkFieldsFragment, unknown>;
export const DashboardGroupFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"registrationDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"maxMembers"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"invitationAvailableOn"}},{"kind":"Field","name":{"kind":"Name","value":"whatsappInviteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"youversionPlanUrl"}}]}}]} as unknown as DocumentNode<DashboardGroupFieldsFragment, unknown>;
export const MilestoneFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MilestoneFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Milestone"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"dayNumber"}},{"kind":"Field","name":{"kind":"Name","value":"totalDays"}},{"kind":"Field","name":{"kind":"Name","value":"missingDays"}},{"kind":"Field","name":{"kind":"Name","value":"daysCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"firstDay"}},{"kind":"Field","name":{"kind":"Name","value":"opensOn"}},{"kind":"Field","name":{"kind":"Name","value":"open"}}]}}]} as unknown as DocumentNode<MilestoneFieldsFragment, unknown>;
export const TrophyRequestFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrophyRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrophyRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<TrophyRequestFieldsFragment, unknown>;
export const NextGroupFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NextGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NextGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"registrationDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"maxMembers"}},{"kind":"Field","name":{"kind":"Name","value":"alreadyJoined"}},{"kind":"Field","name":{"kind":"Name","value":"canJoin"}}]}}]} as unknown as DocumentNode<NextGroupFieldsFragment, unknown>;
export const ReadingDayFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReadingDayFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReadingDay"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"milestoneName"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"verses"}},{"kind":"Field","name":{"kind":"Name","value":"passages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"book"}},{"kind":"Field","name":{"kind":"Name","value":"bookCode"}},{"kind":"Field","name":{"kind":"Name","value":"chapter"}},{"kind":"Field","name":{"kind":"Name","value":"fromVerse"}},{"kind":"Field","name":{"kind":"Name","value":"toVerse"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<ReadingDayFieldsFragment, unknown>;
export const CatchUpDayFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatchUpDayFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CatchUpDay"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"passages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"read"}}]}}]} as unknown as DocumentNode<CatchUpDayFieldsFragment, unknown>;
export const CatchUpFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatchUpFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CatchUp"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"missedDays"}},{"kind":"Field","name":{"kind":"Name","value":"unplannedDays"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"milestoneName"}},{"kind":"Field","name":{"kind":"Name","value":"finishBy"}},{"kind":"Field","name":{"kind":"Name","value":"missedDays"}},{"kind":"Field","name":{"kind":"Name","value":"madeUpCount"}},{"kind":"Field","name":{"kind":"Name","value":"daysRead"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CatchUpDayFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"due"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CatchUpDayFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"next"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CatchUpDayFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatchUpDayFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CatchUpDay"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"passages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"read"}}]}}]} as unknown as DocumentNode<CatchUpFieldsFragment, unknown>;
export const TodayFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TodayFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Today"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"canCheckIn"}},{"kind":"Field","name":{"kind":"Name","value":"streak"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StreakFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"startsOn"}},{"kind":"Field","name":{"kind":"Name","value":"over"}},{"kind":"Field","name":{"kind":"Name","value":"reading"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReadingDayFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"milestoneName"}},{"kind":"Field","name":{"kind":"Name","value":"daysToMilestoneEnd"}},{"kind":"Field","name":{"kind":"Name","value":"gradeBudget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"maxMissing"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}}]}},{"kind":"Field","name":{"kind":"Name","value":"catchUp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CatchUpFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatchUpDayFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CatchUpDay"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"passages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"read"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StreakFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Streak"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"best"}},{"kind":"Field","name":{"kind":"Name","value":"perfectWeeks"}},{"kind":"Field","name":{"kind":"Name","value":"daysRead"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReadingDayFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReadingDay"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"milestoneName"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"verses"}},{"kind":"Field","name":{"kind":"Name","value":"passages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"book"}},{"kind":"Field","name":{"kind":"Name","value":"bookCode"}},{"kind":"Field","name":{"kind":"Name","value":"chapter"}},{"kind":"Field","name":{"kind":"Name","value":"fromVerse"}},{"kind":"Field","name":{"kind":"Name","value":"toVerse"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatchUpFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CatchUp"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"missedDays"}},{"kind":"Field","name":{"kind":"Name","value":"unplannedDays"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"milestoneName"}},{"kind":"Field","name":{"kind":"Name","value":"finishBy"}},{"kind":"Field","name":{"kind":"Name","value":"missedDays"}},{"kind":"Field","name":{"kind":"Name","value":"madeUpCount"}},{"kind":"Field","name":{"kind":"Name","value":"daysRead"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CatchUpDayFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"due"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CatchUpDayFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"next"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CatchUpDayFields"}}]}}]}}]}}]} as unknown as DocumentNode<TodayFieldsFragment, unknown>;
export const LeadRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeadRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProgressRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"milestonesCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"milestonesTracked"}},{"kind":"Field","name":{"kind":"Name","value":"avgPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"latestGrade"}},{"kind":"Field","name":{"kind":"Name","value":"daysBehind"}},{"kind":"Field","name":{"kind":"Name","value":"atRisk"}},{"kind":"Field","name":{"kind":"Name","value":"trophyRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<LeadRowFragment, unknown>;
export const LeadMessageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeadMessage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"openReportCount"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}}]}}]} as unknown as DocumentNode<LeadMessageFragment, unknown>;
export const SessionUserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"trophiesCount"}}]}}]} as unknown as DocumentNode<SessionUserFieldsFragment, unknown>;
export const MyProfileFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MyProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"mailingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"signInByLink"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmailExpiresAt"}}]}}]} as unknown as DocumentNode<MyProfileFieldsFragment, unknown>;
export const MySettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MySettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MySettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"reminderTime"}},{"kind":"Field","name":{"kind":"Name","value":"weeklyDigest"}},{"kind":"Field","name":{"kind":"Name","value":"digestWeekday"}},{"kind":"Field","name":{"kind":"Name","value":"digestTime"}},{"kind":"Field","name":{"kind":"Name","value":"announcements"}}]}}]} as unknown as DocumentNode<MySettingsFieldsFragment, unknown>;
export const PushSettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PushSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PushSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reminder"}},{"kind":"Field","name":{"kind":"Name","value":"reminderMail"}},{"kind":"Field","name":{"kind":"Name","value":"boardNews"}},{"kind":"Field","name":{"kind":"Name","value":"devices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastPushedAt"}}]}}]}}]} as unknown as DocumentNode<PushSettingsFieldsFragment, unknown>;
export const MailPreferencesFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MailPreferencesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MailPreferences"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"reminders"}},{"kind":"Field","name":{"kind":"Name","value":"weeklyDigest"}},{"kind":"Field","name":{"kind":"Name","value":"announcements"}}]}}]} as unknown as DocumentNode<MailPreferencesFieldsFragment, unknown>;
export const AnnouncementPreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AnnouncementPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AnnouncementAudienceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminAnnouncementPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"leftOut"}}]}}]}}]} as unknown as DocumentNode<AnnouncementPreviewQuery, AnnouncementPreviewQueryVariables>;
export const AnnouncementPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AnnouncementPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminAnnouncements"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AnnouncementRowFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnnouncementRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Announcement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"leftOut"}},{"kind":"Field","name":{"kind":"Name","value":"queuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}}]}}]} as unknown as DocumentNode<AnnouncementPageQuery, AnnouncementPageQueryVariables>;
export const AnnouncementSendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AnnouncementSend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AnnouncementInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendAnnouncement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AnnouncementRowFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnnouncementRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Announcement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"leftOut"}},{"kind":"Field","name":{"kind":"Name","value":"queuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}}]}}]} as unknown as DocumentNode<AnnouncementSendMutation, AnnouncementSendMutationVariables>;
export const AdminAuditDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAudit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminAudit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"adminId"}},{"kind":"Field","name":{"kind":"Name","value":"adminName"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"objectType"}},{"kind":"Field","name":{"kind":"Name","value":"objectId"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<AdminAuditQuery, AdminAuditQueryVariables>;
export const AuditAdminsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditAdmins"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"role"},"value":{"kind":"EnumValue","value":"ADMIN"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<AuditAdminsQuery, AuditAdminsQueryVariables>;
export const DonationsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DonationsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminDonationFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminDonations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"completedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DonationsRowFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DonationsRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminDonation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"donorName"}},{"kind":"Field","name":{"kind":"Name","value":"donorEmail"}},{"kind":"Field","name":{"kind":"Name","value":"anonymous"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"demo"}}]}}]} as unknown as DocumentNode<DonationsPageQuery, DonationsPageQueryVariables>;
export const AdminGroupsTabDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminGroupsTab"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminGroupFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"registrationDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"maxMembers"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"whatsappInviteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"youversionPlanUrl"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}}]}}]} as unknown as DocumentNode<AdminGroupsTabQuery, AdminGroupsTabQueryVariables>;
export const AdminGroupMembersPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminGroupMembersPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminGroupMembers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminGroupMemberFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminGroupMemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GroupMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"userStatus"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"joinDate"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}}]} as unknown as DocumentNode<AdminGroupMembersPageQuery, AdminGroupMembersPageQueryVariables>;
export const AdminGroupAddCandidatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminGroupAddCandidates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUserFilter"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<AdminGroupAddCandidatesQuery, AdminGroupAddCandidatesQueryVariables>;
export const AdminCreateGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminGroupFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestedStartDate"}},{"kind":"Field","name":{"kind":"Name","value":"startAligned"}},{"kind":"Field","name":{"kind":"Name","value":"notice"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"registrationDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"maxMembers"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"whatsappInviteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"youversionPlanUrl"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}}]}}]} as unknown as DocumentNode<AdminCreateGroupMutation, AdminCreateGroupMutationVariables>;
export const AdminUpdateGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminGroupFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"registrationDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"maxMembers"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"whatsappInviteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"youversionPlanUrl"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}}]}}]} as unknown as DocumentNode<AdminUpdateGroupMutation, AdminUpdateGroupMutationVariables>;
export const AdminSetGroupStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetGroupStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GroupStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setGroupStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminGroupFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"registrationDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"maxMembers"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"whatsappInviteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"youversionPlanUrl"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}}]}}]} as unknown as DocumentNode<AdminSetGroupStatusMutation, AdminSetGroupStatusMutationVariables>;
export const AdminArchiveGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminArchiveGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"archiveGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminGroupFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"registrationDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"maxMembers"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"whatsappInviteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"youversionPlanUrl"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}}]}}]} as unknown as DocumentNode<AdminArchiveGroupMutation, AdminArchiveGroupMutationVariables>;
export const AdminUnarchiveGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUnarchiveGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unarchiveGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminGroupFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"registrationDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"maxMembers"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"whatsappInviteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"youversionPlanUrl"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}}]}}]} as unknown as DocumentNode<AdminUnarchiveGroupMutation, AdminUnarchiveGroupMutationVariables>;
export const AdminReorderGroupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminReorderGroups"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reorderGroups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminGroupFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"registrationDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"maxMembers"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"whatsappInviteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"youversionPlanUrl"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}}]}}]} as unknown as DocumentNode<AdminReorderGroupsMutation, AdminReorderGroupsMutationVariables>;
export const AdminAddGroupMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminAddGroupMembers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addGroupMembers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"userIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminGroupFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"registrationDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"maxMembers"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"whatsappInviteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"youversionPlanUrl"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}}]}}]} as unknown as DocumentNode<AdminAddGroupMembersMutation, AdminAddGroupMembersMutationVariables>;
export const AdminRemoveGroupMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRemoveGroupMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeGroupMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminGroupFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"registrationDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"maxMembers"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"whatsappInviteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"youversionPlanUrl"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}}]}}]} as unknown as DocumentNode<AdminRemoveGroupMemberMutation, AdminRemoveGroupMemberMutationVariables>;
export const AdminCompleteGroupMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCompleteGroupMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeGroupMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminGroupMemberFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminGroupMemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GroupMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"userStatus"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"joinDate"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}}]} as unknown as DocumentNode<AdminCompleteGroupMemberMutation, AdminCompleteGroupMemberMutationVariables>;
export const AdminDeleteGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<AdminDeleteGroupMutation, AdminDeleteGroupMutationVariables>;
export const AdminGroupLeadersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminGroupLeaders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminGroupLeaders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminGroupLeaderFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminGroupLeaderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GroupLeader"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"since"}}]}}]} as unknown as DocumentNode<AdminGroupLeadersQuery, AdminGroupLeadersQueryVariables>;
export const AdminGroupLeaderCandidatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminGroupLeaderCandidates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminGroupMembers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<AdminGroupLeaderCandidatesQuery, AdminGroupLeaderCandidatesQueryVariables>;
export const AdminGroupAddLeaderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminGroupAddLeader"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addGroupLeader"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminGroupLeaderFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminGroupLeaderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GroupLeader"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"since"}}]}}]} as unknown as DocumentNode<AdminGroupAddLeaderMutation, AdminGroupAddLeaderMutationVariables>;
export const AdminGroupRemoveLeaderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminGroupRemoveLeader"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeGroupLeader"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminGroupLeaderFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminGroupLeaderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GroupLeader"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"since"}}]}}]} as unknown as DocumentNode<AdminGroupRemoveLeaderMutation, AdminGroupRemoveLeaderMutationVariables>;
export const AdminMessagesPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMessagesPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminMessageFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMessagesRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMessagesRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"openReportCount"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"reports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reporterName"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"countsTowardHiding"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<AdminMessagesPageQuery, AdminMessagesPageQueryVariables>;
export const AdminMessagesCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminMessagesCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GroupMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createGroupMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMessagesRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMessagesRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"openReportCount"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"reports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reporterName"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"countsTowardHiding"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<AdminMessagesCreateMutation, AdminMessagesCreateMutationVariables>;
export const AdminMessagesUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminMessagesUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GroupMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateGroupMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMessagesRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMessagesRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"openReportCount"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"reports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reporterName"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"countsTowardHiding"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<AdminMessagesUpdateMutation, AdminMessagesUpdateMutationVariables>;
export const AdminMessagesDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminMessagesDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<AdminMessagesDeleteMutation, AdminMessagesDeleteMutationVariables>;
export const AdminMessagesDismissReportsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminMessagesDismissReports"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"messageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dismissMessageReports"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"messageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"messageId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMessagesRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMessagesRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"openReportCount"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"reports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reporterName"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"countsTowardHiding"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<AdminMessagesDismissReportsMutation, AdminMessagesDismissReportsMutationVariables>;
export const OutboxPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OutboxPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OutboxStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminOutbox"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OutboxEmailFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OutboxEmailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OutboxEmail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"toAddress"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"bodyText"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}}]}}]} as unknown as DocumentNode<OutboxPageQuery, OutboxPageQueryVariables>;
export const OutboxMailConfiguredDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OutboxMailConfigured"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminMailConfigured"}}]}}]} as unknown as DocumentNode<OutboxMailConfiguredQuery, OutboxMailConfiguredQueryVariables>;
export const OutboxRetryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OutboxRetry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryOutboxEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OutboxEmailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OutboxEmailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OutboxEmail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"toAddress"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"bodyText"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}}]}}]} as unknown as DocumentNode<OutboxRetryMutation, OutboxRetryMutationVariables>;
export const AdminOverviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOverview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminOverview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalGroups"}},{"kind":"Field","name":{"kind":"Name","value":"totalUsers"}},{"kind":"Field","name":{"kind":"Name","value":"messagesSent"}},{"kind":"Field","name":{"kind":"Name","value":"messagesHidden"}},{"kind":"Field","name":{"kind":"Name","value":"donationsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"waitingCount"}},{"kind":"Field","name":{"kind":"Name","value":"membersPerGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"maxMembers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"milestoneCompletion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"milestoneId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"tracked"}}]}}]}}]}}]} as unknown as DocumentNode<AdminOverviewQuery, AdminOverviewQueryVariables>;
export const AdminSetupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSetup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"donationSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminMailConfigured"}}]}}]} as unknown as DocumentNode<AdminSetupQuery, AdminSetupQueryVariables>;
export const AdminRhythmYesterdayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminRhythmYesterday"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminRhythmYesterday"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkIns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"missed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reminders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"queued"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}}]}}]}}]}}]} as unknown as DocumentNode<AdminRhythmYesterdayQuery, AdminRhythmYesterdayQueryVariables>;
export const AdminChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currentPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUserFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"trophiesCount"}}]}}]} as unknown as DocumentNode<AdminChangePasswordMutation, AdminChangePasswordMutationVariables>;
export const ProgressTabProgressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProgressTabProgress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProgressFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProgressOrder"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminProgress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgressTabRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgressTabRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProgressRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"userEmail"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"groupStatus"}},{"kind":"Field","name":{"kind":"Name","value":"groupDay"}},{"kind":"Field","name":{"kind":"Name","value":"trophiesCount"}},{"kind":"Field","name":{"kind":"Name","value":"milestonesCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"milestonesTracked"}},{"kind":"Field","name":{"kind":"Name","value":"avgPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"trophyRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"daysBehind"}},{"kind":"Field","name":{"kind":"Name","value":"latestGrade"}},{"kind":"Field","name":{"kind":"Name","value":"atRisk"}}]}}]} as unknown as DocumentNode<ProgressTabProgressQuery, ProgressTabProgressQueryVariables>;
export const ProgressTabMilestonesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProgressTabMilestones"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminMilestones"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"dayNumber"}},{"kind":"Field","name":{"kind":"Name","value":"daysCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}}]}}]}}]} as unknown as DocumentNode<ProgressTabMilestonesQuery, ProgressTabMilestonesQueryVariables>;
export const ProgressTabApproveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProgressTabApprove"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveTrophyRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgressTabRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgressTabRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProgressRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"userEmail"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"groupStatus"}},{"kind":"Field","name":{"kind":"Name","value":"groupDay"}},{"kind":"Field","name":{"kind":"Name","value":"trophiesCount"}},{"kind":"Field","name":{"kind":"Name","value":"milestonesCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"milestonesTracked"}},{"kind":"Field","name":{"kind":"Name","value":"avgPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"trophyRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"daysBehind"}},{"kind":"Field","name":{"kind":"Name","value":"latestGrade"}},{"kind":"Field","name":{"kind":"Name","value":"atRisk"}}]}}]} as unknown as DocumentNode<ProgressTabApproveMutation, ProgressTabApproveMutationVariables>;
export const ProgressTabRejectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProgressTabReject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectTrophyRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgressTabRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgressTabRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProgressRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"userEmail"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"groupStatus"}},{"kind":"Field","name":{"kind":"Name","value":"groupDay"}},{"kind":"Field","name":{"kind":"Name","value":"trophiesCount"}},{"kind":"Field","name":{"kind":"Name","value":"milestonesCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"milestonesTracked"}},{"kind":"Field","name":{"kind":"Name","value":"avgPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"trophyRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"daysBehind"}},{"kind":"Field","name":{"kind":"Name","value":"latestGrade"}},{"kind":"Field","name":{"kind":"Name","value":"atRisk"}}]}}]} as unknown as DocumentNode<ProgressTabRejectMutation, ProgressTabRejectMutationVariables>;
export const ProgressTabPendingRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProgressTabPendingRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProgressFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProgressOrder"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminProgress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"trophyRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<ProgressTabPendingRequestsQuery, ProgressTabPendingRequestsQueryVariables>;
export const ProgressTabApproveManyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProgressTabApproveMany"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveTrophyRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ProgressTabApproveManyMutation, ProgressTabApproveManyMutationVariables>;
export const ProgressTabRejectManyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProgressTabRejectMany"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectTrophyRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ProgressTabRejectManyMutation, ProgressTabRejectManyMutationVariables>;
export const ProgressTabLegacyClaimsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProgressTabLegacyClaims"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LegacyClaimStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminLegacyClaims"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgressTabLegacyClaim"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgressTabLegacyClaim"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LegacyClaim"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"completedJourneys"}},{"kind":"Field","name":{"kind":"Name","value":"lastCompletionYear"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"currentTrophies"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"confirmationExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedAt"}}]}}]} as unknown as DocumentNode<ProgressTabLegacyClaimsQuery, ProgressTabLegacyClaimsQueryVariables>;
export const ProgressTabApproveLegacyClaimDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProgressTabApproveLegacyClaim"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveLegacyClaim"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgressTabLegacyClaim"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgressTabLegacyClaim"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LegacyClaim"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"completedJourneys"}},{"kind":"Field","name":{"kind":"Name","value":"lastCompletionYear"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"currentTrophies"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"confirmationExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedAt"}}]}}]} as unknown as DocumentNode<ProgressTabApproveLegacyClaimMutation, ProgressTabApproveLegacyClaimMutationVariables>;
export const ProgressTabRejectLegacyClaimDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProgressTabRejectLegacyClaim"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectLegacyClaim"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgressTabLegacyClaim"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgressTabLegacyClaim"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LegacyClaim"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"completedJourneys"}},{"kind":"Field","name":{"kind":"Name","value":"lastCompletionYear"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"currentTrophies"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"confirmationExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedAt"}}]}}]} as unknown as DocumentNode<ProgressTabRejectLegacyClaimMutation, ProgressTabRejectLegacyClaimMutationVariables>;
export const ReadingSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReadingSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminReadingSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReadingSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReadingSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReadingSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"bibleVersion"}},{"kind":"Field","name":{"kind":"Name","value":"customPlanSince"}}]}}]} as unknown as DocumentNode<ReadingSettingsQuery, ReadingSettingsQueryVariables>;
export const ReadingSettingsUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReadingSettingsUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"linkTemplate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bibleVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateReadingSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"linkTemplate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"linkTemplate"}}},{"kind":"Argument","name":{"kind":"Name","value":"bibleVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bibleVersion"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReadingSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReadingSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReadingSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"bibleVersion"}},{"kind":"Field","name":{"kind":"Name","value":"customPlanSince"}}]}}]} as unknown as DocumentNode<ReadingSettingsUpdateMutation, ReadingSettingsUpdateMutationVariables>;
export const ReadingDefaultPlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReadingDefaultPlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminDefaultReadingPlanCsv"}}]}}]} as unknown as DocumentNode<ReadingDefaultPlanQuery, ReadingDefaultPlanQueryVariables>;
export const ReadingPlanPreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReadingPlanPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"csv"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminPreviewReadingPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"csv"},"value":{"kind":"Variable","name":{"kind":"Name","value":"csv"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"problems"}}]}}]}}]} as unknown as DocumentNode<ReadingPlanPreviewQuery, ReadingPlanPreviewQueryVariables>;
export const ReadingPlanUploadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReadingPlanUpload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"csv"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadReadingPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"csv"},"value":{"kind":"Variable","name":{"kind":"Name","value":"csv"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReadingSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReadingSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReadingSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"bibleVersion"}},{"kind":"Field","name":{"kind":"Name","value":"customPlanSince"}}]}}]} as unknown as DocumentNode<ReadingPlanUploadMutation, ReadingPlanUploadMutationVariables>;
export const ReadingPlanResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReadingPlanReset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetReadingPlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReadingSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReadingSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReadingSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"bibleVersion"}},{"kind":"Field","name":{"kind":"Name","value":"customPlanSince"}}]}}]} as unknown as DocumentNode<ReadingPlanResetMutation, ReadingPlanResetMutationVariables>;
export const SettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminProgrammeSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReadingSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReadingSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"bibleVersion"}},{"kind":"Field","name":{"kind":"Name","value":"customPlanSince"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProgrammeSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"introVideoPart1Url"}},{"kind":"Field","name":{"kind":"Name","value":"introVideoPart2Url"}},{"kind":"Field","name":{"kind":"Name","value":"introVideoPart3Url"}},{"kind":"Field","name":{"kind":"Name","value":"homeIntroVideoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"bibleAppUrl"}},{"kind":"Field","name":{"kind":"Name","value":"helpStartPlanUrl"}},{"kind":"Field","name":{"kind":"Name","value":"helpChangeLanguageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"environmentTimeZone"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveTimeZone"}},{"kind":"Field","name":{"kind":"Name","value":"leadersSeeContactDetails"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reading"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReadingSettingsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"secrets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stripe"}},{"kind":"Field","name":{"kind":"Name","value":"stripeWebhook"}},{"kind":"Field","name":{"kind":"Name","value":"smtp"}}]}}]}}]} as unknown as DocumentNode<SettingsQuery, SettingsQueryVariables>;
export const SettingsUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingsUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProgrammeSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProgrammeSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReadingSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReadingSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkTemplate"}},{"kind":"Field","name":{"kind":"Name","value":"bibleVersion"}},{"kind":"Field","name":{"kind":"Name","value":"customPlanSince"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProgrammeSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"introVideoPart1Url"}},{"kind":"Field","name":{"kind":"Name","value":"introVideoPart2Url"}},{"kind":"Field","name":{"kind":"Name","value":"introVideoPart3Url"}},{"kind":"Field","name":{"kind":"Name","value":"homeIntroVideoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"bibleAppUrl"}},{"kind":"Field","name":{"kind":"Name","value":"helpStartPlanUrl"}},{"kind":"Field","name":{"kind":"Name","value":"helpChangeLanguageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"environmentTimeZone"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveTimeZone"}},{"kind":"Field","name":{"kind":"Name","value":"leadersSeeContactDetails"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reading"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReadingSettingsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"secrets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stripe"}},{"kind":"Field","name":{"kind":"Name","value":"stripeWebhook"}},{"kind":"Field","name":{"kind":"Name","value":"smtp"}}]}}]}}]} as unknown as DocumentNode<SettingsUpdateMutation, SettingsUpdateMutationVariables>;
export const AdminGroupOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminGroupOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}}]}}]}}]} as unknown as DocumentNode<AdminGroupOptionsQuery, AdminGroupOptionsQueryVariables>;
export const RequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const AdminLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminLogin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUserFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"trophiesCount"}}]}}]} as unknown as DocumentNode<AdminLoginMutation, AdminLoginMutationVariables>;
export const ShipmentsAwardsToShipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShipmentsAwardsToShip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminAwardsToShip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShipmentsAward"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShipmentsAward"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AwardToShip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"mailingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}}]} as unknown as DocumentNode<ShipmentsAwardsToShipQuery, ShipmentsAwardsToShipQueryVariables>;
export const ShipmentsMarkShippedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShipmentsMarkShipped"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shippedOn"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markAwardsShipped"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"shippedOn"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shippedOn"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ShipmentsMarkShippedMutation, ShipmentsMarkShippedMutationVariables>;
export const UsersTabUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UsersTabUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUserFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UsersTabUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UsersTabUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"awardApproved"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"mailingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"referral"}},{"kind":"Field","name":{"kind":"Name","value":"trophiesCount"}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"waitingSince"}},{"kind":"Field","name":{"kind":"Name","value":"registeredNetwork"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}}]}}]} as unknown as DocumentNode<UsersTabUsersQuery, UsersTabUsersQueryVariables>;
export const UsersTabCreateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UsersTabCreateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UsersTabUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UsersTabUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"awardApproved"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"mailingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"referral"}},{"kind":"Field","name":{"kind":"Name","value":"trophiesCount"}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"waitingSince"}},{"kind":"Field","name":{"kind":"Name","value":"registeredNetwork"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}}]}}]} as unknown as DocumentNode<UsersTabCreateUserMutation, UsersTabCreateUserMutationVariables>;
export const UsersTabUpdateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UsersTabUpdateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UsersTabUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UsersTabUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"awardApproved"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"mailingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"referral"}},{"kind":"Field","name":{"kind":"Name","value":"trophiesCount"}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"waitingSince"}},{"kind":"Field","name":{"kind":"Name","value":"registeredNetwork"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}}]}}]} as unknown as DocumentNode<UsersTabUpdateUserMutation, UsersTabUpdateUserMutationVariables>;
export const UsersTabDeleteUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UsersTabDeleteUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<UsersTabDeleteUserMutation, UsersTabDeleteUserMutationVariables>;
export const UsersTabSetStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UsersTabSetStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UserStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setUserStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<UsersTabSetStatusMutation, UsersTabSetStatusMutationVariables>;
export const UsersTabAdjustTrophiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UsersTabAdjustTrophies"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"op"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TrophyOp"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"value"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adjustTrophies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"op"},"value":{"kind":"Variable","name":{"kind":"Name","value":"op"}}},{"kind":"Argument","name":{"kind":"Name","value":"value"},"value":{"kind":"Variable","name":{"kind":"Name","value":"value"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"trophiesCount"}}]}}]}}]} as unknown as DocumentNode<UsersTabAdjustTrophiesMutation, UsersTabAdjustTrophiesMutationVariables>;
export const UsersTabSendPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UsersTabSendPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"toAddress"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<UsersTabSendPasswordResetMutation, UsersTabSendPasswordResetMutationVariables>;
export const UsersTabMailConfiguredDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UsersTabMailConfigured"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminMailConfigured"}}]}}]} as unknown as DocumentNode<UsersTabMailConfiguredQuery, UsersTabMailConfiguredQueryVariables>;
export const UsersTabNetworkCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UsersTabNetworkCount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"network"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"network"},"value":{"kind":"Variable","name":{"kind":"Name","value":"network"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"role"},"value":{"kind":"EnumValue","value":"USER"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<UsersTabNetworkCountQuery, UsersTabNetworkCountQueryVariables>;
export const UsersTabRemoveNetworkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UsersTabRemoveNetwork"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"network"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeNetworkRegistrations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"network"},"value":{"kind":"Variable","name":{"kind":"Name","value":"network"}}}]}]}}]} as unknown as DocumentNode<UsersTabRemoveNetworkMutation, UsersTabRemoveNetworkMutationVariables>;
export const UsersTabBulkUpdateUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UsersTabBulkUpdateUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"action"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UserBulkAction"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bulkUpdateUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"action"},"value":{"kind":"Variable","name":{"kind":"Name","value":"action"}}},{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<UsersTabBulkUpdateUsersMutation, UsersTabBulkUpdateUsersMutationVariables>;
export const UsersTabPreviewMemberImportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UsersTabPreviewMemberImport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"csv"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previewMemberImport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"csv"},"value":{"kind":"Variable","name":{"kind":"Name","value":"csv"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"withProblems"}},{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"members"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ignoredColumns"}}]}}]}}]} as unknown as DocumentNode<UsersTabPreviewMemberImportQuery, UsersTabPreviewMemberImportQueryVariables>;
export const UsersTabImportMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UsersTabImportMembers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"csv"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importMembers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"csv"},"value":{"kind":"Variable","name":{"kind":"Name","value":"csv"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"imported"}},{"kind":"Field","name":{"kind":"Name","value":"skipped"}},{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"members"}}]}}]}}]}}]} as unknown as DocumentNode<UsersTabImportMembersMutation, UsersTabImportMembersMutationVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const AwardsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AwardsPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"trophiesCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"awardTiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"minTrophies"}},{"kind":"Field","name":{"kind":"Name","value":"maxTrophies"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}}]}}]}}]} as unknown as DocumentNode<AwardsPageQuery, AwardsPageQueryVariables>;
export const TrophyHoldersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrophyHolders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tier"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Tier"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trophyHolders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tier"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tier"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"trophiesCount"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"tier"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<TrophyHoldersQuery, TrophyHoldersQueryVariables>;
export const BoardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Board"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MessageType"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"board"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BoardMessageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"unread"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastReadAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BoardMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"unread"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}}]}}]} as unknown as DocumentNode<BoardQuery, BoardQueryVariables>;
export const BoardUnreadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BoardUnread"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"board"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<BoardUnreadQuery, BoardUnreadQueryVariables>;
export const BoardEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"BoardEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"since"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"boardEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"since"},"value":{"kind":"Variable","name":{"kind":"Name","value":"since"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BoardMessageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"unread"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BoardMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"unread"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}}]}}]} as unknown as DocumentNode<BoardEventsSubscription, BoardEventsSubscriptionVariables>;
export const PostMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PostMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PostMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BoardMessageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BoardMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"unread"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}}]}}]} as unknown as DocumentNode<PostMessageMutation, PostMessageMutationVariables>;
export const ReportMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReportMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"messageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"messageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"messageId"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}]}]}}]} as unknown as DocumentNode<ReportMessageMutation, ReportMessageMutationVariables>;
export const DeleteMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteMessageMutation, DeleteMessageMutationVariables>;
export const MarkBoardReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkBoardRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"until"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Time"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markBoardRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"until"},"value":{"kind":"Variable","name":{"kind":"Name","value":"until"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastReadAt"}}]}}]}}]} as unknown as DocumentNode<MarkBoardReadMutation, MarkBoardReadMutationVariables>;
export const MarkTypeReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkTypeRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MessageType"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markTypeRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastReadAt"}}]}}]}}]} as unknown as DocumentNode<MarkTypeReadMutation, MarkTypeReadMutationVariables>;
export const CatchUpTodayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatchUpToday"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"today"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TodayFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StreakFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Streak"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"best"}},{"kind":"Field","name":{"kind":"Name","value":"perfectWeeks"}},{"kind":"Field","name":{"kind":"Name","value":"daysRead"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReadingDayFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReadingDay"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"milestoneName"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"verses"}},{"kind":"Field","name":{"kind":"Name","value":"passages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"book"}},{"kind":"Field","name":{"kind":"Name","value":"bookCode"}},{"kind":"Field","name":{"kind":"Name","value":"chapter"}},{"kind":"Field","name":{"kind":"Name","value":"fromVerse"}},{"kind":"Field","name":{"kind":"Name","value":"toVerse"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatchUpDayFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CatchUpDay"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"passages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"read"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatchUpFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CatchUp"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"missedDays"}},{"kind":"Field","name":{"kind":"Name","value":"unplannedDays"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"milestoneName"}},{"kind":"Field","name":{"kind":"Name","value":"finishBy"}},{"kind":"Field","name":{"kind":"Name","value":"missedDays"}},{"kind":"Field","name":{"kind":"Name","value":"madeUpCount"}},{"kind":"Field","name":{"kind":"Name","value":"daysRead"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CatchUpDayFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"due"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CatchUpDayFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"next"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CatchUpDayFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TodayFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Today"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"canCheckIn"}},{"kind":"Field","name":{"kind":"Name","value":"streak"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StreakFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"startsOn"}},{"kind":"Field","name":{"kind":"Name","value":"over"}},{"kind":"Field","name":{"kind":"Name","value":"reading"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReadingDayFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"milestoneName"}},{"kind":"Field","name":{"kind":"Name","value":"daysToMilestoneEnd"}},{"kind":"Field","name":{"kind":"Name","value":"gradeBudget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"maxMissing"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}}]}},{"kind":"Field","name":{"kind":"Name","value":"catchUp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CatchUpFields"}}]}}]}}]} as unknown as DocumentNode<CatchUpTodayQuery, CatchUpTodayQueryVariables>;
export const CatchUpProposalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatchUpProposal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"finishBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"catchUpProposal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"finishBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"finishBy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"milestoneName"}},{"kind":"Field","name":{"kind":"Name","value":"finishBy"}},{"kind":"Field","name":{"kind":"Name","value":"latestFinishBy"}},{"kind":"Field","name":{"kind":"Name","value":"missed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}}]}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CatchUpDayFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"minutesPerDay"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatchUpDayFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CatchUpDay"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"passages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"read"}}]}}]} as unknown as DocumentNode<CatchUpProposalQuery, CatchUpProposalQueryVariables>;
export const CatchUpAcceptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CatchUpAccept"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"finishBy"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptCatchUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"finishBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"finishBy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TodayFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StreakFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Streak"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"best"}},{"kind":"Field","name":{"kind":"Name","value":"perfectWeeks"}},{"kind":"Field","name":{"kind":"Name","value":"daysRead"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReadingDayFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReadingDay"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"milestoneName"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"verses"}},{"kind":"Field","name":{"kind":"Name","value":"passages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"book"}},{"kind":"Field","name":{"kind":"Name","value":"bookCode"}},{"kind":"Field","name":{"kind":"Name","value":"chapter"}},{"kind":"Field","name":{"kind":"Name","value":"fromVerse"}},{"kind":"Field","name":{"kind":"Name","value":"toVerse"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatchUpDayFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CatchUpDay"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"passages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"read"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatchUpFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CatchUp"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"missedDays"}},{"kind":"Field","name":{"kind":"Name","value":"unplannedDays"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"milestoneName"}},{"kind":"Field","name":{"kind":"Name","value":"finishBy"}},{"kind":"Field","name":{"kind":"Name","value":"missedDays"}},{"kind":"Field","name":{"kind":"Name","value":"madeUpCount"}},{"kind":"Field","name":{"kind":"Name","value":"daysRead"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CatchUpDayFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"due"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CatchUpDayFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"next"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CatchUpDayFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TodayFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Today"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"canCheckIn"}},{"kind":"Field","name":{"kind":"Name","value":"streak"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StreakFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"startsOn"}},{"kind":"Field","name":{"kind":"Name","value":"over"}},{"kind":"Field","name":{"kind":"Name","value":"reading"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReadingDayFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"milestoneName"}},{"kind":"Field","name":{"kind":"Name","value":"daysToMilestoneEnd"}},{"kind":"Field","name":{"kind":"Name","value":"gradeBudget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"maxMissing"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}}]}},{"kind":"Field","name":{"kind":"Name","value":"catchUp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CatchUpFields"}}]}}]}}]} as unknown as DocumentNode<CatchUpAcceptMutation, CatchUpAcceptMutationVariables>;
export const CatchUpMarkReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CatchUpMarkRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"through"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markCatchUpRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"through"},"value":{"kind":"Variable","name":{"kind":"Name","value":"through"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TodayFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StreakFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Streak"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"best"}},{"kind":"Field","name":{"kind":"Name","value":"perfectWeeks"}},{"kind":"Field","name":{"kind":"Name","value":"daysRead"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReadingDayFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReadingDay"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"milestoneName"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"verses"}},{"kind":"Field","name":{"kind":"Name","value":"passages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"book"}},{"kind":"Field","name":{"kind":"Name","value":"bookCode"}},{"kind":"Field","name":{"kind":"Name","value":"chapter"}},{"kind":"Field","name":{"kind":"Name","value":"fromVerse"}},{"kind":"Field","name":{"kind":"Name","value":"toVerse"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatchUpDayFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CatchUpDay"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"passages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"read"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatchUpFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CatchUp"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"missedDays"}},{"kind":"Field","name":{"kind":"Name","value":"unplannedDays"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"milestoneName"}},{"kind":"Field","name":{"kind":"Name","value":"finishBy"}},{"kind":"Field","name":{"kind":"Name","value":"missedDays"}},{"kind":"Field","name":{"kind":"Name","value":"madeUpCount"}},{"kind":"Field","name":{"kind":"Name","value":"daysRead"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CatchUpDayFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"due"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CatchUpDayFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"next"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CatchUpDayFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TodayFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Today"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"canCheckIn"}},{"kind":"Field","name":{"kind":"Name","value":"streak"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StreakFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"startsOn"}},{"kind":"Field","name":{"kind":"Name","value":"over"}},{"kind":"Field","name":{"kind":"Name","value":"reading"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReadingDayFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"milestoneName"}},{"kind":"Field","name":{"kind":"Name","value":"daysToMilestoneEnd"}},{"kind":"Field","name":{"kind":"Name","value":"gradeBudget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"maxMissing"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}}]}},{"kind":"Field","name":{"kind":"Name","value":"catchUp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CatchUpFields"}}]}}]}}]} as unknown as DocumentNode<CatchUpMarkReadMutation, CatchUpMarkReadMutationVariables>;
export const CatchUpDropDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CatchUpDrop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dropCatchUp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TodayFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StreakFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Streak"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"best"}},{"kind":"Field","name":{"kind":"Name","value":"perfectWeeks"}},{"kind":"Field","name":{"kind":"Name","value":"daysRead"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReadingDayFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReadingDay"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"milestoneName"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"verses"}},{"kind":"Field","name":{"kind":"Name","value":"passages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"book"}},{"kind":"Field","name":{"kind":"Name","value":"bookCode"}},{"kind":"Field","name":{"kind":"Name","value":"chapter"}},{"kind":"Field","name":{"kind":"Name","value":"fromVerse"}},{"kind":"Field","name":{"kind":"Name","value":"toVerse"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatchUpDayFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CatchUpDay"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"passages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"read"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatchUpFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CatchUp"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"missedDays"}},{"kind":"Field","name":{"kind":"Name","value":"unplannedDays"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"milestoneName"}},{"kind":"Field","name":{"kind":"Name","value":"finishBy"}},{"kind":"Field","name":{"kind":"Name","value":"missedDays"}},{"kind":"Field","name":{"kind":"Name","value":"madeUpCount"}},{"kind":"Field","name":{"kind":"Name","value":"daysRead"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CatchUpDayFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"due"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CatchUpDayFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"next"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CatchUpDayFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TodayFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Today"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"canCheckIn"}},{"kind":"Field","name":{"kind":"Name","value":"streak"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StreakFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"startsOn"}},{"kind":"Field","name":{"kind":"Name","value":"over"}},{"kind":"Field","name":{"kind":"Name","value":"reading"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReadingDayFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"milestoneName"}},{"kind":"Field","name":{"kind":"Name","value":"daysToMilestoneEnd"}},{"kind":"Field","name":{"kind":"Name","value":"gradeBudget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"maxMissing"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}}]}},{"kind":"Field","name":{"kind":"Name","value":"catchUp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CatchUpFields"}}]}}]}}]} as unknown as DocumentNode<CatchUpDropMutation, CatchUpDropMutationVariables>;
export const CheckInLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckInLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkInLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckInLinkFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StreakFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Streak"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"best"}},{"kind":"Field","name":{"kind":"Name","value":"perfectWeeks"}},{"kind":"Field","name":{"kind":"Name","value":"daysRead"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckInLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CheckInLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"suggested"}},{"kind":"Field","name":{"kind":"Name","value":"recorded"}},{"kind":"Field","name":{"kind":"Name","value":"streak"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StreakFields"}}]}}]}}]} as unknown as DocumentNode<CheckInLinkQuery, CheckInLinkQueryVariables>;
export const CheckInByLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CheckInByLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"answer"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CheckInAnswer"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkInByLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"answer"},"value":{"kind":"Variable","name":{"kind":"Name","value":"answer"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckInLinkFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StreakFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Streak"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"best"}},{"kind":"Field","name":{"kind":"Name","value":"perfectWeeks"}},{"kind":"Field","name":{"kind":"Name","value":"daysRead"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckInLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CheckInLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"suggested"}},{"kind":"Field","name":{"kind":"Name","value":"recorded"}},{"kind":"Field","name":{"kind":"Name","value":"streak"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StreakFields"}}]}}]}}]} as unknown as DocumentNode<CheckInByLinkMutation, CheckInByLinkMutationVariables>;
export const DashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Dashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"welcomeName"}},{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardGroupFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"readingPlanUrl"}},{"kind":"Field","name":{"kind":"Name","value":"milestones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MilestoneFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"journeyComplete"}},{"kind":"Field","name":{"kind":"Name","value":"trophyRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrophyRequestFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"awards"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"shippedOn"}},{"kind":"Field","name":{"kind":"Name","value":"shippingNote"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NextGroupFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"calendarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"waitingList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"since"}},{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"registrationDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"maxMembers"}},{"kind":"Field","name":{"kind":"Name","value":"started"}},{"kind":"Field","name":{"kind":"Name","value":"invitationAvailableOn"}},{"kind":"Field","name":{"kind":"Name","value":"whatsappInviteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"youversionPlanUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MilestoneFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Milestone"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"dayNumber"}},{"kind":"Field","name":{"kind":"Name","value":"totalDays"}},{"kind":"Field","name":{"kind":"Name","value":"missingDays"}},{"kind":"Field","name":{"kind":"Name","value":"daysCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"firstDay"}},{"kind":"Field","name":{"kind":"Name","value":"opensOn"}},{"kind":"Field","name":{"kind":"Name","value":"open"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrophyRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrophyRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NextGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NextGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"registrationDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"maxMembers"}},{"kind":"Field","name":{"kind":"Name","value":"alreadyJoined"}},{"kind":"Field","name":{"kind":"Name","value":"canJoin"}}]}}]} as unknown as DocumentNode<DashboardQuery, DashboardQueryVariables>;
export const SetMissingDaysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetMissingDays"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"milestoneId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"missingDays"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setMissingDays"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"milestoneId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"milestoneId"}}},{"kind":"Argument","name":{"kind":"Name","value":"missingDays"},"value":{"kind":"Variable","name":{"kind":"Name","value":"missingDays"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MilestoneFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MilestoneFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Milestone"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"dayNumber"}},{"kind":"Field","name":{"kind":"Name","value":"totalDays"}},{"kind":"Field","name":{"kind":"Name","value":"missingDays"}},{"kind":"Field","name":{"kind":"Name","value":"daysCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"firstDay"}},{"kind":"Field","name":{"kind":"Name","value":"opensOn"}},{"kind":"Field","name":{"kind":"Name","value":"open"}}]}}]} as unknown as DocumentNode<SetMissingDaysMutation, SetMissingDaysMutationVariables>;
export const RequestTrophyApprovalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestTrophyApproval"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"description"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestTrophyApproval"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"description"},"value":{"kind":"Variable","name":{"kind":"Name","value":"description"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrophyRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrophyRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrophyRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<RequestTrophyApprovalMutation, RequestTrophyApprovalMutationVariables>;
export const JoinNextGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JoinNextGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"joinGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NextGroupFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NextGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NextGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"registrationDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"maxMembers"}},{"kind":"Field","name":{"kind":"Name","value":"alreadyJoined"}},{"kind":"Field","name":{"kind":"Name","value":"canJoin"}}]}}]} as unknown as DocumentNode<JoinNextGroupMutation, JoinNextGroupMutationVariables>;
export const CancelNextGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelNextGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NextGroupFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NextGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NextGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"registrationDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"maxMembers"}},{"kind":"Field","name":{"kind":"Name","value":"alreadyJoined"}},{"kind":"Field","name":{"kind":"Name","value":"canJoin"}}]}}]} as unknown as DocumentNode<CancelNextGroupMutation, CancelNextGroupMutationVariables>;
export const RenewCalendarUrlDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenewCalendarUrl"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renewCalendarUrl"}}]}}]} as unknown as DocumentNode<RenewCalendarUrlMutation, RenewCalendarUrlMutationVariables>;
export const TodayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Today"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"today"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TodayFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StreakFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Streak"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"best"}},{"kind":"Field","name":{"kind":"Name","value":"perfectWeeks"}},{"kind":"Field","name":{"kind":"Name","value":"daysRead"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReadingDayFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReadingDay"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"milestoneName"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"verses"}},{"kind":"Field","name":{"kind":"Name","value":"passages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"book"}},{"kind":"Field","name":{"kind":"Name","value":"bookCode"}},{"kind":"Field","name":{"kind":"Name","value":"chapter"}},{"kind":"Field","name":{"kind":"Name","value":"fromVerse"}},{"kind":"Field","name":{"kind":"Name","value":"toVerse"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatchUpDayFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CatchUpDay"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"passages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"read"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatchUpFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CatchUp"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"missedDays"}},{"kind":"Field","name":{"kind":"Name","value":"unplannedDays"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"milestoneName"}},{"kind":"Field","name":{"kind":"Name","value":"finishBy"}},{"kind":"Field","name":{"kind":"Name","value":"missedDays"}},{"kind":"Field","name":{"kind":"Name","value":"madeUpCount"}},{"kind":"Field","name":{"kind":"Name","value":"daysRead"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CatchUpDayFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"due"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CatchUpDayFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"next"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CatchUpDayFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TodayFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Today"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"canCheckIn"}},{"kind":"Field","name":{"kind":"Name","value":"streak"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StreakFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"startsOn"}},{"kind":"Field","name":{"kind":"Name","value":"over"}},{"kind":"Field","name":{"kind":"Name","value":"reading"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReadingDayFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"milestoneName"}},{"kind":"Field","name":{"kind":"Name","value":"daysToMilestoneEnd"}},{"kind":"Field","name":{"kind":"Name","value":"gradeBudget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"maxMissing"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}}]}},{"kind":"Field","name":{"kind":"Name","value":"catchUp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CatchUpFields"}}]}}]}}]} as unknown as DocumentNode<TodayQuery, TodayQueryVariables>;
export const CheckInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CheckIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"day"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"answer"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CheckInAnswer"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"day"},"value":{"kind":"Variable","name":{"kind":"Name","value":"day"}}},{"kind":"Argument","name":{"kind":"Name","value":"answer"},"value":{"kind":"Variable","name":{"kind":"Name","value":"answer"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TodayFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StreakFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Streak"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"best"}},{"kind":"Field","name":{"kind":"Name","value":"perfectWeeks"}},{"kind":"Field","name":{"kind":"Name","value":"daysRead"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReadingDayFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReadingDay"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"milestoneName"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"verses"}},{"kind":"Field","name":{"kind":"Name","value":"passages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"book"}},{"kind":"Field","name":{"kind":"Name","value":"bookCode"}},{"kind":"Field","name":{"kind":"Name","value":"chapter"}},{"kind":"Field","name":{"kind":"Name","value":"fromVerse"}},{"kind":"Field","name":{"kind":"Name","value":"toVerse"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatchUpDayFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CatchUpDay"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"passages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"read"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatchUpFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CatchUp"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"missedDays"}},{"kind":"Field","name":{"kind":"Name","value":"unplannedDays"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"milestoneName"}},{"kind":"Field","name":{"kind":"Name","value":"finishBy"}},{"kind":"Field","name":{"kind":"Name","value":"missedDays"}},{"kind":"Field","name":{"kind":"Name","value":"madeUpCount"}},{"kind":"Field","name":{"kind":"Name","value":"daysRead"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CatchUpDayFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"due"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CatchUpDayFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"next"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CatchUpDayFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TodayFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Today"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"canCheckIn"}},{"kind":"Field","name":{"kind":"Name","value":"streak"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StreakFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"startsOn"}},{"kind":"Field","name":{"kind":"Name","value":"over"}},{"kind":"Field","name":{"kind":"Name","value":"reading"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReadingDayFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"milestoneName"}},{"kind":"Field","name":{"kind":"Name","value":"daysToMilestoneEnd"}},{"kind":"Field","name":{"kind":"Name","value":"gradeBudget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"maxMissing"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}}]}},{"kind":"Field","name":{"kind":"Name","value":"catchUp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CatchUpFields"}}]}}]}}]} as unknown as DocumentNode<CheckInMutation, CheckInMutationVariables>;
export const DonationSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DonationSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"donationSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"publishableKey"}},{"kind":"Field","name":{"kind":"Name","value":"minAmount"}},{"kind":"Field","name":{"kind":"Name","value":"maxAmount"}}]}}]}}]} as unknown as DocumentNode<DonationSettingsQuery, DonationSettingsQueryVariables>;
export const CreateDonationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateDonation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DonationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDonation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"donationId"}},{"kind":"Field","name":{"kind":"Name","value":"clientSecret"}}]}}]}}]} as unknown as DocumentNode<CreateDonationMutation, CreateDonationMutationVariables>;
export const FormRulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FormRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minPasswordLength"}},{"kind":"Field","name":{"kind":"Name","value":"maxPasswordBytes"}},{"kind":"Field","name":{"kind":"Name","value":"maxMessageLength"}},{"kind":"Field","name":{"kind":"Name","value":"maxTitleLength"}},{"kind":"Field","name":{"kind":"Name","value":"maxReasonLength"}},{"kind":"Field","name":{"kind":"Name","value":"maxNameLength"}},{"kind":"Field","name":{"kind":"Name","value":"maxEmailLength"}},{"kind":"Field","name":{"kind":"Name","value":"maxCityLength"}},{"kind":"Field","name":{"kind":"Name","value":"maxMailingAddressLength"}},{"kind":"Field","name":{"kind":"Name","value":"maxLegacyNoteLength"}},{"kind":"Field","name":{"kind":"Name","value":"maxRejectReasonLength"}},{"kind":"Field","name":{"kind":"Name","value":"minLegacyJourneys"}},{"kind":"Field","name":{"kind":"Name","value":"maxLegacyJourneys"}},{"kind":"Field","name":{"kind":"Name","value":"firstLegacyYear"}},{"kind":"Field","name":{"kind":"Name","value":"dateInputFormats"}},{"kind":"Field","name":{"kind":"Name","value":"postableTypes"}}]}}]}}]} as unknown as DocumentNode<FormRulesQuery, FormRulesQueryVariables>;
export const CurrentGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"registrationDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"maxMembers"}}]}}]}}]} as unknown as DocumentNode<CurrentGroupQuery, CurrentGroupQueryVariables>;
export const MemberLocaleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberLocale"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mySettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locale"}}]}}]}}]} as unknown as DocumentNode<MemberLocaleQuery, MemberLocaleQueryVariables>;
export const UpdateMyLocaleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMyLocale"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMyLocale"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locale"}}]}}]}}]} as unknown as DocumentNode<UpdateMyLocaleMutation, UpdateMyLocaleMutationVariables>;
export const JoinCurrentGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JoinCurrentGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"joinCurrentGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}}]}}]}}]} as unknown as DocumentNode<JoinCurrentGroupMutation, JoinCurrentGroupMutationVariables>;
export const LeadLedGroupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeadLedGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myLedGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<LeadLedGroupsQuery, LeadLedGroupsQueryVariables>;
export const LeadProgressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeadProgress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LeaderProgressFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProgressOrder"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaderProgress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeadRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeadRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProgressRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"milestonesCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"milestonesTracked"}},{"kind":"Field","name":{"kind":"Name","value":"avgPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"latestGrade"}},{"kind":"Field","name":{"kind":"Name","value":"daysBehind"}},{"kind":"Field","name":{"kind":"Name","value":"atRisk"}},{"kind":"Field","name":{"kind":"Name","value":"trophyRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<LeadProgressQuery, LeadProgressQueryVariables>;
export const LeadMilestonesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeadMilestones"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaderMilestones"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"dayNumber"}},{"kind":"Field","name":{"kind":"Name","value":"daysCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}}]}}]}}]} as unknown as DocumentNode<LeadMilestonesQuery, LeadMilestonesQueryVariables>;
export const LeadMemberContactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeadMemberContact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaderMemberContact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mailingAddress"}}]}}]}}]} as unknown as DocumentNode<LeadMemberContactQuery, LeadMemberContactQueryVariables>;
export const LeadMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeadMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reported"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaderMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"reported"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reported"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeadMessage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeadMessage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"openReportCount"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}}]}}]} as unknown as DocumentNode<LeadMessagesQuery, LeadMessagesQueryVariables>;
export const LeadHideMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LeadHideMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"messageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaderHideMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"messageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"messageId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeadMessage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeadMessage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"openReportCount"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}}]}}]} as unknown as DocumentNode<LeadHideMessageMutation, LeadHideMessageMutationVariables>;
export const LeadDismissReportsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LeadDismissReports"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"messageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaderDismissMessageReports"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"messageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"messageId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeadMessage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeadMessage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"openReportCount"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}}]}}]} as unknown as DocumentNode<LeadDismissReportsMutation, LeadDismissReportsMutationVariables>;
export const LeadAnnouncementPreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeadAnnouncementPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AnnouncementAudienceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaderAnnouncementPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"leftOut"}}]}}]}}]} as unknown as DocumentNode<LeadAnnouncementPreviewQuery, LeadAnnouncementPreviewQueryVariables>;
export const LeadSendAnnouncementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LeadSendAnnouncement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AnnouncementInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaderSendAnnouncement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}}]}}]}}]} as unknown as DocumentNode<LeadSendAnnouncementMutation, LeadSendAnnouncementMutationVariables>;
export const LeadPostAnnouncementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LeadPostAnnouncement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeaderPostInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaderPostAnnouncement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<LeadPostAnnouncementMutation, LeadPostAnnouncementMutationVariables>;
export const SubmitLegacyClaimDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitLegacyClaim"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LegacyClaimInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitLegacyClaim"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<SubmitLegacyClaimMutation, SubmitLegacyClaimMutationVariables>;
export const ConfirmLegacyClaimDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmLegacyClaim"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmLegacyClaim"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"trophiesCount"}},{"kind":"Field","name":{"kind":"Name","value":"accountCreated"}}]}}]}}]} as unknown as DocumentNode<ConfirmLegacyClaimMutation, ConfirmLegacyClaimMutationVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUserFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"trophiesCount"}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const MyProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyProfileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MyProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"mailingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"signInByLink"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmailExpiresAt"}}]}}]} as unknown as DocumentNode<MyProfileQuery, MyProfileQueryVariables>;
export const UpdateMyProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMyProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMyProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyProfileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MyProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"mailingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"signInByLink"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmailExpiresAt"}}]}}]} as unknown as DocumentNode<UpdateMyProfileMutation, UpdateMyProfileMutationVariables>;
export const RequestEmailChangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestEmailChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestEmailChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyProfileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MyProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"mailingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"signInByLink"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmailExpiresAt"}}]}}]} as unknown as DocumentNode<RequestEmailChangeMutation, RequestEmailChangeMutationVariables>;
export const ConfirmEmailChangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmEmailChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmEmailChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<ConfirmEmailChangeMutation, ConfirmEmailChangeMutationVariables>;
export const SetMyPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetMyPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setMyPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currentPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUserFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"trophiesCount"}}]}}]} as unknown as DocumentNode<SetMyPasswordMutation, SetMyPasswordMutationVariables>;
export const RemoveMyPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveMyPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeMyPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currentPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyProfileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MyProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"mailingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"signInByLink"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmailExpiresAt"}}]}}]} as unknown as DocumentNode<RemoveMyPasswordMutation, RemoveMyPasswordMutationVariables>;
export const SetSignInByLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetSignInByLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"on"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setSignInByLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"on"},"value":{"kind":"Variable","name":{"kind":"Name","value":"on"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUserFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"trophiesCount"}}]}}]} as unknown as DocumentNode<SetSignInByLinkMutation, SetSignInByLinkMutationVariables>;
export const PasswordLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PasswordLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passwordLogin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUserFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"trophiesCount"}}]}}]} as unknown as DocumentNode<PasswordLoginMutation, PasswordLoginMutationVariables>;
export const RequestSignInLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestSignInLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestSignInLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}]}}]} as unknown as DocumentNode<RequestSignInLinkMutation, RequestSignInLinkMutationVariables>;
export const SignInWithLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignInWithLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signInWithLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUserFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"trophiesCount"}}]}}]} as unknown as DocumentNode<SignInWithLinkMutation, SignInWithLinkMutationVariables>;
export const ProgrammeSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProgrammeSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programmeSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"introVideoPart1Url"}},{"kind":"Field","name":{"kind":"Name","value":"introVideoPart2Url"}},{"kind":"Field","name":{"kind":"Name","value":"introVideoPart3Url"}},{"kind":"Field","name":{"kind":"Name","value":"homeIntroVideoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"bibleAppUrl"}},{"kind":"Field","name":{"kind":"Name","value":"helpStartPlanUrl"}},{"kind":"Field","name":{"kind":"Name","value":"helpChangeLanguageUrl"}}]}}]}}]} as unknown as DocumentNode<ProgrammeSettingsQuery, ProgrammeSettingsQueryVariables>;
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUserFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"registrationDeadline"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"trophiesCount"}}]}}]} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}}]}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const MySettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MySettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mySettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MySettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MySettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MySettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"reminderTime"}},{"kind":"Field","name":{"kind":"Name","value":"weeklyDigest"}},{"kind":"Field","name":{"kind":"Name","value":"digestWeekday"}},{"kind":"Field","name":{"kind":"Name","value":"digestTime"}},{"kind":"Field","name":{"kind":"Name","value":"announcements"}}]}}]} as unknown as DocumentNode<MySettingsQuery, MySettingsQueryVariables>;
export const UpdateMySettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMySettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MySettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMySettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MySettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MySettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MySettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"reminderTime"}},{"kind":"Field","name":{"kind":"Name","value":"weeklyDigest"}},{"kind":"Field","name":{"kind":"Name","value":"digestWeekday"}},{"kind":"Field","name":{"kind":"Name","value":"digestTime"}},{"kind":"Field","name":{"kind":"Name","value":"announcements"}}]}}]} as unknown as DocumentNode<UpdateMySettingsMutation, UpdateMySettingsMutationVariables>;
export const PushSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PushSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pushVapidPublicKey"}},{"kind":"Field","name":{"kind":"Name","value":"myPushSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PushSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PushSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PushSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reminder"}},{"kind":"Field","name":{"kind":"Name","value":"reminderMail"}},{"kind":"Field","name":{"kind":"Name","value":"boardNews"}},{"kind":"Field","name":{"kind":"Name","value":"devices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastPushedAt"}}]}}]}}]} as unknown as DocumentNode<PushSettingsQuery, PushSettingsQueryVariables>;
export const SubscribePushDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubscribePush"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PushSubscriptionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscribePush"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastPushedAt"}}]}}]}}]} as unknown as DocumentNode<SubscribePushMutation, SubscribePushMutationVariables>;
export const UnsubscribePushDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnsubscribePush"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endpoint"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unsubscribePush"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"endpoint"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endpoint"}}}]}]}}]} as unknown as DocumentNode<UnsubscribePushMutation, UnsubscribePushMutationVariables>;
export const RemovePushDeviceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemovePushDevice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removePushDevice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PushSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PushSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PushSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reminder"}},{"kind":"Field","name":{"kind":"Name","value":"reminderMail"}},{"kind":"Field","name":{"kind":"Name","value":"boardNews"}},{"kind":"Field","name":{"kind":"Name","value":"devices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastPushedAt"}}]}}]}}]} as unknown as DocumentNode<RemovePushDeviceMutation, RemovePushDeviceMutationVariables>;
export const UpdatePushSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePushSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PushSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePushSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PushSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PushSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PushSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reminder"}},{"kind":"Field","name":{"kind":"Name","value":"reminderMail"}},{"kind":"Field","name":{"kind":"Name","value":"boardNews"}},{"kind":"Field","name":{"kind":"Name","value":"devices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastPushedAt"}}]}}]}}]} as unknown as DocumentNode<UpdatePushSettingsMutation, UpdatePushSettingsMutationVariables>;
export const MailPreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MailPreferences"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mailPreferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MailPreferencesFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MailPreferencesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MailPreferences"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"reminders"}},{"kind":"Field","name":{"kind":"Name","value":"weeklyDigest"}},{"kind":"Field","name":{"kind":"Name","value":"announcements"}}]}}]} as unknown as DocumentNode<MailPreferencesQuery, MailPreferencesQueryVariables>;
export const UnsubscribeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Unsubscribe"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unsubscribe"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MailPreferencesFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MailPreferencesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MailPreferences"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"reminders"}},{"kind":"Field","name":{"kind":"Name","value":"weeklyDigest"}},{"kind":"Field","name":{"kind":"Name","value":"announcements"}}]}}]} as unknown as DocumentNode<UnsubscribeMutation, UnsubscribeMutationVariables>;
export const UpdateMailPreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMailPreferences"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reminders"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"weeklyDigest"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"announcements"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMailPreferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"reminders"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reminders"}}},{"kind":"Argument","name":{"kind":"Name","value":"weeklyDigest"},"value":{"kind":"Variable","name":{"kind":"Name","value":"weeklyDigest"}}},{"kind":"Argument","name":{"kind":"Name","value":"announcements"},"value":{"kind":"Variable","name":{"kind":"Name","value":"announcements"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MailPreferencesFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MailPreferencesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MailPreferences"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"reminders"}},{"kind":"Field","name":{"kind":"Name","value":"weeklyDigest"}},{"kind":"Field","name":{"kind":"Name","value":"announcements"}}]}}]} as unknown as DocumentNode<UpdateMailPreferencesMutation, UpdateMailPreferencesMutationVariables>;