import { useMutation } from "@apollo/client/react";
import { useState, type ChangeEvent } from "react";
import { signIn } from "../../auth/session";
import { classify } from "../../errors/classify";
import { useFormRules } from "../../forms/formRules";
import { Field, FormError } from "../../ui/Field";
import { useForm, type FieldErrors } from "../../ui/useForm";
import {
  PASSWORD_CHANGE_FAILED,
  PASSWORD_CHANGE_NETWORK,
  PASSWORD_CHANGED,
  passwordTooShort,
  PASSWORDS_DIFFER,
} from "../shell/texts";
import { AdminChangePasswordMutation } from "./queries";

const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };
type Values = typeof EMPTY;

/**
 * Spec 5: all three required; new at least the server's minimum (form rules: 6 characters; not
 * checked here before they have come); new and confirm equal.
 */
export function validatePasswordChange(v: Values, minLength: number | null): FieldErrors<Values> {
  const errors: FieldErrors<Values> = {};
  if (!v.currentPassword) errors.currentPassword = "Please enter your current password.";
  if (!v.newPassword) errors.newPassword = "Please enter a new password.";
  else if (minLength !== null && v.newPassword.length < minLength) errors.newPassword = passwordTooShort(minLength);
  if (!v.confirmPassword) errors.confirmPassword = "Please confirm the new password.";
  else if (v.newPassword && v.confirmPassword !== v.newPassword) errors.confirmPassword = PASSWORDS_DIFFER;
  return errors;
}

/** Spec 8: the server's message, else 'Failed to change password'; no answer '… Please try again.' */
export function passwordChangeErrorText(error: unknown): string {
  const c = classify(error);
  if (c.kind === "network") return PASSWORD_CHANGE_NETWORK;
  return c.serverMessage ?? PASSWORD_CHANGE_FAILED;
}

/**
 * Change Password (spec 2 /admin). The server ends the account's other sessions and answers a
 * new token for this one, which auth/session keeps as the admin token, so the panel stays
 * signed in here.
 */
export function ChangePasswordTab() {
  const [changePassword] = useMutation(AdminChangePasswordMutation);
  const [done, setDone] = useState(false);
  const minLength = useFormRules()?.minPasswordLength ?? null;
  const form = useForm({
    initial: EMPTY,
    untrimmed: ["currentPassword", "newPassword", "confirmPassword"],
    validate: (v) => validatePasswordChange(v, minLength),
    onSubmit: async (v) => {
      setDone(false);
      const { data } = await changePassword({
        variables: { currentPassword: v.currentPassword, newPassword: v.newPassword },
      });
      if (!data) throw new Error("no answer");
      if (data.changePassword.scope === "ADMIN") await signIn(data.changePassword);
      form.reset();
      setDone(true);
    },
    errorText: passwordChangeErrorText,
  });

  const edit = (name: keyof Values) => ({
    ...form.input(name),
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      setDone(false);
      form.setValue(name, e.target.value);
    },
  });

  return (
    <section className="admin-section" aria-labelledby="admin-password-heading">
      <h2 id="admin-password-heading">Change Admin Password</h2>
      <form className="admin-form" noValidate onSubmit={(e) => void form.handleSubmit(e)}>
        <Field label="Current password" {...form.field("currentPassword")} required>
          {(control) => <input {...control} {...edit("currentPassword")} type="password" autoComplete="current-password" />}
        </Field>
        <Field label="New password" {...form.field("newPassword")} hint={minLength === null ? undefined : `At least ${minLength} characters.`} required>
          {(control) => <input {...control} {...edit("newPassword")} type="password" autoComplete="new-password" />}
        </Field>
        <Field label="Confirm new password" {...form.field("confirmPassword")} required>
          {(control) => <input {...control} {...edit("confirmPassword")} type="password" autoComplete="new-password" />}
        </Field>
        <FormError>{form.formError}</FormError>
        <div role="status">
          {done && <p className="admin-status admin-success">{PASSWORD_CHANGED}</p>}
        </div>
        <button type="submit" className="button" disabled={form.submitting} aria-busy={form.submitting || undefined}>
          {form.submitting ? "Changing..." : "Change Password"}
        </button>
      </form>
    </section>
  );
}
