import { useMutation, useQuery } from "@apollo/client/react";
import { useId, useLayoutEffect, useRef, useState } from "react";
import { errorText } from "../../errors/classify";
import type { AdminGroupFieldsFragment, AdminCreateGroupMutation } from "../../gql/graphql";
import { translate, useT, type Translate } from "../../i18n";
import { FormError } from "../../ui/Field";
import { GroupCard, type MoveDirection } from "./GroupCard";
import { ManageGroupDialog } from "./ManageGroupDialog";
import { MembersDialog } from "./MembersDialog";
import { NewGroupDialog } from "./NewGroupDialog";
import { PostToGroupDialog } from "./PostToGroupDialog";
import { DeleteGroupDialog } from "./DeleteGroupDialog";
import { ArchiveGroupDialog } from "./ArchiveGroupDialog";
import {
  AdminGroupsQuery,
  ArchiveGroupMutation,
  DeleteGroupMutation,
  ReorderGroupsMutation,
  UnarchiveGroupMutation,
} from "./queries";
import "./groups.css";
import { LoadError } from "../../ui/LoadError";


type OpenDialog =
  | { kind: "new" }
  | { kind: "manage"; id: string }
  | { kind: "members"; id: string }
  | { kind: "post"; id: string }
  | { kind: "delete"; id: string }
  | { kind: "archive"; id: string }
  | null;

/** What the status line says after a group is created: its name and the server's notice. */
export function createdText(result: AdminCreateGroupMutation["createGroup"], t: Translate = translate): string {
  const notice =
    result.notice ??
    (result.startAligned ? t("admin-groups.tab.startMoved", { from: result.requestedStartDate, to: result.group.startDate }) : null);
  return notice
    ? t("admin-groups.tab.createdNotice", { name: result.group.name, notice })
    : t("admin-groups.tab.created", { name: result.group.name });
}

/** The order after moving the group at `index` one place up or down. */
export function movedOrder<T>(items: readonly T[], index: number, direction: MoveDirection): T[] {
  const to = direction === "up" ? index - 1 : index + 1;
  const next = items.slice();
  if (to < 0 || to >= next.length) return next;
  [next[index], next[to]] = [next[to], next[index]];
  return next;
}

/**
 * The whole order after moving group `id` one place up or down among the groups `shown` (the
 * cards on screen; archived groups keep their places in between).
 */
export function movedAmong<T extends { id: string }>(
  items: readonly T[],
  shown: (item: T) => boolean,
  id: string,
  direction: MoveDirection,
): T[] {
  const next = items.slice();
  const from = next.findIndex((g) => g.id === id);
  if (from < 0) return next;
  const step = direction === "up" ? -1 : 1;
  let to = from + step;
  while (to >= 0 && to < next.length && !shown(next[to])) to += step;
  if (to < 0 || to >= next.length) return next;
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}

const notArchived = (g: { archivedAt?: unknown }) => !g.archivedAt;

/**
 * The admin panel's Groups tab (spec 2 /admin): the groups as cards in the admin's order, with
 * Move Up / Move Down (reorderGroups with the whole new order), View Members and Manage, and the
 * New Group modal. A status line under the heading says what the last action did.
 */
