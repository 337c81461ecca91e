import { useQuery } from "@apollo/client/react";
import { useT, type Translate } from "../../i18n";
import { BarChart, type Bar } from "./BarChart";
import { formatCount, formatMoney, percent } from "./format";
import { AdminOverviewQuery } from "./queries";
import type { AdminOverviewQuery as AdminOverviewData } from "../../gql/graphql";
import { LoadError } from "../../ui/LoadError";
import { RhythmYesterday } from "./RhythmYesterday";
import { SetupNotes } from "./SetupNotes";

type Overview = AdminOverviewData["adminOverview"];

function groupBars(overview: Overview, t: Translate): Bar[] {
  return overview.membersPerGroup.map((g) => ({
    key: g.groupId,
    label: g.groupName,
    percent: percent(g.memberCount, g.maxMembers),
    valueText: t("admin-overview.group.members", { count: g.memberCount, max: g.maxMembers }),
  }));
}

function milestoneBars(overview: Overview, t: Translate): Bar[] {
  return overview.milestoneCompletion.map((m) => ({
    key: String(m.milestoneId),
    // the server's English name, translated by its id
    label: t("admin-overview.milestone", { id: String(m.milestoneId), name: m.name }),
    percent: percent(m.completed, m.tracked),
    valueText:
      m.tracked === 0
        ? t("admin-overview.milestone.none")
        : t("admin-overview.milestone.completed", { completed: m.completed, tracked: m.tracked, percent: percent(m.completed, m.tracked) / 100 }),
  }));
}

/**
 * What the Messages Sent counter counts: every message, as the Messages tab counts them with no
 * filter, hidden ones included.
 */
export function messagesNote(hidden: number, t: Translate): string {
  if (hidden === 0) return t("admin-overview.messages.note.none");
  return t("admin-overview.messages.note", { hidden });
}

/**
 * Overview (spec 2 /admin): Total Groups, Total Users, Messages Sent (every message, hidden
 * ones included: the Messages tab's count), Donations (the sum of completed donations, two
 * decimals: the Donations tab's completed sum); each counter says what it counts, and two small charts: members per group and completion
 * per milestone; and yesterday's daily rhythm (check-ins and reminders).
 */
export function OverviewTab() {
  const t = useT();
  const { data, loading, error, refetch } = useQuery(AdminOverviewQuery, {
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
  });
  const overview = data?.adminOverview;

  return (
    <section className="admin-section" aria-labelledby="admin-overview-heading" aria-busy={loading || undefined}>
      <h2 id="admin-overview-heading">{t("admin-overview.title")}</h2>
      <SetupNotes />
      {!overview && loading && (
        <p className="admin-status" role="status">
          {t("admin-overview.loading")}
        </p>
      )}
      {!overview && !loading && error && (
        <LoadError error={error} onRetry={refetch} />
      )}
      {overview && (
        <>
          <dl className="admin-counters">
            <div className="admin-counter">
              <dt>{t("admin-overview.total-groups")}</dt>
              <dd>{formatCount(overview.totalGroups)}</dd>
            </div>
            <div className="admin-counter">
              <dt>{t("admin-overview.total-users")}</dt>
              <dd>{formatCount(overview.totalUsers)}</dd>
            </div>
            <div className="admin-counter">
              <dt>{t("admin-overview.messages")}</dt>
              <dd>{formatCount(overview.messagesSent)}</dd>
              <dd className="admin-counter-note">{messagesNote(overview.messagesHidden, t)}</dd>
            </div>
            <div className="admin-counter">
              <dt>{t("admin-overview.donations")}</dt>
              <dd>{formatMoney(overview.donationsTotal)}</dd>
              <dd className="admin-counter-note">{t("admin-overview.donations.note")}</dd>
            </div>
            <div className="admin-counter">
              <dt>{t("admin-overview.waiting")}</dt>
              <dd>{formatCount(overview.waitingCount)}</dd>
            </div>
          </dl>
          <RhythmYesterday />
          <div className="admin-charts">
            <BarChart
              title={t("admin-overview.chart.groups")}
              description={t("admin-overview.chart.groups.description")}
              bars={groupBars(overview, t)}
              empty={t("admin-overview.chart.groups.empty")}
            />
            <BarChart
              title={t("admin-overview.chart.milestones")}
              description={t("admin-overview.chart.milestones.description")}
              bars={milestoneBars(overview, t)}
              empty={t("admin-overview.chart.milestones.empty")}
              scroll={false}
            />
          </div>
        </>
      )}
    </section>
  );
}
