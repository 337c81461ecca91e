import type { AdminGroupFieldsFragment } from "../../gql/graphql";
import { msg, Trans, useT, type Message } from "../../i18n";
import { formatCalendarDate } from "../../lib/dates";
import { Chip } from "../../ui/Chip";
import { groupStatusChip } from "./status";

export type MoveDirection = "up" | "down";

export interface GroupCardProps {
  group: AdminGroupFieldsFragment;
  /** Whether the card can move that way (not at the end of the list). */
  canMoveUp: boolean;
  canMoveDown: boolean;
  /** The id of the card's Move Up / Move Down button (the tab puts the focus back on it after a move). */
  moveButtonId: (direction: MoveDirection) => string;
  onMove: (direction: MoveDirection) => void;
  onViewMembers: () => void;
  onManage: () => void;
  /** Post message: the post-to-group modal. */
  onPostMessage: () => void;
  /** Delete: offered only for a group with no members. */
  onDelete: () => void;
  /** Archive: offered only for a group that has ended (completed or closed) and is not archived. */
  onArchive?: () => void;
  /** Unarchive: an archived card offers only this and View Members. */
  onUnarchive?: () => void;
}

/** Whether a group may be archived: it has ended (completed or closed) and is not archived yet. */
export function canArchive(group: AdminGroupFieldsFragment): boolean {
  return !group.archivedAt && (group.status === "COMPLETED" || group.status === "CLOSED");
}

/**
 * One group in the admin's order: its status chip (the word, tinted), name, start, end, members
 * and maximum, and its actions. Move Up / Move Down at the ends are aria-disabled rather than
 * disabled, so the focus stays on the button just used when the card reaches the end.
 */
export function GroupCard({
  group,
  canMoveUp,
  canMoveDown,
  moveButtonId,
  onMove,
  onViewMembers,
  onManage,
  onPostMessage,
  onDelete,
  onArchive,
  onUnarchive,
}: GroupCardProps) {
  const t = useT();
  const archived = Boolean(group.archivedAt);
  const chip = groupStatusChip(group.status, t);
  const named = (m: Message) => <Trans id={m.id} values={{ name: group.name }} components={{ 0: <span className="visually-hidden" /> }} />;
  const headingId = `admin-group-${group.id}-name`;
  return (
    <li className="admin-group-card">
      <article aria-labelledby={headingId}>
        <div className="admin-group-card-head">
          <h3 id={headingId}>{group.name}</h3>
          <p className="admin-group-card-status">
            <span className="visually-hidden">{t("admin-groups.card.status")} </span>
            <Chip tone={chip.tone}>{chip.label}</Chip>
          </p>
        </div>
        <dl className="admin-group-facts">
          <div>
            <dt>{t("admin-groups.card.start")}</dt>
            <dd>{formatCalendarDate(group.startDate)}</dd>
          </div>
          <div>
            <dt>{t("admin-groups.card.end")}</dt>
            <dd>{formatCalendarDate(group.endDate)}</dd>
          </div>
          <div>
            <dt>{t("admin-groups.card.members")}</dt>
            <dd>{group.memberCount}</dd>
          </div>
          <div>
            <dt>{t("admin-groups.card.max")}</dt>
            <dd>{group.maxMembers}</dd>
          </div>
        </dl>
        <div className="admin-group-actions">
          {archived ? (
            <>
              <button type="button" className="button button-secondary" onClick={onViewMembers}>
                {named(msg("admin-groups.card.viewMembers"))}
              </button>
              <button type="button" className="button" onClick={onUnarchive}>
                {named(msg("admin-groups.card.unarchive"))}
              </button>
            </>
          ) : (
            <>
              <button
                type="button"
                id={moveButtonId("up")}
                className="button button-secondary"
                aria-disabled={!canMoveUp || undefined}
                onClick={() => canMoveUp && onMove("up")}
              >
                {named(msg("admin-groups.card.moveUp"))}
              </button>
              <button
                type="button"
                id={moveButtonId("down")}
                className="button button-secondary"
                aria-disabled={!canMoveDown || undefined}
                onClick={() => canMoveDown && onMove("down")}
              >
                {named(msg("admin-groups.card.moveDown"))}
              </button>
              <button type="button" className="button button-secondary" onClick={onViewMembers}>
                {named(msg("admin-groups.card.viewMembers"))}
              </button>
              <button type="button" className="button button-secondary" aria-haspopup="dialog" onClick={onPostMessage}>
                {named(msg("admin-groups.card.post"))}
              </button>
              <button type="button" className="button" onClick={onManage}>
                {named(msg("admin-groups.card.manage"))}
              </button>
              {group.memberCount === 0 && (
                <button type="button" className="button button-secondary" aria-haspopup="dialog" onClick={onDelete}>
                  {named(msg("admin-groups.card.delete"))}
                </button>
              )}
              {onArchive && canArchive(group) && (
                <button type="button" className="button button-secondary" aria-haspopup="dialog" onClick={onArchive}>
                  {named(msg("admin-groups.card.archive"))}
                </button>
              )}
            </>
          )}
        </div>
      </article>
    </li>
  );
}
