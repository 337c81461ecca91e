import { useQuery } from "@apollo/client/react";
import { useEffect, useRef } from "react";
import type { DashboardGroupFieldsFragment, DashboardQuery as DashboardData } from "../gql/graphql";
import { useT, type Translate } from "../i18n";
import { calendarDateToLocalMidnight } from "../lib/dates";
import { usePageTitle } from "../lib/usePageTitle";
import { AwardsCard } from "./AwardsCard";
import { CalendarCard } from "./CalendarCard";
import { errorText } from "../errors/classify";
import { formatDay } from "./format";
import { InvitationCard } from "./InvitationCard";
import { JourneyCompleteBanner } from "./JourneyCompleteBanner";
import { MessageBoardCard } from "./MessageBoardCard";
import { MilestoneGrid } from "./MilestoneGrid";
import { NextGroupBanner } from "./NextGroupBanner";
import { DashboardQuery, TodayQuery } from "./queries";
import { BibleAppCard, GroupChatCard, InstructionsCard, IntroVideoCard, ReadingPlanLink } from "./ResourceCards";
import { TodayCard } from "./TodayCard";
import { useSessionExpiry } from "./useSessionExpiry";
import { WelcomeNotice } from "./WelcomeNotice";
import "../pages/pages.css";
import "./dashboard.css";

export interface DashboardPageProps {
  /** Pause before a milestone change is saved (ms); tests shorten it. */
  saveDebounceMs?: number;
}

/** The route's handle: a logout while the dashboard is open says so instead of redirecting. */
export { DASHBOARD_HANDLE } from "../app/handles";

/**
 * The member dashboard (spec 2), under the RequireMember route guard: opened without a member
 * token the guard sends the visitor to /login; when the token goes away while the page is open
 * (Logout in the navigation, which then goes to /, or a logout in another tab) the guard does
 * not redirect, so it never overrides the navigation's own destination; it says the member is
 * signed out instead (DASHBOARD_HANDLE). An expired session reported by the server sends the
 * member to /login (see useSessionExpiry).
 */
