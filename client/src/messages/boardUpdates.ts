// Pure updates of one board page (BoardQuery's `board`) for live events, posts, deletes,
// marking read and paging. The board screen applies them with Apollo's updateQuery. Counts are
// never computed here: they are the server's, from a board read or a live event.
import type { BoardEvent } from "../board/BoardLiveContext";
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

/**
 * A live NEW, EDITED or DELETED event: the board takes its version and counts as they are, and
 * lists, replaces or removes its message. An event whose version the board already holds (it
 * read the board at that version or later, or applied the event) changes nothing: the same board.
 */
export function applyEvent(board: BoardData, event: BoardEvent, filter: MessageType | null): BoardData {
  if (event.groupId !== board.groupId || event.version <= board.version) return board;
  const counted: BoardData = {
    ...board,
    version: event.version,
    totalCount: event.totalCount,
    unreadCount: event.unreadCount,
    counts: event.counts,
  };
  switch (event.kind) {
    case "NEW":
      return event.message ? addMessage(counted, event.message, filter) : counted;
    case "EDITED":
      return event.message ? replaceMessage(counted, event.message, filter) : counted;
    case "DELETED":
      return event.messageId ? removeMessage(counted, event.messageId) : counted;
    default:
      return board;
  }
}

/**
 * A new message (live or just posted), listed in its place (normally the top) unless the filter
 * shows another type. Already listed (same id), or of another group → unchanged.
 */
export function addMessage(board: BoardData, message: BoardMessage, filter: MessageType | null): BoardData {
  if (message.groupId !== board.groupId) return board;
  if (board.messages.some((m) => m.id === message.id)) return board;
  if (filter !== null && message.type !== filter) return board;
  const last = board.messages.at(-1);
  // older than everything loaded while older pages exist: it belongs to a page not loaded yet
  if (last && board.pageInfo.hasNextPage && newestFirst(message, last) > 0) return board;
  const messages = [...board.messages, message].sort(newestFirst);
  return { ...board, messages };
}

/** The board without message id (unchanged when it is not listed). */
export function removeMessage(board: BoardData, id: string): BoardData {
  if (!board.messages.some((m) => m.id === id)) return board;
  return { ...board, messages: board.messages.filter((m) => m.id !== id) };
}

/**
 * An edited message (an EDITED event): when listed, its new fields show in its place. It keeps
 * the unread flag this client knew (an edit does not make a message new again, nor read: the
 * read markers are times and its time stays; a type just marked read keeps its listed NEW tags).
 * A new type takes it out of a list filtered to the old type; moved to another group, it leaves
 * this board. Not listed (an unknown id) → the same board.
 */
export function replaceMessage(board: BoardData, message: BoardMessage, filter: MessageType | null): BoardData {
  const index = board.messages.findIndex((m) => m.id === message.id);
  if (index < 0) return board;
  if (message.groupId !== board.groupId) return removeMessage(board, message.id);
  if (filter !== null && message.type !== filter) return removeMessage(board, message.id);
  const messages = board.messages.slice();
  messages[index] = { ...message, unread: board.messages[index].unread };
  return { ...board, messages };
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
