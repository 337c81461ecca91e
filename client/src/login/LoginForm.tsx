import { useMutation } from "@apollo/client/react";
import { useId, useMemo, useState, type FormEvent, type ReactNode } from "react";
import { loadSavedCredentials, suggestCredentials, type SavedCredential } from "../auth/savedCredentials";
import { classify } from "../errors/classify";
import { useT } from "../i18n";
import { failureText, LOGIN_FAILURE_TEXTS } from "./authErrors";
import { LoginMutation } from "./queries";
import { signIn, type SessionKind, type SignedInUser } from "../auth/session";
import { useForm } from "../ui/useForm";
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
  /**
   * Called when the server refuses the email and full name alone for an account that signs in
   * with a password or a link (issue 29), with the email typed; the message shows as usual.
   */
  onSecureSignIn?: (email: string) => void;
}

const EMPTY = { email: "", name: "" };

/**
 * Sign-in by email and full name with saved-credential suggestions (spec 2 /login and
 * /join-current-group, spec 5). One form, used by both pages.
 */
export function LoginForm({
  submitLabel,
  busyLabel,
  onSignedIn,
  locked = false,
  children,
  onSecureSignIn,
}: LoginFormProps) {
  const t = useT();
  const errorId = `${useId()}-error`;
  const [saved] = useState<SavedCredential[]>(() => loadSavedCredentials());
  const [login] = useMutation(LoginMutation, { context: { auth: "none" } });
  const form = useForm({
    initial: EMPTY,
    validate: (v) => ({
      email: v.email ? undefined : t("login.email.required"),
      name: v.name ? undefined : t("login.name.required"),
    }),
    onSubmit: async (v) => {
      const { data } = await login({ variables: v }).catch((e: unknown) => {
        if (classify(e).field === "password") onSecureSignIn?.(v.email);
        throw e;
      });
      if (!data) throw new Error("no data");
      const kind = await signIn(data.login);
      await onSignedIn(kind, data.login.user);
    },
    // the specification's sign-in texts, above the button, whatever the server names
    serverFieldErrors: false,
    errorText: (e) => failureText(e, LOGIN_FAILURE_TEXTS),
  });
  const { email, name } = form.values;
  const emailField = form.field("email");
  const nameField = form.field("name");
  const busy = form.submitting;
  const error = form.formError;

  // A saved sign-in the form already holds is not worth suggesting (and would cover the button).
  const offered = useMemo(() => {
    const e = email.trim().toLowerCase();
    const n = name.trim().toLowerCase();
    return saved.filter((c) => c.email.toLowerCase() !== e || c.name.toLowerCase() !== n);
  }, [saved, email, name]);
  const emailSuggestions = useMemo(() => suggestCredentials(offered, email), [offered, email]);
  const nameSuggestions = useMemo(() => suggestCredentials(offered, name), [offered, name]);

  const pick = (c: SavedCredential) => {
    form.setValue("email", c.email);
    form.setValue("name", c.name);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (locked) {
      event.preventDefault();
      return;
    }
    void form.handleSubmit(event);
  };

  return (
    <form className="form" onSubmit={onSubmit} aria-describedby={error ? errorId : undefined}>
      <SuggestInput
        id={emailField.id}
        label={t("login.email.label")}
        type="email"
        value={email}
        onChange={(value) => form.setValue("email", value)}
        suggestions={emailSuggestions}
        onPick={pick}
        autoComplete="email"
        required
        invalid={!!emailField.error}
        describedBy={emailField.error ? `${emailField.id}-error` : undefined}
      />
      {emailField.error && (
        <p id={`${emailField.id}-error`} className="field-error">
          {emailField.error}
        </p>
      )}
      <SuggestInput
        id={nameField.id}
        label={t("login.name.label")}
        value={name}
        onChange={(value) => form.setValue("name", value)}
        suggestions={nameSuggestions}
        onPick={pick}
        autoComplete="name"
        required
        invalid={!!nameField.error}
        describedBy={nameField.error ? `${nameField.id}-error` : `${nameField.id}-hint`}
      />
      {nameField.error ? (
        <p id={`${nameField.id}-error`} className="field-error">
          {nameField.error}
        </p>
      ) : (
        <p id={`${nameField.id}-hint`} className="field-hint">
          {t("login.name.hint")}
        </p>
      )}
      {error && (
        <p id={errorId} className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button form-submit" disabled={busy || locked}
        aria-busy={busy || undefined}>
        {busy ? (busyLabel ?? t("login.signingIn")) : submitLabel}
      </button>
      {children}
    </form>
  );
}
