import { CountdownDisplay, startOfCalendarDateMs, useCountdown } from "../countdown";
import type { DashboardGroupFieldsFragment } from "../gql/graphql";
import { formatDay } from "./format";

export const JOIN_READING_GROUP = "Join Reading Group";

export interface InvitationCardProps {
  group: Pick<DashboardGroupFieldsFragment, "invitationAvailableOn" | "whatsappInviteUrl"> | null;
}

/**
 * 'Accept Your Invitation' (spec 2): the group chat invitation. The server withholds the link
 * until it is available; until then the card counts down to the start of the availability day.
 */
export function InvitationCard({ group }: InvitationCardProps) {
  return (
    <section className="dash-card invitation-card" aria-labelledby="invitation-title">
      <h2 id="invitation-title">Accept Your Invitation</h2>
      {!group ? (
        <p className="muted">Your invitation to the group chat appears here once you have been placed in a group.</p>
      ) : group.whatsappInviteUrl ? (
        <>
          <p>Your group chat is open. Join it to read along and encourage one another.</p>
          <p className="card-actions">
            <a className="button" href={group.whatsappInviteUrl} target="_blank" rel="noopener noreferrer">
              {JOIN_READING_GROUP}{" "}
              <span className="visually-hidden">(opens in a new tab)</span>
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
  const targetMs = startOfCalendarDateMs(availableOn);
  const parts = useCountdown(targetMs);
  const reached = parts.days + parts.hours + parts.minutes + parts.seconds === 0;
  return (
    <>
      {reached ? (
        <p>The invitation link will be posted here shortly.</p>
      ) : (
        <>
          <p>Your group chat invitation opens a week before your group starts.</p>
          <CountdownDisplay parts={parts} label="Invitation opens in" className="invitation-countdown" />
        </>
      )}
      <p className="invitation-date">Available on {formatDay(availableOn)}</p>
      <p className="card-actions">
        <button type="button" className="button" disabled>
          {JOIN_READING_GROUP}
        </button>
      </p>
    </>
  );
}
