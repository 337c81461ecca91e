import { Link, useLocation } from "react-router";
import { usePageTitle } from "../lib/usePageTitle";
import "./pages.css";

/** Shown for any path the app does not know, inside the normal layout. */
export function NotFound() {
  usePageTitle("Page not found");
  const { pathname } = useLocation();
  return (
    <section className="page-card" aria-labelledby="not-found-title">
      <p className="eyebrow">404</p>
      <h1 id="not-found-title">Page not found</h1>
      <p className="lead">
        We could not find <code className="path">{pathname}</code>. The link may be old or mistyped.
      </p>
      <p className="actions">
        <Link className="button" to="/">
          Go to Home
        </Link>
        <Link className="button button-secondary" to="/dashboard">
          Open your dashboard
        </Link>
      </p>
    </section>
  );
}
