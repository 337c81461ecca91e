import { useMutation } from "@apollo/client/react";
import { useEffect, useRef, useState } from "react";
import type { NextGroupFieldsFragment } from "../gql/graphql";
import { errorText } from "../errors/classify";
import { Trans, useT } from "../i18n";
import { formatDay } from "./format";
import { CancelNextGroupMutation, JoinNextGroupMutation } from "./queries";
import { useSessionExpiry } from "./useSessionExpiry";

export interface NextGroupBannerProps {
  nextGroup: NextGroupFieldsFragment;
}

/**
 * The group after the member's own (spec 2: Next Group banner; spec 4: Next-group membership).
 * Joining and cancelling return the group as the server now sees it (its member count bounded
 * by the server), which Apollo's cache puts on screen.
 */
export function NextGroupBanner({ nextGroup }: NextGroupBannerProps) {
  const { id, name, startDate, registrationDeadline, memberCount, maxMembers, alreadyJoined, canJoin } = nextGroup;
  const t = useT();
  const handleSessionExpiry = useSessionExpiry();
  const [join, joinState] = useMutation(JoinNextGroupMutation);
  const [cancel, cancelState] = useMutation(CancelNextGroupMutation);
  const [problem, setProblem] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [focusNext, setFocusNext] = useState<"join" | "cancel" | null>(null);
  const joinRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const busy = joinState.loading || cancelState.loading;

  // The button pressed goes away with the change; put the focus on the one that replaces it.
  // (The new button appears when the cache delivers the server's answer, so wait for it.)
  useEffect(() => {
    const target = focusNext === "join" ? joinRef.current : focusNext === "cancel" ? cancelRef.current : null;
    if (!target) return;
    target.focus();
    setFocusNext(null);
  }, [focusNext, alreadyJoined, canJoin]);

  const run = async (action: "join" | "cancel") => {
    setProblem(null);
    setAnnouncement("");
    try {
      if (action === "join") {
        await join({ variables: { id } });
        setAnnouncement(t("dashboard.nextGroup.scheduledFor", { name }));
        setFocusNext("cancel");
      } else {
        await cancel({ variables: { id } });
        setAnnouncement(t("dashboard.nextGroup.noLongerScheduled", { name }));
        setFocusNext("join");
      }
    } catch (error) {
      if (!handleSessionExpiry(error)) setProblem(errorText(error));
    }
  };

  return (
    <section className="dashboard-section next-group" aria-labelledby="next-group-title">
      <p className="eyebrow">{t("dashboard.nextGroup.eyebrow")}</p>
      <h2 id="next-group-title">{name}</h2>
      <dl className="next-group-facts">
        <div>
          <dt>{t("dashboard.nextGroup.starts")}</dt>
          <dd>{formatDay(startDate)}</dd>
        </div>
        <div>
          <dt>{t("dashboard.nextGroup.deadline")}</dt>
          <dd>{formatDay(registrationDeadline)}</dd>
        </div>
        <div>
          <dt>{t("dashboard.nextGroup.members")}</dt>
          <dd data-testid="next-group-count">
            {t("dashboard.nextGroup.joined", { count: memberCount, max: maxMembers })}
          </dd>
        </div>
      </dl>

      <div className="next-group-actions">
        {alreadyJoined ? (
          <>
            <p className="next-group-scheduled">
              <span aria-hidden="true">✓ </span>
              {t("dashboard.nextGroup.scheduled")}
            </p>
            <button
              ref={cancelRef}
              type="button"
              className="button button-secondary"
              disabled={busy}
              onClick={() => void run("cancel")}
            >
              {cancelState.loading ? t("dashboard.nextGroup.cancelling") : t("dashboard.nextGroup.cancel")}{" "}
              <Trans id="dashboard.nextGroup.myPlace" values={{ name }} components={{ 0: <span className="visually-hidden" /> }} />
            </button>
          </>
        ) : canJoin ? (
          <button ref={joinRef} type="button" className="button" disabled={busy} onClick={() => void run("join")}>
            {joinState.loading ? t("dashboard.nextGroup.joining") : t("dashboard.nextGroup.join")}
          </button>
        ) : (
          <p className="next-group-closed">{t("dashboard.nextGroup.closed")}</p>
        )}
      </div>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {problem && (
        <p className="inline-error" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
