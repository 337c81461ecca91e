import { useMutation, useQuery } from "@apollo/client/react";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { formatInstantDay } from "../../dashboard/format";
import { serverMessage } from "../../errors/classify";
import type { AdminGroupFieldsFragment, AdminGroupMemberFieldsFragment } from "../../gql/graphql";
import { msg, Trans, useT } from "../../i18n";
import { Chip } from "../../ui/Chip";
import { Dialog, DialogActions } from "../../ui/Dialog";
import { FormError } from "../../ui/Field";
import { pageCountOf, Table, type Column } from "../../ui/Table";
import { AddMembersPanel } from "./AddMembersPanel";
import { exportMembersCsv } from "./exportMembersCsv";
import { AdminGroupMembersQuery, CompleteGroupMemberMutation, RemoveGroupMemberMutation } from "./queries";
import { memberStatusChip } from "./status";
import { LoadError } from "../../ui/LoadError";
import { ExportCsvButton, useCsvExport } from "../shared/useCsvExport";

/** Members per page of the Members modal. */
export const MEMBERS_PAGE_SIZE = 25;

/** Spec 8: the alerts of the Members modal, when the server gives no words of its own. */
export const MARK_COMPLETED_FAILED = msg("admin-groups.members.markFailed");
export const REMOVE_MEMBER_FAILED = msg("admin-groups.members.removeFailed");


type Member = AdminGroupMemberFieldsFragment;

export interface MembersDialogProps {
  /** The group as the tab's list holds it (the cache keeps it current after every change). */
  group: AdminGroupFieldsFragment;
  onClose: () => void;
}

/**
 * A cell's value with its column's name before it, shown only where the table is drawn as
 * stacked rows (narrow screens: groups.css), since the column headers are then out of sight.
 */
function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <span className="admin-cell-label">{label}: </span>
      {children}
    </>
  );
}

/**
 * The group members modal: 'Total Members x / max', the members page by page (newest first),
 * Mark Completed (once: the button is disabled afterwards and the date shows), Remove (asked
 * again in the row), and Add Members. Failures are alerts in the modal (role="alert"): the
 * server's words, else 'Failed to mark completed' / 'Failed to remove member'.
 */
