import { useMutation } from "@apollo/client/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { storePasswordCredential } from "../auth/savedCredentials";
import { signIn, type SessionKind } from "../auth/session";
import { classify } from "../errors/classify";
import { msg, useT } from "../i18n";
import { PasswordLoginMutation, RequestSignInLinkMutation } from "../profile/documents";
import { Field, FormError } from "../ui/Field";
import { failureText, LOGIN_FAILURE_TEXTS } from "./authErrors";

export const SECURE_TITLE = msg("login.secure.title");

export interface SecureSignInProps {
  /** Open, with this email filled in (after /login refused the email and name alone). */
  open: boolean;
  email: string;
  onToggle: (open: boolean) => void;
  onSignedIn: (kind: SessionKind) => void;
}

/**
 * /login's secure sign-in (issue 29), for members who chose a password or sign-in links: email
 * and password, or "Email me a sign-in link" (the answer never says whether the email has an
 * account). The password form carries username/current-password autocomplete, so the
 * browser's password manager offers and updates the pair.
 */
export function SecureSignIn({ open, email: given, onToggle, onSignedIn }: SecureSignInProps) {
  const t = useT();
  const [email, setEmail] = useState(given);
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState<"password" | "link" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  const [login] = useMutation(PasswordLoginMutation, { context: { auth: "none" } });
  const [askLink] = useMutation(RequestSignInLinkMutation, { context: { auth: "none" } });
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    setEmail(given);
    if (open && given) passwordRef.current?.focus();
  }, [given, open]);

  const withPassword = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setStatus("");
    if (!email.trim() || !password) {
      setError(!email.trim() ? t("login.email.required") : t("login.secure.password.required"));
      return;
    }
    setBusy("password");
    try {
      const { data } = await login({ variables: { email: email.trim(), password } });
      if (!data) throw new Error("no answer");
      const kind = await signIn(data.passwordLogin);
      await storePasswordCredential(data.passwordLogin.user.email, password, data.passwordLogin.user.name);
      onSignedIn(kind);
    } catch (e) {
      setError(failureText(e, LOGIN_FAILURE_TEXTS));
      setBusy(null);
    }
  };

  const byLink = async () => {
    setError(null);
    setStatus("");
    if (!email.trim()) {
      setError(t("login.email.required"));
      emailRef.current?.focus();
      return;
    }
    setBusy("link");
    try {
      const { data } = await askLink({ variables: { email: email.trim() } });
      if (!data) throw new Error("no answer");
      setStatus(data.requestSignInLink);
    } catch (e) {
      const c = classify(e);
      setError(c.kind === "network" ? LOGIN_FAILURE_TEXTS.network : (c.serverMessage ?? LOGIN_FAILURE_TEXTS.generic));
    } finally {
      setBusy(null);
    }
  };

  return (
    <details className="secure-sign-in" open={open} onToggle={(e) => onToggle((e.currentTarget as HTMLDetailsElement).open)}>
      <summary>{t(SECURE_TITLE)}</summary>
      {open && (
      <form className="form" noValidate onSubmit={(e) => void withPassword(e)} aria-label={t(SECURE_TITLE)}>
        <Field label={t("login.email.label")} id="secure-email">
          {(c) => (
            <input
              {...c}
              ref={emailRef}
              type="email"
              name="username"
              autoComplete="username"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          )}
        </Field>
        <Field label={t("login.secure.password.label")} id="secure-password" hint={t("login.secure.password.hint")}>
          {(c) => (
            <input
              {...c}
              ref={passwordRef}
              type="password"
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          )}
        </Field>
        <FormError>{error}</FormError>
        <button type="submit" className="button form-submit" disabled={busy !== null} aria-busy={busy === "password" || undefined}>
          {busy === "password" ? t("login.signingIn") : t("login.secure.withPassword")}
        </button>
        <button type="button" className="button button-secondary" disabled={busy !== null} onClick={() => void byLink()}>
          {busy === "link" ? t("login.secure.sending") : t("login.secure.askLink")}
        </button>
        <p className="form-status" role="status">
          {status}
        </p>
      </form>
      )}
    </details>
  );
}
