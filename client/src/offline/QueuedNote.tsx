import type { QueuedItem } from "./queue";
import "./offline.css";

export const WAITING_TEXT = "Waiting to send";

/**
 * Where a queued action was made: "Waiting to send", or, once the server refused it, its words
 * and a Discard button. `what` names the action for screen readers ("your message").
 */
export function QueuedNote({ item, what, onDiscard }: { item: QueuedItem; what: string; onDiscard(id: string): void }) {
  if (item.status === "refused") {
    return (
      <div className="queued-note is-refused" role="alert">
        <p>
          <strong>Not sent:</strong> {item.error}
        </p>
        <button type="button" className="button button-secondary button-small" onClick={() => onDiscard(item.id)}>
          Discard <span className="visually-hidden">{what}</span>
        </button>
      </div>
    );
  }
  return (
    <p className="queued-note" role="status">
      <span aria-hidden="true">⏳ </span>
      {WAITING_TEXT}
    </p>
  );
}
