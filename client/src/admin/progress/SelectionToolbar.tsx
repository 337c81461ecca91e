import { useEffect, useId, useRef, useState, type Ref } from "react";
import { errorText } from "../../errors/classify";
import { FormError } from "../../ui/Field";
import type { SelectedRequest } from "./bulkReport";
import { useT } from "../../i18n";
import { bulkTexts, MAX_BULK } from "./bulkTexts";

export interface SelectionToolbarProps {
  /** The pending requests on the page shown. */
  pendingOnPage: readonly SelectedRequest[];
  /** How many of them are selected. */
  selectedOnPage: number;
  /** Selected in all (this page and others of the filter). */
  selectedCount: number;
  /** Pending requests the whole filter matches (null: not known yet). */
  pendingOnFilter: number | null;
  onSelectPage: (on: boolean) => void;
  /** Gathers the filter's pending requests (at most MAX_BULK) for selecting. */
  loadFilter: () => Promise<SelectedRequest[]>;
  onSelectFilter: (requests: SelectedRequest[]) => void;
  /** The page's box, focused when the selection is cleared from the bar. */
  pageBoxRef?: Ref<HTMLInputElement>;
}

/**
 * Over the table: "Select all pending on this page" (ticked when all are, mixed when some are)
 * and, when the filter holds pending requests on other pages, "Select all n pending on the
 * filter", which gathers them (at most 500) and says how many it selected.
 */
export function SelectionToolbar(props: SelectionToolbarProps) {
  const { pendingOnPage, selectedOnPage, selectedCount, pendingOnFilter, onSelectPage, loadFilter, onSelectFilter, pageBoxRef } = props;
  const texts = bulkTexts(useT());
  const id = useId();
  const box = useRef<HTMLInputElement | null>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const [loading, setLoading] = useState(false);
  const [said, setSaid] = useState("");
  const [error, setError] = useState<string | null>(null);
  const all = pendingOnPage.length > 0 && selectedOnPage === pendingOnPage.length;
  const some = selectedOnPage > 0 && !all;

  useEffect(() => {
    if (box.current) box.current.indeterminate = some;
  }, [some]);

  // what was selected from the filter is old news once the selection is gone
  useEffect(() => {
    if (selectedCount === 0) setSaid("");
  }, [selectedCount]);

  const setBox = (el: HTMLInputElement | null) => {
    box.current = el;
    if (typeof pageBoxRef === "function") pageBoxRef(el);
    else if (pageBoxRef) pageBoxRef.current = el;
  };

  const reachable = pendingOnFilter === null ? 0 : Math.min(pendingOnFilter, MAX_BULK);
  const showFilterButton = pendingOnFilter !== null && pendingOnFilter > pendingOnPage.length && selectedCount < reachable;

  const selectFilter = async () => {
    if (loading) return;
    setLoading(true);
    setSaid("");
    setError(null);
    try {
      const found = await loadFilter();
      onSelectFilter(found);
      setSaid(found.length >= MAX_BULK ? texts.selectedFirstFromFilter(found.length) : texts.selectedFromFilter(found.length));
      // the button goes once all are selected: the focus goes to what it did
      status.current?.focus();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setLoading(false);
    }
  };

  if (pendingOnPage.length === 0 && !showFilterButton && !said && !error) return null;
  return (
    <div className="progress-selection">
      {pendingOnPage.length > 0 && (
        <div className="progress-checkbox">
          <input id={`${id}-page`} ref={setBox} type="checkbox" checked={all} onChange={(e) => onSelectPage(e.target.checked)} />
          <label htmlFor={`${id}-page`}>{texts.selectPage}</label>
        </div>
      )}
      {showFilterButton && (
        <button
          type="button"
          className="button button-secondary progress-small-button"
          aria-busy={loading || undefined}
          aria-disabled={loading || undefined}
          onClick={() => void selectFilter()}
        >
          {loading ? texts.selectingFilter : texts.selectFilter(pendingOnFilter)}
        </button>
      )}
      <p ref={status} className={said ? "progress-selection-status" : "visually-hidden"} role="status" tabIndex={-1}>
        {said}
      </p>
      <FormError>{error}</FormError>
    </div>
  );
}