export function DashboardPage({ saveDebounceMs }: DashboardPageProps = {}) {
  const t = useT();
  usePageTitle(t("dashboard.pageTitle"));
  const handleSessionExpiry = useSessionExpiry();
  // cache-and-network: show what is cached at once, and always bring it up to date.
  const { data, loading, error, refetch } = useQuery(DashboardQuery, { fetchPolicy: "cache-and-network" });
  // Today's card reads its own query (a failure there leaves the rest usable), asked for here at
  // the same time as the dashboard's, not after it; the page appears once both have answered, so
  // the card does not grow under the member's eyes and push the cards below it down.
  const today = useQuery(TodayQuery, { fetchPolicy: "cache-and-network" });
  const todaySettled = Boolean(today.data || today.error);

  // An expired session: drop it (the token watcher above then redirects to /login).
  useEffect(() => {
    if (error) handleSessionExpiry(error);
  }, [error, handleSessionExpiry]);

  // Milestone saves update the milestones in the cache; when that changes whether all of them
  // are complete, ask the server again for what depends on it (journeyComplete).
  const milestones = data?.dashboard.milestones;
  const allCompleted = !!milestones && milestones.length > 0 && milestones.every((m) => m.completed);
  const lastAllCompleted = useRef<boolean | null>(null);
  useEffect(() => {
    if (!milestones) return;
    const before = lastAllCompleted.current;
    lastAllCompleted.current = allCompleted;
    if (before !== null && before !== allCompleted) void refetch().catch(() => {});
  }, [allCompleted, milestones, refetch]);

  if (!data || (!todaySettled && !error)) {
    if (!data && error) {
      return (
        <section className="page-card dashboard-error" aria-labelledby="dashboard-error-title">
          <h1 id="dashboard-error-title">{t("dashboard.errorTitle")}</h1>
          <div role="alert">
            <p>
              <strong>{t("dashboard.loadFailed")}</strong> {errorText(error)}
            </p>
          </div>
          <button type="button" className="button" onClick={() => void refetch().catch(() => {})}>
            {t("dashboard.tryAgain")}
          </button>
        </section>
      );
    }
    return (
      <p className="page-loading" role="status" aria-busy={loading}>
        {t("dashboard.loading")}
      </p>
    );
  }

  const d = data.dashboard;
  const hasGroup = d.group !== null;

  return (
    <div className="dashboard">
      <WelcomeNotice />

      <header className="dashboard-header">
        <h1>{t("dashboard.welcomeBack", { name: d.welcomeName })}</h1>
        <GroupSummary group={d.group} waiting={d.waitingList} />
        <ReadingPlanLink url={d.readingPlanUrl} />
      </header>

      {error && (
        <p className="inline-error" role="alert">
          {t("dashboard.refreshFailed", { reason: errorText(error) })}
        </p>
      )}

      {/* a check-in can fill a milestone from the log: the milestones are read again after one */}
      <TodayCard onCheckedIn={() => void refetch().catch(() => {})} />

      {d.journeyComplete && <JourneyCompleteBanner trophyRequest={d.trophyRequest} />}

      <div className="dash-cards dash-cards-3">
        <MessageBoardCard hasGroup={hasGroup} />
        <InvitationCard group={d.group} />
        <AwardsCard awards={d.awards} />
      </div>

      <MilestoneGrid milestones={d.milestones} hasGroup={hasGroup} debounceMs={saveDebounceMs} />

      {d.nextGroup && <NextGroupBanner nextGroup={d.nextGroup} />}

      <section className="dashboard-section" aria-labelledby="getting-started-title">
        <h2 id="getting-started-title">{t("dashboard.gettingStarted")}</h2>
        <div className="dash-cards">
          <GroupChatCard group={d.group} />
          <CalendarCard url={d.calendarUrl} />
          <IntroVideoCard />
          <BibleAppCard />
          <InstructionsCard />
        </div>
      </section>
    </div>
  );
}

/** What a member on the waiting list reads (issue 24): which group, and what happens next. */
function waitingListText(groupName: string | null, t: Translate): string {
  return groupName ? t("dashboard.group.waitingFor", { group: groupName }) : t("dashboard.group.waiting");
}

/**
 * The member's group: its name, start date and whether the reading has begun, or, after its
 * last day, that it has ended (a member keeps seeing their last group until another begins);
 * without one, the waiting list when they are on it.
 */
function GroupSummary({
  group,
  waiting,
}: {
  group: DashboardGroupFieldsFragment | null;
  waiting: DashboardData["dashboard"]["waitingList"];
}) {
  const t = useT();
  if (!group && waiting) {
    return <p className="group-summary muted">{waitingListText(waiting.group?.name ?? null, t)}</p>;
  }
  if (!group) {
    return <p className="group-summary muted">{t("dashboard.group.none")}</p>;
  }
  const start = formatDay(group.startDate);
  const end = calendarDateToLocalMidnight(group.endDate);
  const ended = group.status === "COMPLETED" || (end !== null && end.getTime() + DAY_MS <= Date.now());
  return (
    <div className="group-summary">
      <p className="group-summary-name">
        <span className="muted">{ended ? t("dashboard.group.last") : t("dashboard.group.yours")}{" "}</span>
        <strong>{group.name}</strong>
      </p>
      <p>
        {ended
          ? t("dashboard.group.ended", { day: formatDay(group.endDate) })
          : group.started
            ? t("dashboard.group.started", { day: start })
            : t("dashboard.group.starts", { day: start })}{" "}
        <span className={`status-chip ${ended ? "is-ended" : group.started ? "is-started" : "is-upcoming"}`}>
          {ended ? t("dashboard.group.completed") : group.started ? t("dashboard.group.inProgress") : t("dashboard.group.notStarted")}
        </span>
      </p>
    </div>
  );
}

const DAY_MS = 24 * 60 * 60 * 1000;

export default DashboardPage;
