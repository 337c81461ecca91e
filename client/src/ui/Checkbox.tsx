import { useId, type ReactNode } from "react";
import "./ui.css";

export interface CheckboxProps {
  /** The visible label, beside the box (clicking it toggles the box). */
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The input's name (a form's field). */
  name?: string;
  /** The input's id (default: a generated one). */
  id?: string;
  /** A standing hint, read with the box. */
  hint?: ReactNode;
  disabled?: boolean;
}

/** A labelled checkbox with an optional hint; its state is the box's tick, never a colour. */
export function Checkbox({ label, checked, onChange, name, id, hint, disabled }: CheckboxProps) {
  const generated = useId();
  const controlId = id ?? `${generated}-checkbox`;
  const hintId = `${controlId}-hint`;
  return (
    <div className="ui-checkbox">
      <input
        id={controlId}
        type="checkbox"
        name={name}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={hint ? hintId : undefined}
      />
      <label htmlFor={controlId}>{label}</label>
      {hint && (
        <p id={hintId} className="ui-field-hint">
          {hint}
        </p>
      )}
    </div>
  );
}
