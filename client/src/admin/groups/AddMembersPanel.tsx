import { useMutation, useQuery } from "@apollo/client/react";
import { useEffect, useId, useRef, useState } from "react";
import { errorText, serverMessage } from "../../errors/classify";
import type { AdminGroupAddCandidatesQuery, AdminGroupFieldsFragment } from "../../gql/graphql";
import { useT } from "../../i18n";
import { FormError } from "../../ui/Field";
import { pageCountOf, Table, type Column } from "../../ui/Table";
import { AddGroupMembersMutation, AddMemberCandidatesQuery, AdminGroupMembersQuery } from "./queries";
import { LoadError } from "../../ui/LoadError";

/** Users per page of the Add Members search. */
export const CANDIDATES_PAGE_SIZE = 10;

/** How long the search waits after the last keystroke before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;


type Candidate = AdminGroupAddCandidatesQuery["adminUsers"]["nodes"][number];

export interface AddMembersPanelProps {
  id: string;
  group: AdminGroupFieldsFragment;
  onCancel: () => void;
  /** Added (the server took all of them): how many. */
  onAdded: (count: number) => void;
}

/**
 * Add Members: a search over the users not in the group (name, email or city; asked
 * SEARCH_DEBOUNCE_MS after the last keystroke), a page of them with checkboxes, and Add, which
 * adds every checked user in one call (all of them or none: the server checks the capacity for
 * the whole batch and says why when it refuses). Checked users stay checked across pages and
 * searches.
 */
export function AddMembersPanel({ id, group, onCancel, onAdded }: AddMembersPanelProps) {
  const base = useId();
  const t = useT();
  const [search, setSearch] = useState("");
  const [query, setQuery] = useState("");
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<Map<string, string>>(() => new Map());
  const [failure, setFailure] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    searchRef.current?.focus();
  }, []);

  useEffect(() => {
    const trimmed = search.trim();
    if (trimmed === query) return;
    const timer = window.setTimeout(() => {
      setQuery(trimmed);
      setCursors([null]);
      setPage(0);
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [search, query]);

  const { data, previousData, error, loading, refetch } = useQuery(AddMemberCandidatesQuery, {
    variables: {
      filter: { notInGroupId: group.id, ...(query ? { search: query } : {}) },
      first: CANDIDATES_PAGE_SIZE,
      after: cursors[page],
    },
    // who is not in the group changes with every add and remove: a search seen before is read again
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
  });
  const shown = data ?? previousData;
  const users = shown?.adminUsers;
  // The search the rows on screen answer: while a new search loads, the previous rows stay and
  // the caption keeps naming the search they came from.
  const shownQuery = useRef(query);
  if (data) shownQuery.current = query;

  const [addMembers] = useMutation(AddGroupMembersMutation, {
    refetchQueries: [AdminGroupMembersQuery],
    awaitRefetchQueries: true,
  });

  const toggle = (u: Candidate, checked: boolean) => {
    setFailure(null);
    setSelected((s) => {
      const next = new Map(s);
      if (checked) next.set(u.id, u.name);
      else next.delete(u.id);
      return next;
    });
  };

  const add = async () => {
    if (adding || selected.size === 0) return;
    setAdding(true);
    setFailure(null);
    try {
      await addMembers({ variables: { groupId: group.id, userIds: Array.from(selected.keys()) } });
      onAdded(selected.size);
    } catch (e) {
      setFailure(serverMessage(e) ?? t("admin-groups.add.failed", { reason: errorText(e) }));
      setAdding(false);
    }
  };

  const boxId = (u: Candidate) => `${base}-user-${u.id}`;
  const columns: Column<Candidate>[] = [
    {
      header: t("admin-groups.add.column.add"),
      cell: (u) => (
        <input
          type="checkbox"
          id={boxId(u)}
          className="admin-add-check"
          checked={selected.has(u.id)}
          onChange={(e) => toggle(u, e.target.checked)}
        />
      ),
    },
    {
      header: t("admin-groups.add.column.name"),
      rowHeader: true,
      cell: (u) => (
        <label htmlFor={boxId(u)}>
          {u.name}
          {u.status === "INACTIVE" && <span className="admin-add-inactive"> {t("admin-groups.add.inactive")}</span>}
        </label>
      ),
    },
    { header: t("admin-groups.add.column.email"), cell: (u) => <span className="admin-add-detail">{u.email}</span> },
    { header: t("admin-groups.add.column.city"), cell: (u) => <span className="admin-add-detail">{u.city || "—"}</span> },
  ];

  const seatsLeft = Math.max(0, group.maxMembers - group.memberCount);
  const searchId = `${base}-search`;

  return (
    <section id={id} className="admin-add-members" aria-labelledby={`${base}-title`}>
      <h3 id={`${base}-title`}>{t("admin-groups.add.title")}</h3>
      <div className="ui-field">
        <label htmlFor={searchId}>{t("admin-groups.add.search")}</label>
        <input
          ref={searchRef}
          id={searchId}
          type="search"
          value={search}
          autoComplete="off"
          aria-describedby={`${searchId}-hint`}
          onChange={(e) => setSearch(e.target.value)}
        />
        <p id={`${searchId}-hint`} className="ui-field-hint">
          {t("admin-groups.add.searchHint", { group: group.name })}
        </p>
      </div>
      {users ? (
        <div className="admin-stack admin-add-table">
          <Table
          caption={shownQuery.current ? t("admin-groups.add.matching", { search: shownQuery.current }) : t("admin-groups.add.notInGroup")}
          columns={columns}
          rows={users.nodes}
          rowKey={(u) => u.id}
          empty={query ? t("admin-groups.add.emptySearch", { search: query }) : t("admin-groups.add.empty")}
          paging={{
            page: page + 1,
            pageCount: pageCountOf(users.totalCount, CANDIDATES_PAGE_SIZE),
            busy: loading,
            onPage: (to) => {
              const index = to - 1;
              if (index > page) {
                const next = users.pageInfo.endCursor;
                if (!users.pageInfo.hasNextPage || !next) return;
                setCursors((c) => [...c.slice(0, index), next]);
              }
              setPage(index);
            },
          }}
        />
        </div>
      ) : error ? (
        <LoadError what={t("admin-groups.add.users")} error={error} onRetry={refetch} />
      ) : (
        <p role="status">{t("admin-groups.add.loading")}</p>
      )}
      <p className="admin-add-summary" aria-live="polite">
        {t("admin-groups.add.summary", { selected: selected.size, seats: seatsLeft })}
      </p>
      <FormError>{failure}</FormError>
      <div className="admin-add-actions">
        <button
          type="button"
          className="button"
          disabled={selected.size === 0}
          aria-disabled={adding || undefined}
          onClick={() => void add()}
        >
          {adding ? t("admin-groups.add.adding") : selected.size > 0 ? t("admin-groups.add.addCount", { count: selected.size }) : t("admin-groups.add.addNone")}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel} disabled={adding}>
          {t("admin-groups.add.cancel")}
        </button>
      </div>
    </section>
  );
}
