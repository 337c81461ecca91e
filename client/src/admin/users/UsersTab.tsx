import { useApolloClient, useMutation } from "@apollo/client/react";
import { useId, useRef, useState } from "react";
import { errorText } from "../../errors/classify";
import type { AdminUserFilter, AdminUserInput, Role, TrophyOp, UserStatus, UsersTabUserFragment } from "../../gql/graphql";
import { msg, translate, useT, type Translate } from "../../i18n";
import { formatInstant } from "../../i18n/format";
import { Chip } from "../../ui/Chip";
import { Dialog, DialogActions } from "../../ui/Dialog";
import { Field, FormError } from "../../ui/Field";
import { Table, type Column } from "../../ui/Table";
import {
  UsersTabAdjustTrophiesMutation,
  UsersTabCreateUserMutation,
  UsersTabDeleteUserMutation,
  UsersTabMailConfiguredQuery,
  UsersTabNetworkCountQuery,
  UsersTabRemoveNetworkMutation,
  UsersTabSendPasswordResetMutation,
  UsersTabSetStatusMutation,
  UsersTabUpdateUserMutation,
  UsersTabUsersQuery,
} from "./documents";
import { exportUsersCsv } from "./exportCsv";
import { ImportMembersDialog } from "./ImportMembersDialog";
import { importTexts } from "./importTexts";
import { ROLE_LABELS, STATUS_LABELS } from "./labels";
import { TrophyControls } from "./TrophyControls";
import { UserFormDialog } from "./UserFormDialog";
import "./users.css";
import { LoadError } from "../../ui/LoadError";
import { useAdminList } from "../shared/useAdminList";
import { useSettled } from "../../ui/useSettled";
import { GroupFilter } from "../shared/groupOptions";
import { SelectFilter } from "../../ui/SelectFilter";
import { ExportCsvButton, useCsvExport } from "../shared/useCsvExport";
import { BulkBar } from "./BulkBar";
import { BulkReportPanel } from "./BulkReportPanel";
import { selectColumn } from "./selectColumn";
import { SelectPageCheckbox } from "./SelectPageCheckbox";
import { useBulkUsers } from "./useBulkUsers";
import { useUserSelection } from "./useUserSelection";

/** Users per page (the page of 50). */
export const PAGE_SIZE = 50;
/** How long the search waits after the last keystroke. */
export const SEARCH_DELAY_MS = 300;
/** Said under "Reset email queued for {email}." when no SMTP server is set (issue 12). */
export const MAIL_NOT_SET_UP_HINT = msg("admin-users.reset.mailNotSetUp");

/** Spec 2: the delete confirmation. */
export const DELETE_CONFIRM = msg("admin-users.deleteOne.question");

/** The List filter's choices: everyone (newest first) or the waiting list (oldest first). */
type ListChoice = "" | "WAITING";

const formatRegistered = (at: string) => formatInstant(at, { dateStyle: "medium", timeStyle: "short" });

/** The removal's confirmation: how many member accounts will go (admins never do). */
export function removeNetworkConfirm(count: number, network: string, t: Translate = translate): string {
  return count === 0 ? t("admin-users.network.none", { network }) : t("admin-users.network.confirm", { count, network });
}

/**
 * "Send password reset" is offered where the server sends one (issue 29): an admin account, or a
 * member who added a password on their profile. A member without one signs in by email and
 * name (or by a sign-in link they ask for themselves): there is no password to reset, so the
 * row shows no button.
 */
export function canSendReset(user: Pick<UsersTabUserFragment, "role" | "hasPassword">): boolean {
  return user.role === "ADMIN" || user.hasPassword;
}

function groupsText(user: UsersTabUserFragment, t: Translate): string {
  if (user.groups.length === 0) return t("admin-users.groups.none");
  return user.groups
    .map((g) => (g.status === "COMPLETED" ? t("admin-users.groups.completed", { group: g.groupName }) : g.groupName))
    .join(", ");
}

type Editing = { user: UsersTabUserFragment | null } | null;

/**
 * The admin panel's Users tab (spec 2 /admin Users; issue 10): search by name, email or city and
 * filters for role, status and group (each change goes back to page 1), the count of matches, a
 * table of 50 users a page with Previous/Next (a stack of cursors: Next pushes the page's end
 * cursor, Previous pops it), trophy controls, Edit, Disable/Enable, Delete, Add User and Export CSV;
 * and the bulk actions on the users ticked (issue 29), kept while the filter stays.
 */
