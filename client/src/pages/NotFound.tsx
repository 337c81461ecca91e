import { Link, useLocation } from "react-router";
import { Trans, useT } from "../i18n";
import { usePageTitle } from "../lib/usePageTitle";
import "./pages.css";

/** Shown for any path the app does not know, inside the normal layout. */
export function NotFound() {
  const t = useT();
  usePageTitle(t("shell.notFound.title"));
  const { pathname } = useLocation();
  return (
    <section className="page-card" aria-labelledby="not-found-title">
      <p className="eyebrow">404</p>
      <h1 id="not-found-title">{t("shell.notFound.title")}</h1>
      <p className="lead">
        <Trans id="shell.notFound.body" values={{ pathname }} components={{ 0: <code className="path" /> }} />
      </p>
      <p className="actions">
        <Link className="button" to="/">
          {t("shell.notFound.home")}
        </Link>
        <Link className="button button-secondary" to="/dashboard">
          {t("shell.notFound.dashboard")}
        </Link>
      </p>
    </section>
  );
}
