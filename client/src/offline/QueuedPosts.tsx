import { useT } from "../i18n";
import { QueuedNote } from "./QueuedNote";
import type { QueuedItem } from "./queue";
import { useQueuedItems } from "./useOffline";

const isPost = (item: QueuedItem) => item.kind === "post";

/** The member's posts made offline, above the board's list until they are sent. */
export function QueuedPosts() {
  const t = useT();
  const { items, discard } = useQueuedItems(isPost);
  if (items.length === 0) return null;
  return (
    <ol className="queued-posts" aria-label={t("offline.queuedPosts")}>
      {items.map((item) =>
        item.kind === "post" ? (
          <li key={item.id}>
            <p className="queued-content">{item.input.content}</p>
            <QueuedNote item={item} what={t("offline.thisMessage")} onDiscard={discard} />
          </li>
        ) : null,
      )}
    </ol>
  );
}
