import { useId, type ReactNode } from "react";
import { useT } from "../i18n";
import "./ui.css";

/** Props for the input, select or textarea inside a Field: spread them on it. */
export interface FieldControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  required: boolean | undefined;
}

export interface FieldProps {
  /** The visible label (every input has one). */
  label: ReactNode;
  /** The control's id (default: a generated one); useForm's field(name) gives it. */
  id?: string;
  /** What is wrong, shown right under the control and read with it. */
  error?: string | null;
  /** A standing hint, read with the control too. */
  hint?: ReactNode;
  /** Marks the control required (the form checks it itself: forms are noValidate). */
  required?: boolean;
  /** Says "(optional)" after the label. */
  optional?: boolean;
  /** Renders the control with the props that tie it to its label, error and hint. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A labelled form control with its error beside it: the label names the control, the error
 * (then the hint) describes it (aria-describedby), and aria-invalid marks it while wrong. The
 * error is text, so the red border is never the only signal.
 */
export function Field({ label, id, error, hint, required, optional, children }: FieldProps) {
  const t = useT();
  const generated = useId();
  const controlId = id ?? `${generated}-control`;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="ui-field">
      <label htmlFor={controlId}>
        {label}
        {optional && (
          <>
            {" "}
            <span className="ui-field-optional">{t("ui.field.optional")}</span>
          </>
        )}
      </label>
      {children({ id: controlId, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy, required })}
      {error && (
        <p id={errorId} className="ui-field-error">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="ui-field-hint">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A failure not tied to one field, announced when it appears. */
export function FormError({ id, children }: { id?: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="ui-form-error" role="alert">
      {children}
    </p>
  );
}
