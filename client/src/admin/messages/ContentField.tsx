import type { ChangeEvent } from "react";
import { useFormRules } from "../../forms/formRules";
import { useT } from "../../i18n";
import { Field } from "../../ui/Field";
import { characterCount, counterText } from "./labels";
import "./messages.css";

export interface ContentFieldProps {
  /** From useForm: field("content"). */
  id: string;
  error: string | undefined;
  /** From useForm: input("content"). */
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLTextAreaElement>) => void;
  label?: string;
}

/**
 * A message's text (spec 5): required, at most 4,000 characters, with a counter read with the
 * textarea. No maxLength: a longer paste is kept whole and the counter (then the form's check)
 * says how many characters too many, rather than cutting it silently.
 */
export function ContentField({ id, error, name, value, onChange, label }: ContentFieldProps) {
  const t = useT();
  const max = useFormRules()?.maxMessageLength ?? null;
  const count = characterCount(value.trim());
  return (
    <Field
      label={label ?? t("admin-messages.field.content")}
      required
      id={id}
      error={error}
      hint={<span className={max !== null && count > max ? "admin-messages-over" : undefined}>{counterText(count, max, t)}</span>}
    >
      {(control) => <textarea {...control} name={name} value={value} onChange={onChange} rows={8} />}
    </Field>
  );
}
