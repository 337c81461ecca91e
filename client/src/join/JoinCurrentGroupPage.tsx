import { useMutation } from "@apollo/client/react";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { msg, Trans, useT, type Translate } from "../i18n";
import { usePageTitle } from "../lib/usePageTitle";
import { classify } from "../errors/classify";
import { LoginForm } from "../login/LoginForm";
import "../login/forms.css";
import { JoinCurrentGroupMutation } from "./queries";

/** The fallback text when a join fails without a message (spec 8: Join). */
export const JOIN_FAILED_TEXT = msg("join.failed");
/** Shown when the join call could not reach the server (spec 4). */
export const JOIN_NETWORK_TEXT = msg("join.network");
/** Delays before going to the dashboard (spec 9). */
export const JOIN_ERROR_REDIRECT_MS = 3000;
export const JOIN_NETWORK_REDIRECT_MS = 2000;

/** The welcome the dashboard shows after a join (router state key `welcome`). */
export function welcomeMessage(groupName: string, t: Translate): string {
  return t("join.welcome", { group: groupName });
}

type Status = { kind: "error"; message: string } | { kind: "network" };

/**
 * /join-current-group (spec 2, 4): the sign-in form; after signing in, the member joins
 * the open group and goes to the dashboard, which greets them by the group's name.
 */
export function JoinCurrentGroupPage() {
  const t = useT();
  usePageTitle(t("join.title"));
  const navigate = useNavigate();
  const [join] = useMutation(JoinCurrentGroupMutation);
  const [status, setStatus] = useState<Status | null>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const goToDashboardIn = (ms: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => navigate("/dashboard"), ms);
  };

  const afterSignIn = async (kind: "admin" | "member") => {
    if (kind === "admin") {
      navigate("/admin"); // admins have no group to join
      return;
    }
    setStatus(null);
    try {
      // The new user token is read from storage when the request goes out (apollo.ts).
      const { data } = await join();
      const name = data?.joinCurrentGroup.name;
      if (!name) throw new Error("no group in the answer");
      navigate("/dashboard", { state: { welcome: welcomeMessage(name, t) } });
    } catch (e) {
      const failure = classify(e);
      if (failure.kind === "server") {
        setStatus({ kind: "error", message: failure.serverMessage ?? t(JOIN_FAILED_TEXT) });
        goToDashboardIn(JOIN_ERROR_REDIRECT_MS);
      } else {
        setStatus({ kind: "network" });
        goToDashboardIn(JOIN_NETWORK_REDIRECT_MS);
      }
    }
  };

  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="join-title">
        <h1 id="join-title">{t("join.title")}</h1>
        <p className="lead">{t("join.intro")}</p>
        <LoginForm
          submitLabel={t("join.submit")}
          busyLabel={t("join.busy")}
          onSignedIn={afterSignIn}
          locked={status !== null}
        >
          <div aria-live="polite" aria-atomic="true">
            {status?.kind === "error" && (
              <div className="form-error join-status">
                <p>{status.message}</p>
                <p>{t("join.redirecting", { seconds: JOIN_ERROR_REDIRECT_MS / 1000 })}</p>
              </div>
            )}
            {status?.kind === "network" && <p className="form-status join-status">{t(JOIN_NETWORK_TEXT)}</p>}
          </div>
        </LoginForm>
        <ul className="auth-links">
          <li>
            <Trans id="join.justDashboard" components={{ 0: <Link to="/login" /> }} />
          </li>
          <li>
            <Trans id="join.newHere" components={{ 0: <Link to="/register" /> }} />
          </li>
        </ul>
      </section>
    </div>
  );
}

export default JoinCurrentGroupPage;
