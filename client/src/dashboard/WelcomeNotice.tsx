import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { Trans } from "../i18n";

/** The message another page left in the router state for the dashboard (e.g. after joining a group). */
export function welcomeFromState(state: unknown): string | null {
  if (!state || typeof state !== "object") return null;
  const welcome = (state as { welcome?: unknown }).welcome;
  return typeof welcome === "string" && welcome.trim() !== "" ? welcome : null;
}

/** A dismissible notice with `location.state.welcome`, set by the join-current-group page. */
export function WelcomeNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const message = welcomeFromState(location.state);
  const [dismissed, setDismissed] = useState<string | null>(null);
  if (!message || dismissed === message) return null;

  const dismiss = () => {
    setDismissed(message);
    // Forget it in the history entry too, so a reload does not bring it back.
    const rest = { ...(location.state as Record<string, unknown>) };
    delete rest.welcome;
    navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: rest });
  };

  return (
    <div className="welcome-notice" role="status">
      <p>{message}</p>
      <button type="button" className="button button-secondary button-small" onClick={dismiss}>
        <Trans id="dashboard.welcome.dismiss" components={{ 0: <span className="visually-hidden" /> }} />
      </button>
    </div>
  );
}
