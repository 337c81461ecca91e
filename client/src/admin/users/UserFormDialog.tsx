import { useState } from "react";
import type { AdminUserInput, Role, UserStatus, UsersTabUserFragment } from "../../gql/graphql";
import { useT } from "../../i18n";
import { Dialog, SubmitActions } from "../../ui/Dialog";
import { Field, FormError } from "../../ui/Field";
import { useForm } from "../../ui/useForm";
import { ROLE_LABELS, STATUS_LABELS } from "./labels";
import { saveErrorText } from "./saveError";

/** The form's inputs, named as AdminUserInput names them (so a server field error lands beside its input). */
export interface UserFormValues {
  [key: string]: string;
  name: string;
  email: string;
  phone: string;
  avatarUrl: string;
  city: string;
  mailingAddress: string;
  referral: string;
  role: string;
  status: string;
  /** "true" or "false" (useForm keeps strings). */
  awardApproved: string;
}

const OPTIONAL = ["phone", "avatarUrl", "city", "mailingAddress", "referral"] as const;

export function initialValues(user: UsersTabUserFragment | null): UserFormValues {
  return {
    name: user?.name ?? "",
    email: user?.email ?? "",
    phone: user?.phone ?? "",
    avatarUrl: user?.avatarUrl ?? "",
    city: user?.city ?? "",
    mailingAddress: user?.mailingAddress ?? "",
    referral: user?.referral ?? "",
    role: user?.role ?? "USER",
    status: user?.status ?? "ACTIVE",
    awardApproved: user?.awardApproved ? "true" : "false",
  };
}

/** The input to send (spec 5: values trimmed, the optional fields only when non-empty). */
export function toInput(values: UserFormValues): AdminUserInput {
  const input: AdminUserInput = {
    name: values.name.trim(),
    email: values.email.trim(),
    role: values.role as Role,
    status: values.status as UserStatus,
    awardApproved: values.awardApproved === "true",
  };
  for (const key of OPTIONAL) {
    const v = values[key].trim();
    if (v) input[key] = v;
  }
  return input;
}

export interface UserFormDialogProps {
  /** The user to edit, or null to add one. */
  user: UsersTabUserFragment | null;
  /** Saves; rejects with the server's error (shown in the form). */
  onSave: (input: AdminUserInput) => Promise<unknown>;
  /** Cancel, Escape, or after saving. */
  onClose: () => void;
}

/**
 * Add User / Edit User (spec 2, 5): name and email required to enable the submit button; values
 * trimmed; phone, avatar URL, city, mailing address and referral sent only when non-empty; role,
 * status and approval for the Awards page. A failure says spec 8's words above the buttons, and
 * an error the server tied to an input is shown beside that input too.
 */
export function UserFormDialog({ user, onSave, onClose }: UserFormDialogProps) {
  const t = useT();
  const [saveError, setSaveError] = useState<string | null>(null);
  const form = useForm<UserFormValues>({
    initial: initialValues(user),
    // the submit button waits for both; this also covers Enter pressed in a field
    validate: (v) => ({
      ...(v.name ? {} : { name: t("admin-users.form.nameRequired") }),
      ...(v.email ? {} : { email: t("admin-users.form.emailRequired") }),
    }),
    onSubmit: async (values) => {
      setSaveError(null);
      try {
        await onSave(toInput(values));
      } catch (error) {
        setSaveError(saveErrorText(error, t));
        throw error; // useForm puts the server's field errors beside their inputs
      }
      onClose();
    },
  });
  const { values, submitting } = form;
  const canSubmit = values.name.trim() !== "" && values.email.trim() !== "" && !submitting;
  const title = user ? t("admin-users.form.editTitle") : t("admin-users.form.addTitle");
  const errorId = `${form.field("name").id}-form-error`;

  const close = () => {
    if (!submitting) onClose();
  };

  return (
    <Dialog
      title={title}
      onClose={close}
      onSubmit={(event) => void form.handleSubmit(event)}
      describedBy={saveError ? errorId : undefined}
      className="users-dialog"
    >
      <div className="users-form-grid">
        <Field label={t("admin-users.field.name")} required {...form.field("name")}>
          {(control) => <input {...control} {...form.input("name")} type="text" autoComplete="off" />}
        </Field>
        <Field label={t("admin-users.field.email")} required {...form.field("email")}>
          {(control) => <input {...control} {...form.input("email")} type="email" autoComplete="off" />}
        </Field>
        <Field label={t("admin-users.field.phone")} optional {...form.field("phone")}>
          {(control) => <input {...control} {...form.input("phone")} type="tel" autoComplete="off" />}
        </Field>
        <Field label={t("admin-users.field.city")} optional {...form.field("city")}>
          {(control) => <input {...control} {...form.input("city")} type="text" autoComplete="off" />}
        </Field>
        <Field label={t("admin-users.field.avatarUrl")} optional {...form.field("avatarUrl")}>
          {(control) => <input {...control} {...form.input("avatarUrl")} type="url" autoComplete="off" />}
        </Field>
        <Field label={t("admin-users.field.referral")} optional {...form.field("referral")}>
          {(control) => <input {...control} {...form.input("referral")} type="text" autoComplete="off" />}
        </Field>
        <div className="users-form-wide">
          <Field label={t("admin-users.field.mailingAddress")} optional {...form.field("mailingAddress")}>
            {(control) => <textarea {...control} {...form.input("mailingAddress")} rows={3} />}
          </Field>
        </div>
        <Field label={t("admin-users.field.role")} {...form.field("role")}>
          {(control) => (
            <select {...control} {...form.input("role")}>
              <option value="USER">{t(ROLE_LABELS.USER)}</option>
              <option value="ADMIN">{t(ROLE_LABELS.ADMIN)}</option>
            </select>
          )}
        </Field>
        <Field label={t("admin-users.field.status")} {...form.field("status")}>
          {(control) => (
            <select {...control} {...form.input("status")}>
              <option value="ACTIVE">{t(STATUS_LABELS.ACTIVE)}</option>
              <option value="INACTIVE">{t(STATUS_LABELS.INACTIVE)}</option>
            </select>
          )}
        </Field>
      </div>
      <div className="users-checkbox">
        <input
          id={form.field("awardApproved").id}
          type="checkbox"
          name="awardApproved"
          checked={values.awardApproved === "true"}
          onChange={(e) => form.setValue("awardApproved", e.target.checked ? "true" : "false")}
          aria-invalid={form.errors.awardApproved ? true : undefined}
          aria-describedby={form.errors.awardApproved ? `${form.field("awardApproved").id}-error` : undefined}
        />
        <label htmlFor={form.field("awardApproved").id}>{t("admin-users.form.awardApproved")}</label>
        {form.errors.awardApproved && (
          <p id={`${form.field("awardApproved").id}-error`} className="ui-field-error">
            {form.errors.awardApproved}
          </p>
        )}
      </div>
      <FormError id={errorId}>{saveError}</FormError>
      <SubmitActions
        onCancel={close}
        submitting={submitting}
        label={user ? t("admin-users.form.save") : t("admin-users.form.add")}
        busyLabel={t("admin-users.form.saving")}
        disabled={!canSubmit}
      />
    </Dialog>
  );
}
