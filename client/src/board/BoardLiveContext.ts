import { createContext } from "react";
import type { BoardEventsSubscription } from "../gql/graphql";

/**
 * One live change of the board: NEW and EDITED (message set), DELETED (messageId set) or
 * RESYNC (refetch), with the board's version after it and the member's counts then.
 */
export type BoardEvent = BoardEventsSubscription["boardEvents"];

export type BoardEventListener = (event: BoardEvent) => void;

/**
 * What the layout shares about the signed-in member's board: which group it is, how many of its
 * messages are unread, and the stream of live events of the page's one boardEvents subscription.
 */
export interface BoardLive {
  /** The member's group, or null (signed out, no group yet, or not loaded). */
  groupId: string | null;
  /** Unread messages of every type (the navigation badge). */
  unreadCount: number;
  /** Listens to the live events; returns the function that stops listening. */
  subscribe(listener: BoardEventListener): () => void;
  /** Sets the unread count from a mark-as-read mutation's BoardReadState. */
  setUnreadCount(count: number): void;
  /** Asks the server for the unread count again. */
  refreshUnread(): void;
  /**
   * Messages the member reported in this session (their Report button is gone); forgotten when
   * another member signs in or the page reloads (the server then says it was already reported).
   */
  reported: ReadonlySet<string>;
  /** Remembers a message the member reported. */
  markReported(messageId: string): void;
}

/** Outside a provider: no group, nothing unread, no events. */
export const NO_BOARD: BoardLive = {
  groupId: null,
  unreadCount: 0,
  subscribe: () => () => {},
  setUnreadCount: () => {},
  refreshUnread: () => {},
  reported: new Set<string>(),
  markReported: () => {},
};

export const BoardLiveContext = createContext<BoardLive>(NO_BOARD);

/**
 * A RESYNC made by the client itself (after the subscription was re-established). It carries no
 * version or counts (a RESYNC's are never applied: the board is refetched).
 */
export function resyncEvent(groupId: string): BoardEvent {
  return {
    __typename: "BoardEvent",
    kind: "RESYNC",
    groupId,
    messageId: null,
    message: null,
    version: 0,
    totalCount: 0,
    unreadCount: 0,
    counts: [],
  };
}
