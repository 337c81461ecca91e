import { errorMessage } from "./errorMessage";
import "./errors.css";

export interface ErrorScreenProps {
  error: unknown;
  /** Reloads the page; a prop so tests can observe it. */
  onRefresh?: () => void;
}

/** The generic error screen (spec 2). */
export function ErrorScreen({ error, onRefresh = () => window.location.reload() }: ErrorScreenProps) {
  const message = errorMessage(error);
  return (
    <section className="error-screen" role="alert" aria-labelledby="error-screen-title">
      <div className="error-screen-icon" aria-hidden="true">
        !
      </div>
      <h1 id="error-screen-title">Something went wrong</h1>
      <p>There was an error loading this page. Please try refreshing.</p>
      <button type="button" className="button" onClick={onRefresh}>
        Refresh Page
      </button>
      <details className="error-details">
        <summary>Error Details</summary>
        <pre>{message}</pre>
      </details>
    </section>
  );
}
