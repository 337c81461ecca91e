import { useQuery } from "@apollo/client/react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { useSessionExpiry } from "../dashboard/useSessionExpiry";
import { useT } from "../i18n";
import { usePageTitle } from "../lib/usePageTitle";
import { LoadError } from "../ui/LoadError";
import { CurrentPlan } from "./CurrentPlan";
import { Planner } from "./Planner";
import { CatchUpTodayQuery } from "./queries";
import { BACK_TO_DASHBOARD, INTRO, PAGE_TITLE, STOPPED_TEXT } from "./texts";
import "./catchup.css";

/** The route's handle: a logout while the page is open says so instead of redirecting. */
export { CATCH_UP_HANDLE } from "../app/handles";

/**
 * /catch-up (issue 28), under the RequireMember guard: the member's plan under way, if any, and
 * the planner, which proposes a way back for the days they missed and starts it.
 */
export function CatchUpPage() {
  const t = useT();
  usePageTitle(t(PAGE_TITLE));
  const handleSessionExpiry = useSessionExpiry();
  const { data, error, refetch } = useQuery(CatchUpTodayQuery, { fetchPolicy: "cache-and-network" });
  const [news, setNews] = useState<string | null>(null);
  const newsRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (error) handleSessionExpiry(error);
  }, [error, handleSessionExpiry]);
  // The stopped plan's section and its button are gone: the news of it takes the focus.
  useEffect(() => {
    if (news) newsRef.current?.focus();
  }, [news]);

  let body;
  if (data) {
    const plan = data.today.catchUp?.plan ?? null;
    body = (
      <>
        {plan && <CurrentPlan plan={plan} onStopped={() => setNews(t(STOPPED_TEXT))} />}
        <Planner today={data.today.date} replacing={plan !== null && !plan.done} />
      </>
    );
  } else if (error) body = <LoadError what={t("catchup.what")} error={error} onRetry={() => refetch()} />;
  else
    body = (
      <p className="muted" role="status">
        {t("catchup.loading")}
      </p>
    );

  return (
    <div className="catchup-page">
      <header className="catchup-header">
        <h1>{t(PAGE_TITLE)}</h1>
        <p className="lead">{t(INTRO)}</p>
        <p>
          <Link to="/dashboard">{t(BACK_TO_DASHBOARD)}</Link>
        </p>
      </header>
      <div className="catchup-news" role="status">
        {news && (
          <p ref={newsRef} tabIndex={-1}>
            {news}
          </p>
        )}
      </div>
      {body}
    </div>
  );
}

export default CatchUpPage;
