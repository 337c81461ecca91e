import { useT } from "../i18n";
import { useOnline } from "./online";
import "./offline.css";

/** Says plainly that the app is offline, for as long as it is (a status: read once, not an alarm). */
export function OfflineBanner() {
  const t = useT();
  const online = useOnline();
  return (
    <div className="offline-banner-slot" role="status">
      {!online && <p className="offline-banner">{t("shell.offline")}</p>}
    </div>
  );
}
