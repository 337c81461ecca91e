// The words for failures no server explained. Kept apart from classify.ts (which brings Apollo's
// error classes) so a screen loaded without Apollo, such as Home, can say the same thing. Read when
// the failure happens, in the language of that moment.
import { translate } from "../i18n";

/** Shown when no answer came back (offline, the server unreachable, a proxy's error page). */
export function networkMessage(): string {
  return translate("errors.network");
}

/** Shown for a failure the server did not explain, or a fault in the page itself. */
export function unexpectedMessage(): string {
  return translate("errors.unexpected");
}
