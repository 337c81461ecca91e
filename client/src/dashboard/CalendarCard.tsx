import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { ConfirmDialog } from "../ui/ConfirmDialog";
import { DashboardQuery, RenewCalendarUrlMutation } from "./queries";

export interface CalendarCardProps {
  /** The member's own calendar feed (an unguessable .ics address); null without a group. */
  url: string | null;
}

/**
 * "Add to calendar": the member's group dates (start, registration deadline, each milestone's
 * end) as an .ics file, and its address for a calendar app to subscribe to, so later changes
 * reach the calendar too. The address is a secret: a member who shared it by mistake gets a new
 * one, and the old one stops working. Nothing without a feed (no group yet).
 */
export function CalendarCard({ url }: CalendarCardProps) {
  const [renewing, setRenewing] = useState(false);
  const [renewed, setRenewed] = useState(false);
  if (!url) return null;
  return (
    <section className="dash-card calendar-card" aria-labelledby="calendar-title">
      <h2 id="calendar-title">Your Group's Dates</h2>
      <p>The start date, the registration deadline and the end of each milestone, in your calendar.</p>
      <p className="card-actions">
        <a className="button button-secondary" href={url}>
          Add to calendar <span className="visually-hidden">(.ics file)</span>
        </a>
      </p>
      <p className="muted calendar-hint">
        Calendar apps (Google Calendar, Apple Calendar, Outlook) can also subscribe to this address, so the dates stay
        up to date: <span className="calendar-url">{url}</span>
      </p>
      <p className="calendar-renew">
        <button type="button" className="button button-secondary" onClick={() => setRenewing(true)}>
          Get a new address
        </button>
        {renewed && (
          <span role="status" className="muted">
            {" "}
            New address ready: the old one no longer works.
          </span>
        )}
      </p>
      {renewing && <RenewCalendarDialog onClose={() => setRenewing(false)} onRenewed={() => setRenewed(true)} />}
    </section>
  );
}

interface RenewCalendarDialogProps {
  onClose: () => void;
  onRenewed: () => void;
}

/** Asks before replacing the address: calendars subscribed to the old one stop updating. */
function RenewCalendarDialog({ onClose, onRenewed }: RenewCalendarDialogProps) {
  const [renew] = useMutation(RenewCalendarUrlMutation, {
    update(cache, { data }) {
      if (data === undefined || data === null) return;
      cache.updateQuery({ query: DashboardQuery }, (previous) =>
        previous
          ? {
              ...previous,
              dashboard: {
                ...previous.dashboard,
                calendarUrl: data.renewCalendarUrl,
              },
            }
          : previous,
      );
    },
  });
  return (
    <ConfirmDialog
      title="Get a new calendar address?"
      question="The current address stops working at once. Calendars subscribed to it stop updating until you add the new address. Do this if you shared the address by mistake."
      confirmLabel="Get a new address"
      busyLabel="Getting a new address…"
      focusCancel
      onConfirm={async () => {
        await renew();
        onRenewed();
      }}
      onClose={onClose}
    />
  );
}
