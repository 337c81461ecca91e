import { Link } from "react-router";
import { countdownParts, countdownTarget, startOfCalendarDateMs, ZERO_PARTS } from "../countdown/countdown";
import { CountdownDisplay } from "../countdown/Countdown";
import { useNow } from "../countdown/useCountdown";
import { Trans, useT, type Translate } from "../i18n";
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
  t: Translate,
): string {
  const startMs = startOfCalendarDateMs(group.startDate);
  const values = { date: formatCalendarDate(group.startDate), count: group.memberCount, max: group.maxMembers };
  return t(startMs !== null && nowMs < startMs ? "home.group.starts" : "home.group.started", values);
}

/**
 * The countdown of the current group (spec 2, 4: Countdown): 'Group Starts In' with the
 * start date before the start, 'Registration Closes In' with the registration deadline after.
 */
export function GroupCountdown({ startDate, registrationDeadline }: { startDate: string; registrationDeadline: string }) {
  const t = useT();
  const now = useNow();
  const target = countdownTarget(startDate, registrationDeadline, now);
  const parts = target.targetMs === null ? ZERO_PARTS : countdownParts(target.targetMs, now);
  const beforeStart = target.kind === "start";
  const heading = t(beforeStart ? "home.countdown.starts" : "home.countdown.closes");
  const date = beforeStart ? startDate : registrationDeadline;
  return (
    <section className="group-countdown" aria-labelledby="group-countdown-title">
      <h3 id="group-countdown-title">{heading}</h3>
      <p className="countdown-date">
        <Trans
          id={beforeStart ? "home.countdown.startsOn" : "home.countdown.deadline"}
          components={{ 0: <time dateTime={date} /> }}
          values={{ date: formatCalendarDate(date, undefined, { dateStyle: "full" }) }}
        />
      </p>
      <CountdownDisplay parts={parts} label={heading} />
    </section>
  );
}

/** Watch Introduction Video: the programme's link (its settings); a still button until it is known. */
function ExternalVideoLink() {
  const t = useT();
  const { settings } = useProgrammeSettings();
  if (!settings)
    return (
      <span className="button button-secondary" aria-disabled="true">
        {t("home.video")}
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
        {t("home.video")}
        <svg className="external-icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M14 3h7v7h-2V6.41l-9.29 9.3-1.42-1.42L17.59 5H14V3zM5 5h6v2H7v10h10v-4h2v6H5V5z"
          />
        </svg>
      </a>
      <span id="new-tab-note" className="visually-hidden">
        {t("home.newTab")}
      </span>
    </>
  );
}

function GroupLine({ group }: { group: Parameters<typeof groupSummaryLine>[0] }) {
  const t = useT();
  const now = useNow(true, 60_000);
  return <p className="group-line">{groupSummaryLine(group, now, t)}</p>;
}

/**
 * What the card looks like while the group is asked for: the same blocks at the same sizes
 * (heading, countdown, line, the four buttons), so nothing below moves when the answer
 * arrives (a layout shift of 0.31 before this).
 */
function GroupSkeleton() {
  const t = useT();
  return (
    <div className="group-skeleton">
      <p className="eyebrow">{t("home.currentGroup")}</p>
      <p className="group-status skeleton-heading" role="status" aria-busy="true">
        {t("home.loading")}
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
  const t = useT();
  const current = useCurrentGroup();

  if (current.status === "loading") return <GroupSkeleton />;

  if (current.status === "error") {
    return (
      <div className="group-status group-error" role="alert">
        <p>
          <strong>{t("home.error.title")}</strong> {current.message}
        </p>
        <p className="muted">{t("home.error.hint")}</p>
        <button type="button" className="button button-secondary" onClick={current.retry}>
          {t("home.error.retry")}
        </button>
      </div>
    );
  }

  const group = current.group;
  if (!group) {
    return (
      <div className="group-status">
        <p>
          <strong>{t("home.noGroup.title")}</strong>
        </p>
        <p className="muted">{t("home.noGroup.body")}</p>
        <p className="actions">
          <Link className="button" to="/login">
            {t("home.loginToDashboard")}
          </Link>
          <ExternalVideoLink />
        </p>
      </div>
    );
  }

  return (
    <>
      <p className="eyebrow">{t("home.currentGroup")}</p>
      <h2 id="current-group-name">{group.name}</h2>
      <GroupCountdown startDate={group.startDate} registrationDeadline={group.registrationDeadline} />
      <GroupLine group={group} />
      <div className="actions home-actions">
        <Link className="button" to="/register">
          {t("home.registerNow")}
        </Link>
        <Link className="button button-secondary" to="/join-current-group">
          {t("home.joinCurrentGroup")}
        </Link>
        <Link className="button button-secondary" to="/login">
          {t("home.loginToDashboard")}
        </Link>
        <ExternalVideoLink />
      </div>
    </>
  );
}

export function HomePage() {
  const t = useT();
  usePageTitle();
  const programmeName = useProgrammeName();
  return (
    <div className="home">
      <section className="hero" aria-labelledby="home-title">
        <h1 id="home-title">{programmeName}</h1>
        <p className="lead">{t("home.lead")}</p>
      </section>
      <section className="group-card" aria-label={t("home.currentGroup")}>
        <CurrentGroup />
      </section>
      <section className="info" aria-labelledby="info-title">
        <h2 id="info-title">{t("home.about")}</h2>
        <ul className="info-cards">
          {INFO_CARDS.map((card) => (
            <li key={card.id} className="info-card">
              <article aria-labelledby={`info-${card.id}`}>
                <h3 id={`info-${card.id}`}>{t(card.title)}</h3>
                {card.body.map((text) => (
                  <p key={text.id}>{t(text)}</p>
                ))}
              </article>
            </li>
          ))}
        </ul>
      </section>
      <section className="cta" aria-labelledby="cta-title">
        <h2 id="cta-title">{t("home.cta.title")}</h2>
        <p>{t("home.cta.body")}</p>
        <Link className="button button-large" to="/register">
          {t("home.cta.start")}
        </Link>
      </section>
    </div>
  );
}

export default HomePage;
