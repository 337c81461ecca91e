import { NetworkStatus } from "@apollo/client";
import { useMutation, useQuery } from "@apollo/client/react";
import { useCallback, useContext, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { ADMIN_SESSION_EXPIRED, getUserToken, signOut, signOutAdmin } from "../auth/session";
import { setMessageBoardLastRead, STORAGE_KEYS } from "../auth/storage";
import { useAdminToken } from "../auth/useAuth";
import { useAdminClient } from "../admin/client/AdminApolloProvider";
import { BoardLiveContext, type BoardEvent } from "../board/BoardLiveContext";
import {
  BoardQuery,
  DeleteMessageMutation,
  MarkBoardReadMutation,
  MarkTypeReadMutation,
  PostMessageMutation,
  ReportMessageMutation,
} from "../board/documents";
import { hasErrorCode, isServerAnswer, isUnauthorized, serverMessage } from "../errors/classify";
import { useBoardEvents } from "../board/useBoardEvents";
import type { BoardMessageFieldsFragment, MessageType } from "../gql/graphql";
import { msg, useT } from "../i18n";
import { usePageTitle } from "../lib/usePageTitle";
import { badgeText, unreadLabel } from "../nav/NavBar";
import {
  addMessage,
  appendPage,
  applyEvent,
  markAllRead,
  markTypeRead,
  mergeFirstPage,
  newestTime,
  removeMessage,
  type BoardData,
} from "./boardUpdates";
import { MessageItem, mayReport, reportedNoteId } from "./MessageItem";
import { ALL_MESSAGES_LABEL, filterOptionLabel, isMessageType, MESSAGE_TYPES } from "./messageTypes";
import { useOnline } from "../offline/online";
import { QueuedPosts } from "../offline/QueuedPosts";
import { isNetworkFailure, isOffline, newClientKey, queueAction } from "../offline/sync";
import { PostMessageDialog } from "./PostMessageDialog";
import { ReportMessageDialog } from "./ReportMessageDialog";
import {
  DELETE_CONFIRM_MESSAGE,
  POST_FAILED_MESSAGE,
  POST_FAILED_NETWORK_MESSAGE,
  POST_QUEUED_MESSAGE,
  postErrorText,
} from "./texts";
import "./messages.css";

/** Messages per page of the board. */
export const PAGE_SIZE = 30;

/** Mark All as Read stores the newest message's time plus this (spec 4, 9). */
export const LAST_READ_MARGIN_MS = 1000;

export { postErrorText };

/** Said once a member's report is sent. */
export const REPORT_THANKS = msg("messages.report.thanks");

/**
 * /messages (spec 2): the member's group board, under the RequireMember route guard (without a
 * member token, also when the session ends while the board is open, the guard goes to /login).
 */
export function MessagesPage() {
  const t = useT();
  usePageTitle(t("messages.title"));
  return <MessageBoard />;
}

function PageHeader() {
  const t = useT();
  return (
    <header className="messages-header">
      <h1>{t("messages.title")}</h1>
      <Link className="button button-secondary" to="/dashboard">
        {t("messages.backToDashboard")}
      </Link>
    </header>
  );
}

type Notice = { kind: "status" | "error"; text: string } | null;

function MessageBoard() {
  const t = useT();
  const live = useContext(BoardLiveContext);
  const adminToken = useAdminToken();
  // an admin signed in to the panel deletes here too, with the panel's client and token
  const adminClient = useAdminClient();
  const [filter, setFilter] = useState<MessageType | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [marking, setMarking] = useState(false);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const [reporting, setReporting] = useState<BoardMessageFieldsFragment | null>(null);
  const postButton = useRef<HTMLButtonElement>(null);

  const variables = filter ? { first: PAGE_SIZE, type: filter } : { first: PAGE_SIZE };
  const { data, error, networkStatus, refetch, fetchMore, updateQuery } = useQuery(BoardQuery, {
    variables,
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
  });
  const board = data?.board;

  const [postMessage] = useMutation(PostMessageMutation);
  const online = useOnline();
  const [deleteMessage] = useMutation(DeleteMessageMutation, { client: adminClient });
  const [reportMessage] = useMutation(ReportMessageMutation);
  const [markBoardRead] = useMutation(MarkBoardReadMutation);
  const [markTypeReadMutation] = useMutation(MarkTypeReadMutation);

  /** A failed operation: an expired session signs the member out (the page then goes to /login). */
  const sessionExpired = useCallback((e: unknown) => {
    if (!isUnauthorized(e)) return false;
    if (getUserToken()) void signOut("expired"); // unless the error link already did
    return true;
  }, []);

  useEffect(() => {
    if (error) sessionExpired(error);
  }, [error, sessionExpired]);

  const update = useCallback(
    (fn: (b: BoardData) => BoardData) =>
      updateQuery((_unsafe, options) => (options.complete ? { board: fn(options.previousData.board) } : undefined)),
    [updateQuery],
  );

  /** Asks for the first page again; older pages the member loaded stay listed. */
  const refreshFirstPage = useCallback(() => {
    if (!board) {
      void refetch().catch(() => {});
      return;
    }
    void fetchMore({
      variables: { after: null },
      updateQuery: (previous, { fetchMoreResult }) => ({
        board: mergeFirstPage(previous.board, fetchMoreResult.board),
      }),
    }).catch(() => {});
  }, [board, fetchMore, refetch]);

  // Live events of the layout's one subscription.
  const filterRef = useRef(filter);
  filterRef.current = filter;
  useBoardEvents((event: BoardEvent) => {
    if (board && event.groupId !== board.groupId) return;
    if (event.kind === "RESYNC") {
      refreshFirstPage();
      return;
    }
    let listed = true;
    update((b) => {
      listed = b.messages.some((m) => m.id === event.messageId);
      return applyEvent(b, event, filterRef.current);
    });
    // An edited message this list does not show may now belong in it (its new type is the filter's).
    const filtered = filterRef.current;
    if (event.kind === "EDITED" && !listed && filtered !== null && event.message?.type === filtered) refreshFirstPage();
  });

  // The graphql-ws socket reconnects by itself without telling anyone: catch up whenever the
  // member comes back to the window or the browser is back online.
  useEffect(() => {
    const onFocus = () => refreshFirstPage();
    window.addEventListener("focus", onFocus);
    window.addEventListener("online", onFocus);
    return () => {
      window.removeEventListener("focus", onFocus);
      window.removeEventListener("online", onFocus);
    };
  }, [refreshFirstPage]);

  // Another tab marked the board read: show it without NEW tags.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === STORAGE_KEYS.messageBoardLastRead) refreshFirstPage();
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [refreshFirstPage]);

  // Choosing a type marks it read, once its messages are on screen (so their NEW tags show once).
  const pendingTypeMark = useRef<MessageType | null>(null);
  useEffect(() => {
    const type = pendingTypeMark.current;
    if (!type || type !== filter || !board || networkStatus !== NetworkStatus.ready) return;
    pendingTypeMark.current = null;
    markTypeReadMutation({ variables: { type } })
      .then(({ data: result }) => {
        if (!result) return;
        live.setUnreadCount(result.markTypeRead.unreadCount);
        update((b) => markTypeRead(b, type, result.markTypeRead.unreadCount));
      })
      .catch((e: unknown) => {
        if (!sessionExpired(e)) setNotice({ kind: "error", text: serverMessage(e) ?? t("messages.board.markFailed") });
      });
  }, [board, filter, live, markTypeReadMutation, networkStatus, sessionExpired, t, update]);

  const chooseFilter = (value: string) => {
    const next = isMessageType(value) ? value : null;
    pendingTypeMark.current = next;
    setNotice(null);
    setFilter(next);
  };

  const markAll = async () => {
    if (!board || marking) return;
    setMarking(true);
    setNotice(null);
    const listedNewest = filter === null ? newestTime(board) : null;
    try {
      const { data: result } = await markBoardRead();
      if (result) {
        const state = result.markBoardRead;
        live.setUnreadCount(state.unreadCount);
        update((b) => markAllRead(b, state.unreadCount));
        const serverMarker = state.lastReadAt ? Date.parse(state.lastReadAt) : NaN;
        const marker =
          listedNewest !== null
            ? listedNewest + LAST_READ_MARGIN_MS
            : Number.isNaN(serverMarker)
              ? null
              : serverMarker;
        if (marker !== null) setMessageBoardLastRead(marker);
        setNotice({ kind: "status", text: t("messages.board.allMarked") });
      }
    } catch (e) {
      if (!sessionExpired(e)) setNotice({ kind: "error", text: serverMessage(e) ?? t("messages.board.markAllFailed") });
    } finally {
      setMarking(false);
    }
  };

  /** Keeps the post on the device, to send when the connection returns (offline/queue.ts). */
  const queuePost = async (input: { content: string; type: MessageType }, clientKey: string) => {
    if (!(await queueAction({ kind: "post", input }, clientKey))) throw new Error(t(POST_FAILED_NETWORK_MESSAGE));
    closeDialog();
    setNotice({ kind: "status", text: t(POST_QUEUED_MESSAGE) });
  };

  const post = async (input: { content: string; type: MessageType }) => {
    const clientKey = newClientKey();
    if (isOffline()) return queuePost(input, clientKey);
    let message: BoardMessageFieldsFragment | undefined;
    try {
      const { data: result } = await postMessage({ variables: { input: { ...input, clientKey } } });
      message = result?.postMessage;
    } catch (e) {
      if (sessionExpired(e)) return;
      // no answer: kept with the same key, so a post that did arrive is not posted twice
      if (isNetworkFailure(e)) return queuePost(input, clientKey);
      throw new Error(postErrorText(e, t));
    }
    if (!message) throw new Error(t(POST_FAILED_MESSAGE));
    const posted = message;
    update((b) => addMessage(b, posted, filterRef.current));
    closeDialog();
    setNotice({ kind: "status", text: t("messages.board.posted") });
  };

  const closeDialog = () => {
    setDialogOpen(false);
    // back to the opener once the dialog is gone
    requestAnimationFrame(() => postButton.current?.focus());
  };

  const remove = async (message: BoardMessageFieldsFragment) => {
    if (!window.confirm(t(DELETE_CONFIRM_MESSAGE))) return;
    setDeletingId(message.id);
    setNotice(null);
    try {
      await deleteMessage({ variables: { id: message.id } });
      // the counts come with the DELETED event
      update((b) => removeMessage(b, message.id));
      setNotice({ kind: "status", text: t("messages.board.deleted") });
    } catch (e) {
      if (isUnauthorized(e) || hasErrorCode(e, "forbidden")) {
        void signOutAdmin("expired");
        setNotice({ kind: "error", text: t(ADMIN_SESSION_EXPIRED) });
      } else {
        setNotice({ kind: "error", text: serverMessage(e) ?? t("messages.board.deleteFailed") });
      }
    } finally {
      setDeletingId(null);
    }
  };

  /** Sends the report; a refusal is thrown for the dialog to show (an ended session signs out). */
  const report = async (message: BoardMessageFieldsFragment, reason: string | null) => {
    try {
      await reportMessage({ variables: { messageId: message.id, reason } });
    } catch (e) {
      sessionExpired(e);
      // no longer on the board (deleted, or hidden after reports): the list catches up
      if (hasErrorCode(e, "not_found")) refreshFirstPage();
      throw e;
    }
    live.markReported(message.id);
    setReporting(null);
    setNotice({ kind: "status", text: t(REPORT_THANKS) });
    // the Report button is gone: the focus goes to the "Reported" note in its place
    requestAnimationFrame(() => document.getElementById(reportedNoteId(message.id))?.focus());
  };

  const loadOlder = async () => {
    const cursor = board?.pageInfo.endCursor;
    if (!cursor || loadingOlder) return;
    setLoadingOlder(true);
    try {
      await fetchMore({
        variables: { after: cursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          board: appendPage(previous.board, fetchMoreResult.board),
        }),
      });
    } catch (e) {
      if (!sessionExpired(e)) setNotice({ kind: "error", text: serverMessage(e) ?? t("messages.board.olderFailed") });
    } finally {
      setLoadingOlder(false);
    }
  };

  const refreshAll = () => {
    setNotice(null);
    live.refreshUnread();
    void refetch().catch(() => {});
  };

  if (!board) {
    if (error && !isUnauthorized(error)) {
      const noGroup = isServerAnswer(error);
      return (
        <div className="messages-page">
          <PageHeader />
          {noGroup ? (
            <p className="board-note" role="status">
              {serverMessage(error)}
            </p>
          ) : (
            <div className="board-note is-error" role="alert">
              <p>{t("messages.board.loadFailed")}</p>
              <button type="button" className="button" onClick={() => void refetch().catch(() => {})}>
                {t("messages.board.refresh")}
              </button>
            </div>
          )}
        </div>
      );
    }
    return (
      <div className="messages-page">
        <PageHeader />
        <p className="page-loading" role="status">
          {t("messages.board.loading")}
        </p>
      </div>
    );
  }

  // the live count (also the navigation badge) once the layout knows the group
  const unread = live.groupId === board.groupId ? live.unreadCount : board.unreadCount;
  const countOf = new Map(board.counts.map((c) => [c.type, c.count]));
  const refreshing = networkStatus === NetworkStatus.refetch || networkStatus === NetworkStatus.setVariables;

  return (
    <div className="messages-page">
      <PageHeader />

      <section className="board" aria-labelledby="board-title">
        <header className="board-header">
          <div className="board-heading">
            <h2 id="board-title">{t("messages.board.title")}</h2>
            <span className={`unread-badge${unread > 0 ? " has-unread" : ""}`} data-testid="board-unread">
              <span aria-hidden="true">{badgeText(unread)}</span>
              <span className="visually-hidden">{unreadLabel(unread)}</span>
            </span>
            {unread > 0 && (
              <span className="new-pill" aria-hidden="true">
                {t("messages.board.newPill", { badge: badgeText(unread) })}
              </span>
            )}
          </div>
          <p className="board-group">{board.groupName}</p>
          <div className="board-actions">
            <button type="button" className="button button-secondary" onClick={markAll} disabled={marking}>
              {t("messages.board.markAll")}
            </button>
            <button
              ref={postButton}
              type="button"
              className="button"
              aria-haspopup="dialog"
              onClick={() => setDialogOpen(true)}
            >
              {t("messages.board.post")}
            </button>
          </div>
        </header>

        <div className="board-toolbar">
          <div className="msg-field msg-field-inline">
            <label htmlFor="message-type-filter">{t("messages.board.filter")}</label>
            <select id="message-type-filter" value={filter ?? ""} onChange={(e) => chooseFilter(e.target.value)}>
              <option value="">{filterOptionLabel(t(ALL_MESSAGES_LABEL), board.totalCount, t)}</option>
              {MESSAGE_TYPES.map((m) => (
                <option key={m.type} value={m.type}>
                  {filterOptionLabel(t(m.filterLabel), countOf.get(m.type) ?? 0, t)}
                </option>
              ))}
            </select>
          </div>
          <button type="button" className="button button-secondary" onClick={refreshAll} disabled={refreshing}>
            {t("messages.board.refresh")}
          </button>
        </div>

        <div className="board-live" aria-live="polite">
          {notice?.kind === "status" && <p className="board-status">{notice.text}</p>}
        </div>
        {notice?.kind === "error" && (
          <p className="board-error" role="alert">
            {notice.text}
          </p>
        )}
        {error && !isUnauthorized(error) && online && (
          <p className="board-error" role="alert">
            {t("messages.board.refreshFailed", { reason: serverMessage(error) ?? t("messages.board.checkConnection") })}
          </p>
        )}

        <QueuedPosts />
        {board.messages.length === 0 ? (
          <p className="board-empty">{t("messages.board.empty")}</p>
        ) : (
          <ol className="message-list" aria-label={t("messages.board.listLabel")}>
            {board.messages.map((m) => (
              <li key={m.id}>
                <MessageItem
                  message={m}
                  canDelete={adminToken !== null}
                  deleting={deletingId === m.id}
                  onDelete={remove}
                  canReport={mayReport(m, { isAdmin: adminToken !== null })}
                  reported={live.reported.has(m.id)}
                  onReport={(target) => {
                    setNotice(null);
                    setReporting(target);
                  }}
                />
              </li>
            ))}
          </ol>
        )}

        {board.pageInfo.hasNextPage && (
          <p className="board-more">
            <button type="button" className="button button-secondary" onClick={loadOlder} disabled={loadingOlder}>
              {loadingOlder ? t("messages.board.loadingOlder") : t("messages.board.loadOlder")}
            </button>
          </p>
        )}
      </section>

      {dialogOpen && <PostMessageDialog onSubmit={post} onClose={closeDialog} />}
      {reporting && (
        <ReportMessageDialog
          key={reporting.id}
          authorName={reporting.authorName}
          onReport={(reason) => report(reporting, reason)}
          onClose={() => setReporting(null)}
        />
      )}
    </div>
  );
}

export default MessagesPage;
