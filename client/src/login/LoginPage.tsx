import { Link, useNavigate } from "react-router";
import { usePageTitle } from "../lib/usePageTitle";
import { LoginForm } from "./LoginForm";
import "./forms.css";

/** /login, 'Welcome Back' (spec 2, 4: Login). */
export function LoginPage() {
  usePageTitle("Welcome Back");
  const navigate = useNavigate();
  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="login-title">
        <h1 id="login-title">Welcome Back</h1>
        <p className="lead">Sign in with the email and full name you registered with to open your dashboard.</p>
        <LoginForm
          submitLabel="Log In"
          onSignedIn={(kind) => {
            navigate(kind === "admin" ? "/admin" : "/dashboard");
          }}
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
