import { graphql } from "../../gql";

/** The Overview tab: four counters and the two charts (spec 2 /admin Overview). */
export const AdminOverviewQuery = graphql(`
  query AdminOverview {
    adminOverview {
      totalGroups
      totalUsers
      messagesSent
      messagesHidden
      donationsTotal
      waitingCount
      membersPerGroup {
        groupId
        groupName
        memberCount
        maxMembers
      }
      milestoneCompletion {
        milestoneId
        name
        completed
        tracked
      }
    }
  }
`);

/** What is not set up yet on this server (the Overview's setup notes). */
export const AdminSetupQuery = graphql(`
  query AdminSetup {
    donationSettings {
      enabled
    }
    adminMailConfigured
  }
`);

/** Yesterday's daily rhythm (UTC): check-ins answered, daily reminders and what became of them. */
export const AdminRhythmYesterdayQuery = graphql(`
  query AdminRhythmYesterday {
    adminRhythmYesterday {
      checkIns {
        read
        missed
      }
      reminders {
        queued
        sent
        failed
      }
    }
  }
`);
