import { graphql } from "../gql";

// The dashboard's GraphQL documents. Each card declares the fields it shows as a fragment, and
// the one dashboard query spreads them, so a card's props are typed by exactly what it reads.
// Milestone, Group and NextGroup carry ids: Apollo's cache normalises them, so a mutation that
// returns one (setMissingDays, joinGroup, cancelGroup) updates what the dashboard shows. A
// milestone is normalised by its key (member:group:number; see createCache in apollo.ts).

export const DashboardGroupFields = graphql(`
  fragment DashboardGroupFields on Group {
    id
    name
    status
    startDate
    endDate
    registrationDeadline
    memberCount
    maxMembers
    started
    invitationAvailableOn
    whatsappInviteUrl
    youversionPlanUrl
  }
`);

export const MilestoneFields = graphql(`
  fragment MilestoneFields on Milestone {
    id
    key
    name
    dayNumber
    totalDays
    missingDays
    daysCompleted
    percentage
    grade
    completed
    firstDay
    opensOn
    open
  }
`);

export const TrophyRequestFields = graphql(`
  fragment TrophyRequestFields on TrophyRequest {
    id
    type
    status
    createdAt
  }
`);

export const NextGroupFields = graphql(`
  fragment NextGroupFields on NextGroup {
    id
    name
    startDate
    registrationDeadline
    memberCount
    maxMembers
    alreadyJoined
    canJoin
  }
`);

/** Everything the dashboard shows, in one request. */
export const DashboardQuery = graphql(`
  query Dashboard {
    dashboard {
      welcomeName
      group {
        ...DashboardGroupFields
      }
      readingPlanUrl
      milestones {
        ...MilestoneFields
      }
      journeyComplete
      trophyRequest {
        ...TrophyRequestFields
      }
      awards(first: 3) {
        totalCount
        nodes {
          id
          name
          completedAt
          shippedOn
          shippingNote
        }
      }
      nextGroup {
        ...NextGroupFields
      }
      calendarUrl
      waitingList {
        since
        group {
          name
        }
      }
    }
  }
`);

/** Saves cumulative missing days (null clears); the server returns the recomputed milestone. */
export const SetMissingDaysMutation = graphql(`
  mutation SetMissingDays($milestoneId: Int!, $missingDays: Int, $clientKey: String) {
    setMissingDays(milestoneId: $milestoneId, missingDays: $missingDays, clientKey: $clientKey) {
      ...MilestoneFields
    }
  }
`);

/** Asks an admin to approve the completed journey (idempotent on the server). */
export const RequestTrophyApprovalMutation = graphql(`
  mutation RequestTrophyApproval($description: String) {
    requestTrophyApproval(description: $description) {
      ...TrophyRequestFields
    }
  }
`);

export const JoinNextGroupMutation = graphql(`
  mutation JoinNextGroup($id: ID!) {
    joinGroup(id: $id) {
      ...NextGroupFields
    }
  }
`);

export const CancelNextGroupMutation = graphql(`
  mutation CancelNextGroup($id: ID!) {
    cancelGroup(id: $id) {
      ...NextGroupFields
    }
  }
`);

/** A new calendar feed address for the member; the old one stops working at once. */
export const RenewCalendarUrlMutation = graphql(`
  mutation RenewCalendarUrl {
    renewCalendarUrl
  }
`);

/** A day of the reading plan: its reference in one line and each passage with its Bible app link. */
export const ReadingDayFields = graphql(`
  fragment ReadingDayFields on ReadingDay {
    day
    milestoneName
    reference
    verses
    passages {
      reference
      book
      bookCode
      chapter
      fromVerse
      toVerse
      url
    }
  }
`);

/**
 * What the Today card shows: the member's day of the journey, today's reading, today's answer, the
 * streaks, the grade budget of the milestone under way and the way back (CatchUpFields, in
 * catchup/queries.ts).
 */
export const TodayFields = graphql(`
  fragment TodayFields on Today {
    date
    day
    answer
    canCheckIn
    streak {
      ...StreakFields
    }
    groupName
    startsOn
    over
    reading {
      ...ReadingDayFields
    }
    milestoneName
    daysToMilestoneEnd
    gradeBudget {
      grade
      maxMissing
      remaining
    }
    catchUp {
      ...CatchUpFields
    }
  }
`);

/** The Today card's own query (the card loads and fails apart from the rest of the dashboard). */
export const TodayQuery = graphql(`
  query Today {
    today {
      ...TodayFields
    }
  }
`);

/** Answers today's reading from the dashboard; the server returns the card anew. */
export const CheckInMutation = graphql(`
  mutation CheckIn($day: Int!, $answer: CheckInAnswer!, $clientKey: String) {
    checkIn(day: $day, answer: $answer, clientKey: $clientKey) {
      ...TodayFields
    }
  }
`);