export function GroupsTab() {
  const base = useId();
  const t = useT();
  // Opened again, the tab shows the groups it had at once and reads them again (counts change
  // from other tabs: Users, members joining).
  const { data, error, loading, refetch } = useQuery(AdminGroupsQuery, {
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
  });
  const [reorder] = useMutation(ReorderGroupsMutation);
  const [deleteGroup] = useMutation(DeleteGroupMutation);
  const [archiveGroup] = useMutation(ArchiveGroupMutation);
  const [unarchiveGroup] = useMutation(UnarchiveGroupMutation, {
  });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [status, setStatus] = useState("");
  const [moveError, setMoveError] = useState<string | null>(null);
  const moving = useRef(false);
  const refocus = useRef<{ id: string; direction: MoveDirection } | null>(null);

  const groups = data?.adminGroups;
  // Archived groups are kept apart, under "Archived" (collapsed at first), with Unarchive.
  const live = groups?.filter(notArchived);
  const archived = groups?.filter((g) => !notArchived(g));
  const moveButtonId = (id: string) => (direction: MoveDirection) => `${base}-group-${id}-${direction}`;

  // After a move the card is elsewhere in the list; a browser that lost the focus when the card's
  // node moved (it falls to the body) gets it back on the button just used. Focus the user put
  // elsewhere meanwhile is left alone.
  useLayoutEffect(() => {
    const target = refocus.current;
    if (!target) return;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    document.getElementById(moveButtonId(target.id)(target.direction))?.focus();
  });

  const move = async (group: AdminGroupFieldsFragment, direction: MoveDirection) => {
    if (!groups || moving.current) return;
    const next = movedAmong(groups, notArchived, group.id, direction);
    moving.current = true;
    const target = { id: group.id, direction };
    refocus.current = target;
    setMoveError(null);
    try {
      await reorder({
        variables: { order: next.map((g) => g.id) },
        optimisticResponse: {
          reorderGroups: next.map((g, i) => ({ ...g, sortOrder: i + 1 })),
        },
        update(cache, { data: answer }) {
          if (answer)
            cache.writeQuery({
              query: AdminGroupsQuery,
              data: { adminGroups: answer.reorderGroups },
            });
        },
      });
      setStatus(t("admin-groups.tab.moved", { name: group.name, direction }));
    } catch (e) {
      setMoveError(t("admin-groups.tab.moveFailed", { name: group.name, reason: errorText(e) }));
    } finally {
      moving.current = false;
      // the answer (or the rollback) renders right after: keep following the card until then
      window.setTimeout(() => {
        if (refocus.current === target) refocus.current = null;
      }, 1000);
    }
  };

  const current = dialog && dialog.kind !== "new" ? groups?.find((g) => g.id === dialog.id) : undefined;

  const unarchive = async (g: AdminGroupFieldsFragment) => {
    setMoveError(null);
    try {
      await unarchiveGroup({ variables: { id: g.id } });
      setStatus(t("admin-groups.tab.unarchived", { name: g.name }));
      window.setTimeout(() => headingRef.current?.focus(), 0);
    } catch (e) {
      setMoveError(t("admin-groups.tab.unarchiveFailed", { name: g.name, reason: errorText(e) }));
    }
  };

  let body;
  if (groups && live && archived) {
    body =
      groups.length === 0 ? (
        <p className="admin-groups-empty">{t("admin-groups.tab.empty")}</p>
      ) : (
        <>
          <ul className="admin-group-list" aria-label={t("admin-groups.tab.list")}>
            {live.map((g, i) => (
              <GroupCard
                key={g.id}
                group={g}
                canMoveUp={i > 0}
                canMoveDown={i < live.length - 1}
                moveButtonId={moveButtonId(g.id)}
                onMove={(direction) => void move(g, direction)}
                onViewMembers={() => {
                  refocus.current = null;
                  setDialog({ kind: "members", id: g.id });
                }}
                onManage={() => {
                  refocus.current = null;
                  setDialog({ kind: "manage", id: g.id });
                }}
                onPostMessage={() => {
                  refocus.current = null;
                  setDialog({ kind: "post", id: g.id });
                }}
                onDelete={() => {
                  refocus.current = null;
                  setDialog({ kind: "delete", id: g.id });
                }}
                onArchive={() => {
                  refocus.current = null;
                  setDialog({ kind: "archive", id: g.id });
                }}
              />
            ))}
          </ul>
          {archived.length > 0 && (
            <details className="admin-groups-archived">
              <summary>{t("admin-groups.tab.archived", { count: archived.length })}</summary>
              <ul className="admin-group-list" aria-label={t("admin-groups.tab.archivedList")}>
                {archived.map((g) => (
                  <GroupCard
                    key={g.id}
                    group={g}
                    canMoveUp={false}
                    canMoveDown={false}
                    moveButtonId={moveButtonId(g.id)}
                    onMove={() => undefined}
                    onViewMembers={() => {
                      refocus.current = null;
                      setDialog({ kind: "members", id: g.id });
                    }}
                    onManage={() => undefined}
                    onPostMessage={() => undefined}
                    onDelete={() => undefined}
                    onUnarchive={() => void unarchive(g)}
                  />
                ))}
              </ul>
            </details>
          )}
        </>
      );
  } else if (error) {
    body = <LoadError what={t("admin-groups.tab.groups")} error={error} onRetry={refetch} />;
  } else {
    body = (
      <p className="admin-groups-loading" role="status">
        {t("admin-groups.tab.loading")}
      </p>
    );
  }

  return (
    <section className="admin-groups" aria-labelledby={`${base}-heading`} aria-busy={loading || undefined}>
      <div className="admin-groups-head">
        <h2 id={`${base}-heading`} ref={headingRef} tabIndex={-1}>
          {t("admin-groups.tab.title")}
        </h2>
        <button
          type="button"
          className="button"
          onClick={() => {
            refocus.current = null;
            setDialog({ kind: "new" });
          }}
        >
          {t("admin-groups.tab.new")}
        </button>
      </div>
      <p className="admin-groups-status" role="status">
        {status}
      </p>
      <FormError>{moveError}</FormError>
      {body}
      {dialog?.kind === "new" && (
        <NewGroupDialog
          onClose={() => setDialog(null)}
          onCreated={(result) => {
            setStatus(createdText(result, t));
            setDialog(null);
          }}
        />
      )}
      {dialog?.kind === "manage" && current && (
        <ManageGroupDialog
          group={current}
          onClose={() => setDialog(null)}
          onSaved={(text) => {
            setStatus(text);
            setDialog(null);
          }}
        />
      )}
      {dialog?.kind === "members" && current && <MembersDialog group={current} onClose={() => setDialog(null)} />}
      {dialog?.kind === "delete" && current && (
        <DeleteGroupDialog
          group={current}
          onClose={() => setDialog(null)}
          onDelete={async (g) => {
            await deleteGroup({
              variables: { id: g.id },
              update: (cache) => {
                cache.evict({
                  id: cache.identify({ __typename: "AdminGroup", id: g.id }),
                });
                cache.gc();
              },
            });
            setStatus(t("admin-groups.tab.deleted", { name: g.name }));
            // the card (and its button) is gone: the focus goes to the heading
            window.setTimeout(() => headingRef.current?.focus(), 0);
          }}
        />
      )}
      {dialog?.kind === "archive" && current && (
        <ArchiveGroupDialog
          group={current}
          onClose={() => setDialog(null)}
          onArchive={async (g) => {
            await archiveGroup({ variables: { id: g.id } });
            setStatus(t("admin-groups.tab.archivedStatus", { name: g.name }));
            // the card moved to the Archived section: the focus goes to the heading
            window.setTimeout(() => headingRef.current?.focus(), 0);
          }}
        />
      )}
      {dialog?.kind === "post" && current && (
        <PostToGroupDialog
          group={current}
          onClose={() => setDialog(null)}
          onPosted={(text) => {
            setStatus(text);
            setDialog(null);
          }}
        />
      )}
    </section>
  );
}

export default GroupsTab;
