import { useMutation } from "@apollo/client/react";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { classify } from "../errors/classify";
import { useT, type Translate } from "../i18n";
import { usePageTitle } from "../lib/usePageTitle";
import { useFormRules } from "../forms/formRules";
import { Field, FormError } from "../ui/Field";
import { useForm, type FieldErrors } from "../ui/useForm";
import { ResetPasswordMutation } from "./queries";
import {
  CONFIRM_MISSING,
  INVALID_LINK_TEXT,
  INVALID_LINK_TITLE,
  passwordTooShort,
  PASSWORDS_DIFFER,
  REDIRECT_DELAY_MS,
  RESET_FAILED,
  RESET_NETWORK,
  RESET_SUCCESS,
  RESET_TITLE,
} from "./texts";
import "../login/forms.css";
import "./reset-password.css";

const EMPTY = { newPassword: "", confirmPassword: "" };
type Values = typeof EMPTY;

/**
 * Spec 5: at least the server's minimum (form rules: 6 characters; not checked here before they
 * have come); the confirmation equal to it.
 */
export function validateReset(v: Values, minLength: number | null, t: Translate): FieldErrors<Values> {
  const errors: FieldErrors<Values> = {};
  if (minLength !== null && v.newPassword.length < minLength) errors.newPassword = t(passwordTooShort(minLength));
  if (!v.confirmPassword) errors.confirmPassword = t(CONFIRM_MISSING);
  else if (v.confirmPassword !== v.newPassword) errors.confirmPassword = t(PASSWORDS_DIFFER);
  return errors;
}

/** Spec 8 (Reset confirm): the server's message, else the generic failure; no answer: the network text. */
export function resetErrorText(error: unknown, t: Translate): string {
  const c = classify(error);
  if (c.kind === "network") return t(RESET_NETWORK);
  return c.serverMessage ?? t(RESET_FAILED);
}

/** Where "Back to Login" goes: admins are the accounts with passwords (members sign in by name). */
const LOGIN_WITH_PASSWORD = "/admin";

/**
 * /reset-password?token=… (spec 2): a new password and its confirmation, checked here first
 * (spec 5). The server's refusal of the password is shown beside it; a used, expired or unknown
 * token (or any other refusal) above the button. Success says so and goes to /admin after 3 s.
 * Without a token the page says the link is invalid and leads back to the sign-in form.
 */
export function ResetPasswordPage() {
  const token = (useSearchParams()[0].get("token") ?? "").trim();
  const [answer, setAnswer] = useState<string | null>(null);
  const t = useT();
  usePageTitle(t(!token ? INVALID_LINK_TITLE : answer !== null ? RESET_SUCCESS : RESET_TITLE));

  if (!token) {
    return (
      <div className="auth-page">
        <section className="auth-card" aria-labelledby="reset-title">
          <h1 id="reset-title">{t(INVALID_LINK_TITLE)}</h1>
          <p className="form-error" role="alert">
            {t(INVALID_LINK_TEXT)}
          </p>
          <p className="reset-actions">
            <Link className="button" to={LOGIN_WITH_PASSWORD}>
              {t("reset-password.backToLogin")}
            </Link>
          </p>
        </section>
      </div>
    );
  }
  if (answer !== null) return <ResetDone answer={answer} />;
  return <ResetForm token={token} onDone={setAnswer} />;
}

function ResetForm({ token, onDone }: { token: string; onDone: (answer: string) => void }) {
  const t = useT();
  const [resetPassword] = useMutation(ResetPasswordMutation, { context: { auth: "none" } });
  const minLength = useFormRules()?.minPasswordLength ?? null;
  const form = useForm({
    initial: EMPTY,
    untrimmed: ["newPassword", "confirmPassword"],
    validate: (v) => validateReset(v, minLength, t),
    onSubmit: async (v) => {
      const { data } = await resetPassword({ variables: { token, newPassword: v.newPassword } });
      if (!data) throw new Error("no answer");
      onDone(data.resetPassword);
    },
    errorText: (e) => resetErrorText(e, t),
  });

  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="reset-title">
        <h1 id="reset-title">{t(RESET_TITLE)}</h1>
        <p className="lead">{t("reset-password.lead")}</p>
        <form className="reset-form" noValidate onSubmit={(e) => void form.handleSubmit(e)} aria-labelledby="reset-title">
          <Field
            label={t("reset-password.new.label")}
            {...form.field("newPassword")}
            hint={minLength === null ? undefined : t("reset-password.new.hint", { min: minLength })}
            required
          >
            {(control) => <input {...control} {...form.input("newPassword")} type="password" autoComplete="new-password" />}
          </Field>
          <Field label={t("reset-password.confirm.label")} {...form.field("confirmPassword")} required>
            {(control) => <input {...control} {...form.input("confirmPassword")} type="password" autoComplete="new-password" />}
          </Field>
          <FormError>{form.formError}</FormError>
          <button
            type="submit"
            className="button form-submit"
            disabled={form.submitting}
            aria-busy={form.submitting || undefined}
          >
            {form.submitting ? t("reset-password.submitting") : t("reset-password.submit")}
          </button>
        </form>
        <ul className="auth-links">
          <li>
            <Link to={LOGIN_WITH_PASSWORD}>{t("reset-password.backToLogin")}</Link>
          </li>
        </ul>
      </section>
    </div>
  );
}

/**
 * Success: says so (with the server's words when they add something), then the admin sign-in at
 * /admin after 3 s: only admin accounts have passwords (members sign in with email and name at
 * /login, where a password is no use).
 */
function ResetDone({ answer }: { answer: string }) {
  const t = useT();
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
    const timer = setTimeout(() => navigate("/admin"), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  const extra = answer.trim() && answer.trim() !== t(RESET_SUCCESS) ? answer.trim() : null;
  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="reset-title">
        <h1 id="reset-title" ref={headingRef} tabIndex={-1}>
          {t(RESET_SUCCESS)}
        </h1>
        <div className="form-status" role="status">
          {extra && <p>{extra}</p>}
          <p>{t("reset-password.redirect", { seconds: REDIRECT_DELAY_MS / 1000 })}</p>
        </div>
        <p className="reset-actions">
          <Link className="button" to="/admin">
            {t("reset-password.goNow")}
          </Link>
        </p>
      </section>
    </div>
  );
}

export default ResetPasswordPage;
