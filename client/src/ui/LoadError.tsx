import { errorText } from "../errors/classify";
import { FormError } from "./Field";
import "./ui.css";

/**
 * A list or screen that could not be loaded: what failed, said as classify words it (never the
 * browser's raw text), and Try again.
 */
export function LoadError({ what, error, onRetry }: { what?: string; error: unknown; onRetry: () => unknown }) {
  return (
    <div className="ui-load-error">
      <FormError>{what ? `${what} could not be loaded. ${errorText(error)}` : errorText(error)}</FormError>
      <button
        type="button"
        className="button button-secondary"
        onClick={() => {
          void Promise.resolve(onRetry()).catch(() => undefined);
        }}
      >
        Try again
      </button>
    </div>
  );
}
