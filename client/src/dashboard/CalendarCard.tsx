import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { Trans, useT } from "../i18n";
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
  const t = useT();
  const [renewing, setRenewing] = useState(false);
  const [renewed, setRenewed] = useState(false);
  if (!url) return null;
  return (
    <section className="dash-card calendar-card" aria-labelledby="calendar-title">
      <h2 id="calendar-title">{t("dashboard.calendar.title")}</h2>
      <p>{t("dashboard.calendar.intro")}</p>
      <p className="card-actions">
        <a className="button button-secondary" href={url}>
          <Trans id="dashboard.calendar.add" components={{ 0: <span className="visually-hidden" /> }} />
        </a>
      </p>
      <p className="muted calendar-hint">
        {t("dashboard.calendar.subscribe")} <span className="calendar-url">{url}</span>
      </p>
      <p className="calendar-renew">
        <button type="button" className="button button-secondary" onClick={() => setRenewing(true)}>
          {t("dashboard.calendar.renew")}
        </button>
        {renewed && (
          <span role="status" className="muted">
            {" "}
            {t("dashboard.calendar.renewed")}
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
  const t = useT();
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
      title={t("dashboard.calendar.renewTitle")}
      question={t("dashboard.calendar.renewQuestion")}
      confirmLabel={t("dashboard.calendar.renew")}
      busyLabel={t("dashboard.calendar.renewing")}
      focusCancel
      onConfirm={async () => {
        await renew();
        onRenewed();
      }}
      onClose={onClose}
    />
  );
}
