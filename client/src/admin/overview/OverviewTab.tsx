import { useQuery } from "@apollo/client/react";
import { BarChart, type Bar } from "./BarChart";
import { formatCount, formatMoney, percent } from "./format";
import { AdminOverviewQuery } from "./queries";
import type { AdminOverviewQuery as AdminOverviewData } from "../../gql/graphql";
import { LoadError } from "../../ui/LoadError";
import { RhythmYesterday } from "./RhythmYesterday";
import { SetupNotes } from "./SetupNotes";

type Overview = AdminOverviewData["adminOverview"];

function groupBars(overview: Overview): Bar[] {
  return overview.membersPerGroup.map((g) => ({
    key: g.groupId,
    label: g.groupName,
    percent: percent(g.memberCount, g.maxMembers),
    valueText: `${formatCount(g.memberCount)} of ${formatCount(g.maxMembers)} members`,
  }));
}

function milestoneBars(overview: Overview): Bar[] {
  return overview.milestoneCompletion.map((m) => ({
    key: String(m.milestoneId),
    label: m.name,
    percent: percent(m.completed, m.tracked),
    valueText:
      m.tracked === 0
        ? "No progress saved yet"
        : `${formatCount(m.completed)} of ${formatCount(m.tracked)} completed (${percent(m.completed, m.tracked)}%)`,
  }));
}

/**
 * What the Messages Sent counter counts: every message, as the Messages tab counts them with no
 * filter, hidden ones included.
 */
export function messagesNote(hidden: number): string {
  if (hidden === 0) return "Every message on the boards; none hidden";
  return `Every message on the boards, ${formatCount(hidden)} hidden by reports included`;
}

/** What the Donations counter counts: the Donations tab's completed sum with no filter. */
export const DONATIONS_NOTE = "Completed gifts only; pending and failed are not counted";

/**
 * Overview (spec 2 /admin): Total Groups, Total Users, Messages Sent (every message, hidden
 * ones included: the Messages tab's count), Donations (the sum of completed donations, two
 * decimals: the Donations tab's completed sum); each counter says what it counts, and two small charts: members per group and completion
 * per milestone; and yesterday's daily rhythm (check-ins and reminders).
 */
export function OverviewTab() {
  const { data, loading, error, refetch } = useQuery(AdminOverviewQuery, {
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
  });
  const overview = data?.adminOverview;

  return (
    <section className="admin-section" aria-labelledby="admin-overview-heading" aria-busy={loading || undefined}>
      <h2 id="admin-overview-heading">Overview</h2>
      <SetupNotes />
      {!overview && loading && (
        <p className="admin-status" role="status">
          Loading the overview…
        </p>
      )}
      {!overview && !loading && error && (
        <LoadError error={error} onRetry={refetch} />
      )}
      {overview && (
        <>
          <dl className="admin-counters">
            <div className="admin-counter">
              <dt>Total Groups</dt>
              <dd>{formatCount(overview.totalGroups)}</dd>
            </div>
            <div className="admin-counter">
              <dt>Total Users</dt>
              <dd>{formatCount(overview.totalUsers)}</dd>
            </div>
            <div className="admin-counter">
              <dt>Messages Sent</dt>
              <dd>{formatCount(overview.messagesSent)}</dd>
              <dd className="admin-counter-note">{messagesNote(overview.messagesHidden)}</dd>
            </div>
            <div className="admin-counter">
              <dt>Donations</dt>
              <dd>{formatMoney(overview.donationsTotal)}</dd>
              <dd className="admin-counter-note">{DONATIONS_NOTE}</dd>
            </div>
            <div className="admin-counter">
              <dt>Waiting List</dt>
              <dd>{formatCount(overview.waitingCount)}</dd>
            </div>
          </dl>
          <RhythmYesterday />
          <div className="admin-charts">
            <BarChart
              title="Members per group"
              description="Each group's members out of its maximum, in the groups' order."
              bars={groupBars(overview)}
              empty="No groups yet."
            />
            <BarChart
              title="Completion per milestone"
              description="For each milestone, the members in live groups who completed it, out of those who saved progress on it."
              bars={milestoneBars(overview)}
              empty="No milestones yet."
              scroll={false}
            />
          </div>
        </>
      )}
    </section>
  );
}
