import { useOnline } from "./online";
import "./offline.css";

export const OFFLINE_TEXT =
  "You are offline. What you post or report is kept on this device and sent when the connection returns.";

/** Says plainly that the app is offline, for as long as it is (a status: read once, not an alarm). */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div className="offline-banner-slot" role="status">
      {!online && <p className="offline-banner">{OFFLINE_TEXT}</p>}
    </div>
  );
}
