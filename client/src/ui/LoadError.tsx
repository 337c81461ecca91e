import { errorText } from "../errors/classify";
import { useT } from "../i18n";
import { FormError } from "./Field";
import "./ui.css";

/**
 * A list or screen that could not be loaded: what failed, said as classify words it (never the
 * browser's raw text), and Try again.
 */
export function LoadError({ what, error, onRetry }: { what?: string; error: unknown; onRetry: () => unknown }) {
  const t = useT();
  return (
    <div className="ui-load-error">
      <FormError>{what ? t("ui.loadError.what", { what, reason: errorText(error) }) : errorText(error)}</FormError>
      <button
        type="button"
        className="button button-secondary"
        onClick={() => {
          void Promise.resolve(onRetry()).catch(() => undefined);
        }}
      >
        {t("ui.loadError.retry")}
      </button>
    </div>
  );
}
