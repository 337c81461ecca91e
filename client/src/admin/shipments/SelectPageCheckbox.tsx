import { useEffect, useId, useRef, type Ref } from "react";
import { useT } from "../../i18n";
import { shipTexts } from "./texts";

export interface SelectPageCheckboxProps {
  /** How many awards the list shows. */
  shown: number;
  /** How many of them are selected. */
  selected: number;
  onChange: (on: boolean) => void;
  /** The box, focused when the selection is cleared from the bar. */
  boxRef?: Ref<HTMLInputElement>;
}

/** "Select all on this page": ticked when every award shown is selected, mixed when some are. */
export function SelectPageCheckbox({ shown, selected, onChange, boxRef }: SelectPageCheckboxProps) {
  const texts = shipTexts(useT());
  const id = useId();
  const box = useRef<HTMLInputElement>(null);
  const all = shown > 0 && selected === shown;
  const some = selected > 0 && !all;
  useEffect(() => {
    if (box.current) box.current.indeterminate = some;
  }, [some]);
  const setBox = (el: HTMLInputElement | null) => {
    box.current = el;
    if (typeof boxRef === "function") boxRef(el);
    else if (boxRef) boxRef.current = el;
  };
  return (
    <div className="ship-select-page">
      <input id={id} ref={setBox} type="checkbox" checked={all} onChange={(e) => onChange(e.target.checked)} />
      <label htmlFor={id}>{texts.selectPage}</label>
    </div>
  );
}
