import { useMutation } from "@apollo/client/react";
import { useId, useMemo, useState, type FormEvent, type ReactNode } from "react";
import { loadSavedCredentials, suggestCredentials, type SavedCredential } from "../auth/savedCredentials";
import { failureText, LOGIN_FAILURE_TEXTS } from "./authErrors";
import { LoginMutation } from "./queries";
import { signIn, type SessionKind, type SignedInUser } from "../auth/session";
import { SuggestInput } from "./SuggestInput";
import "./forms.css";

export interface LoginFormProps {
  /** The submit button's text, e.g. "Log In". */
  submitLabel: string;
  /** The submit button's text while signing in. */
  busyLabel?: string;
  /**
   * Called once the session is started (auth/session signIn: the previous session's cache
   * cleared, the token stored by its scope) and the credentials are remembered. The form stays
   * busy until it settles.
   */
  onSignedIn: (kind: SessionKind, user: SignedInUser) => void | Promise<void>;
  /** Keeps the submit button disabled (e.g. while the page redirects after signing in). */
  locked?: boolean;
  /** Shown under the button (e.g. a status message of the page). */
  children?: ReactNode;
}

type Field = "email" | "name";

const REQUIRED_TEXT: Record<Field, string> = {
  email: "Please enter your email address.",
  name: "Please enter your full name.",
};

/**
 * Sign-in by email and full name with saved-credential suggestions (spec 2 /login and
 * /join-current-group, spec 5). One form, used by both pages.
 */
export function LoginForm({
  submitLabel,
  busyLabel = "Signing in...",
  onSignedIn,
  locked = false,
  children,
}: LoginFormProps) {
  const uid = useId();
  const emailId = `${uid}-email`;
  const nameId = `${uid}-name`;
  const errorId = `${uid}-error`;
  const [email, setEmail] = useState("");
  const [name, setName] = useState("");
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved] = useState<SavedCredential[]>(() => loadSavedCredentials());
  const [login] = useMutation(LoginMutation, { context: { auth: "none" } });

  // A saved sign-in the form already holds is not worth suggesting (and would cover the button).
  const offered = useMemo(() => {
    const e = email.trim().toLowerCase();
    const n = name.trim().toLowerCase();
    return saved.filter((c) => c.email.toLowerCase() !== e || c.name.toLowerCase() !== n);
  }, [saved, email, name]);
  const emailSuggestions = useMemo(() => suggestCredentials(offered, email), [offered, email]);
  const nameSuggestions = useMemo(() => suggestCredentials(offered, name), [offered, name]);

  const pick = (c: SavedCredential) => {
    setEmail(c.email);
    setName(c.name);
    setFieldErrors({});
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || locked) return;
    const values = { email: email.trim(), name: name.trim() };
    const missing: Partial<Record<Field, string>> = {};
    for (const f of ["email", "name"] as const) if (!values[f]) missing[f] = REQUIRED_TEXT[f];
    setFieldErrors(missing);
    if (Object.keys(missing).length > 0) {
      document.getElementById(missing.email ? emailId : nameId)?.focus();
      return;
    }
    setEmail(values.email);
    setName(values.name);
    setError(null);
    setBusy(true);
    try {
      const { data } = await login({ variables: values });
      if (!data) throw new Error("no data");
      const kind = await signIn(data.login);
      await onSignedIn(kind, data.login.user);
    } catch (e) {
      setError(failureText(e, LOGIN_FAILURE_TEXTS));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form" onSubmit={(e) => void onSubmit(e)} aria-describedby={error ? errorId : undefined}>
      <SuggestInput
        id={emailId}
        label="Email"
        type="email"
        value={email}
        onChange={setEmail}
        suggestions={emailSuggestions}
        onPick={pick}
        autoComplete="email"
        required
        invalid={!!fieldErrors.email}
        describedBy={fieldErrors.email ? `${emailId}-error` : undefined}
      />
      {fieldErrors.email && (
        <p id={`${emailId}-error`} className="field-error">
          {fieldErrors.email}
        </p>
      )}
      <SuggestInput
        id={nameId}
        label="Full name"
        value={name}
        onChange={setName}
        suggestions={nameSuggestions}
        onPick={pick}
        autoComplete="name"
        required
        invalid={!!fieldErrors.name}
        describedBy={fieldErrors.name ? `${nameId}-error` : `${nameId}-hint`}
      />
      {fieldErrors.name ? (
        <p id={`${nameId}-error`} className="field-error">
          {fieldErrors.name}
        </p>
      ) : (
        <p id={`${nameId}-hint`} className="field-hint">
          The full name you registered with.
        </p>
      )}
      {error && (
        <p id={errorId} className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button form-submit" disabled={busy || locked}
        aria-busy={busy || undefined}>
        {busy ? busyLabel : submitLabel}
      </button>
      {children}
    </form>
  );
}
