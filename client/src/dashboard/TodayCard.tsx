import { useMutation, useQuery } from "@apollo/client/react";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { errorText } from "../errors/classify";
import type { CheckInAnswer, TodayFieldsFragment } from "../gql/graphql";
import { ANSWER_LABEL, ANSWERS, answerVerb } from "../habit/answers";
import { formatLongDay } from "../habit/format";
import { StreakSummary } from "../habit/StreakSummary";
import { QueuedNote } from "../offline/QueuedNote";
import { isNetworkFailure, isOffline, newClientKey, queueAction } from "../offline/sync";
import { useQueuedItems } from "../offline/useOffline";
import { FormError } from "../ui/Field";
import { LoadError } from "../ui/LoadError";
import { GradeBudget } from "./GradeBudget";
import { CheckInMutation, TodayQuery } from "./queries";
import { TodayCatchUp } from "./TodayCatchUp";
import { TodayReading } from "./TodayReading";
import "./today.css";

/** Said instead of the buttons when there is no day to answer. */
export const NO_CHECK_IN_TEXT = "There is no day to check in for today: your group's journey is not under way.";

/** What the card says of today's answer. */
export function answerText(answer: CheckInAnswer | null): string {
  return answer ? `Checked in: you ${answerVerb(answer)} today.` : "You have not checked in today.";
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
  const { data, error, refetch } = useQuery(TodayQuery, { fetchPolicy: "cache-first" });
  let body;
  if (data) body = <TodayBody today={data.today} onCheckedIn={onCheckedIn} />;
  else if (error) body = <LoadError what="Today's check-in" error={error} onRetry={() => refetch()} />;
  else
    body = (
      <p className="muted" role="status">
        Loading today's check-in…
      </p>
    );
  return (
    <section className="dash-card today-card" aria-labelledby="today-title">
      <h2 id="today-title">Today</h2>
      {body}
      <p className="card-actions">
        <Link className="button button-secondary" to="/settings">
          Reminder settings
        </Link>
      </p>
    </section>
  );
}

function TodayBody({ today, onCheckedIn }: { today: TodayFieldsFragment; onCheckedIn?: () => void }) {
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
      setSendError(`Your answer was not saved. ${errorText(e)}`);
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
              Day {day} of 365{today.milestoneName && ` · ${today.milestoneName}`}
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
              ? "Saving your answer…"
              : waiting?.kind === "checkIn" && waiting.status === "waiting"
                ? answerText(waiting.answer as CheckInAnswer)
                : answerText(today.answer)}
          </p>
          {waiting && <QueuedNote item={waiting} what={`your answer for day ${day}`} onDiscard={queued.discard} />}
          <div className="today-buttons" role="group" aria-label={`Your answer for day ${day}`} aria-busy={sending !== null || undefined}>
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
                  {ANSWER_LABEL[answer]}
                </button>
              );
            })}
          </div>
          <FormError>{sendError}</FormError>
          {today.catchUp && <TodayCatchUp catchUp={today.catchUp} onRead={onCheckedIn} />}
        </>
      ) : (
        !today.over && <p className="notice">{NO_CHECK_IN_TEXT}</p>
      )}
      {(today.canCheckIn || today.streak.best > 0) && <StreakSummary streak={today.streak} />}
      <GradeBudget budget={today.gradeBudget} milestoneName={today.milestoneName} />
    </>
  );
}
