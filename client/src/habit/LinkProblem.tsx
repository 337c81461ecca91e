import { Link } from "react-router";
import { classify } from "../errors/classify";
import { msg, useT } from "../i18n";
import { usePageTitle } from "../lib/usePageTitle";
import "../login/forms.css";

export const LINK_PROBLEM_TITLE = msg("habit.linkProblem.title");

/** Whether the server refused a mail link's token itself (not valid, expired, sessions ended). */
export function isLinkRefused(error: unknown): boolean {
  const c = classify(error);
  return c.kind === "server" && c.field === "token";
}

/**
 * The page a refused mail link opens: the server's reason as the page's message, and the way to
 * sign in and do the same from the app.
 */
export function LinkProblem({ error }: { error: unknown }) {
  const t = useT();
  usePageTitle(t(LINK_PROBLEM_TITLE));
  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="link-problem-title">
        <h1 id="link-problem-title">{t(LINK_PROBLEM_TITLE)}</h1>
        <p className="form-error" role="alert">
          {classify(error).message}
        </p>
        <p className="link-problem-actions">
          <Link className="button" to="/login">
            {t("habit.linkProblem.login")}
          </Link>
        </p>
      </section>
    </div>
  );
}
