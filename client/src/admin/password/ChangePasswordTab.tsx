import { useMutation } from "@apollo/client/react";
import { useState, type ChangeEvent } from "react";
import { signIn } from "../../auth/session";
import { classify } from "../../errors/classify";
import { useFormRules } from "../../forms/formRules";
import { translate, useT, type Translate } from "../../i18n";
import { Field, FormError } from "../../ui/Field";
import { useForm, type FieldErrors } from "../../ui/useForm";
import { AdminChangePasswordMutation } from "./queries";

const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };
type Values = typeof EMPTY;

/**
 * Spec 5: all three required; new at least the server's minimum (form rules: 6 characters; not
 * checked here before they have come); new and confirm equal.
 */
export function validatePasswordChange(v: Values, minLength: number | null, t: Translate = translate): FieldErrors<Values> {
  const errors: FieldErrors<Values> = {};
  if (!v.currentPassword) errors.currentPassword = t("admin-password.error.current-required");
  if (!v.newPassword) errors.newPassword = t("admin-password.error.new-required");
  else if (minLength !== null && v.newPassword.length < minLength) errors.newPassword = t("admin-password.error.too-short", { min: minLength });
  if (!v.confirmPassword) errors.confirmPassword = t("admin-password.error.confirm-required");
  else if (v.newPassword && v.confirmPassword !== v.newPassword) errors.confirmPassword = t("admin-password.error.differ");
  return errors;
}

/** Spec 8: the server's message, else 'Failed to change password'; no answer '… Please try again.' */
export function passwordChangeErrorText(error: unknown, t: Translate = translate): string {
  const c = classify(error);
  if (c.kind === "network") return t("admin-password.error.network");
  return c.serverMessage ?? t("admin-password.error.failed");
}

/**
 * Change Password (spec 2 /admin). The server ends the account's other sessions and answers a
 * new token for this one, which auth/session keeps as the admin token, so the panel stays
 * signed in here.
 */
export function ChangePasswordTab() {
  const t = useT();
  const [changePassword] = useMutation(AdminChangePasswordMutation);
  const [done, setDone] = useState(false);
  const minLength = useFormRules()?.minPasswordLength ?? null;
  const form = useForm({
    initial: EMPTY,
    untrimmed: ["currentPassword", "newPassword", "confirmPassword"],
    validate: (v) => validatePasswordChange(v, minLength, t),
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
    errorText: (e) => passwordChangeErrorText(e, t),
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
      <h2 id="admin-password-heading">{t("admin-password.title")}</h2>
      <form className="admin-form" noValidate onSubmit={(e) => void form.handleSubmit(e)}>
        <Field label={t("admin-password.current")} {...form.field("currentPassword")} required>
          {(control) => <input {...control} {...edit("currentPassword")} type="password" autoComplete="current-password" />}
        </Field>
        <Field label={t("admin-password.new")} {...form.field("newPassword")} hint={minLength === null ? undefined : t("admin-password.new.hint", { min: minLength })} required>
          {(control) => <input {...control} {...edit("newPassword")} type="password" autoComplete="new-password" />}
        </Field>
        <Field label={t("admin-password.confirm")} {...form.field("confirmPassword")} required>
          {(control) => <input {...control} {...edit("confirmPassword")} type="password" autoComplete="new-password" />}
        </Field>
        <FormError>{form.formError}</FormError>
        <div role="status">
          {done && <p className="admin-status admin-success">{t("admin-password.changed")}</p>}
        </div>
        <button type="submit" className="button" disabled={form.submitting} aria-busy={form.submitting || undefined}>
          {form.submitting ? t("admin-password.submit.busy") : t("admin-password.submit")}
        </button>
      </form>
    </section>
  );
}
