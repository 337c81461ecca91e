import { useQuery } from "@apollo/client/react";
import { errorText } from "../../errors/classify";
import { useT } from "../../i18n";
import { formatCount } from "./format";
import { AdminRhythmYesterdayQuery } from "./queries";

/**
 * "Yesterday's daily rhythm" on the Overview: the check-ins answered the previous day (UTC), read
 * or missed, and the daily reminders queued that day with how many were sent and how many failed.
 * Its own query: when it fails the rest of the Overview stays, and this says so in words.
 */
export function RhythmYesterday() {
  const t = useT();
  const { data, loading, error, refetch } = useQuery(AdminRhythmYesterdayQuery, {
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
  });
  const rhythm = data?.adminRhythmYesterday;
  const figures: Array<[string, number]> = rhythm
    ? [
        [t("admin-overview.rhythm.check-ins-read"), rhythm.checkIns.read],
        [t("admin-overview.rhythm.check-ins-missed"), rhythm.checkIns.missed],
        [t("admin-overview.rhythm.reminders-queued"), rhythm.reminders.queued],
        [t("admin-overview.rhythm.reminders-sent"), rhythm.reminders.sent],
        [t("admin-overview.rhythm.reminders-failed"), rhythm.reminders.failed],
      ]
    : [];

  return (
    <section className="admin-rhythm" aria-labelledby="admin-rhythm-heading">
      <h3 id="admin-rhythm-heading">{t("admin-overview.rhythm.title")}</h3>
      <p className="muted">{t("admin-overview.rhythm.intro")}</p>
      {!rhythm && loading && (
        <p className="admin-status" role="status">
          {t("admin-overview.rhythm.loading")}
        </p>
      )}
      {!rhythm && !loading && error && (
        <div className="admin-rhythm-error">
          <p>{t("admin-overview.rhythm.failed", { reason: errorText(error) })}</p>
          <button type="button" className="button button-secondary" onClick={() => void refetch().catch(() => {})}>
            {t("admin-overview.rhythm.retry")}
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
