import { useId, useState } from "react";
import { errorText } from "../errors/classify";
import type { LeadMessageFragment } from "../gql/graphql";
import { Trans, useT } from "../i18n";
import { formatMessageTime } from "../messages/MessageItem";
import { typeInfo } from "../messages/messageTypes";
import { Chip } from "../ui/Chip";
import { FormError } from "../ui/Field";
import { HIDDEN_TEXT } from "./texts";

/** The id of a message's article, which takes the focus once its button is gone. */
export function messageItemId(messageId: string): string {
  return `lead-message-${messageId}`;
}

export interface LeadMessageItemProps {
  message: LeadMessageFragment;
  /** Opens the confirmation before hiding. */
  onHide: (message: LeadMessageFragment) => void;
  /** Dismisses its reports; rejects with the server's error, shown beside the button. */
  onShowAgain: (message: LeadMessageFragment) => Promise<unknown>;
}

/**
 * One message of the board as its leader sees it: author, type, time, the text, whether it is
 * hidden and its open reports (as words), then Hide (a member's message on the board) and Show
 * again (dismiss reports) when it has open reports or is hidden.
 */
export function LeadMessageItem({ message: m, onHide, onShowAgain }: LeadMessageItemProps) {
  const t = useT();
  const id = useId();
  const [showing, setShowing] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const member = m.source === "USER";
  const canHide = member && !m.hidden;
  const canShow = m.hidden || m.openReportCount > 0;

  const showAgain = async () => {
    if (showing.busy) return;
    setShowing({ busy: true, error: null });
    try {
      await onShowAgain(m);
      setShowing({ busy: false, error: null });
    } catch (e) {
      setShowing({ busy: false, error: t("lead.message.dismissFailed", { reason: errorText(e) }) });
    }
  };

  return (
    <article id={messageItemId(m.id)} className="lead-message" tabIndex={-1} aria-labelledby={`${id}-author`}>
      <div className="lead-message-head">
        <h3 id={`${id}-author`} className="lead-message-author">
          {m.authorName}
        </h3>
        {!member && <Chip tone="info">{t("lead.message.programmeTeam")}</Chip>}
      </div>
      <p className="lead-message-meta">
        {typeInfo(m.type, t).label} · <time dateTime={m.createdAt}>{formatMessageTime(m.createdAt)}</time>
      </p>
      {m.title && <p className="lead-message-title">{m.title}</p>}
      <p className="lead-message-content">{m.content}</p>
      {canShow && (
        <p className="lead-message-state">
          {m.hidden && <Chip tone="warning">{t(HIDDEN_TEXT)}</Chip>}
          {m.openReportCount > 0 && <span>{t("lead.message.openReports", { count: m.openReportCount })}</span>}
        </p>
      )}
      {(canHide || canShow) && (
        <div className="lead-message-actions">
          {canHide && (
            <button type="button" className="button button-secondary lead-small-button" aria-haspopup="dialog" onClick={() => onHide(m)}>
              <Trans id="lead.message.hide" values={{ author: m.authorName }} components={{ 0: <span className="visually-hidden" /> }} />
            </button>
          )}
          {canShow && (
            <button
              type="button"
              className="button button-secondary lead-small-button"
              onClick={() => void showAgain()}
              disabled={showing.busy}
              aria-busy={showing.busy || undefined}
              aria-describedby={showing.error ? `${id}-error` : undefined}
            >
              {showing.busy ? t("lead.message.showingAgain") : t("lead.message.showAgain")}{" "}
              <span className="visually-hidden">{t("lead.message.onMessage", { author: m.authorName })}</span>
            </button>
          )}
        </div>
      )}
      <FormError id={`${id}-error`}>{showing.error}</FormError>
    </article>
  );
}
