import type { ApolloCache } from "@apollo/client";
import { skipToken, useQuery } from "@apollo/client/react";
import { useCallback, useContext, useEffect, useRef } from "react";
import { STORAGE_KEYS } from "../auth/storage";
import { BoardLiveContext, type BoardEvent } from "./BoardLiveContext";
import { BoardUnreadQuery } from "./documents";
import { isServerAnswer } from "../errors/classify";

/** The live count of unread messages on the member's board (0 when signed out or without a group). */
export function useUnreadCount(): number {
  return useContext(BoardLiveContext).unreadCount;
}

/** Writes the navigation badge's count into the cache (every reader of BoardUnreadQuery updates). */
export function writeUnreadCount(cache: ApolloCache, count: number): void {
  cache.updateQuery({ query: BoardUnreadQuery }, (data) => (data ? { board: { ...data.board, unreadCount: count } } : data));
}

/**
 * Takes a live event's unread count for the badge, with its version, unless the badge was
 * counted at that version or later (an event it holds already).
 */
export function writeUnreadFromEvent(cache: ApolloCache, event: BoardEvent): void {
  cache.updateQuery({ query: BoardUnreadQuery }, (data) => {
    if (!data || data.board.groupId !== event.groupId || event.version <= data.board.version) return data;
    return { board: { ...data.board, unreadCount: event.unreadCount, version: event.version } };
  });
}

/** The version the badge was counted at: what the live subscription follows from. */
export function heldVersion(cache: ApolloCache): number | null {
  return cache.readQuery({ query: BoardUnreadQuery })?.board.version ?? null;
}

export interface UnreadSource {
  groupId: string | null;
  unreadCount: number;
  /** Fetches the count again; rejects when the server cannot be reached. */
  refresh(): Promise<unknown>;
}

/**
 * The member's board group and unread count from `board(first: 1) { groupId unreadCount }`.
 * No token → nothing is asked and the count is 0; a GraphQL error (e.g. no group yet) → 0 and no
 * group. A network failure keeps the last known values, so a blip does not drop the live
 * subscription. Refetched when the token changes, on window focus, when the browser is back
 * online, and when another tab changes
 * `messageBoardLastRead` (the `storage` event).
 */
export function useUnreadSource(token: string | null): UnreadSource {
  const enabled = token !== null;
  const { data, error, refetch } = useQuery(
    BoardUnreadQuery,
    enabled ? { fetchPolicy: "network-only", nextFetchPolicy: "cache-first" } : skipToken,
  );

  const last = useRef<{ groupId: string; unreadCount: number } | null>(null);
  if (!enabled) last.current = null;
  else if (data) last.current = { groupId: data.board.groupId, unreadCount: data.board.unreadCount };
  else if (error && isServerAnswer(error)) last.current = null;

  const refresh = useCallback((): Promise<unknown> => (enabled ? refetch() : Promise.resolve()), [enabled, refetch]);

  // A different member signed in (here or in another tab): ask again.
  const previousToken = useRef(token);
  useEffect(() => {
    if (previousToken.current === token) return;
    previousToken.current = token;
    if (token) void refresh().catch(() => {});
  }, [token, refresh]);

  useEffect(() => {
    if (!enabled) return;
    const refreshQuietly = () => void refresh().catch(() => {});
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === STORAGE_KEYS.messageBoardLastRead) refreshQuietly();
    };
    window.addEventListener("focus", refreshQuietly);
    window.addEventListener("online", refreshQuietly);
    window.addEventListener("storage", onStorage);
    return () => {
      window.removeEventListener("focus", refreshQuietly);
      window.removeEventListener("online", refreshQuietly);
      window.removeEventListener("storage", onStorage);
    };
  }, [enabled, refresh]);

  return {
    groupId: last.current?.groupId ?? null,
    unreadCount: last.current?.unreadCount ?? 0,
    refresh,
  };
}
