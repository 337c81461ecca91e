import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { milestoneName } from "../dashboard/milestoneNames";
import type { CatchUpFieldsFragment } from "../gql/graphql";
import { useT } from "../i18n";
import { ConfirmDialog } from "../ui/ConfirmDialog";
import { writeToday } from "./cache";
import { PlanDays } from "./PlanDays";
import { CatchUpDropMutation } from "./queries";
import { doneText, planProgressText, STOP, STOP_EFFECT, stopQuestion, STOPPING } from "./texts";

type Plan = NonNullable<CatchUpFieldsFragment["plan"]>;

/**
 * The member's plan under way: how far they are, its days (those read say so), and "Stop this
 * plan" behind a question. `onStopped` runs once the server has dropped it.
 */
export function CurrentPlan({ plan, onStopped }: { plan: Plan; onStopped: () => void }) {
  const t = useT();
  const milestone = milestoneName(plan.milestoneName, t);
  const [confirming, setConfirming] = useState(false);
  const [drop] = useMutation(CatchUpDropMutation, {
    update(cache, { data }) {
      if (data) writeToday(cache, data.dropCatchUp);
    },
  });
  return (
    <section className="catchup-section surface" aria-labelledby="catchup-plan-title">
      <h2 id="catchup-plan-title">{t("catchup.planFor", { milestone })}</h2>
      <p>{planProgressText(plan, t)}</p>
      {plan.done && <p className="catchup-pace">{doneText(plan.missedDays.length, milestone, t)}</p>}
      <PlanDays days={plan.days} label={t("catchup.yourPlanDays")} />
      {!plan.done && (
        <p className="catchup-actions">
          <button type="button" className="button button-secondary" onClick={() => setConfirming(true)}>
            {t(STOP)}
          </button>
        </p>
      )}
      {confirming && (
        <ConfirmDialog
          title={t(STOP)}
          question={stopQuestion(milestone, t)}
          confirmLabel={t(STOP)}
          busyLabel={t(STOPPING)}
          onConfirm={async () => {
            await drop();
            onStopped();
          }}
          onClose={() => setConfirming(false)}
        >
          <p>{t(STOP_EFFECT)}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
