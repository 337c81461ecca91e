import { useEffect, useId, useState } from "react";
import type { LeadRowFragment, ProgressOrder } from "../gql/graphql";
import { useT } from "../i18n";
import { LoadError } from "../ui/LoadError";
import { LoadMoreButton } from "../ui/LoadMoreButton";
import { Table } from "../ui/Table";
import { useSettled } from "../ui/useSettled";
import { LeadMilestonesDialog } from "./LeadMilestonesDialog";
import { progressColumns } from "./progressColumns";
import { ProgressFilters } from "./ProgressFilters";
import { captionText, emptyText } from "./texts";
import { useGroupProgress } from "./useGroupProgress";

/** How long the search waits after the last keystroke. */
export const SEARCH_DELAY_MS = 300;

export interface GroupProgressProps {
  groupId: string;
  groupName: string;
}

/**
 * One led group's members' progress: the filters, the count, the table (its rows' milestones in
 * a dialog) and Load more.
 */
export function GroupProgress({ groupId, groupName }: GroupProgressProps) {
  const t = useT();
  const id = useId();
  const [searchText, setSearchText] = useState("");
  const [search, setSearch] = useSettled(searchText.trim(), SEARCH_DELAY_MS);
  const [atRisk, setAtRisk] = useState(false);
  const [orderBy, setOrderBy] = useState<ProgressOrder>("NAME");
  const [viewing, setViewing] = useState<LeadRowFragment | null>(null);

  const filter = { ...(atRisk ? { atRisk } : {}), ...(search ? { search } : {}) };
  const { page, loading, error, refetch, loadMore, more } = useGroupProgress({ groupId, filter, orderBy });

  const memberId = (r: LeadRowFragment) => `${id}-member-${r.key}`;
  // After Load more the first new row's name takes the focus (the button may be gone).
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  useEffect(() => {
    if (focusIndex === null) return;
    const row = page?.nodes[focusIndex];
    if (row) document.getElementById(memberId(row))?.focus();
    setFocusIndex(null);
  });

  const onLoadMore = async () => {
    const shown = page?.nodes.length ?? 0;
    if (await loadMore()) setFocusIndex(shown);
  };

  let status = "";
  if (loading) status = t("lead.progress.loading");
  else if (page && page.nodes.length === 0) status = emptyText(groupName, { atRisk, search }, t);
  else if (page)
    status =
      page.nodes.length < page.totalCount
        ? t("lead.progress.showing", { shown: page.nodes.length, total: page.totalCount })
        : t("lead.progress.count", { total: page.totalCount });

  return (
    <section className="lead-progress" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t("lead.tab.progress")}</h2>
      <ProgressFilters
        searchText={searchText}
        onSearchText={setSearchText}
        onSearchNow={() => setSearch(searchText.trim())}
        orderBy={orderBy}
        onOrderBy={setOrderBy}
        atRisk={atRisk}
        onAtRisk={setAtRisk}
      />
      <p className="lead-status" role="status">
        {status}
      </p>
      {error && !loading ? (
        <LoadError what={t("lead.progress.what")} error={error} onRetry={() => refetch()} />
      ) : (
        page &&
        page.nodes.length > 0 && (
          <Table
            caption={captionText(groupName, atRisk, t)}
            columns={progressColumns({ memberId, onMilestones: setViewing, t })}
            rows={page.nodes}
            rowKey={(r) => r.key}
            empty={emptyText(groupName, { atRisk, search }, t)}
          />
        )
      )}
      <LoadMoreButton
        more={more}
        hasNext={!error && !!page?.pageInfo.hasNextPage}
        onLoadMore={() => void onLoadMore()}
        className="lead-more"
      />
      {viewing && (
        <LeadMilestonesDialog
          groupId={groupId}
          groupName={groupName}
          userId={viewing.userId}
          userName={viewing.userName}
          onClose={() => setViewing(null)}
        />
      )}
    </section>
  );
}
