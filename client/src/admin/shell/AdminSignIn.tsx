import { useMutation } from "@apollo/client/react";
import { useEffect, useRef } from "react";
import { signIn } from "../../auth/session";
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
  const emailRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusOnMount) emailRef.current?.focus();
  }, [focusOnMount]);

  const form = useForm({
    initial: EMPTY,
    untrimmed: ["password"],
    validate: (v) => ({
      email: v.email ? undefined : "Please enter your email address.",
      password: v.password ? undefined : "Please enter your password.",
    }),
    onSubmit: async (v) => {
      const { data } = await adminLogin({ variables: v });
      if (!data) throw new Error("no answer");
      if (data.adminLogin.scope !== "ADMIN") throw new NotAdminSessionError();
      await signIn(data.adminLogin);
    },
    errorText: (error) => (error instanceof NotAdminSessionError ? ACCESS_DENIED : adminLoginErrorText(error)),
  });

  return (
    <form className="admin-auth-form" noValidate onSubmit={(e) => void form.handleSubmit(e)} aria-labelledby="admin-signin-title">
      <h2 id="admin-signin-title">Admin Sign In</h2>
      <Field label="Email" {...form.field("email")} required>
        {(control) => <input {...control} {...form.input("email")} ref={emailRef} type="email" autoComplete="username" />}
      </Field>
      <Field label="Password" {...form.field("password")} required>
        {(control) => <input {...control} {...form.input("password")} type="password" autoComplete="current-password" />}
      </Field>
      <FormError>{form.formError}</FormError>
      <button type="submit" className="button" disabled={form.submitting} aria-busy={form.submitting || undefined}>
        {form.submitting ? "Signing in..." : "Sign In"}
      </button>
      <button type="button" className="admin-link-button" onClick={onForgot}>
        Forgot Password?
      </button>
    </form>
  );
}
