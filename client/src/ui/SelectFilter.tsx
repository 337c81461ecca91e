import { useT } from "../i18n";
import { Field } from "./Field";

export interface SelectFilterProps<T extends string> {
  label: string;
  /** The chosen value, "" for all. */
  value: T | "";
  onChange: (value: T | "") => void;
  /** The choices in order, each with its visible text. */
  options: readonly T[];
  optionLabel: (value: T) => string;
  /** The first option's text, standing for no filter (value ""). */
  allLabel?: string;
}

/** A list filter: a labelled select whose first option ("All") filters nothing. */
export function SelectFilter<T extends string>({ label, value, onChange, options, optionLabel, allLabel }: SelectFilterProps<T>) {
  const t = useT();
  return (
    <Field label={label}>
      {(control) => (
        <select {...control} value={value} onChange={(e) => onChange(e.target.value as T | "")}>
          <option value="">{allLabel ?? t("ui.filter.all")}</option>
          {options.map((o) => (
            <option key={o} value={o}>
              {optionLabel(o)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
