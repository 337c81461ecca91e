import { useEffect, useId, useRef, type RefObject } from "react";
import { useT } from "../../i18n";
import { bulkTexts } from "./bulkTexts";

export interface SelectPageCheckboxProps {
  /** How many users the page shows, and how many of them are selected. */
  onPage: number;
  selectedOnPage: number;
  onChange: (on: boolean) => void;
  /** The box, for the tab to focus when the selection is cleared from the bar. */
  boxRef?: RefObject<HTMLInputElement | null>;
}

/** "Select all on this page": ticked when all are, mixed when some are. */
export function SelectPageCheckbox({ onPage, selectedOnPage, onChange, boxRef }: SelectPageCheckboxProps) {
  const id = useId();
  const t = useT();
  const own = useRef<HTMLInputElement>(null);
  const box = boxRef ?? own;
  const all = onPage > 0 && selectedOnPage === onPage;
  const some = selectedOnPage > 0 && !all;

  // indeterminate is a property only (no attribute): it is set after each render
  useEffect(() => {
    if (box.current) box.current.indeterminate = some;
  }, [some]);

  if (onPage === 0) return null;
  return (
    <div className="ui-checkbox users-select-page">
      <input id={`${id}-page`} ref={box} type="checkbox" checked={all} onChange={(e) => onChange(e.target.checked)} />
      <label htmlFor={`${id}-page`}>{bulkTexts(t).selectPage}</label>
    </div>
  );
}
