import { useEffect, useId, useRef, useState } from "react";
import type { ShipmentsAwardFragment } from "../../gql/graphql";
import { LoadError } from "../../ui/LoadError";
import { LoadMoreButton } from "../../ui/LoadMoreButton";
import { Table } from "../../ui/Table";
import { ExportToShipButton } from "./ExportToShipButton";
import { SelectPageCheckbox } from "./SelectPageCheckbox";
import { ShipBar } from "./ShipBar";
import { selectedAward, shipColumns } from "./shipColumns";
import { BulkReportPanel } from "../shared/BulkReportPanel";
import { useT } from "../../i18n";
import { shipTexts } from "./texts";
import { localToday } from "./today";
import { useAwardSelection } from "./useAwardSelection";
import { useAwardsToShip } from "./useAwardsToShip";
import { useMarkShipped } from "./useMarkShipped";
import "./shipments.css";

/**
 * Reward shipments (issue 29), under the Progress tab's other lists: the approved awards not yet
 * posted, oldest first, with each member's postal address; Load more; a box per award and one for
 * all shown; the bar that records the selected awards posted on a day with an optional tracking
 * note; the report of what happened to each; Export CSV of them all for the labels.
 */
export function AwardsToShipSection() {
  const texts = shipTexts(useT());
  const id = useId();
  const { page, loading, error, refetch, loadMore, more } = useAwardsToShip();
  const rows = page?.nodes;
  const selection = useAwardSelection(rows?.map((a) => a.id));
  const marking = useMarkShipped(selection, () => void refetch().catch(() => {}));
  const pageBox = useRef<HTMLInputElement>(null);
  const today = localToday();
  // the day used last: the next batch was most likely posted the same day
  const [lastDate, setLastDate] = useState<string | null>(null);

  const memberId = (a: ShipmentsAwardFragment) => `${id}-member-${a.id}`;
  // After Load more the first new award's member takes the focus (the button may be gone).
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  useEffect(() => {
    if (focusIndex === null) return;
    const row = rows?.[focusIndex];
    if (row) document.getElementById(memberId(row))?.focus();
    setFocusIndex(null);
  });

  const onLoadMore = async () => {
    const shown = rows?.length ?? 0;
    if (await loadMore()) setFocusIndex(shown);
  };

  let status = "";
  if (page) status = texts.count(page.nodes.length, page.totalCount);
  else if (loading) status = texts.loading;

  const selectedShown = rows?.filter((a) => selection.has(a.id)).length ?? 0;

  return (
    <section className="ship-section" aria-labelledby={`${id}-heading`}>
      <div className="ship-toolbar">
        <h3 id={`${id}-heading`}>{texts.heading}</h3>
        <ExportToShipButton />
      </div>
      <p className="muted">{texts.intro}</p>
      <p className="ship-count" role="status">
        {status}
      </p>
      {error && !page && <LoadError what={texts.loadError} error={error} onRetry={refetch} />}

      {rows && rows.length > 0 && (
        <SelectPageCheckbox
          boxRef={pageBox}
          shown={rows.length}
          selected={selectedShown}
          onChange={(on) => (on ? selection.add(rows.map(selectedAward)) : selection.remove(rows.map((a) => a.id)))}
        />
      )}
      {selection.size > 0 && (
        <ShipBar
          count={selection.size}
          initialDate={lastDate && lastDate <= today ? lastDate : today}
          today={today}
          onMark={async (shippedOn, note) => {
            await marking.mark(shippedOn, note);
            setLastDate(shippedOn);
          }}
          onClear={() => {
            selection.clear();
            pageBox.current?.focus();
          }}
        />
      )}
      <BulkReportPanel
        report={marking.report}
        summaryRef={marking.reportRef}
        problemsLabel={texts.problemsLabel}
        outcomeText={texts.outcome}
      />

      {rows && (
        <Table
          caption={texts.caption}
          columns={shipColumns(selection, rows, memberId, texts)}
          rows={rows}
          rowKey={(a) => a.id}
          empty={texts.empty}
        />
      )}
      <LoadMoreButton
        more={more}
        hasNext={!error && !!page?.pageInfo.hasNextPage}
        onLoadMore={() => void onLoadMore()}
        className="ship-more"
      />
    </section>
  );
}
