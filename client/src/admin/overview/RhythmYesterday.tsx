import { useQuery } from "@apollo/client/react";
import { errorText } from "../../errors/classify";
import { formatCount } from "./format";
import { AdminRhythmYesterdayQuery } from "./queries";

/**
 * "Yesterday's daily rhythm" on the Overview: the check-ins answered the previous day (UTC), read
 * or missed, and the daily reminders queued that day with how many were sent and how many failed.
 * Its own query: when it fails the rest of the Overview stays, and this says so in words.
 */
export function RhythmYesterday() {
  const { data, loading, error, refetch } = useQuery(AdminRhythmYesterdayQuery, {
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
  });
  const rhythm = data?.adminRhythmYesterday;
  const figures: Array<[string, number]> = rhythm
    ? [
        ["Check-ins read", rhythm.checkIns.read],
        ["Check-ins missed", rhythm.checkIns.missed],
        ["Reminders queued", rhythm.reminders.queued],
        ["Reminders sent", rhythm.reminders.sent],
        ["Reminders failed", rhythm.reminders.failed],
      ]
    : [];

  return (
    <section className="admin-rhythm" aria-labelledby="admin-rhythm-heading">
      <h3 id="admin-rhythm-heading">Yesterday&apos;s daily rhythm</h3>
      <p className="muted">
        Check-ins answered yesterday (UTC), and the daily reminders queued that day and what became of them.
      </p>
      {!rhythm && loading && (
        <p className="admin-status" role="status">
          Loading yesterday&apos;s figures…
        </p>
      )}
      {!rhythm && !loading && error && (
        <div className="admin-rhythm-error">
          <p>Yesterday&apos;s figures could not be loaded. {errorText(error)}</p>
          <button type="button" className="button button-secondary" onClick={() => void refetch().catch(() => {})}>
            Load yesterday&apos;s figures again
          </button>
        </div>
      )}
      {rhythm && (
        <dl className="admin-rhythm-figures">
          {figures.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{formatCount(value)}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
