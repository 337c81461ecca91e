import type { BoardMessageFieldsFragment } from "../gql/graphql";
import { translate, useT, type Translate } from "../i18n";
import { formatInstant } from "../i18n/format";
import { LinkifiedText } from "./linkify";
import { priorityLabel, typeInfo } from "./messageTypes";
import { TypeIcon } from "./TypeIcon";

export interface MessageItemProps {
  message: BoardMessageFieldsFragment;
  /** Shows the delete button (only when an admin token is present). */
  canDelete?: boolean;
  deleting?: boolean;
  onDelete?: (message: BoardMessageFieldsFragment) => void;
  /** Shows the Report button (another member's message, a member viewing: see mayReport). */
  canReport?: boolean;
  /** The viewer reported it in this session: "Reported" instead of the button. */
  reported?: boolean;
  onReport?: (message: BoardMessageFieldsFragment) => void;
}

/** The id of the "Reported" note of a message, which takes the focus after a report. */
export function reportedNoteId(messageId: string): string {
  return `message-${messageId}-reported`;
}

/**
 * Whether a viewer may report a message: another member's message (source USER, not `mine`), and
 * not while an admin token is present (admins delete instead).
 */
export function mayReport(
  message: Pick<BoardMessageFieldsFragment, "source" | "mine">,
  viewer: { isAdmin: boolean },
): boolean {
  return !viewer.isAdmin && message.source === "USER" && !message.mine;
}

/** The message's time in the active language and the member's time zone, e.g. "Jan 5, 2027, 9:30 AM". */
export function formatMessageTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : formatInstant(d);
}

/** A member's announcement is their group leader's: members cannot post one (issue 29). */
export function byLeader(message: Pick<BoardMessageFieldsFragment, "source" | "type">): boolean {
  return message.source === "USER" && message.type === "ANNOUNCEMENT";
}

/** Admin messages and leaders' announcements carry a title; member messages read 'Message from {author}'. */
export function messageTitle(
  message: Pick<BoardMessageFieldsFragment, "source" | "type" | "title" | "authorName">,
  t: Translate = translate,
): string {
  if ((message.source === "ADMIN" || byLeader(message)) && message.title) return message.title;
  return t("messages.item.from", { name: message.authorName });
}

function TrashIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2"
      strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6" />
    </svg>
  );
}

function FlagIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2"
      strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M4 22V4M4 4h12l-2 4 2 4H4" />
    </svg>
  );
}

/** One board entry (spec 2): type, title, tags, author, time and the content as plain text. */
export function MessageItem({
  message,
  canDelete = false,
  deleting = false,
  onDelete,
  canReport = false,
  reported = false,
  onReport,
}: MessageItemProps) {
  const t = useT();
  const info = typeInfo(message.type, t);
  const member = message.source === "USER";
  const priority = message.source === "ADMIN" ? priorityLabel(message.priority, t) : null;
  const titleId = `message-${message.id}-title`;
  return (
    <article
      className={`message${message.unread ? " is-unread" : ""}${member ? " is-member" : " is-admin"}`}
      aria-labelledby={titleId}
      data-message-id={message.id}
    >
      <header className="message-header">
        <p className="message-type">
          <TypeIcon type={message.type} className="message-type-icon" />
          <span>{info.label}</span>
        </p>
        <div className="message-tags">
          {message.unread && <span className="tag tag-new">{t("messages.item.new")}</span>}
          {member && <span className="tag tag-member">{byLeader(message) ? t("messages.item.groupLeader") : t("messages.item.member")}</span>}
          {priority && <span className="tag tag-priority">{priority}</span>}
        </div>
        {canDelete && (
          <button
            type="button"
            className="icon-button message-delete"
            aria-label={t("messages.item.delete")}
            title={t("messages.item.delete")}
            disabled={deleting}
            onClick={() => onDelete?.(message)}
          >
            <TrashIcon />
          </button>
        )}
      </header>
      <h3 className="message-title" id={titleId}>
        {messageTitle(message, t)}
      </h3>
      <p className="message-meta">
        <span className="message-author">{message.authorName}</span>
        {" "}
        <span aria-hidden="true">·</span>{" "}
        <time dateTime={message.createdAt}>{formatMessageTime(message.createdAt)}</time>
      </p>
      <div className="message-content">
        <LinkifiedText text={message.content} />
      </div>
      {canReport && (
        <footer className="message-footer">
          {reported ? (
            // takes the focus after the report, where the button was
            <p className="message-reported" id={reportedNoteId(message.id)} tabIndex={-1}>
              {t("messages.item.reported")}
            </p>
          ) : (
            <button
              type="button"
              className="message-report"
              // the visible word starts the name (WCAG 2.5.3), which says whose message it is
              aria-label={t("messages.item.reportFrom", { name: message.authorName })}
              aria-haspopup="dialog"
              onClick={() => onReport?.(message)}
            >
              <FlagIcon />
              {t("messages.item.report")}
            </button>
          )}
        </footer>
      )}
    </article>
  );
}
