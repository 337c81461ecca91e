import { Link } from "react-router";
import { countdownParts, countdownTarget, startOfCalendarDateMs, ZERO_PARTS } from "../countdown/countdown";
import { CountdownDisplay } from "../countdown/Countdown";
import { useNow } from "../countdown/useCountdown";
import { formatCalendarDate } from "../lib/dates";
import { usePageTitle } from "../lib/usePageTitle";
import { INFO_CARDS } from "./infoCards";
import { useProgrammeName, useProgrammeSettings } from "../programme/programme";
import { useCurrentGroup } from "./currentGroup";
import "./home.css";

/**
 * "Group started {date} • {member_count} / {max_members} members" (spec 2, Home); before the
 * start date (local midnight) it says "Group starts {date}", which is what is true then.
 */
export function groupSummaryLine(
  group: { startDate: string; memberCount: number; maxMembers: number },
  nowMs: number,
): string {
  const startMs = startOfCalendarDateMs(group.startDate);
  const verb = startMs !== null && nowMs < startMs ? "starts" : "started";
  return `Group ${verb} ${formatCalendarDate(group.startDate)} • ${group.memberCount} / ${group.maxMembers} members`;
}

/**
 * The countdown of the current group (spec 2, 4: Countdown): 'Group Starts In' with the
 * start date before the start, 'Registration Closes In' with the registration deadline after.
 */
export function GroupCountdown({ startDate, registrationDeadline }: { startDate: string; registrationDeadline: string }) {
  const now = useNow();
  const target = countdownTarget(startDate, registrationDeadline, now);
  const parts = target.targetMs === null ? ZERO_PARTS : countdownParts(target.targetMs, now);
  const beforeStart = target.kind === "start";
  const heading = beforeStart ? "Group Starts In" : "Registration Closes In";
  const date = beforeStart ? startDate : registrationDeadline;
  return (
    <section className="group-countdown" aria-labelledby="group-countdown-title">
      <h3 id="group-countdown-title">{heading}</h3>
      <p className="countdown-date">
        {beforeStart ? "Starts on " : "Registration deadline: "}
        <time dateTime={date}>{formatCalendarDate(date, undefined, { dateStyle: "full" })}</time>
      </p>
      <CountdownDisplay parts={parts} label={heading} />
    </section>
  );
}

/** Watch Introduction Video: the programme's link (its settings); a still button until it is known. */
function ExternalVideoLink() {
  const { settings } = useProgrammeSettings();
  if (!settings)
    return (
      <span className="button button-secondary" aria-disabled="true">
        Watch Introduction Video
      </span>
    );
  return (
    <>
      <a
        className="button button-secondary"
        href={settings.homeIntroVideoUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-describedby="new-tab-note"
      >
        Watch Introduction Video
        <svg className="external-icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M14 3h7v7h-2V6.41l-9.29 9.3-1.42-1.42L17.59 5H14V3zM5 5h6v2H7v10h10v-4h2v6H5V5z"
          />
        </svg>
      </a>
      <span id="new-tab-note" className="visually-hidden">
        Opens in a new tab
      </span>
    </>
  );
}

function GroupLine({ group }: { group: Parameters<typeof groupSummaryLine>[0] }) {
  const now = useNow(true, 60_000);
  return <p className="group-line">{groupSummaryLine(group, now)}</p>;
}

/**
 * What the card looks like while the group is asked for: the same blocks at the same sizes
 * (heading, countdown, line, the four buttons), so nothing below moves when the answer
 * arrives (a layout shift of 0.31 before this).
 */
function GroupSkeleton() {
  return (
    <div className="group-skeleton">
      <p className="eyebrow">Current group</p>
      <p className="group-status skeleton-heading" role="status" aria-busy="true">
        Loading group information...
      </p>
      <div className="group-countdown" aria-hidden="true">
        <p className="skeleton-line skeleton-countdown-title">&nbsp;</p>
        <p className="countdown-date skeleton-line">&nbsp;</p>
        <div className="countdown-units">
          {[0, 1, 2, 3].map((i) => (
            <div className="countdown-unit" key={i}>
              <span className="countdown-value">&nbsp;</span>
              <span className="countdown-label">&nbsp;</span>
            </div>
          ))}
        </div>
      </div>
      <p className="group-line skeleton-line" aria-hidden="true">
        &nbsp;
      </p>
      <div className="actions home-actions" aria-hidden="true">
        {[0, 1, 2, 3].map((i) => (
          <span className="button button-secondary skeleton-button" key={i} />
        ))}
      </div>
    </div>
  );
}

function CurrentGroup() {
  const current = useCurrentGroup();

  if (current.status === "loading") return <GroupSkeleton />;

  if (current.status === "error") {
    return (
      <div className="group-status group-error" role="alert">
        <p>
          <strong>We couldn't load the current group.</strong> {current.message}
        </p>
        <p className="muted">Please check your connection and try again.</p>
        <button type="button" className="button button-secondary" onClick={current.retry}>
          Try again
        </button>
      </div>
    );
  }

  const group = current.group;
  if (!group) {
    return (
      <div className="group-status">
        <p>
          <strong>No active group found</strong>
        </p>
        <p className="muted">
          New groups start every quarter: January, April, July and October. Already a member? Your dashboard is one
          click away.
        </p>
        <p className="actions">
          <Link className="button" to="/login">
            Login to Dashboard
          </Link>
          <ExternalVideoLink />
        </p>
      </div>
    );
  }

  return (
    <>
      <p className="eyebrow">Current group</p>
      <h2 id="current-group-name">{group.name}</h2>
      <GroupCountdown startDate={group.startDate} registrationDeadline={group.registrationDeadline} />
      <GroupLine group={group} />
      <div className="actions home-actions">
        <Link className="button" to="/register">
          Register Now
        </Link>
        <Link className="button button-secondary" to="/join-current-group">
          Join Current Group
        </Link>
        <Link className="button button-secondary" to="/login">
          Login to Dashboard
        </Link>
        <ExternalVideoLink />
      </div>
    </>
  );
}

export function HomePage() {
  usePageTitle();
  const programmeName = useProgrammeName();
  return (
    <div className="home">
      <section className="hero" aria-labelledby="home-title">
        <h1 id="home-title">{programmeName}</h1>
        <p className="lead">
          Read the Bible from Genesis to Revelation together with a group: 365 days, about 15 minutes a day.
        </p>
      </section>
      <section className="group-card" aria-label="Current group">
        <CurrentGroup />
      </section>
      <section className="info" aria-labelledby="info-title">
        <h2 id="info-title">About the journey</h2>
        <ul className="info-cards">
          {INFO_CARDS.map((card) => (
            <li key={card.id} className="info-card">
              <article aria-labelledby={`info-${card.id}`}>
                <h3 id={`info-${card.id}`}>{card.title}</h3>
                {card.body.map((text) => (
                  <p key={text}>{text}</p>
                ))}
              </article>
            </li>
          ))}
        </ul>
      </section>
      <section className="cta" aria-labelledby="cta-title">
        <h2 id="cta-title">Ready to begin?</h2>
        <p>It takes a minute to sign up. We will place you in the next group and walk with you all year.</p>
        <Link className="button button-large" to="/register">
          Start Your Journey Today
        </Link>
      </section>
    </div>
  );
}

export default HomePage;
