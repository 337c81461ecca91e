import { graphql } from "../gql";

// The way back's GraphQL documents (issue 28). Today has no id, so every mutation returns the
// whole Today card (TodayFields, which spreads CatchUpFields) and the caller writes it over the
// cached one: the card and this page then show the same plan.

/** One day of a catch-up: its extra reading, with links into the Bible app. */
export const CatchUpDayFields = graphql(`
  fragment CatchUpDayFields on CatchUpDay {
    number
    date
    reference
    minutes
    passages {
      reference
      url
    }
    read
  }
`);

/** The way back as the Today card shows it: the missed days, those no plan covers, the plan. */
export const CatchUpFields = graphql(`
  fragment CatchUpFields on CatchUp {
    missedDays
    unplannedDays
    plan {
      milestoneName
      finishBy
      missedDays
      madeUpCount
      daysRead
      done
      days {
        ...CatchUpDayFields
      }
      due {
        ...CatchUpDayFields
      }
      next {
        ...CatchUpDayFields
      }
    }
  }
`);

/** The planner's Today: the same fields as the Today card's, so both read one cached answer. */
export const CatchUpTodayQuery = graphql(`
  query CatchUpToday {
    today {
      ...TodayFields
    }
  }
`);

/** A way back to finishBy (null: the milestone's last day); nothing is kept. */
export const CatchUpProposalQuery = graphql(`
  query CatchUpProposal($finishBy: Date) {
    catchUpProposal(finishBy: $finishBy) {
      milestoneName
      finishBy
      latestFinishBy
      missed {
        day
        date
        reference
      }
      days {
        ...CatchUpDayFields
      }
      minutesPerDay
    }
  }
`);

export const CatchUpAcceptMutation = graphql(`
  mutation CatchUpAccept($finishBy: Date!) {
    acceptCatchUp(finishBy: $finishBy) {
      ...TodayFields
    }
  }
`);

/** Records the plan's days 1..through read (the missed days that makes up are read in the log). */
export const CatchUpMarkReadMutation = graphql(`
  mutation CatchUpMarkRead($through: Int!) {
    markCatchUpRead(through: $through) {
      ...TodayFields
    }
  }
`);

export const CatchUpDropMutation = graphql(`
  mutation CatchUpDrop {
    dropCatchUp {
      ...TodayFields
    }
  }
`);
