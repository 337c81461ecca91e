export interface SelectUserCheckboxProps {
  /** "Select Ruth Member". */
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A row's box for the bulk actions: its label wraps it, so the whole 44 px square is a target. */
export function SelectUserCheckbox({ label, checked, onChange }: SelectUserCheckboxProps) {
  return (
    <label className="users-select">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span className="visually-hidden">{label}</span>
    </label>
  );
}
