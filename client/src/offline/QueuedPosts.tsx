import { QueuedNote } from "./QueuedNote";
import type { QueuedItem } from "./queue";
import { useQueuedItems } from "./useOffline";

const isPost = (item: QueuedItem) => item.kind === "post";

/** The member's posts made offline, above the board's list until they are sent. */
export function QueuedPosts() {
  const { items, discard } = useQueuedItems(isPost);
  if (items.length === 0) return null;
  return (
    <ol className="queued-posts" aria-label="Your messages waiting to send">
      {items.map((item) =>
        item.kind === "post" ? (
          <li key={item.id}>
            <p className="queued-content">{item.input.content}</p>
            <QueuedNote item={item} what="this message" onDiscard={discard} />
          </li>
        ) : null,
      )}
    </ol>
  );
}
