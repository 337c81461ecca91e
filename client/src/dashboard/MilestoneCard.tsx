import { useApolloClient } from "@apollo/client/react";
import { useEffect, useId, useRef, useState, type ChangeEvent } from "react";
import type { Grade, MilestoneFieldsFragment } from "../gql/graphql";
import { Trans, useT, type Translate } from "../i18n";
import { autosaveText, useAutosave } from "../ui/useAutosave";
import { errorText } from "../errors/classify";
import {
  gradeClass,
  HONESTY_NOTE,
  MISSING_DAYS_LABEL,
  parseMissingDays,
  SAVE_DEBOUNCE_MS,
} from "./milestone";
import { QueuedNote } from "../offline/QueuedNote";
import { isNetworkFailure, isOffline, newClientKey, queueAction } from "../offline/sync";
import { useQueuedItems } from "../offline/useOffline";
import { SetMissingDaysMutation } from "./queries";
import { useSessionExpiry } from "./useSessionExpiry";
import { calendarDateToLocalMidnight } from "../lib/dates";
import { formatDay } from "./format";
import { milestoneName } from "./milestoneNames";

/** What an open milestone without an entry reads as (the specification's cleared input). */
const BLANK_GRADE: Grade = "D";

/** A value to send: a number of missing days, or null to clear the entry. */
type Entry = number | null;

export interface MilestoneCardProps {
  milestone: MilestoneFieldsFragment;
  /** Wait after the last change before saving (ms). */
  debounceMs?: number;
}

/**
 * One milestone (spec 2: Milestone Progress): its standing as the server computed it, and,
 * until it is completed, the cumulative missing-days input. Changes are checked here, saved
 * after a pause by ui/useAutosave (one request at a time, the newest value last), and the card
 * then shows the server's recomputed milestone, which arrives through Apollo's normalised cache.
 */
