import { msg, Trans, useT } from "../i18n";
import type { QueuedItem } from "./queue";
import "./offline.css";

export const WAITING_TEXT = msg("offline.waiting");

/**
 * Where a queued action was made: "Waiting to send", or, once the server refused it, its words
 * and a Discard button. `what` names the action for screen readers ("your message").
 */
export function QueuedNote({ item, what, onDiscard }: { item: QueuedItem; what: string; onDiscard(id: string): void }) {
  const t = useT();
  if (item.status === "refused") {
    return (
      <div className="queued-note is-refused" role="alert">
        <p>
          <Trans id="offline.notSent" values={{ reason: item.error ?? "" }} components={{ 0: <strong /> }} />
        </p>
        <button type="button" className="button button-secondary button-small" onClick={() => onDiscard(item.id)}>
          {t("offline.discard")} <span className="visually-hidden">{what}</span>
        </button>
      </div>
    );
  }
  return (
    <p className="queued-note" role="status">
      <span aria-hidden="true">⏳ </span>
      {t(WAITING_TEXT)}
    </p>
  );
}
