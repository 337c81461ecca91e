import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { errorText } from "../errors/classify";
import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from "react";

/** A form's values: one string per input (selects and textareas included). */
export type FormValues = Record<string, string>;

/** A message per field that is wrong. */
export type FieldErrors<V extends FormValues> = Partial<Record<keyof V, string>>;

export interface UseFormOptions<V extends FormValues> {
  initial: V;
  /** Client-side checks on the trimmed values; nothing is sent while one fails. */
  validate?: (values: V) => FieldErrors<V>;
  /**
   * Sends the trimmed values. When it throws, a server error naming one of the form's inputs
   * (`extensions.field`) is shown beside that input; anything else above the button.
   */
  onSubmit: (values: V) => Promise<void> | void;
  /** The text for a failure not tied to a field (default: the server's message, else a generic one). */
  errorText?: (error: unknown) => string;
  /** Inputs sent as typed (a password): every other value is trimmed. */
  untrimmed?: ReadonlyArray<keyof V>;
  /**
   * False: every failure of onSubmit is the form's, shown with errorText above the button, even
   * one naming an input (pages whose failure texts are the specification's own). Default true.
   */
  serverFieldErrors?: boolean;
}

export interface Form<V extends FormValues> {
  values: V;
  errors: FieldErrors<V>;
  /** A failure not tied to a field (show it with FormError). */
  formError: string | null;
  /** True from submit until onSubmit settles (disable the submit button, say "Saving…"). */
  submitting: boolean;
  setValue: (name: keyof V, value: string) => void;
  /** For the Field around input `name`: its id and error. */
  field: (name: keyof V) => { id: string; error: string | undefined };
  /** For the input, select or textarea itself: name, value and onChange. */
  input: (name: keyof V) => {
    name: string;
    value: string;
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
  };
  /** The form's onSubmit: checks, then sends; the first wrong input gets the focus. */
  handleSubmit: (event?: FormEvent) => Promise<void>;
  /** Back to `values` (default the initial ones), without errors. */
  reset: (values?: V) => void;
}

/**
 * The server's field errors in `error` (GraphQL errors whose `extensions.field` names one of
 * `fields`), and the messages of the others. Several messages for one field are joined.
 */
export function splitServerErrors<V extends FormValues>(
  error: unknown,
  fields: ReadonlyArray<keyof V>,
): { fieldErrors: FieldErrors<V>; other: string[] } {
  const fieldErrors: FieldErrors<V> = {};
  const other: string[] = [];
  if (!CombinedGraphQLErrors.is(error)) return { fieldErrors, other };
  for (const e of error.errors) {
    const field = e.extensions?.field;
    if (typeof field === "string" && fields.includes(field) && e.message) {
      const key = field as keyof V;
      fieldErrors[key] = fieldErrors[key] ? `${fieldErrors[key]} ${e.message}` : e.message;
    } else if (e.message) {
      other.push(e.message);
    }
  }
  return { fieldErrors, other };
}

/** The server's words, else what happened and what to do (errors/classify). */
const defaultErrorText = errorText;

/**
 * One way to run a form: its values, an error per field (from the client's checks and from the
 * server's `extensions.field`), a form-level error, the submit state, and trimmed values sent.
 * Editing an input clears its error. Pair it with Field, FormError and `<form noValidate>`.
 */
export function useForm<V extends FormValues>({
  initial,
  validate,
  onSubmit,
  errorText = defaultErrorText,
  untrimmed = [],
  serverFieldErrors = true,
}: UseFormOptions<V>): Form<V> {
  const base = useId();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  const mounted = useRef(true);
  const [focusRequest, setFocusRequest] = useState<{ name: keyof V } | null>(null);
  const names = Object.keys(initial) as Array<keyof V>;

  const idOf = useCallback((name: keyof V) => `${base}-${String(name)}`, [base]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // Focus the first wrong input once it is rendered as invalid (so its error is read with it).
  useEffect(() => {
    if (focusRequest) document.getElementById(idOf(focusRequest.name))?.focus();
  }, [focusRequest, idOf]);

  const setValue = useCallback((name: keyof V, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => {
      if (!e[name]) return e;
      const next = { ...e };
      delete next[name];
      return next;
    });
  }, []);

  const showErrors = (found: FieldErrors<V>) => {
    setErrors(found);
    const first = names.find((n) => found[n]);
    if (first !== undefined) setFocusRequest({ name: first });
  };

  const handleSubmit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy.current) return;
    const trimmed = { ...values };
    for (const n of names) if (!untrimmed.includes(n)) (trimmed as FormValues)[n as string] = values[n].trim();
    setValues(trimmed);
    setFormError(null);
    const found: FieldErrors<V> = validate?.(trimmed) ?? {};
    if (names.some((n) => found[n])) {
      showErrors(found);
      return;
    }
    setErrors({});
    busy.current = true;
    setSubmitting(true);
    try {
      await onSubmit(trimmed);
    } catch (error) {
      if (!mounted.current) return;
      const { fieldErrors, other } = splitServerErrors<V>(error, serverFieldErrors ? names : []);
      showErrors(fieldErrors);
      const hasField = names.some((n) => fieldErrors[n]);
      setFormError(hasField && other.length === 0 ? null : hasField ? other.join(" ") : errorText(error));
    } finally {
      busy.current = false;
      if (mounted.current) setSubmitting(false);
    }
  };

  return {
    values,
    errors,
    formError,
    submitting,
    setValue,
    field: (name) => ({ id: idOf(name), error: errors[name] }),
    input: (name) => ({
      name: String(name),
      value: values[name],
      onChange: (event) => setValue(name, event.target.value),
    }),
    handleSubmit,
    reset: (next = initial) => {
      setValues(next);
      setErrors({});
      setFormError(null);
    },
  };
}
