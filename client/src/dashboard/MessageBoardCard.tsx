import { Link } from "react-router";
import { useUnreadCount } from "../board/useUnreadCount";
import { Trans, useT } from "../i18n";
import { unreadLabel } from "../nav/NavBar";

export interface MessageBoardCardProps {
  hasGroup: boolean;
}

/** "3 unread messages" / "1 unread message" / "99+ unread messages". */
export function unreadText(count: number): string {
  return unreadLabel(count);
}

/**
 * Message Board card (spec 2): the way to the group's board and how much is new there. The count
 * is the layout's live one (BoardLiveProvider), the same the navigation badge shows, so both
 * change together when a message arrives or the board is read.
 */
export function MessageBoardCard({ hasGroup }: MessageBoardCardProps) {
  const t = useT();
  const unread = Math.max(0, Math.floor(useUnreadCount()));
  return (
    <section className="dash-card" aria-labelledby="board-title">
      <h2 id="board-title">
        {t("dashboard.board.title")}
        {unread > 0 && (
          <>
            {" "}
            <span className="count-badge">{unreadText(unread)}</span>
          </>
        )}
      </h2>
      {hasGroup ? (
        <p>{t("dashboard.board.intro")}</p>
      ) : (
        <p className="notice">{t("dashboard.group.none")}</p>
      )}
      <p className="card-actions">
        <Link className="button button-secondary" to="/messages">
          <Trans id="dashboard.board.open" components={{ 0: <span className="visually-hidden" /> }} />
        </Link>
      </p>
    </section>
  );
}
