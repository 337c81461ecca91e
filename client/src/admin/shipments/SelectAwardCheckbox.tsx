export interface SelectAwardCheckboxProps {
  /** "Select Ruth Member's award". */
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A row's box: the whole cell is its label, so it is easy to hit. */
export function SelectAwardCheckbox({ label, checked, onChange }: SelectAwardCheckboxProps) {
  return (
    <label className="ship-select">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span className="visually-hidden">{label}</span>
    </label>
  );
}