export function MilestoneCard({ milestone, debounceMs = SAVE_DEBOUNCE_MS }: MilestoneCardProps) {
  const t = useT();
  const client = useApolloClient();
  const handleSessionExpiry = useSessionExpiry();
  const { id, dayNumber, daysCompleted, percentage, grade, completed, open, firstDay, opensOn } = milestone;
  const name = milestoneName(milestone.name, t);
  const uid = useId();
  const headingId = `${uid}-name`;
  const inputId = `${uid}-input`;
  const noteId = `${uid}-note`;
  const problemId = `${uid}-problem`;

  const [text, setText] = useState(() => entryText(milestone.missingDays));
  // A completed milestone hides its input until the member chooses Edit.
  const [editing, setEditing] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // an entry made offline waits on the device (offline/queue.ts) and is shown here until sent
  const queued = useQueuedItems((item) => item.kind === "missingDays" && item.milestoneId === id);
  const waiting = queued.items.at(-1);
  const autosave = useAutosave<Entry>({
    saved: milestone.missingDays,
    save: async (value) => {
      const clientKey = newClientKey();
      const action = { kind: "missingDays", milestoneId: id, missingDays: value } as const;
      if (isOffline() && (await queueAction(action, clientKey))) return;
      try {
        return await client.mutate({
          mutation: SetMissingDaysMutation,
          variables: { milestoneId: id, missingDays: value, clientKey },
        });
      } catch (e) {
        // no answer: kept with the same key, so an entry that did arrive is not applied twice
        if (isNetworkFailure(e) && (await queueAction(action, clientKey))) return;
        throw e;
      }
    },
    // an expired session signs the member out instead
    errorText: (error) => (handleSessionExpiry(error) ? null : errorText(error)),
    debounceMs,
  });
  const save = autosave.status;
  const inputFocused = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Follow the server's value when it changes from elsewhere (a reload, another device) and
  // the member is not in the middle of an edit here (nothing waiting or in flight).
  const [shownServerValue, setShownServerValue] = useState(milestone.missingDays);
  if (milestone.missingDays !== shownServerValue) {
    setShownServerValue(milestone.missingDays);
    if (save.kind !== "saving" && problem === null) {
      setText(entryText(milestone.missingDays));
    }
  }

  // When a save completes the milestone, its input goes away: keep the keyboard focus in the card.
  useEffect(() => {
    if (completed && inputFocused.current && !editing) {
      inputFocused.current = false;
      headingRef.current?.focus();
    }
  }, [completed, editing]);

  useEffect(() => {
    if (editing) inputRef.current?.focus();
  }, [editing]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    setText(raw);
    const parsed = parseMissingDays(raw, dayNumber, t);
    if (parsed.kind === "invalid") {
      setProblem(parsed.message);
      autosave.discard(); // neither this value nor a valid prefix of it is sent
      return;
    }
    setProblem(null);
    autosave.change(parsed.kind === "clear" ? null : parsed.value);
  };

  const graded = grade !== null;
  // An open milestone with no entry (never entered, or cleared) reads as the specification's
  // cleared input: 0 percent, grade D, not completed. '--' is for milestones not open yet.
  const blank = !graded && open;
  const lock = open ? null : lockText(firstDay, opensOn ?? null, t);

  return (
    <article
      className={`milestone-card${completed ? " is-completed" : ""}${lock ? " is-locked" : ""}`}
      aria-labelledby={headingId}
      data-milestone-id={id}
    >
      <header className="milestone-head">
        <h3 id={headingId} ref={headingRef} tabIndex={-1}>
          {name}
        </h3>
        <p className="milestone-day">{t("dashboard.milestone.day", { day: dayNumber })}</p>
      </header>

      {lock && (
        <p className="milestone-locked">
          <span aria-hidden="true">🔒 </span>
          {lock}
        </p>
      )}

      {completed && (
        <p className="milestone-completed">
          <span aria-hidden="true">✓ </span>
          {t("dashboard.milestone.completed")}
        </p>
      )}

      <dl className="milestone-stats">
        <div>
          <dt>{t("dashboard.milestone.daysCompleted")}</dt>
          <dd>
            {graded ? (
              `${daysCompleted}/${dayNumber}`
            ) : open ? (
              <span className="milestone-empty">{t("dashboard.milestone.enterMissing")}</span>
            ) : (
              "--"
            )}
          </dd>
        </div>
        <div>
          <dt>{t("dashboard.milestone.percentage")}</dt>
          <dd>{graded || blank ? t("dashboard.milestone.percent", { percentage }) : "--"}</dd>
        </div>
        <div>
          <dt>{t("dashboard.milestone.grade")}</dt>
          <dd>
            <span className={gradeClass(blank ? BLANK_GRADE : grade)} data-testid="grade">
              {grade ?? (blank ? BLANK_GRADE : "--")}
            </span>
          </dd>
        </div>
      </dl>

      {completed && open && !editing && (
        <button type="button" className="button button-secondary button-small" onClick={() => setEditing(true)}>
          <Trans id="dashboard.milestone.edit" values={{ name }} components={{ 0: <span className="visually-hidden" /> }} />
        </button>
      )}

      {open && (!completed || editing) && (
        <div className="milestone-input">
          <label htmlFor={inputId}>{t(MISSING_DAYS_LABEL)}</label>
          {/* Text, not type="number": a wheel or an arrow key must never change (and save) a
              member's progress; only what they type is sent. */}
          <input
            ref={inputRef}
            id={inputId}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={text}
            onChange={onChange}
            onFocus={() => (inputFocused.current = true)}
            onBlur={() => {
              inputFocused.current = false;
              autosave.flush();
            }}
            aria-invalid={problem !== null}
            aria-describedby={problem ? `${problemId} ${noteId}` : noteId}
          />
          <p id={problemId} className="field-problem" aria-live="polite">
            {problem}
          </p>
          <p id={noteId} className="milestone-note">
            {t(HONESTY_NOTE)}
          </p>
        </div>
      )}

      <div className="save-line">
        {waiting && save.kind !== "saving" ? (
          <QueuedNote item={waiting} what={t("dashboard.milestone.queuedWhat", { name })} onDiscard={queued.discard} />
        ) : (
          <p className={`save-status save-${save.kind}`} role="status">
            {autosaveText(save)}
          </p>
        )}
        {save.kind === "error" && (
          <button type="button" className="button button-secondary button-small" onClick={autosave.retry}>
            <Trans id="dashboard.milestone.retry" values={{ name }} components={{ 0: <span className="visually-hidden" /> }} />
          </button>
        )}
      </div>
    </article>
  );
}

/**
 * Why a milestone takes no entry: it opens on a later day of the group's journey, or the
 * group's time to report has passed. Null without a group (the grid says so once).
 */
function lockText(firstDay: number, opensOn: string | null, t: Translate): string | null {
  if (opensOn === null) return null;
  const opens = calendarDateToLocalMidnight(opensOn);
  if (opens !== null && opens.getTime() > Date.now()) {
    return t("dashboard.milestone.opensOn", { day: firstDay, date: formatDay(opensOn) });
  }
  return t("dashboard.milestone.closed");
}

function entryText(missingDays: number | null): string {
  return missingDays === null ? "" : String(missingDays);
}
