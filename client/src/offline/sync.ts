// The app's offline queue (queue.ts) over IndexedDB, sending through the app's Apollo client.
import type { ApolloClient } from "@apollo/client";
import { createStore, del, get, set, values, type UseStore } from "idb-keyval";
import { getUserToken } from "../auth/session";
import { PostMessageMutation } from "../board/documents";
import { CheckInMutation, SetMissingDaysMutation, TodayQuery } from "../dashboard/queries";
import { classify, type ErrorCode } from "../errors/classify";
import type { CheckInAnswer, MessageType } from "../gql/graphql";
import { memberOf } from "./identity";
import { OfflineQueue, Refused, type QueuedAction, type QueuedItem, type QueueStore } from "./queue";

/** The queue's store: database journey365-queue, store items (apart from the cache's). */
function idbQueueStore(): QueueStore {
  let store: UseStore | undefined;
  const s = () => (store ??= createStore("journey365-queue", "items"));
  return {
    get: (key) => get<QueuedItem>(key, s()),
    set: (key, value) => set(key, value, s()),
    del: (key) => del(key, s()),
    values: () => values<QueuedItem>(s()),
  };
}

/** The channel on which the app's tabs tell each other of their queue. */
export const QUEUE_CHANNEL = "journey365-offline-queue";

let queue: OfflineQueue | undefined;
let channel: BroadcastChannel | undefined;

/** What a tab tells the others: the queue changed, or it sent items that change these queries. */
type TabMessage = "changed" | { refetch: string[] };

/** Asked to refetch what another tab's flush changed (OfflineSync, with this tab's client). */
const refetchListeners = new Set<(include: string[]) => void>();

/** Calls listener with the queries another tab's flush changed; returns the unsubscribe function. */
export function onSentInAnotherTab(listener: (include: string[]) => void): () => void {
  getQueue();
  refetchListeners.add(listener);
  return () => refetchListeners.delete(listener);
}

/** The app's queue; its changes are told to the other tabs (and theirs to this one). */
export function getQueue(): OfflineQueue {
  if (!queue) {
    const q = new OfflineQueue(idbQueueStore());
    if (typeof BroadcastChannel !== "undefined") {
      channel = new BroadcastChannel(QUEUE_CHANNEL);
      let fromOtherTab = false;
      channel.onmessage = (event: MessageEvent<TabMessage>) => {
        // the tab that sent an item refetched its own screens; this one shows the same data
        if (typeof event.data === "object" && Array.isArray(event.data.refetch)) {
          const include = event.data.refetch;
          refetchListeners.forEach((listener) => listener(include));
          return;
        }
        fromOtherTab = true;
        try {
          q.notify();
        } finally {
          fromOtherTab = false;
        }
      };
      q.subscribe(() => {
        if (!fromOtherTab) channel?.postMessage("changed" satisfies TabMessage);
      });
    }
    queue = q;
  }
  return queue;
}

/** The signed-in member whose queue this session shows and sends. */
export function currentMember(): string | null {
  return memberOf(getUserToken());
}

/**
 * Keeps an action of the signed-in member to send when the connection returns; null when it
 * cannot be kept (nobody signed in, no IndexedDB), for the screen to say it failed as before.
 */
export async function queueAction(action: QueuedAction, clientKey?: string): Promise<QueuedItem | null> {
  const member = currentMember();
  if (member === null || typeof indexedDB === "undefined") return null;
  return getQueue()
    .add(member, action, clientKey)
    .catch(() => null); // no IndexedDB here (a private window may refuse it): not kept
}

/** A new idempotency key for an action sent now (and queued with it if no answer comes). */
export function newClientKey(): string {
  return crypto.randomUUID();
}

/** Whether an error means no answer came (to queue the action), not a refusal. */
export function isNetworkFailure(e: unknown): boolean {
  return classify(e).kind === "network";
}

/** The browser says it has no connection. */
export function isOffline(): boolean {
  return typeof navigator !== "undefined" && navigator.onLine === false;
}

/**
 * Sends one item through the client, with its id as the clientKey, then brings the screens it
 * concerns up to date. A refusal by the server is Refused (its words); an ended session is not
 * a refusal of the item: the flush stops, and the member's next session sends it.
 */
function sender(client: ApolloClient) {
  return async (item: QueuedItem) => {
    try {
      if (item.kind === "post") {
        await client.mutate({
          mutation: PostMessageMutation,
          variables: { input: { content: item.input.content, type: item.input.type as MessageType, clientKey: item.id } },
        });
      } else if (item.kind === "missingDays") {
        await client.mutate({
          mutation: SetMissingDaysMutation,
          variables: { milestoneId: item.milestoneId, missingDays: item.missingDays, clientKey: item.id },
        });
      } else {
        await client.mutate({
          mutation: CheckInMutation,
          variables: { day: item.day, answer: item.answer as CheckInAnswer, clientKey: item.id },
          update(cache, { data }) {
            if (data) cache.writeQuery({ query: TodayQuery, data: { today: data.checkIn } });
          },
        });
      }
    } catch (e) {
      const c = classify(e);
      if (c.kind === "server" && !RETRY_LATER.includes(c.code)) throw new Refused(c.message);
      throw e;
    }
  };
}

/**
 * Server answers that are no verdict on the item: an ended session (the member's next session
 * sends it), too many requests, the server unable or failing. The flush stops and tries later.
 */
const RETRY_LATER: (ErrorCode | null)[] = ["unauthorized", "rate_limited", "unavailable", "internal"];

/** The queries a sent item changes, asked again after a flush that sent any. */
const AFFECTED: Record<QueuedItem["kind"], string[]> = {
  post: ["Board", "BoardUnread", "Dashboard"],
  missingDays: ["Dashboard"],
  checkIn: ["Today", "Dashboard"],
};

/** Sends the signed-in member's waiting items (see OfflineQueue.flush). */
export async function flushQueue(client: ApolloClient): Promise<void> {
  const member = currentMember();
  if (member === null) return;
  const result = await getQueue().flush(member, sender(client));
  const include = [...new Set(result.sent.flatMap((item) => AFFECTED[item.kind]))];
  if (include.length === 0) return;
  channel?.postMessage({ refetch: include } satisfies TabMessage);
  await client.refetchQueries({ include }).catch(() => {});
}
