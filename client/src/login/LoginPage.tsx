import { useEffect, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { clearEndReason } from "../auth/session";
import { accountDisabledText } from "../errors/classify";
import { usePageTitle } from "../lib/usePageTitle";
import { LoginForm } from "./LoginForm";
import { SecureSignIn } from "./SecureSignIn";
import "./forms.css";

/** What /login says when the server ended the member's session. */
export const SESSION_EXPIRED_TEXT = "Your session has expired. Please log in again.";

/** /login, 'Welcome Back' (spec 2, 4: Login). */
export function LoginPage() {
  usePageTitle("Welcome Back");
  const navigate = useNavigate();
  const [secure, setSecure] = useState({ open: false, email: "" });
  const reason = (useLocation().state as { reason?: string } | null)?.reason;
  const ended =
    reason === "session-expired" ? SESSION_EXPIRED_TEXT : reason === "account-disabled" ? accountDisabledText() : null;
  // said here once; the next visit to a member page is an ordinary one
  useEffect(() => {
    if (ended) clearEndReason("member");
  }, [ended]);
  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="login-title">
        <h1 id="login-title">Welcome Back</h1>
        <p className="lead">Sign in with the email and full name you registered with to open your dashboard.</p>
        {ended && (
          <p className="form-status" role="status">
            {ended}
          </p>
        )}
        <LoginForm
          submitLabel="Log In"
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
            New to Journey 365? <Link to="/register">Register for the next group</Link>
          </li>
          <li>
            Want to start reading now? <Link to="/join-current-group">Join the current group</Link>
          </li>
        </ul>
      </section>
    </div>
  );
}

export default LoginPage;
