import { useApolloClient } from "@apollo/client/react";
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useUserToken } from "../auth/useAuth";
import { BoardLiveContext, resyncEvent, type BoardEvent, type BoardEventListener, type BoardLive } from "./BoardLiveContext";
import { useBoardEventStream } from "./useBoardEvents";
import { heldVersion, useUnreadSource, writeUnreadCount, writeUnreadFromEvent } from "./useUnreadCount";

export interface BoardLiveProviderProps {
  children?: ReactNode;
  /** Tests shorten the waits of the subscription's retry. */
  retryDelaysMs?: readonly number[];
  resumeSettleMs?: number;
  /**
   * Subscribes to "the websocket reconnected" (graphql-ws `connected` with wasRetry); returns
   * the unsubscribe function. graphql-ws resubscribes by itself after a reconnect, so events
   * sent while the socket was down are lost: on each reconnect the badge and the board refetch.
   * apollo.ts does not expose its websocket client yet, so the layout passes nothing and the
   * board catches up on window focus instead.
   */
  onReconnect?: (listener: () => void) => () => void;
}

const NO_REPORTS: ReadonlySet<string> = new Set();

/**
 * Lives in the layout: one unread-count query and one boardEvents subscription for the whole
 * page, shared through BoardLiveContext by the navigation badge and the board screen.
 * Signed out or without a group: count 0 and no subscription.
 */
export function BoardLiveProvider({ children, retryDelaysMs, resumeSettleMs, onReconnect }: BoardLiveProviderProps) {
  const client = useApolloClient();
  const token = useUserToken();
  const { groupId, unreadCount, refresh } = useUnreadSource(token);

  const listeners = useRef(new Set<BoardEventListener>());
  const emit = useCallback((event: BoardEvent) => {
    for (const listener of Array.from(listeners.current)) listener(event);
  }, []);

  const refreshQuietly = useCallback(() => void refresh().catch(() => {}), [refresh]);

  const onEvent = useCallback(
    (event: BoardEvent) => {
      // The server counts for the member: the badge shows an event's count unless it holds that
      // version already. RESYNC: events were lost, the count is asked again.
      if (event.kind === "RESYNC") refreshQuietly();
      else writeUnreadFromEvent(client.cache, event);
      emit(event);
    },
    [client, emit, refreshQuietly],
  );
  const since = useCallback(() => heldVersion(client.cache), [client]);

  const onResume = useCallback(() => {
    refreshQuietly();
    if (groupId) emit(resyncEvent(groupId));
  }, [emit, groupId, refreshQuietly]);

  // Removed from the group: ask again which group the member has (none, or another one), and
  // refetch what is on screen so the dashboard and the board show it.
  const onForbidden = useCallback(() => {
    refreshQuietly();
    void client.refetchQueries({ include: "active" }).catch(() => {});
  }, [client, refreshQuietly]);

  useBoardEventStream(groupId, { onEvent, since, probe: refresh, onResume, onForbidden, retryDelaysMs, resumeSettleMs });

  const resume = useRef(onResume);
  useEffect(() => {
    resume.current = onResume;
  });
  useEffect(() => {
    if (!onReconnect || !groupId) return;
    return onReconnect(() => resume.current());
  }, [onReconnect, groupId]);

  const subscribe = useCallback((listener: BoardEventListener) => {
    listeners.current.add(listener);
    return () => {
      listeners.current.delete(listener);
    };
  }, []);

  const setUnreadCount = useCallback((count: number) => writeUnreadCount(client.cache, count), [client]);

  // The messages this member reported (per token: another member signing in starts empty).
  const [reports, setReports] = useState<{ token: string | null; ids: ReadonlySet<string> }>({ token, ids: new Set() });
  const reported = reports.token === token ? reports.ids : NO_REPORTS;
  const markReported = useCallback(
    (messageId: string) =>
      setReports((r) => {
        const ids = new Set(r.token === token ? r.ids : []);
        ids.add(messageId);
        return { token, ids };
      }),
    [token],
  );

  const value = useMemo<BoardLive>(
    () => ({ groupId, unreadCount, subscribe, setUnreadCount, refreshUnread: refreshQuietly, reported, markReported }),
    [groupId, unreadCount, subscribe, setUnreadCount, refreshQuietly, reported, markReported],
  );
  return <BoardLiveContext.Provider value={value}>{children}</BoardLiveContext.Provider>;
}
