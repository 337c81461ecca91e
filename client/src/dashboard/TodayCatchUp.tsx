import { useMutation } from "@apollo/client/react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { writeToday } from "../catchup/cache";
import { CatchUpMarkReadMutation } from "../catchup/queries";
import {
  doneText,
  dueHeading,
  MARK_READ,
  MARK_READ_FAILED,
  MARKING_READ,
  nextText,
  planLinkText,
  PLANNER_PATH,
  progressText,
  SEE_PLAN_TEXT,
} from "../catchup/texts";
import "../catchup/catchup.css";
import { errorText } from "../errors/classify";
import type { CatchUpFieldsFragment } from "../gql/graphql";
import { useT } from "../i18n";
import { milestoneName } from "./milestoneNames";
import { FormError } from "../ui/Field";
import { PassageLinks } from "./PassageLinks";

type Plan = NonNullable<CatchUpFieldsFragment["plan"]>;

/**
 * The way back on the Today card (issue 28): with a plan, the catch-up due today (its passages
 * and "I read the catch-up"), else what comes next or that it is complete; with missed days no
 * plan covers, a link to the planner.
 */
export function TodayCatchUp({ catchUp, onRead }: { catchUp: CatchUpFieldsFragment; onRead?: () => void }) {
  const t = useT();
  const { plan, unplannedDays } = catchUp;
  let link = null;
  if (unplannedDays.length > 0) link = planLinkText(unplannedDays.length, plan !== null, t);
  else if (plan && !plan.done) link = t(SEE_PLAN_TEXT);
  if (!plan && !link) return null;
  return (
    <div className="today-catchup">
      {plan && <PlanToday plan={plan} onRead={onRead} />}
      {link && (
        <p className="today-catchup-link">
          <Link to={PLANNER_PATH}>{link}</Link>
        </p>
      )}
    </div>
  );
}

function PlanToday({ plan, onRead }: { plan: Plan; onRead?: () => void }) {
  const t = useT();
  const [markRead] = useMutation(CatchUpMarkReadMutation, {
    update(cache, { data }) {
      if (data) writeToday(cache, data.markCatchUpRead);
    },
  });
  const busy = useRef(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // After "I read the catch-up" the button goes: the sentence that replaces it takes the focus.
  const outcome = useRef<HTMLParagraphElement>(null);
  const [focusOutcome, setFocusOutcome] = useState(false);
  useEffect(() => {
    if (focusOutcome && outcome.current) {
      outcome.current.focus();
      setFocusOutcome(false);
    }
  }, [focusOutcome, plan]);

  const last = plan.due.at(-1);
  const send = async () => {
    if (busy.current || !last) return;
    busy.current = true;
    setSending(true);
    setError(null);
    try {
      await markRead({ variables: { through: last.number } });
      setFocusOutcome(true);
      onRead?.();
    } catch (e) {
      setError(`${t(MARK_READ_FAILED)} ${errorText(e)}`);
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  const progress = <p className="today-catchup-progress">{progressText(plan.madeUpCount, plan.missedDays.length, plan.finishBy, t)}</p>;
  if (plan.done) {
    return (
      <p className="today-catchup-outcome" ref={outcome} tabIndex={-1}>
        <span aria-hidden="true">✓ </span>
        {doneText(plan.missedDays.length, milestoneName(plan.milestoneName, t), t)}
      </p>
    );
  }
  if (!last) {
    return (
      <>
        {plan.next && (
          <p className="today-catchup-outcome" ref={outcome} tabIndex={-1}>
            {nextText(plan.next.reference, plan.next.date, t)}
          </p>
        )}
        {progress}
      </>
    );
  }
  return (
    <div className="today-reading">
      <h3 className="today-reference">{dueHeading(plan.due.map((d) => d.reference), t)}</h3>
      <PassageLinks passages={plan.due.flatMap((d) => d.passages)} label={t("dashboard.catchUp.passages")} />
      {progress}
      <button type="button" className="button today-catchup-button" aria-busy={sending || undefined} onClick={() => void send()}>
        {sending ? t(MARKING_READ) : t(MARK_READ)}
      </button>
      <FormError>{error}</FormError>
    </div>
  );
}
