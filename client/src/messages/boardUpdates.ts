// Pure updates of one board page (BoardQuery's `board`) for live events, posts, deletes,
// marking read and paging. The board screen applies them with Apollo's updateQuery.
import type { BoardMessageFieldsFragment, BoardQuery, MessageType } from "../gql/graphql";

export type BoardData = BoardQuery["board"];
export type BoardMessage = BoardMessageFieldsFragment;

function time(m: BoardMessage): number {
  const t = Date.parse(m.createdAt);
  return Number.isNaN(t) ? 0 : t;
}

function idOrder(a: string, b: string): number {
  const x = Number(a);
  const y = Number(b);
  if (Number.isFinite(x) && Number.isFinite(y)) return x - y;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Newest first (the board's order): negative when a comes before b. */
export function newestFirst(a: BoardMessage, b: BoardMessage): number {
  return time(b) - time(a) || idOrder(b.id, a.id);
}

function adjustCounts(board: BoardData, message: BoardMessage, delta: 1 | -1): BoardData {
  const unread = message.unread ? delta : 0;
  return {
    ...board,
    totalCount: Math.max(0, board.totalCount + delta),
    unreadCount: Math.max(0, board.unreadCount + unread),
    counts: board.counts.map((c) =>
      c.type === message.type
        ? { ...c, count: Math.max(0, c.count + delta), unread: Math.max(0, c.unread + unread) }
        : c,
    ),
  };
}

/**
 * A new message (live or just posted): counted, and listed in its place (normally the top)
 * unless the filter shows another type. Already listed (same id) → unchanged.
 */
export function addMessage(board: BoardData, message: BoardMessage, filter: MessageType | null): BoardData {
  if (message.groupId !== board.groupId) return board;
  if (board.messages.some((m) => m.id === message.id)) return board;
  const counted = adjustCounts(board, message, 1);
  if (filter !== null && message.type !== filter) return counted;
  const last = board.messages.at(-1);
  // older than everything loaded while older pages exist: it belongs to a page not loaded yet
  if (last && board.pageInfo.hasNextPage && newestFirst(message, last) > 0) return counted;
  const messages = [...board.messages, message].sort(newestFirst);
  return { ...counted, messages };
}

/** Removes a message; `found` says whether it was listed (its counts are then adjusted). */
export function removeMessage(board: BoardData, id: string): { board: BoardData; found: boolean } {
  const message = board.messages.find((m) => m.id === id);
  if (!message) return { board, found: false };
  const counted = adjustCounts(board, message, -1);
  return { board: { ...counted, messages: counted.messages.filter((m) => m.id !== id) }, found: true };
}

/**
 * An edited message (an EDITED event): when listed, its new fields show in its place. It keeps
 * the unread flag this client knew (an edit does not make a message new again, nor read: the
 * read markers are times and its time stays). A new type moves it, with its unread, from the old
 * type's count to the new one's, and out of a list filtered to the old type. Moved to another
 * group: it leaves this board. Not listed (an unknown id) → the same board, unchanged.
 */
export function replaceMessage(board: BoardData, message: BoardMessage, filter: MessageType | null): BoardData {
  const index = board.messages.findIndex((m) => m.id === message.id);
  if (index < 0) return board;
  if (message.groupId !== board.groupId) return removeMessage(board, message.id).board;
  const old = board.messages[index];
  const edited: BoardMessage = { ...message, unread: old.unread };
  let next = board;
  if (old.type !== edited.type) {
    const unread = old.unread ? 1 : 0;
    next = {
      ...board,
      counts: board.counts.map((c) =>
        c.type === old.type
          ? { ...c, count: Math.max(0, c.count - 1), unread: Math.max(0, c.unread - unread) }
          : c.type === edited.type
            ? { ...c, count: c.count + 1, unread: c.unread + unread }
            : c,
      ),
    };
    if (filter !== null && edited.type !== filter) {
      return { ...next, messages: board.messages.filter((m) => m.id !== message.id) };
    }
  }
  const messages = board.messages.slice();
  messages[index] = edited;
  return { ...next, messages };
}

/** After Mark All as Read: nothing listed is new any more. */
export function markAllRead(board: BoardData, unreadCount: number): BoardData {
  return {
    ...board,
    unreadCount,
    counts: board.counts.map((c) => ({ ...c, unread: 0 })),
    messages: board.messages.map((m) => (m.unread ? { ...m, unread: false } : m)),
  };
}

/** After choosing a type: that type's messages are read (the listed ones keep their NEW tag). */
export function markTypeRead(board: BoardData, type: MessageType, unreadCount: number): BoardData {
  return { ...board, unreadCount, counts: board.counts.map((c) => (c.type === type ? { ...c, unread: 0 } : c)) };
}

/** 'Load older messages': the next page appended (ids already listed are skipped). */
export function appendPage(board: BoardData, older: BoardData): BoardData {
  const ids = new Set(board.messages.map((m) => m.id));
  return {
    ...older,
    messages: [...board.messages, ...older.messages.filter((m) => !ids.has(m.id))],
  };
}

/**
 * A refetched first page merged with what was listed: the fresh page wins, and older pages
 * the member had loaded stay below it (with their cursor), so a refresh does not fold them away.
 */
export function mergeFirstPage(board: BoardData | undefined, fresh: BoardData): BoardData {
  if (!board || board.groupId !== fresh.groupId) return fresh;
  const boundary = fresh.messages.at(-1);
  if (!boundary || !fresh.pageInfo.hasNextPage) return fresh;
  const freshIds = new Set(fresh.messages.map((m) => m.id));
  const older = board.messages.filter((m) => !freshIds.has(m.id) && newestFirst(m, boundary) > 0);
  if (older.length === 0) return fresh;
  return { ...fresh, messages: [...fresh.messages, ...older], pageInfo: board.pageInfo };
}

/** The newest listed message's time in epoch ms, or null. */
export function newestTime(board: BoardData): number | null {
  let newest: number | null = null;
  for (const m of board.messages) {
    const t = Date.parse(m.createdAt);
    if (!Number.isNaN(t) && (newest === null || t > newest)) newest = t;
  }
  return newest;
}
