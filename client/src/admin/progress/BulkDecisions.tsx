import { useRef } from "react";
import type { AdminProgressFilter, ProgressOrder, ProgressTabRowFragment } from "../../gql/graphql";
import { BulkReportPanel } from "../shared/BulkReportPanel";
import { BulkBar } from "./BulkBar";
import { useT } from "../../i18n";
import { bulkTexts } from "./bulkTexts";
import type { SelectedRequest } from "./bulkReport";
import { pendingRequest } from "./selectColumn";
import { SelectionToolbar } from "./SelectionToolbar";
import { useBulkDecisions } from "./useBulkDecisions";
import { usePendingOnFilter } from "./usePendingOnFilter";
import type { RequestSelection } from "./useRequestSelection";

export interface BulkDecisionsProps {
  selection: RequestSelection;
  /** The page shown. */
  rows: readonly ProgressTabRowFragment[];
  filter: AdminProgressFilter;
  orderBy: ProgressOrder;
  /** Rows the filter matches on every page. */
  totalCount: number;
  /** Reloads the page shown. */
  refetch: () => Promise<unknown>;
}

/**
 * The Progress tab's bulk trophy decisions (issue 29) above its table: selecting the pending
 * requests of the page or of the whole filter, the bar that approves or rejects them all, and
 * the report of what happened to each.
 */
export function BulkDecisions({ selection, rows, filter, orderBy, totalCount, refetch }: BulkDecisionsProps) {
  const texts = bulkTexts(useT());
  const pageBox = useRef<HTMLInputElement>(null);
  const pendingOnPage = rows.map(pendingRequest).filter((r): r is SelectedRequest => r !== null);
  const selectedOnPage = pendingOnPage.filter((r) => selection.has(r.id)).length;
  const pending = usePendingOnFilter({
    filter,
    orderBy,
    totalCount,
    wholeFilterShown: totalCount <= rows.length,
    pendingOnPage: pendingOnPage.length,
  });
  const bulk = useBulkDecisions(selection, () => {
    void refetch().catch(() => {});
    pending.refetch();
  });

  return (
    <>
      <SelectionToolbar
        pendingOnPage={pendingOnPage}
        selectedOnPage={selectedOnPage}
        selectedCount={selection.size}
        pendingOnFilter={pending.count}
        onSelectPage={(on) => (on ? selection.add(pendingOnPage) : selection.remove(pendingOnPage.map((r) => r.id)))}
        loadFilter={pending.load}
        onSelectFilter={selection.add}
        pageBoxRef={pageBox}
      />
      {selection.size > 0 && (
        <BulkBar
          names={[...selection.items.values()].map((r) => r.userName)}
          onApprove={bulk.approve}
          onReject={bulk.reject}
          onDecided={bulk.focusReport}
          onClear={() => {
            selection.clear();
            pageBox.current?.focus();
          }}
        />
      )}
      <BulkReportPanel
        report={bulk.report}
        summaryRef={bulk.reportRef}
        problemsLabel={texts.problemsLabel}
        outcomeText={texts.outcome}
      />
    </>
  );
}
