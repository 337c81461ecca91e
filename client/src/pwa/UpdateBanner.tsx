import { useState } from "react";
import { useT } from "../i18n";
import { useWaitingUpdate } from "./update";
import "./pwa.css";

/**
 * The layout's note that a new version of the app is installed and waiting (issue 30). It is
 * only ever applied by the member's click: a reload by itself could lose a form half filled in.
 * The status region stays in the page, so a screen reader hears the note when it appears.
 */
export function UpdateBanner() {
  const t = useT();
  const update = useWaitingUpdate();
  const [reloading, setReloading] = useState(false);
  return (
    <div className="update-banner" role="status">
      {update && (
        <p className="update-banner-note">
          {t("shell.update.ready")} —{" "}
          <button
            type="button"
            className="button update-banner-button"
            disabled={reloading}
            onClick={() => {
              setReloading(true);
              update();
            }}
          >
            {t("shell.update.reload")}
          </button>
        </p>
      )}
    </div>
  );
}
