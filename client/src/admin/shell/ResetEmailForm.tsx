import { useEffect, useRef, useState } from "react";
import { useT } from "../../i18n";
import { Field } from "../../ui/Field";
import { useForm } from "../../ui/useForm";
import { usePasswordResetRequest, type RequestPasswordReset, type ResetEmailOutcome } from "./passwordReset";

export interface ResetEmailFormProps {
  /** Back to Login. */
  onBack: () => void;
  /** Sends the reset email (default: the panel's one call, usePasswordResetRequest). */
  send?: RequestPasswordReset;
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * 'Forgot Password?': Email, Send Reset Email, Back to Login (spec 2 /admin). What the send
 * answered is shown as it is: sent, or why not.
 */
export function ResetEmailForm({ onBack, send }: ResetEmailFormProps) {
  const t = useT();
  const panelSend = usePasswordResetRequest();
  const request = send ?? panelSend;
  const [outcome, setOutcome] = useState<ResetEmailOutcome | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    emailRef.current?.focus();
  }, []);

  const form = useForm({
    initial: { email: "" },
    validate: (v) => ({
      email: !v.email
        ? t("admin.reset.emailMissing")
        : EMAIL_SHAPE.test(v.email)
          ? undefined
          : t("admin.reset.emailInvalid"),
    }),
    onSubmit: async (v) => {
      setOutcome(null);
      setOutcome(await request(v.email));
    },
  });

  // the server's refusal of the email itself shows beside it, as the client's own checks do
  const serverEmailError = outcome && !outcome.sent && outcome.field === "email" ? outcome.message : undefined;
  const emailField = { ...form.field("email"), error: form.field("email").error ?? serverEmailError };

  return (
    <form className="admin-auth-form" noValidate onSubmit={(e) => void form.handleSubmit(e)} aria-labelledby="admin-reset-title">
      <h2 id="admin-reset-title">{t("admin.reset.title")}</h2>
      <p className="muted">{t("admin.reset.intro")}</p>
      <Field label={t("admin.reset.email")} {...emailField} required>
        {(control) => (
          <input
            {...control}
            {...form.input("email")}
            ref={emailRef}
            type="email"
            autoComplete="username"
            onChange={(e) => {
              setOutcome(null);
              form.setValue("email", e.target.value);
            }}
          />
        )}
      </Field>
      <div role="status">
        {outcome?.sent && (
          <div className="admin-status admin-success">
            <p>{outcome.message}</p>
            {outcome.detail && <p>{outcome.detail}</p>}
          </div>
        )}
      </div>
      {outcome && !outcome.sent && !serverEmailError && (
        <p className="ui-form-error" role="alert">
          {outcome.message}
        </p>
      )}
      {form.formError && (
        <p className="ui-form-error" role="alert">
          {form.formError}
        </p>
      )}
      <button type="submit" className="button" disabled={form.submitting} aria-busy={form.submitting || undefined}>
        {form.submitting ? t("admin.reset.submitting") : t("admin.reset.submit")}
      </button>
      <button type="button" className="admin-link-button" onClick={onBack}>
        {t("admin.reset.back")}
      </button>
    </form>
  );
}
