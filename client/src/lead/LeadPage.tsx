import { useEffect } from "react";
import { Link } from "react-router";
import { useSessionExpiry } from "../dashboard/useSessionExpiry";
import { useT } from "../i18n";
import { usePageTitle } from "../lib/usePageTitle";
import { LoadError } from "../ui/LoadError";
import { LedGroups } from "./LedGroups";
import { NOT_A_LEADER } from "./texts";
import { useLedGroups } from "./useLedGroups";
import "./lead.css";

/** The route's handle: a logout while the page is open says so instead of redirecting. */
export { LEAD_HANDLE } from "../app/handles";

/**
 * /lead (issue 29), under the RequireMember guard: the groups the member leads, each with its
 * members' progress. A member who leads none is told so.
 */
export function LeadPage() {
  const t = useT();
  usePageTitle(t("lead.title"));
  const handleSessionExpiry = useSessionExpiry();
  // The navigation asked already; the page checks again (an admin may have changed it).
  const { data, error, refetch } = useLedGroups("cache-and-network");

  useEffect(() => {
    if (error) handleSessionExpiry(error);
  }, [error, handleSessionExpiry]);

  let body;
  if (data && data.myLedGroups.length > 0) body = <LedGroups groups={data.myLedGroups} />;
  else if (data)
    body = (
      <div className="lead-none">
        <p>{t(NOT_A_LEADER)}</p>
        <p>
          <Link to="/dashboard">{t("lead.goToDashboard")}</Link>
        </p>
      </div>
    );
  else if (error) body = <LoadError what={t("lead.what")} error={error} onRetry={() => refetch()} />;
  else
    body = (
      <p className="muted" role="status">
        {t("lead.loading")}
      </p>
    );

  return (
    <div className="lead-page">
      <h1>{t("lead.title")}</h1>
      {body}
    </div>
  );
}

export default LeadPage;
