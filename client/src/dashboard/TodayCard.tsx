import { useMutation, useQuery } from "@apollo/client/react";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { errorText } from "../errors/classify";
import type { CheckInAnswer, TodayFieldsFragment } from "../gql/graphql";
import { ANSWER_LABEL, ANSWERS } from "../habit/answers";
import { msg, useT, type Message, type Translate } from "../i18n";
import { formatLongDay } from "../habit/format";
import { StreakSummary } from "../habit/StreakSummary";
import { QueuedNote } from "../offline/QueuedNote";
import { isNetworkFailure, isOffline, newClientKey, queueAction } from "../offline/sync";
import { useQueuedItems } from "../offline/useOffline";
import { FormError } from "../ui/Field";
import { LoadError } from "../ui/LoadError";
import { GradeBudget } from "./GradeBudget";
import { milestoneName } from "./milestoneNames";
import { CheckInMutation, TodayQuery } from "./queries";
import { TodayCatchUp } from "./TodayCatchUp";
import { TodayReading } from "./TodayReading";
import "./today.css";

/** Said instead of the buttons when there is no day to answer. */
export const NO_CHECK_IN_TEXT = msg("dashboard.today.noCheckIn");

const CHECKED_IN: Record<CheckInAnswer, Message> = {
  READ: msg("dashboard.today.checkedInRead"),
  MISSED: msg("dashboard.today.checkedInMissed"),
};

/** What the card says of today's answer. */
export function answerText(answer: CheckInAnswer | null, t: Translate): string {
  return answer ? t(CHECKED_IN[answer]) : t("dashboard.today.notCheckedIn");
}

export interface TodayCardProps {
  /** After a check-in or a catch-up's reading was saved (the dashboard refreshes the milestones the log fills). */
  onCheckedIn?: () => void;
}

/**
 * The Today card (issues 27, 28): the member's day of the journey, today's reading with its links
 * into the Bible app, today's answer, the way back (a catch-up plan's reading of the day), the
 * streaks, the grade budget of the milestone under way, and "I read today" / "I missed today",
 * which record the answer and show the card the server returns. Loads apart from the rest of the dashboard, so a failure here leaves the rest usable.
 */
export function TodayCard({ onCheckedIn }: TodayCardProps) {
  // cache-first: the dashboard asks the server for today as it opens (DashboardPage); alone, the
  // card asks once itself
  const t = useT();
  const { data, error, refetch } = useQuery(TodayQuery, { fetchPolicy: "cache-first" });
  let body;
  if (data) body = <TodayBody today={data.today} onCheckedIn={onCheckedIn} />;
  else if (error) body = <LoadError what={t("dashboard.today.what")} error={error} onRetry={() => refetch()} />;
  else
    body = (
      <p className="muted" role="status">
        {t("dashboard.today.loading")}
      </p>
    );
  return (
    <section className="dash-card today-card" aria-labelledby="today-title">
      <h2 id="today-title">{t("dashboard.today.title")}</h2>
      {body}
      <p className="card-actions">
        <Link className="button button-secondary" to="/settings">
          {t("dashboard.today.reminderSettings")}
        </Link>
      </p>
    </section>
  );
}

function TodayBody({ today, onCheckedIn }: { today: TodayFieldsFragment; onCheckedIn?: () => void }) {
  const t = useT();
  const [checkIn] = useMutation(CheckInMutation, {
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: TodayQuery, data: { today: data.checkIn } });
    },
  });
  const busy = useRef(false);
  const [sending, setSending] = useState<CheckInAnswer | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const day = today.day;

  // an answer given offline waits on the device (offline/queue.ts) and is shown here until sent
  const queued = useQueuedItems((item) => item.kind === "checkIn" && item.day === day);
  const waiting = queued.items.at(-1);

  const send = async (answer: CheckInAnswer) => {
    if (busy.current || day === null) return;
    busy.current = true;
    setSending(answer);
    setSendError(null);
    const clientKey = newClientKey();
    const action = { kind: "checkIn", day, answer } as const;
    try {
      if (isOffline() && (await queueAction(action, clientKey))) return;
      await checkIn({ variables: { day, answer, clientKey } });
      onCheckedIn?.();
    } catch (e) {
      // no answer: kept with the same key, so an answer that did arrive is not recorded twice
      if (isNetworkFailure(e) && (await queueAction(action, clientKey))) return;
      setSendError(t("dashboard.today.notSaved", { reason: errorText(e) }));
    } finally {
      busy.current = false;
      setSending(null);
    }
  };

  return (
    <>
      <p className="today-day">
        {day !== null && (
          <>
            <strong>
              {today.milestoneName
                ? t("dashboard.today.dayOfMilestone", { day, milestone: milestoneName(today.milestoneName, t) })
                : t("dashboard.today.day", { day })}
            </strong>{" "}
          </>
        )}
        <time className="muted" dateTime={today.date}>
          {formatLongDay(today.date)}
        </time>
      </p>
      <TodayReading today={today} />
      {today.canCheckIn && day !== null ? (
        <>
          <p className="today-answer" role="status">
            {sending
              ? t("dashboard.today.saving")
              : waiting?.kind === "checkIn" && waiting.status === "waiting"
                ? answerText(waiting.answer as CheckInAnswer, t)
                : answerText(today.answer, t)}
          </p>
          {waiting && <QueuedNote item={waiting} what={t("dashboard.today.queuedWhat", { day })} onDiscard={queued.discard} />}
          <div className="today-buttons" role="group" aria-label={t("dashboard.today.answerFor", { day })} aria-busy={sending !== null || undefined}>
            {ANSWERS.map((answer) => {
              const chosen = today.answer === answer;
              return (
                <button
                  key={answer}
                  type="button"
                  className={`button today-button${chosen ? " is-chosen" : " button-secondary"}`}
                  aria-pressed={chosen}
                  onClick={() => void send(answer)}
                >
                  {chosen && (
                    <span className="today-check" aria-hidden="true">
                      ✓
                    </span>
                  )}
                  {t(ANSWER_LABEL[answer])}
                </button>
              );
            })}
          </div>
          <FormError>{sendError}</FormError>
          {today.catchUp && <TodayCatchUp catchUp={today.catchUp} onRead={onCheckedIn} />}
        </>
      ) : (
        !today.over && <p className="notice">{t(NO_CHECK_IN_TEXT)}</p>
      )}
      {(today.canCheckIn || today.streak.best > 0) && <StreakSummary streak={today.streak} />}
      <GradeBudget budget={today.gradeBudget} milestoneName={today.milestoneName} />
    </>
  );
}
