import { useQuery } from "@apollo/client/react";
import { Link } from "react-router";
import { formatCalendarDate } from "../lib/dates";
import { usePageTitle } from "../lib/usePageTitle";
import { CurrentGroupQuery } from "./queries";
import "./home.css";

/** "Group started {date} • {member_count} / {max_members} members" (spec 2, Home). */
export function groupSummaryLine(group: {
  startDate: string;
  memberCount: number;
  maxMembers: number;
}): string {
  return `Group started ${formatCalendarDate(group.startDate)} • ${group.memberCount} / ${group.maxMembers} members`;
}

function CurrentGroup() {
  const { data, loading, error, refetch } = useQuery(CurrentGroupQuery, {
    context: { auth: "none" },
    notifyOnNetworkStatusChange: true,
  });

  if (loading) {
    return (
      <p className="group-status" aria-busy="true">
        Loading group information...
      </p>
    );
  }

  if (error) {
    return (
      <div className="group-status group-error" role="alert">
        <p>
          <strong>We couldn't load the current group.</strong> {error.message}
        </p>
        <p className="muted">Please check your connection and try again.</p>
        <button type="button" className="button button-secondary" onClick={() => void refetch().catch(() => {})}>
          Try again
        </button>
      </div>
    );
  }

  const group = data?.currentGroup;
  if (!group) {
    return (
      <div className="group-status">
        <p>
          <strong>No active group found</strong>
        </p>
        <p className="muted">New groups start every quarter: January, April, July and October.</p>
      </div>
    );
  }

  return (
    <>
      <p className="eyebrow">Current group</p>
      <h2 id="current-group-name">{group.name}</h2>
      <p className="group-line">{groupSummaryLine(group)}</p>
      <p className="actions">
        <Link className="button" to="/register">
          Register Now
        </Link>
      </p>
    </>
  );
}

export function HomePage() {
  usePageTitle();
  return (
    <div className="home">
      <section className="hero" aria-labelledby="home-title">
        <h1 id="home-title">Journey 365</h1>
        <p className="lead">
          Read the Bible from Genesis to Revelation together with a group: 365 days, about 15 minutes a
          day.
        </p>
      </section>
      <section className="group-card" aria-label="Current group" aria-live="polite">
        <CurrentGroup />
      </section>
    </div>
  );
}

export default HomePage;
