import { useApolloClient } from "@apollo/client/react";
import { useEffect, useId, useRef, useState, type ChangeEvent } from "react";
import type { MilestoneFieldsFragment } from "../gql/graphql";
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
  const client = useApolloClient();
  const handleSessionExpiry = useSessionExpiry();
  const { id, name, dayNumber, daysCompleted, percentage, grade, completed, open, firstDay, opensOn } = milestone;
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
    const parsed = parseMissingDays(raw, dayNumber);
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
  const lock = open ? null : lockText(firstDay, opensOn ?? null);

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
        <p className="milestone-day">Day {dayNumber}</p>
      </header>

      {lock && (
        <p className="milestone-locked">
          <span aria-hidden="true">🔒 </span>
          {lock}
        </p>
      )}

      {completed && (
        <p className="milestone-completed">
          <span aria-hidden="true">✓ </span>Completed
        </p>
      )}

      <dl className="milestone-stats">
        <div>
          <dt>Days completed</dt>
          <dd>
            {graded ? (
              `${daysCompleted}/${dayNumber}`
            ) : open ? (
              <span className="milestone-empty">Enter missing days</span>
            ) : (
              "--"
            )}
          </dd>
        </div>
        <div>
          <dt>Percentage</dt>
          <dd>{graded || blank ? `${percentage}%` : "--"}</dd>
        </div>
        <div>
          <dt>Grade</dt>
          <dd>
            <span className={gradeClass(blank ? "D" : grade)} data-testid="grade">
              {grade ?? (blank ? "D" : "--")}
            </span>
          </dd>
        </div>
      </dl>

      {completed && open && !editing && (
        <button type="button" className="button button-secondary button-small" onClick={() => setEditing(true)}>
          Edit <span className="visually-hidden">missing days for {name}</span>
        </button>
      )}

      {open && (!completed || editing) && (
        <div className="milestone-input">
          <label htmlFor={inputId}>{MISSING_DAYS_LABEL}</label>
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
            {HONESTY_NOTE}
          </p>
        </div>
      )}

      <div className="save-line">
        {waiting && save.kind !== "saving" ? (
          <QueuedNote item={waiting} what={`the entry for ${name}`} onDiscard={queued.discard} />
        ) : (
          <p className={`save-status save-${save.kind}`} role="status">
            {autosaveText(save)}
          </p>
        )}
        {save.kind === "error" && (
          <button type="button" className="button button-secondary button-small" onClick={autosave.retry}>
            Retry <span className="visually-hidden">saving {name}</span>
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
function lockText(firstDay: number, opensOn: string | null): string | null {
  if (opensOn === null) return null;
  const opens = calendarDateToLocalMidnight(opensOn);
  if (opens !== null && opens.getTime() > Date.now()) {
    return `Opens on day ${firstDay}, ${formatDay(opensOn)}`;
  }
  return "Entries for this group have closed";
}

function entryText(missingDays: number | null): string {
  return missingDays === null ? "" : String(missingDays);
}
