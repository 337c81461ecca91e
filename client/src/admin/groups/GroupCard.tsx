import type { AdminGroupFieldsFragment } from "../../gql/graphql";
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
  const archived = Boolean(group.archivedAt);
  const chip = groupStatusChip(group.status);
  const headingId = `admin-group-${group.id}-name`;
  return (
    <li className="admin-group-card">
      <article aria-labelledby={headingId}>
        <div className="admin-group-card-head">
          <h3 id={headingId}>{group.name}</h3>
          <p className="admin-group-card-status">
            <span className="visually-hidden">Status: </span>
            <Chip tone={chip.tone}>{chip.label}</Chip>
          </p>
        </div>
        <dl className="admin-group-facts">
          <div>
            <dt>Start</dt>
            <dd>{formatCalendarDate(group.startDate)}</dd>
          </div>
          <div>
            <dt>End</dt>
            <dd>{formatCalendarDate(group.endDate)}</dd>
          </div>
          <div>
            <dt>Members</dt>
            <dd>{group.memberCount}</dd>
          </div>
          <div>
            <dt>Max</dt>
            <dd>{group.maxMembers}</dd>
          </div>
        </dl>
        <div className="admin-group-actions">
          {archived ? (
            <>
              <button type="button" className="button button-secondary" onClick={onViewMembers}>
                View Members <span className="visually-hidden">of {group.name}</span>
              </button>
              <button type="button" className="button" onClick={onUnarchive}>
                Unarchive <span className="visually-hidden">{group.name}</span>
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
                Move Up <span className="visually-hidden">{group.name}</span>
              </button>
              <button
                type="button"
                id={moveButtonId("down")}
                className="button button-secondary"
                aria-disabled={!canMoveDown || undefined}
                onClick={() => canMoveDown && onMove("down")}
              >
                Move Down <span className="visually-hidden">{group.name}</span>
              </button>
              <button type="button" className="button button-secondary" onClick={onViewMembers}>
                View Members <span className="visually-hidden">of {group.name}</span>
              </button>
              <button type="button" className="button button-secondary" aria-haspopup="dialog" onClick={onPostMessage}>
                Post message <span className="visually-hidden">to {group.name}</span>
              </button>
              <button type="button" className="button" onClick={onManage}>
                Manage <span className="visually-hidden">{group.name}</span>
              </button>
              {group.memberCount === 0 && (
                <button type="button" className="button button-secondary" aria-haspopup="dialog" onClick={onDelete}>
                  Delete <span className="visually-hidden">{group.name}</span>
                </button>
              )}
              {onArchive && canArchive(group) && (
                <button type="button" className="button button-secondary" aria-haspopup="dialog" onClick={onArchive}>
                  Archive <span className="visually-hidden">{group.name}</span>
                </button>
              )}
            </>
          )}
        </div>
      </article>
    </li>
  );
}
