export interface CalendarCardProps {
  /** The member's own calendar feed (an unguessable .ics address); null without a group. */
  url: string | null;
}

/**
 * "Add to calendar": the member's group dates (start, registration deadline, each milestone's
 * end) as an .ics file, and its address for a calendar app to subscribe to, so later changes
 * reach the calendar too. Nothing without a feed (no group yet).
 */
export function CalendarCard({ url }: CalendarCardProps) {
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
    </section>
  );
}
