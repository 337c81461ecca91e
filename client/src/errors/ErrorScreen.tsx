import { useT } from "../i18n";
import { errorMessage } from "./errorMessage";
import "./errors.css";

export interface ErrorScreenProps {
  error: unknown;
  /** Reloads the page; a prop so tests can observe it. */
  onRefresh?: () => void;
}

/** The generic error screen (spec 2). */
export function ErrorScreen({ error, onRefresh = () => window.location.reload() }: ErrorScreenProps) {
  const t = useT();
  const message = errorMessage(error);
  return (
    <section className="error-screen" role="alert" aria-labelledby="error-screen-title">
      <div className="error-screen-icon" aria-hidden="true">
        !
      </div>
      <h1 id="error-screen-title">{t("errors.screen.title")}</h1>
      <p>{t("errors.screen.body")}</p>
      <button type="button" className="button" onClick={onRefresh}>
        {t("errors.screen.refresh")}
      </button>
      <details className="error-details">
        <summary>{t("errors.screen.details")}</summary>
        <pre>{message}</pre>
      </details>
    </section>
  );
}
