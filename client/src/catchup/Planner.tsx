import { useMutation, useQuery } from "@apollo/client/react";
import { useId, useRef, useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { classify, errorText } from "../errors/classify";
import { milestoneName } from "../dashboard/milestoneNames";
import type { CatchUpProposalQuery as Proposal } from "../gql/graphql";
import { useT } from "../i18n";
import { Field, FormError } from "../ui/Field";
import { LoadError } from "../ui/LoadError";
import { splitServerErrors } from "../ui/useForm";
import { writeToday } from "./cache";
import { MissedDays } from "./MissedDays";
import { PlanDays } from "./PlanDays";
import { CatchUpAcceptMutation, CatchUpProposalQuery } from "./queries";
import {
  BACK_TO_DASHBOARD,
  CHOOSE_DATE,
  FINISH_LABEL,
  finishHint,
  paceText,
  PLANNER_TITLE,
  REFUSED_STATUS,
  REPLACES_TEXT,
  REPLAN_TITLE,
  START,
  STARTED_TEXT,
  STARTING,
  WORKING_OUT,
} from "./texts";
import { useChosenDate } from "./useChosenDate";

type ProposalFields = Proposal["catchUpProposal"];

/** The server's refusal of a date to finish by (extensions.field "finishBy"), if that is what `error` is. */
function refusalOf(error: unknown): string | undefined {
  return splitServerErrors<{ finishBy: string }>(error, ["finishBy"]).fieldErrors.finishBy;
}

/**
 * The planner (issue 28): the days the member missed, a date to finish by (the milestone's last
 * day unless they choose an earlier one), the plan for it, and "Start this plan", which accepts it
 * and goes to the dashboard. A refused date is said beside the input; a member with nothing to
 * catch up reads the server's reason.
 */
export function Planner({ today, replacing }: { today: string; replacing: boolean }) {
  const t = useT();
  const titleId = useId();
  const navigate = useNavigate();
  const date = useChosenDate();
  const { data, error, loading, refetch } = useQuery(CatchUpProposalQuery, {
    variables: { finishBy: date.chosen },
    fetchPolicy: "network-only",
  });
  // The last plan shown: the missed days and the date's bounds stay while another date is asked about.
  const answered = loading ? undefined : data?.catchUpProposal;
  const [last, setLast] = useState<ProposalFields | undefined>(answered);
  if (answered && answered !== last) setLast(answered);

  const [accept] = useMutation(CatchUpAcceptMutation, {
    update(cache, { data }) {
      if (data) writeToday(cache, data.acceptCatchUp);
    },
  });
  const input = useRef<HTMLInputElement>(null);
  const busy = useRef(false);
  const [starting, setStarting] = useState(false);
  const [acceptRefusal, setAcceptRefusal] = useState<string | null>(null);
  const [acceptError, setAcceptError] = useState<string | null>(null);

  const title = (
    <>
      <h2 id={titleId}>{replacing ? t(REPLAN_TITLE) : t(PLANNER_TITLE)}</h2>
      {replacing && <p>{t(REPLACES_TEXT)}</p>}
    </>
  );

  if (!last) {
    let body;
    if (error && classify(error).kind !== "server") body = <LoadError error={error} onRetry={() => refetch()} />;
    else
      body = (
        <>
          <p role="status" className={error ? undefined : "muted"}>
            {error ? errorText(error) : t(WORKING_OUT)}
          </p>
          {error && (
            <p>
              <Link to="/dashboard">{t(BACK_TO_DASHBOARD)}</Link>
            </p>
          )}
        </>
      );
    return (
      <section className="catchup-section surface" aria-labelledby={titleId}>
        {title}
        {body}
      </section>
    );
  }

  const shown = date.settled && !loading;
  const proposal = shown ? answered : undefined;
  const refusal = acceptRefusal ?? (shown && error ? refusalOf(error) : undefined);
  const otherError = shown && error && !refusalOf(error) ? error : undefined;
  let status = "";
  if (date.incomplete) status = t(CHOOSE_DATE);
  else if (!shown) status = t(WORKING_OUT);
  else if (refusal) status = t(REFUSED_STATUS);
  else if (proposal) status = paceText(proposal.minutesPerDay, proposal.days.at(-1)?.date ?? proposal.finishBy, t);

  const start = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current || !proposal) return;
    busy.current = true;
    setStarting(true);
    setAcceptError(null);
    try {
      await accept({ variables: { finishBy: proposal.finishBy } });
      navigate("/dashboard", { state: { welcome: t(STARTED_TEXT) } });
      // the button is gone: the dashboard's content (its notice first) takes the focus
      document.getElementById("main")?.focus();
    } catch (e) {
      const refused = refusalOf(e);
      if (refused) {
        setAcceptRefusal(refused);
        input.current?.focus();
      } else {
        setAcceptError(errorText(e));
      }
    } finally {
      busy.current = false;
      setStarting(false);
    }
  };

  return (
    <section className="catchup-section surface" aria-labelledby={titleId}>
      {title}
      <MissedDays missed={last.missed} milestone={last.milestoneName} />
      <form className="catchup-form" noValidate aria-labelledby={titleId} onSubmit={(e) => void start(e)}>
        <Field
          label={t(FINISH_LABEL)}
          error={refusal}
          hint={finishHint(last.latestFinishBy, milestoneName(last.milestoneName, t), t)}
          required
        >
          {(control) => (
            <input
              {...control}
              ref={input}
              type="date"
              name="finishBy"
              min={today}
              max={last.latestFinishBy}
              value={date.draft ?? last.finishBy}
              onChange={(e) => {
                setAcceptRefusal(null);
                setAcceptError(null);
                date.setDraft(e.target.value);
              }}
              onBlur={date.flush}
            />
          )}
        </Field>
        <p className="catchup-pace" role="status">
          {status}
        </p>
        {proposal && <PlanDays days={proposal.days} label={t("catchup.planDays")} />}
        {otherError && <LoadError error={otherError} onRetry={() => refetch()} />}
        <FormError>{acceptError}</FormError>
        <p className="catchup-actions">
          <button
            type="submit"
            className="button"
            aria-disabled={!proposal || starting || undefined}
            aria-busy={starting || undefined}
          >
            {starting ? t(STARTING) : t(START)}
          </button>
        </p>
      </form>
    </section>
  );
}
