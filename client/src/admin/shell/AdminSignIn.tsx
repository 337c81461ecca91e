import { useMutation } from "@apollo/client/react";
import { useEffect, useRef } from "react";
import { signIn } from "../../auth/session";
import { useT } from "../../i18n";
import { Field, FormError } from "../../ui/Field";
import { useForm } from "../../ui/useForm";
import { ACCESS_DENIED } from "./texts";
import { adminLoginErrorText, NotAdminSessionError } from "./loginErrors";
import { AdminLoginMutation } from "./queries";

export interface AdminSignInProps {
  /** 'Forgot Password?' was chosen. */
  onForgot: () => void;
  /** Focus the email field when shown (after Back to Login), not on the first visit. */
  focusOnMount?: boolean;
}

const EMPTY = { email: "", password: "" };

/**
 * Email, Password, Sign In (spec 2 /admin signed out). Only an ADMIN-scoped answer starts a
 * session (kept by auth/session signIn as the admin token); the page then shows the panel.
 */
export function AdminSignIn({ onForgot, focusOnMount = false }: AdminSignInProps) {
  // no token is sent: a refusal here is about the credentials, never a session to end
  const [adminLogin] = useMutation(AdminLoginMutation, { context: { auth: "none" } });
  const t = useT();
  const emailRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusOnMount) emailRef.current?.focus();
  }, [focusOnMount]);

  const form = useForm({
    initial: EMPTY,
    untrimmed: ["password"],
    validate: (v) => ({
      email: v.email ? undefined : t("admin.signIn.emailMissing"),
      password: v.password ? undefined : t("admin.signIn.passwordMissing"),
    }),
    onSubmit: async (v) => {
      const { data } = await adminLogin({ variables: v });
      if (!data) throw new Error("no answer");
      if (data.adminLogin.scope !== "ADMIN") throw new NotAdminSessionError();
      await signIn(data.adminLogin);
    },
    errorText: (error) => (error instanceof NotAdminSessionError ? t(ACCESS_DENIED) : adminLoginErrorText(error, t)),
  });

  return (
    <form className="admin-auth-form" noValidate onSubmit={(e) => void form.handleSubmit(e)} aria-labelledby="admin-signin-title">
      <h2 id="admin-signin-title">{t("admin.signIn.title")}</h2>
      <Field label={t("admin.signIn.email")} {...form.field("email")} required>
        {(control) => <input {...control} {...form.input("email")} ref={emailRef} type="email" autoComplete="username" />}
      </Field>
      <Field label={t("admin.signIn.password")} {...form.field("password")} required>
        {(control) => <input {...control} {...form.input("password")} type="password" autoComplete="current-password" />}
      </Field>
      <FormError>{form.formError}</FormError>
      <button type="submit" className="button" disabled={form.submitting} aria-busy={form.submitting || undefined}>
        {form.submitting ? t("admin.signIn.submitting") : t("admin.signIn.submit")}
      </button>
      <button type="button" className="admin-link-button" onClick={onForgot}>
        {t("admin.signIn.forgot")}
      </button>
    </form>
  );
}