export function MembersDialog({ group, onClose }: MembersDialogProps) {
  const base = useId();
  const t = useT();
  // cursors[i] is the cursor page i starts after (the first page starts after nothing)
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const [page, setPage] = useState(0);
  const { data, previousData, error, loading, refetch } = useQuery(AdminGroupMembersQuery, {
    variables: { groupId: group.id, first: MEMBERS_PAGE_SIZE, after: cursors[page] },
    // a page seen before is shown at once and read again: members may have changed since
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
  });
  const shown = data ?? previousData;
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  const addToggle = useRef<HTMLButtonElement>(null);
  const focusAfter = useRef<string | null>(null);

  const refetchMembers = { refetchQueries: [AdminGroupMembersQuery], awaitRefetchQueries: true };
  const [complete] = useMutation(CompleteGroupMemberMutation, { ...refetchMembers });
  const [remove] = useMutation(RemoveGroupMemberMutation, { ...refetchMembers });

  const memberPage = shown?.adminGroupMembers;
  const pageCount = pageCountOf(memberPage?.totalCount ?? 0, MEMBERS_PAGE_SIZE);

  // A page emptied by removals goes back one.
  useEffect(() => {
    if (data && data.adminGroupMembers.nodes.length === 0 && page > 0) setPage((p) => p - 1);
  }, [data, page]);

  // Move the focus to an element of the new rows once they are drawn (a row's buttons change).
  useEffect(() => {
    if (!focusAfter.current) return;
    const el = document.getElementById(focusAfter.current);
    if (el) {
      el.focus();
      focusAfter.current = null;
    }
  });

  const idFor = (m: Member, what: "complete" | "remove" | "confirm" | "cancel") => `${base}-${m.userId}-${what}`;

  const markCompleted = async (m: Member) => {
    if (busy) return;
    setBusy(m.userId);
    setAlert(null);
    try {
      await complete({ variables: { groupId: group.id, userId: m.userId } });
      setStatus(t("admin-groups.members.completed", { name: m.name }));
      focusAfter.current = idFor(m, "remove"); // the Mark Completed button is now disabled
    } catch (e) {
      setAlert(serverMessage(e) ?? t(MARK_COMPLETED_FAILED));
    } finally {
      setBusy(null);
    }
  };

  const csv = useCsvExport(() => exportMembersCsv(group, fetch, t));
  const exportCsv = async () => {
    if (csv.exporting) return;
    setAlert(null);
    const failure = await csv.start();
    if (failure) setAlert(failure);
    else setStatus(t("admin-groups.members.downloading", { group: group.name }));
  };

  const confirmRemove = async (m: Member) => {
    if (busy) return;
    setBusy(m.userId);
    setAlert(null);
    try {
      await remove({ variables: { groupId: group.id, userId: m.userId } });
      setConfirming(null);
      setStatus(t("admin-groups.members.removed", { name: m.name, group: group.name }));
      addToggle.current?.focus();
    } catch (e) {
      setAlert(serverMessage(e) ?? t(REMOVE_MEMBER_FAILED));
      focusAfter.current = idFor(m, "confirm");
    } finally {
      setBusy(null);
    }
  };

  const columns: Column<Member>[] = [
    { header: t("admin-groups.members.name"), rowHeader: true, cell: (m) => m.name },
    { header: t("admin-groups.members.email"), cell: (m) => <Labelled label={t("admin-groups.members.email")}>{m.email}</Labelled> },
    { header: t("admin-groups.members.city"), cell: (m) => <Labelled label={t("admin-groups.members.city")}>{m.city || "—"}</Labelled> },
    {
      header: t("admin-groups.members.status"),
      cell: (m) => {
        const chip = memberStatusChip(m.status, t);
        return (
          <div className="admin-member-status">
            <span className="admin-cell-label">{t("admin-groups.members.status")}</span>
            <Chip tone={chip.tone}>{chip.label}</Chip>
            {m.completedAt && <span>{t("admin-groups.members.completedOn", { date: formatInstantDay(m.completedAt) })}</span>}
            {m.userStatus === "INACTIVE" && <span>{t("admin-groups.members.inactive")}</span>}
          </div>
        );
      },
    },
    {
      header: t("admin-groups.members.joined"),
      cell: (m) => <Labelled label={t("admin-groups.members.joined")}>{formatInstantDay(m.joinDate)}</Labelled>,
    },
    {
      header: t("admin-groups.members.actions"),
      cell: (m) =>
        confirming === m.userId ? (
          <div className="admin-member-actions" role="group" aria-label={t("admin-groups.members.removeQuestion", { name: m.name })}>
            <span aria-hidden="true">{t("admin-groups.members.removeQuestion", { name: m.name })}</span>
            <button
              type="button"
              id={idFor(m, "confirm")}
              className="button button-danger"
              aria-disabled={busy === m.userId || undefined}
              onClick={() => void confirmRemove(m)}
            >
              {busy === m.userId ? t("admin-groups.members.removing") : t("admin-groups.members.yesRemove")}
              {" "}
              <span className="visually-hidden">{m.name}</span>
            </button>
            <button
              type="button"
              id={idFor(m, "cancel")}
              className="button button-secondary"
              onClick={() => {
                if (busy === m.userId) return;
                setConfirming(null);
                focusAfter.current = idFor(m, "remove");
              }}
            >
              <Trans id="admin-groups.members.cancelRemove" values={{ name: m.name }} components={{ 0: <span className="visually-hidden" /> }} />
            </button>
          </div>
        ) : (
          <div className="admin-member-actions">
            <button
              type="button"
              id={idFor(m, "complete")}
              className="button button-secondary"
              disabled={m.status === "COMPLETED"}
              aria-disabled={busy === m.userId || undefined}
              onClick={() => void markCompleted(m)}
            >
              {busy === m.userId ? t("admin-groups.members.marking") : t("admin-groups.members.markCompleted")}
              {" "}
              <span className="visually-hidden">{m.name}</span>
            </button>
            <button
              type="button"
              id={idFor(m, "remove")}
              className="button button-secondary"
              onClick={() => {
                setAlert(null);
                setConfirming(m.userId);
                focusAfter.current = idFor(m, "cancel");
              }}
            >
              {t("admin-groups.members.remove")}{" "}
              <span className="visually-hidden">{m.name}</span>
            </button>
          </div>
        ),
    },
  ];

  let list;
  if (memberPage) {
    list = (
      <div className="admin-stack">
        <Table
        caption={t("admin-groups.members.caption")}
        columns={columns}
        rows={memberPage.nodes}
        rowKey={(m) => m.userId}
        empty={t("admin-groups.members.empty")}
        paging={{
          page: page + 1,
          pageCount,
          busy: loading,
          onPage: (to) => {
            const index = to - 1;
            if (index > page) {
              const next = memberPage.pageInfo.endCursor;
              if (!memberPage.pageInfo.hasNextPage || !next) return;
              setCursors((c) => [...c.slice(0, index), next]);
            }
            setConfirming(null);
            setPage(index);
          },
        }}
      />
      </div>
    );
  } else if (error) {
    list = (
      <LoadError what={t("admin-groups.members.what")} error={error} onRetry={refetch} />
    );
  } else {
    list = <p role="status">{t("admin-groups.members.loading")}</p>;
  }

  return (
    <Dialog title={t("admin-groups.members.title", { name: group.name })} onClose={onClose} className="admin-members-dialog">
      <p className="admin-members-total">
        {t("admin-groups.members.total", { count: group.memberCount, max: group.maxMembers })}
      </p>
      <p className="admin-groups-status" role="status">
        {status}
      </p>
      <FormError>{alert}</FormError>
      <div className="admin-members-tools">
        {/* an archived group takes no new members: unarchive it first */}
        {!group.archivedAt && (
          <button
            ref={addToggle}
            type="button"
            className="button"
            aria-expanded={adding}
            aria-controls={adding ? `${base}-add` : undefined}
            onClick={() => setAdding((a) => !a)}
          >
            {t("admin-groups.members.add")}
          </button>
        )}
        <ExportCsvButton exporting={csv.exporting} onClick={() => void exportCsv()} />
      </div>
      {adding && (
        <AddMembersPanel
          id={`${base}-add`}
          group={group}
          onCancel={() => {
            setAdding(false);
            addToggle.current?.focus();
          }}
          onAdded={(count) => {
            setAdding(false);
            // the newest come first: show the first page, where they are
            setCursors([null]);
            setPage(0);
            setStatus(t("admin-groups.members.added", { count, group: group.name }));
            addToggle.current?.focus();
          }}
        />
      )}
      {list}
      <DialogActions>
        <button type="button" className="button button-secondary" onClick={onClose}>
          {t("admin-groups.members.close")}
        </button>
      </DialogActions>
    </Dialog>
  );
}