export function UsersTab() {
  const id = useId();
  const t = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);

  const [searchText, setSearchText] = useState("");
  const [search, setSearch] = useSettled(searchText.trim(), SEARCH_DELAY_MS);
  const [role, setRole] = useState<Role | "">("");
  const [status, setStatus] = useState<UserStatus | "">("");
  const [groupId, setGroupId] = useState("");
  const [list, setList] = useState<ListChoice>("");
  const [networkText, setNetworkText] = useState("");
  const [network, setNetwork] = useSettled(networkText.trim(), SEARCH_DELAY_MS);
  const waiting = list === "WAITING";
  const registrations = waiting || network !== "";

  const filter: AdminUserFilter = {
    ...(search ? { search } : {}),
    ...(role ? { role } : {}),
    ...(status ? { status } : {}),
    ...(groupId ? { groupId } : {}),
    ...(waiting ? { waiting: true } : {}),
    ...(network ? { network } : {}),
  };

  // A new filter starts again from page 1; a page left empty (its last user deleted, say) shows
  // the one before it.
  const {
    page: users,
    paging,
    loading,
    error,
    refetch,
  } = useAdminList(UsersTabUsersQuery, {
    variables: { filter },
    pageSize: PAGE_SIZE,
    select: (data) => data.adminUsers,
    stepBackFromEmptyPage: true,
  });
  const selection = useUserSelection(JSON.stringify(filter));
  const bulk = useBulkUsers(selection, refetch);
  const pageBox = useRef<HTMLInputElement>(null);
  // Clear selection takes the bar, and its button, away: the focus goes to the page's box.
  const clearSelection = () => {
    selection.clear();
    pageBox.current?.focus();
  };

  const [notice, setNotice] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [importing, setImporting] = useState(false);
  const [deleting, setDeleting] = useState<UsersTabUserFragment | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [statusBusy, setStatusBusy] = useState<string | null>(null);

  const [adjustTrophies] = useMutation(UsersTabAdjustTrophiesMutation);
  const [setUserStatus] = useMutation(UsersTabSetStatusMutation);
  const [createUser] = useMutation(UsersTabCreateUserMutation);
  const [updateUser] = useMutation(UsersTabUpdateUserMutation);
  const [deleteUser] = useMutation(UsersTabDeleteUserMutation);
  const [removeNetwork] = useMutation(UsersTabRemoveNetworkMutation);
  const [removed, setRemoved] = useState<string | null>(null);
  // The network removal's dialog: the network, how many accounts it removes (null while counting).
  const [removing, setRemoving] = useState<{ network: string; count: number | null; busy: boolean; error?: string } | null>(
    null,
  );
  const [sendPasswordReset] = useMutation(UsersTabSendPasswordResetMutation);
  const apollo = useApolloClient();
  // the last "Send password reset" and what it came to, shown in that user's row
  const [resetSend, setResetSend] = useState<{ userId: string; busy: boolean; ok?: string[]; error?: string } | null>(null);

  /** Runs a change; a refusal ("You cannot disable yourself.") is shown above the table. */
  const run = async <T,>(change: () => Promise<T>): Promise<T> => {
    setNotice(null);
    try {
      return await change();
    } catch (e) {
      setNotice(errorText(e));
      throw e;
    }
  };

  const adjust = (user: UsersTabUserFragment) => (op: TrophyOp, value?: number) =>
    run(() => adjustTrophies({ variables: { id: user.id, op, ...(op === "SET" ? { value } : {}) } }));

  const toggleStatus = async (user: UsersTabUserFragment) => {
    if (statusBusy) return;
    setStatusBusy(user.id);
    try {
      await run(() =>
        setUserStatus({ variables: { id: user.id, status: user.status === "ACTIVE" ? "INACTIVE" : "ACTIVE" } }),
      );
    } catch {
      // shown by run
    } finally {
      setStatusBusy(null);
    }
  };

  /** Spec 6: trigger a password-reset email for an admin account; the result shows in its row. */
  const sendReset = async (user: UsersTabUserFragment) => {
    if (resetSend?.busy) return;
    setResetSend({ userId: user.id, busy: true });
    try {
      const { data: sent } = await sendPasswordReset({ variables: { userId: user.id } });
      if (!sent) throw new Error("no answer");
      const ok = [t("admin-users.reset.queued", { email: sent.sendPasswordReset.toAddress || user.email })];
      const mail = await apollo
        .query({ query: UsersTabMailConfiguredQuery })
        .then((r) => r.data?.adminMailConfigured)
        .catch(() => undefined);
      if (mail === false) ok.push(t(MAIL_NOT_SET_UP_HINT));
      setResetSend({ userId: user.id, busy: false, ok });
    } catch (e) {
      setResetSend({ userId: user.id, busy: false, error: t("admin-users.reset.failed", { email: user.email, reason: errorText(e) }) });
    }
  };

  const save = async (input: AdminUserInput) => {
    const user = editing?.user;
    setNotice(null);
    if (user) {
      await updateUser({ variables: { id: user.id, input } });
    } else {
      await createUser({ variables: { input } });
      void refetch().catch(() => {});
    }
  };

  const confirmDelete = async () => {
    if (!deleting || deleteBusy) return;
    setDeleteBusy(true);
    setDeleteError(null);
    try {
      await deleteUser({
        variables: { id: deleting.id },
        update: (cache) => {
          cache.evict({ id: cache.identify({ __typename: "AdminUser", id: deleting.id }) });
          cache.gc();
        },
      });
    } catch (e) {
      setDeleteError(errorText(e));
      setDeleteBusy(false);
      return;
    }
    setDeleteBusy(false);
    selection.remove([deleting.id]);
    setDeleting(null);
    setNotice(null);
    headingRef.current?.focus(); // the Delete button that opened the dialog is gone with its row
    void refetch().catch(() => {}); // the count, and the next user moving up onto this page
  };

  /** Opens the removal's dialog and counts what it would remove before anything is asked. */
  const startRemoval = async () => {
    if (!network) return;
    setRemoving({ network, count: null, busy: false });
    try {
      const r = await apollo.query({
        query: UsersTabNetworkCountQuery,
        variables: { network },
        fetchPolicy: "network-only",
      });
      if (!r.data) throw new Error("no answer");
      const count = r.data.adminUsers.totalCount;
      setRemoving((cur) => (cur && cur.network === network ? { ...cur, count } : cur));
    } catch (e) {
      setRemoving((cur) => (cur ? { ...cur, error: errorText(e) } : cur));
    }
  };

  const confirmRemoval = async () => {
    if (!removing || removing.busy || !removing.count) return;
    setRemoving({ ...removing, busy: true, error: undefined });
    try {
      const { data: done } = await removeNetwork({ variables: { network: removing.network } });
      const n = done?.removeNetworkRegistrations ?? 0;
      setRemoving(null);
      setNotice(null);
      setRemoved(t("admin-users.network.removed", { count: n, network: removing.network }));
      headingRef.current?.focus();
      await apollo.refetchQueries({ include: "active" }).catch(() => {});
    } catch (e) {
      setRemoving({ ...removing, busy: false, error: errorText(e) });
    }
  };
  const csv = useCsvExport(() =>
    exportUsersCsv(
      {
        search,
        role: role || null,
        status: status || null,
        groupId: groupId || null,
        waiting,
        network: network || null,
      },
      fetch,
      t,
    ),
  );

  const columns: Column<UsersTabUserFragment>[] = [
    selectColumn(selection, t),
    { header: t("admin-users.column.name"), rowHeader: true, cell: (u) => u.name },
    { header: t("admin-users.column.email"), cell: (u) => <span className="users-email">{u.email}</span>, fullText: (u) => u.email },
    {
      header: t("admin-users.column.trophies"),
      cell: (u) => <TrophyControls name={u.name} count={u.trophiesCount} onAdjust={adjust(u)} />,
    },
    { header: t("admin-users.column.role"), cell: (u) => t(ROLE_LABELS[u.role]) },
    { header: t("admin-users.column.city"), cell: (u) => u.city || <span className="muted">{t("admin-users.city.notGiven")}</span> },
    {
      header: t("admin-users.column.status"),
      cell: (u) => <Chip tone={u.status === "ACTIVE" ? "success" : "neutral"}>{t(STATUS_LABELS[u.status])}</Chip>,
    },
    // A list about registrations (the waiting list, one network's) shows when and from where
    // each came in place of the groups (the waiting have none): a tenth column would push the
    // actions out of the table on a desktop.
    registrations
      ? {
          header: t("admin-users.column.registered"),
          cell: (u) => (
            <div className="users-registered">
              {u.waitingSince && <Chip tone="warning">{t("admin-users.registered.waiting")}</Chip>}
              <time dateTime={u.waitingSince ?? u.createdAt}>{formatRegistered(u.waitingSince ?? u.createdAt)}</time>
              {u.registeredNetwork && <span className="users-network">{t("admin-users.registered.from", { network: u.registeredNetwork })}</span>}
            </div>
          ),
        }
      : { header: t("admin-users.column.groups"), cell: (u) => groupsText(u, t) },
    {
      header: t("admin-users.column.actions"),
      cell: (u) => (
        <div className="users-actions">
          <button
            type="button"
            className="button button-secondary users-small-button"
            aria-label={t("admin-users.row.editFor", { name: u.name })}
            onClick={() => setEditing({ user: u })}
          >
            {t("admin-users.row.edit")}
          </button>
          <button
            type="button"
            className="button button-secondary users-small-button"
            aria-label={
              u.status === "ACTIVE" ? t("admin-users.row.disableFor", { name: u.name }) : t("admin-users.row.enableFor", { name: u.name })
            }
            aria-disabled={statusBusy === u.id || undefined}
            onClick={() => void toggleStatus(u)}
          >
            {u.status === "ACTIVE" ? t("admin-users.row.disable") : t("admin-users.row.enable")}
          </button>
          <button
            type="button"
            className="button button-secondary users-small-button users-danger"
            aria-label={t("admin-users.row.deleteFor", { name: u.name })}
            onClick={() => {
              setDeleteError(null);
              setDeleting(u);
            }}
          >
            {t("admin-users.row.delete")}
          </button>
          {canSendReset(u) && (
            <button
              type="button"
              className="button button-secondary users-small-button"
              aria-label={t("admin-users.row.resetFor", { name: u.name })}
              aria-disabled={resetSend?.busy || undefined}
              aria-busy={(resetSend?.busy && resetSend.userId === u.id) || undefined}
              onClick={() => void sendReset(u)}
            >
              {resetSend?.busy && resetSend.userId === u.id ? t("admin-users.row.sending") : t("admin-users.row.reset")}
            </button>
          )}
          {resetSend && resetSend.userId === u.id && !resetSend.busy && (
            <div className="users-row-result">
              {resetSend.error ? (
                <p className="ui-form-error" role="alert">
                  {resetSend.error}
                </p>
              ) : (
                resetSend.ok?.map((line) => <p key={line}>{line}</p>)
              )}
            </div>
          )}
        </div>
      ),
    },
  ];

  const deleteErrorId = `${id}-delete-error`;

  return (
    <section className="users-tab" aria-labelledby={`${id}-heading`}>
      <div className="users-toolbar">
        <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1}>
          {t("admin-users.title")}
        </h2>
        <div className="actions">
          <button type="button" className="button" onClick={() => setEditing({ user: null })}>
            {t("admin-users.addUser")}
          </button>
          <button type="button" className="button button-secondary" onClick={() => setImporting(true)}>
            {importTexts(t).open}
          </button>
          <ExportCsvButton exporting={csv.exporting} onClick={() => void csv.start()} />
        </div>
      </div>

      <form
        className="users-filters"
        role="search"
        aria-label={t("admin-users.filter.label")}
        onSubmit={(e) => {
          e.preventDefault();
          setSearch(searchText.trim());
        }}
      >
        <Field label={t("admin-users.filter.search")} hint={t("admin-users.filter.searchHint")}>
          {(control) => (
            <input
              {...control}
              type="search"
              value={searchText}
              onChange={(e) => setSearchText(e.target.value)}
              // Enter searches at once (with two text fields the form has no implicit submission)
              onKeyDown={(e) => {
                if (e.key === "Enter") setSearch(searchText.trim());
              }}
            />
          )}
        </Field>
        <Field label={t("admin-users.filter.role")}>
          {(control) => (
            <select {...control} value={role} onChange={(e) => setRole(e.target.value as Role | "")}>
              <option value="">{t("admin-users.filter.allRoles")}</option>
              <option value="USER">{t(ROLE_LABELS.USER)}</option>
              <option value="ADMIN">{t(ROLE_LABELS.ADMIN)}</option>
            </select>
          )}
        </Field>
        <Field label={t("admin-users.filter.status")}>
          {(control) => (
            <select {...control} value={status} onChange={(e) => setStatus(e.target.value as UserStatus | "")}>
              <option value="">{t("admin-users.filter.allStatuses")}</option>
              <option value="ACTIVE">{t(STATUS_LABELS.ACTIVE)}</option>
              <option value="INACTIVE">{t(STATUS_LABELS.INACTIVE)}</option>
            </select>
          )}
        </Field>
        <GroupFilter value={groupId} onChange={setGroupId} />
        <SelectFilter<"WAITING">
          label={t("admin-users.filter.list")}
          value={list}
          onChange={setList}
          options={["WAITING"]}
          optionLabel={() => t("admin-users.filter.waiting")}
          allLabel={t("admin-users.filter.allUsers")}
        />
        <Field label={t("admin-users.filter.network")} hint={t("admin-users.filter.networkHint")}>
          {(control) => (
            <input
              {...control}
              type="search"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              value={networkText}
              onChange={(e) => setNetworkText(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === "Enter") setNetwork(networkText.trim());
              }}
            />
          )}
        </Field>
      </form>

      {network && (
        <p className="users-network-actions">
          <button type="button" className="button button-secondary users-danger" onClick={() => void startRemoval()}>
            {t("admin-users.network.remove", { network })}
          </button>
        </p>
      )}
      <p className="users-notice" aria-live="polite">
        {removed}
      </p>

      <p className="users-count" role="status">
        {users ? t("admin-users.found", { count: users.totalCount }) : loading ? t("admin-users.loading") : ""}
      </p>

      <p className="visually-hidden" aria-live="polite">
        {resetSend?.ok?.join(" ")}
      </p>
      <FormError>{csv.error}</FormError>
      <FormError>{notice}</FormError>
      {error && !users && (
        <LoadError error={error} onRetry={refetch} />
      )}

      <BulkReportPanel report={bulk.report} />
      {selection.size > 0 && (
        <BulkBar count={selection.size} onRun={bulk.run} onDone={bulk.finish} onClear={clearSelection} />
      )}
      {users && (
        <SelectPageCheckbox
          onPage={users.nodes.length}
          selectedOnPage={users.nodes.filter((u) => selection.has(u.id)).length}
          onChange={(on) => selection.set(users.nodes.map((u) => ({ id: u.id, name: u.name })), on)}
          boxRef={pageBox}
        />
      )}
      {users && (
        <Table
          caption={waiting ? t("admin-users.caption.waiting") : t("admin-users.caption.all")}
          columns={columns}
          rows={users.nodes}
          rowKey={(u) => u.id}
          empty={Object.keys(filter).length > 0 ? t("admin-users.empty.filtered") : t("admin-users.empty.none")}
          paging={paging}
        />
      )}

      {removing && (
        <Dialog
          title={t("admin-users.network.title")}
          onClose={() => {
            if (!removing.busy) setRemoving(null);
          }}
          describedBy={removing.error ? `${id}-remove-error` : undefined}
        >
          <p className="users-confirm" aria-live="polite">
            {removing.count === null
              ? removing.error
                ? ""
                : t("admin-users.network.counting")
              : removeNetworkConfirm(removing.count, removing.network, t)}
          </p>
          <FormError id={`${id}-remove-error`}>{removing.error}</FormError>
          <DialogActions>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => setRemoving(null)}
              disabled={removing.busy}
            >
              {t("admin-users.cancel")}
            </button>
            {!!removing.count && (
              <button
                type="button"
                className="button users-danger-solid"
                onClick={() => void confirmRemoval()}
                aria-busy={removing.busy || undefined}
                disabled={removing.busy}
              >
                {removing.busy ? t("admin-users.network.removing") : t("admin-users.network.removeCount", { count: removing.count })}
              </button>
            )}
          </DialogActions>
        </Dialog>
      )}

      {editing && <UserFormDialog user={editing.user} onSave={save} onClose={() => setEditing(null)} />}

      {importing && (
        <ImportMembersDialog onImported={() => void refetch().catch(() => {})} onClose={() => setImporting(false)} />
      )}

      {deleting && (
        <Dialog
          title={t("admin-users.deleteOne.title")}
          onClose={() => {
            if (!deleteBusy) setDeleting(null);
          }}
          describedBy={deleteError ? deleteErrorId : undefined}
        >
          <p className="users-confirm">{t(DELETE_CONFIRM)}</p>
          <p>
            <strong>{deleting.name}</strong> ({deleting.email})
          </p>
          <FormError id={deleteErrorId}>{deleteError}</FormError>
          <DialogActions>
            <button type="button" className="button button-secondary" onClick={() => setDeleting(null)} disabled={deleteBusy}>
              {t("admin-users.cancel")}
            </button>
            <button
              type="button"
              className="button users-danger-solid"
              onClick={() => void confirmDelete()}
              aria-busy={deleteBusy || undefined}
              disabled={deleteBusy}
            >
              {deleteBusy ? t("admin-users.deleteOne.busy") : t("admin-users.deleteOne.confirm")}
            </button>
          </DialogActions>
        </Dialog>
      )}
    </section>
  );
}

export default UsersTab;
