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
