import { useApolloClient } from "@apollo/client/react";
import { useContext, useEffect, useRef } from "react";
import { BoardLiveContext, type BoardEvent, type BoardEventListener } from "./BoardLiveContext";
import { BoardEventsSubscription } from "./documents";
import { isSessionEndedClose } from "../apollo";
import { hasErrorCode, isUnauthorized } from "../errors/classify";

/** Waits before trying again after the subscription ended, growing with each failure (ms). */
export const RETRY_DELAYS_MS = [1000, 2000, 5000, 10_000, 30_000];

/**
 * After a re-established subscription, how long to wait before the catch-up refetch, so the new
 * subscription is in place on the server first and nothing falls between the two (ms).
 */
export const RESUME_SETTLE_MS = 1000;

export interface BoardEventStreamOptions {
  /** Every event, in order. */
  onEvent(event: BoardEvent): void;
  /**
   * The board version the client holds when a subscription starts: the server sends only what
   * came after it (or RESYNC when it cannot). Null: from now on.
   */
  since?(): number | null;
  /**
   * Resolves once the server answers again (e.g. an HTTP query); a new subscription after a
   * failure waits for it, so it is not opened against a server that is still restarting.
   */
  probe(): Promise<unknown>;
  /** The subscription was re-established after it had ended: events may have been missed. */
  onResume(): void;
  /**
   * The server ended the subscription with a 'forbidden' error: the member may no longer
   * follow this group (removed from it). It is not resubscribed; refetch to learn the group.
   */
  onForbidden?(): void;
  retryDelaysMs?: readonly number[];
  resumeSettleMs?: number;
}

/**
 * The page's one `boardEvents(groupId, since)` subscription (used by BoardLiveProvider).
 *
 * The graphql-ws client reconnects a dropped socket by itself and resubscribes. When the
 * subscription itself ends — the server completes it (shutdown, a subscriber that fell behind)
 * or fails it — this hook waits (growing delays), checks that the server answers again, opens
 * a new subscription and then tells `onResume`, so the board refetches what it missed.
 * An 'unauthorized' error or a socket closed because the session ended (4401/4403; apollo.ts
 * signs the member out) stops it; so does 'forbidden' (no longer in the group), which calls
 * `onForbidden` instead of resubscribing.
 */
export function useBoardEventStream(groupId: string | null, options: BoardEventStreamOptions): void {
  const client = useApolloClient();
  const opts = useRef(options);
  useEffect(() => {
    opts.current = options;
  });

  useEffect(() => {
    if (!groupId) return;
    const delays = opts.current.retryDelaysMs ?? RETRY_DELAYS_MS;
    const settle = opts.current.resumeSettleMs ?? RESUME_SETTLE_MS;
    let disposed = false;
    let failures = 0;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let resumeTimer: ReturnType<typeof setTimeout> | undefined;
    let current: { unsubscribe(): void } | null = null;

    const start = (resumed: boolean) => {
      let ended = false;
      const end = (error?: unknown) => {
        if (ended || disposed) return;
        ended = true;
        // unsubscribe outside the observer callback that ended it
        const sub = current;
        current = null;
        queueMicrotask(() => sub?.unsubscribe());
        if (isUnauthorized(error) || isSessionEndedClose(error)) return;
        if (hasErrorCode(error, "forbidden")) {
          opts.current.onForbidden?.();
          return;
        }
        scheduleRetry();
      };
      // Not written to the cache: the board applies each event itself and must still see what it
      // listed before (an EDITED message's old type moves its count).
      const since = opts.current.since?.() ?? null;
      const events = client.subscribe({
        query: BoardEventsSubscription,
        variables: since === null ? { groupId } : { groupId, since },
        fetchPolicy: "no-cache",
      });
      current = events.subscribe({
        next: (result) => {
          if (ended || disposed) return;
          if (result.error) return end(result.error);
          failures = 0;
          if (result.data) opts.current.onEvent(result.data.boardEvents);
        },
        error: (error: unknown) => end(error),
        complete: () => end(),
      });
      if (ended) current = null;
      if (resumed) {
        clearTimeout(resumeTimer);
        resumeTimer = setTimeout(() => {
          if (!disposed) opts.current.onResume();
        }, settle);
      }
    };

    const scheduleRetry = () => {
      const delay = delays[Math.min(failures, delays.length - 1)] ?? 1000;
      failures += 1;
      clearTimeout(retryTimer);
      retryTimer = setTimeout(() => {
        if (disposed) return;
        opts.current.probe().then(
          () => {
            if (!disposed) start(true);
          },
          () => {
            if (!disposed) scheduleRetry();
          },
        );
      }, delay);
    };

    start(false);
    return () => {
      disposed = true;
      clearTimeout(retryTimer);
      clearTimeout(resumeTimer);
      current?.unsubscribe();
      current = null;
    };
  }, [client, groupId]);
}

/**
 * Listens to the live board events of the layout's one subscription (see BoardLiveProvider).
 * The listener may change between renders; the latest one is called.
 */
export function useBoardEvents(listener: BoardEventListener): void {
  const { subscribe } = useContext(BoardLiveContext);
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => subscribe((event) => latest.current(event)), [subscribe]);
}
