export interface SelectRequestCheckboxProps {
  /** "Select Ruth Member's request". */
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A row's box for the bulk decisions: the whole cell is its label, so it is easy to hit. */
export function SelectRequestCheckbox({ label, checked, onChange }: SelectRequestCheckboxProps) {
  return (
    <label className="progress-select">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span className="visually-hidden">{label}</span>
    </label>
  );
}
