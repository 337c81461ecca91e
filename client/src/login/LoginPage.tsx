import { useEffect, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { clearEndReason } from "../auth/session";
import { accountDisabledText } from "../errors/classify";
import { msg, Trans, useT } from "../i18n";
import { usePageTitle } from "../lib/usePageTitle";
import { LoginForm } from "./LoginForm";
import { SecureSignIn } from "./SecureSignIn";
import "./forms.css";

/** What /login says when the server ended the member's session. */
export const SESSION_EXPIRED_TEXT = msg("login.sessionExpired");

/** /login, 'Welcome Back' (spec 2, 4: Login). */
export function LoginPage() {
  const t = useT();
  usePageTitle(t("login.title"));
  const navigate = useNavigate();
  const [secure, setSecure] = useState({ open: false, email: "" });
  const reason = (useLocation().state as { reason?: string } | null)?.reason;
  const ended =
    reason === "session-expired" ? t(SESSION_EXPIRED_TEXT) : reason === "account-disabled" ? accountDisabledText() : null;
  // said here once; the next visit to a member page is an ordinary one
  useEffect(() => {
    if (ended) clearEndReason("member");
  }, [ended]);
  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="login-title">
        <h1 id="login-title">{t("login.title")}</h1>
        <p className="lead">{t("login.lead")}</p>
        {ended && (
          <p className="form-status" role="status">
            {ended}
          </p>
        )}
        <LoginForm
          submitLabel={t("login.submit")}
          onSignedIn={(kind) => {
            navigate(kind === "admin" ? "/admin" : "/dashboard");
          }}
          onSecureSignIn={(email) => setSecure({ open: true, email })}
        />
        <SecureSignIn
          open={secure.open}
          email={secure.email}
          onToggle={(open) => setSecure((s) => ({ ...s, open }))}
          onSignedIn={(kind) => navigate(kind === "admin" ? "/admin" : "/dashboard")}
        />
        <ul className="auth-links">
          <li>
            <Trans id="login.newHere" components={{ 0: <Link to="/register" /> }} />
          </li>
          <li>
            <Trans id="login.joinNow" components={{ 0: <Link to="/join-current-group" /> }} />
          </li>
        </ul>
      </section>
    </div>
  );
}

export default LoginPage;
