import { CountdownDisplay, startOfCalendarDateMs, useCountdown } from "../countdown";
import type { DashboardGroupFieldsFragment } from "../gql/graphql";
import { useT } from "../i18n";
import { formatDay } from "./format";

export interface InvitationCardProps {
  group: Pick<DashboardGroupFieldsFragment, "invitationAvailableOn" | "whatsappInviteUrl"> | null;
}

/**
 * 'Accept Your Invitation' (spec 2): the group chat invitation. The server withholds the link
 * until it is available; until then the card counts down to the start of the availability day.
 */
export function InvitationCard({ group }: InvitationCardProps) {
  const t = useT();
  return (
    <section className="dash-card invitation-card" aria-labelledby="invitation-title">
      <h2 id="invitation-title">{t("dashboard.invitation.title")}</h2>
      {!group ? (
        <p className="muted">{t("dashboard.invitation.noGroup")}</p>
      ) : group.whatsappInviteUrl ? (
        <>
          <p>{t("dashboard.invitation.open")}</p>
          <p className="card-actions">
            <a className="button" href={group.whatsappInviteUrl} target="_blank" rel="noopener noreferrer">
              {t("dashboard.invitation.join")}{" "}
              <span className="visually-hidden">{t("dashboard.opensNewTab")}</span>
            </a>
          </p>
        </>
      ) : (
        <PendingInvitation availableOn={group.invitationAvailableOn} />
      )}
    </section>
  );
}

function PendingInvitation({ availableOn }: { availableOn: string }) {
  const t = useT();
  const targetMs = startOfCalendarDateMs(availableOn);
  const parts = useCountdown(targetMs);
  const reached = parts.days + parts.hours + parts.minutes + parts.seconds === 0;
  return (
    <>
      {reached ? (
        <p>{t("dashboard.invitation.soon")}</p>
      ) : (
        <>
          <p>{t("dashboard.invitation.weekBefore")}</p>
          <CountdownDisplay parts={parts} label={t("dashboard.invitation.opensIn")} className="invitation-countdown" />
        </>
      )}
      <p className="invitation-date">{t("dashboard.invitation.availableOn", { day: formatDay(availableOn) })}</p>
      <p className="card-actions">
        <button type="button" className="button" disabled>
          {t("dashboard.invitation.join")}
        </button>
      </p>
    </>
  );
}
