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

/** The admin panel's Overview counters. */
export type AdminOverview = {
  __typename: 'AdminOverview';
  /** Sum of completed donations in dollars. */
  donationsTotal: Scalars['Money']['output'];
  messagesSent: Scalars['Int']['output'];
  totalGroups: Scalars['Int']['output'];
  totalUsers: Scalars['Int']['output'];
};

/** A signed-in session: the token to send as `Authorization: Bearer` and who it belongs to. */
export type AuthPayload = {
  __typename: 'AuthPayload';
  token: Scalars['String']['output'];
  user: User;
};

export type Award = {
  __typename: 'Award';
  completedAt: Scalars['Time']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type AwardList = {
  __typename: 'AwardList';
  /** Newest first. */
  nodes: Array<Award>;
  totalCount: Scalars['Int']['output'];
};

/** Everything the member's dashboard shows. */
export type Dashboard = {
  __typename: 'Dashboard';
  awards: AwardList;
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
  /** First name, or 'Friend'. */
  welcomeName: Scalars['String']['output'];
};


/** Everything the member's dashboard shows. */
export type DashboardAwardsArgs = {
  first?: Scalars['Int']['input'];
};

export type Grade =
  | 'A'
  | 'B'
  | 'C'
  | 'D';

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

export type GroupStatus =
  | 'ACTIVE'
  | 'CLOSED'
  | 'COMPLETED'
  | 'UPCOMING';

/** One of the eight milestones with the member's standing (spec 3: Milestone). */
export type Milestone = {
  __typename: 'Milestone';
  completed: Scalars['Boolean']['output'];
  /** The cumulative day on which this section ends. */
  dayNumber: Scalars['Int']['output'];
  daysCompleted: Scalars['Int']['output'];
  /** Null when nothing is entered (shown as '--'). */
  grade: Maybe<Grade>;
  id: Scalars['Int']['output'];
  /** Null when the member has entered nothing yet. */
  missingDays: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  percentage: Scalars['Int']['output'];
  totalDays: Scalars['Int']['output'];
};

export type Mutation = {
  __typename: 'Mutation';
  /** Admin sign-in by email and password; only role admin may enter. */
  adminLogin: AuthPayload;
  /** Cancel a scheduled group while its registration is open. */
  cancelGroup: NextGroup;
  /** Join the group open for registration now (being in it already is fine). */
  joinCurrentGroup: Group;
  /** Schedule the member for a group. */
  joinGroup: NextGroup;
  /** Member sign-in by email and full name (spec 4: Login). An admin account signing in here gets a member-scoped token and must use adminLogin for the panel. */
  login: AuthPayload;
  /** Create a member account and place it in the open group. */
  register: Registration;
  /** Ask an admin to approve the completed journey; asking again returns the same request. */
  requestTrophyApproval: TrophyRequest;
  /** Save cumulative missing days (0..dayNumber) for a milestone; null clears it. The server computes the rest. */
  setMissingDays: Milestone;
};


export type MutationAdminLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationCancelGroupArgs = {
  id: Scalars['ID']['input'];
};


export type MutationJoinGroupArgs = {
  id: Scalars['ID']['input'];
};


export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
};


export type MutationRegisterArgs = {
  input: RegisterInput;
};


export type MutationRequestTrophyApprovalArgs = {
  description?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSetMissingDaysArgs = {
  milestoneId: Scalars['Int']['input'];
  missingDays?: InputMaybe<Scalars['Int']['input']>;
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

/** The public view of the open group: the only fields a visitor may see (spec 3). */
export type PublicGroup = {
  __typename: 'PublicGroup';
  maxMembers: Scalars['Int']['output'];
  memberCount: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  registrationDeadline: Scalars['Date']['output'];
  startDate: Scalars['Date']['output'];
};

export type Query = {
  __typename: 'Query';
  adminOverview: AdminOverview;
  /** The group open for registration now, or null when there is none. */
  currentGroup: Maybe<PublicGroup>;
  dashboard: Dashboard;
  /** The signed-in user. */
  me: User;
  /** All eight milestones merged with the member's saved progress. */
  milestones: Array<Milestone>;
  myAwards: AwardList;
  /** The signed-in member's group, or null when they have none yet. */
  myGroup: Maybe<Group>;
  /** The group after the member's own (or the open group when they have none), or null. */
  nextGroup: Maybe<NextGroup>;
};


export type QueryMyAwardsArgs = {
  first?: Scalars['Int']['input'];
};

/** The registration form (spec 3). Values are trimmed; referral may be empty. */
export type RegisterInput = {
  city: Scalars['String']['input'];
  email: Scalars['String']['input'];
  mailingAddress: Scalars['String']['input'];
  name: Scalars['String']['input'];
  referral?: InputMaybe<Scalars['String']['input']>;
};

/** A new member, signed in, and the group they were placed in. */
export type Registration = {
  __typename: 'Registration';
  /** Null when no group is open; an admin will place the member. */
  group: Maybe<PublicGroup>;
  token: Scalars['String']['output'];
  user: User;
};

export type Role =
  | 'ADMIN'
  | 'USER';

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

export type UserStatus =
  | 'ACTIVE'
  | 'INACTIVE';

export type CurrentGroupQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentGroupQuery = { currentGroup: { __typename: 'PublicGroup', name: string, startDate: string, registrationDeadline: string, memberCount: number, maxMembers: number } | null };


export const CurrentGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"registrationDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"maxMembers"}}]}}]}}]} as unknown as DocumentNode<CurrentGroupQuery, CurrentGroupQueryVariables>;