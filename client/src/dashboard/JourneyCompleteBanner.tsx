import { useMutation } from "@apollo/client/react";
import { useCallback, useEffect, useRef, useState } from "react";
import type { TrophyRequestFieldsFragment, TrophyRequestStatus } from "../gql/graphql";
import { errorText } from "../errors/classify";
import { msg, Trans, useT, type Message } from "../i18n";
import { DashboardQuery, RequestTrophyApprovalMutation } from "./queries";
import { TrophyIcon } from "./TrophyIcon";
import { useSessionExpiry } from "./useSessionExpiry";

export const TROPHY_REQUEST_DESCRIPTION = "Completed all 8 milestones";
export const SUBMITTED_TEXT = msg("dashboard.trophy.submitted");

const STATUS_TEXT: Record<TrophyRequestStatus, Message> = {
  PENDING: msg("dashboard.trophy.pending"),
  APPROVED: msg("dashboard.trophy.approved"),
  REJECTED: msg("dashboard.trophy.rejected"),
};

type RequestState = { kind: "idle" } | { kind: "submitting" } | { kind: "submitted" } | { kind: "error"; message: string };

export interface JourneyCompleteBannerProps {
  /** The member's trophy request in this group, or null when none was made yet. */
  trophyRequest: TrophyRequestFieldsFragment | null;
}

/**
 * 'Journey Complete!' (spec 2, spec 4: Trophy request). Rendered only when the server says the
 * journey is complete. With no request yet it asks for admin approval once, by itself, and
 * then says so in an alert; the server refuses requests for journeys that are not complete and
 * answers a repeated request with the one already made.
 */
export function JourneyCompleteBanner({ trophyRequest }: JourneyCompleteBannerProps) {
  const t = useT();
  const handleSessionExpiry = useSessionExpiry();
  const [state, setState] = useState<RequestState>({ kind: "idle" });
  const requested = useRef(false);
  const [requestApproval] = useMutation(RequestTrophyApprovalMutation, {
    update(cache, { data }) {
      const request = data?.requestTrophyApproval;
      if (!request) return;
      cache.updateQuery({ query: DashboardQuery }, (previous) =>
        previous ? { ...previous, dashboard: { ...previous.dashboard, trophyRequest: request } } : previous,
      );
    },
  });

  const submit = useCallback(async () => {
    setState({ kind: "submitting" });
    try {
      await requestApproval({ variables: { description: TROPHY_REQUEST_DESCRIPTION } });
      setState({ kind: "submitted" });
    } catch (error) {
      if (!handleSessionExpiry(error)) setState({ kind: "error", message: errorText(error) });
    }
  }, [requestApproval, handleSessionExpiry]);

  // Once per mount, and only when there is no request yet (the ref survives StrictMode's
  // second effect run, so the request is never sent twice).
  useEffect(() => {
    if (trophyRequest || requested.current) return;
    requested.current = true;
    void submit();
  }, [trophyRequest, submit]);

  const status = trophyRequest?.status;

  return (
    <section className="journey-complete" aria-labelledby="journey-complete-title">
      <TrophyIcon className="journey-complete-icon" width={48} height={48} />
      <h2 id="journey-complete-title">{t("dashboard.trophy.title")}</h2>
      <p>
        {t("dashboard.trophy.congratulations")}{" "}
        {/* Just submitted: the alert below says so, once. */}
        {state.kind === "submitting"
          ? t("dashboard.trophy.submitting")
          : state.kind === "idle"
            ? t("dashboard.trophy.wasSubmitted")
            : null}
      </p>
      {status && (
        <p className="trophy-status">
          {t("dashboard.trophy.status")}{" "}
          <span className={`trophy-chip trophy-${status.toLowerCase()}`}>{status in STATUS_TEXT ? t(STATUS_TEXT[status]) : status}</span>
        </p>
      )}
      <div role="alert" className="journey-complete-alert">
        {state.kind === "submitted" && <p className="success-note">{t(SUBMITTED_TEXT)}</p>}
        {state.kind === "error" && (
          <p className="inline-error">{t("dashboard.trophy.failed", { reason: state.message })}</p>
        )}
      </div>
      {state.kind === "error" && (
        <button type="button" className="button" onClick={() => void submit()}>
          <Trans id="dashboard.trophy.retry" components={{ 0: <span className="visually-hidden" /> }} />
        </button>
      )}
    </section>
  );
}
