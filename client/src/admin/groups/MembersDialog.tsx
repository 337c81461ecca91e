import { useMutation, useQuery } from "@apollo/client/react";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { formatInstantDay } from "../../dashboard/format";
import { serverMessage } from "../../errors/classify";
import type { AdminGroupFieldsFragment, AdminGroupMemberFieldsFragment } from "../../gql/graphql";
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
export const MARK_COMPLETED_FAILED = "Failed to mark completed";
export const REMOVE_MEMBER_FAILED = "Failed to remove member";


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
      setStatus(`${m.name} marked completed.`);
      focusAfter.current = idFor(m, "remove"); // the Mark Completed button is now disabled
    } catch (e) {
      setAlert(serverMessage(e) ?? MARK_COMPLETED_FAILED);
    } finally {
      setBusy(null);
    }
  };

  const csv = useCsvExport(() => exportMembersCsv(group));
  const exportCsv = async () => {
    if (csv.exporting) return;
    setAlert(null);
    const failure = await csv.start();
    if (failure) setAlert(failure);
    else setStatus(`The members of ${group.name} are downloading as CSV.`);
  };

  const confirmRemove = async (m: Member) => {
    if (busy) return;
    setBusy(m.userId);
    setAlert(null);
    try {
      await remove({ variables: { groupId: group.id, userId: m.userId } });
      setConfirming(null);
      setStatus(`${m.name} removed from ${group.name}.`);
      addToggle.current?.focus();
    } catch (e) {
      setAlert(serverMessage(e) ?? REMOVE_MEMBER_FAILED);
      focusAfter.current = idFor(m, "confirm");
    } finally {
      setBusy(null);
    }
  };

  const columns: Column<Member>[] = [
    { header: "Name", rowHeader: true, cell: (m) => m.name },
    { header: "Email", cell: (m) => <Labelled label="Email">{m.email}</Labelled> },
    { header: "City", cell: (m) => <Labelled label="City">{m.city || "—"}</Labelled> },
    {
      header: "Status",
      cell: (m) => {
        const chip = memberStatusChip(m.status);
        return (
          <div className="admin-member-status">
            <span className="admin-cell-label">Status</span>
            <Chip tone={chip.tone}>{chip.label}</Chip>
            {m.completedAt && <span>on {formatInstantDay(m.completedAt)}</span>}
            {m.userStatus === "INACTIVE" && <span>Account inactive</span>}
          </div>
        );
      },
    },
    { header: "Joined", cell: (m) => <Labelled label="Joined">{formatInstantDay(m.joinDate)}</Labelled> },
    {
      header: "Actions",
      cell: (m) =>
        confirming === m.userId ? (
          <div className="admin-member-actions" role="group" aria-label={`Remove ${m.name}?`}>
            <span aria-hidden="true">Remove {m.name}?</span>
            <button
              type="button"
              id={idFor(m, "confirm")}
              className="button button-danger"
              aria-disabled={busy === m.userId || undefined}
              onClick={() => void confirmRemove(m)}
            >
              {busy === m.userId ? "Removing…" : "Yes, remove"}
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
              Cancel{" "}
              <span className="visually-hidden">removing {m.name}</span>
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
              {busy === m.userId ? "Marking…" : "Mark Completed"}
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
              Remove{" "}
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
        caption="Members"
        columns={columns}
        rows={memberPage.nodes}
        rowKey={(m) => m.userId}
        empty="No members yet."
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
      <LoadError what="The members" error={error} onRetry={refetch} />
    );
  } else {
    list = <p role="status">Loading members…</p>;
  }

  return (
    <Dialog title={`Members of ${group.name}`} onClose={onClose} className="admin-members-dialog">
      <p className="admin-members-total">
        Total Members {group.memberCount} / {group.maxMembers}
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
            Add Members
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
            setStatus(`${count === 1 ? "1 member" : `${count} members`} added to ${group.name}.`);
            addToggle.current?.focus();
          }}
        />
      )}
      {list}
      <DialogActions>
        <button type="button" className="button button-secondary" onClick={onClose}>
          Close
        </button>
      </DialogActions>
    </Dialog>
  );
}
