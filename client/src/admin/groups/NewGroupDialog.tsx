import { useMutation } from "@apollo/client/react";
import type { AdminCreateGroupMutation } from "../../gql/graphql";
import { translate, useT, type Translate } from "../../i18n";
import { Dialog, SubmitActions } from "../../ui/Dialog";
import { Field, FormError } from "../../ui/Field";
import { useForm, type FieldErrors } from "../../ui/useForm";
import { useFormRules } from "../../forms/formRules";
import { normaliseDateInput } from "./dates";
import { AdminGroupsQuery, CreateGroupMutation } from "./queries";

/** Max members when the admin leaves it as it is (spec 9). */
export const DEFAULT_MAX_MEMBERS = 50;

type NewGroupValues = { startDate: string; name: string; maxMembers: string };

/** "At least 1", a whole number; null when it is fine. */
export function maxMembersError(value: string, t: Translate = translate): string | null {
  if (!/^\d+$/.test(value)) return t("admin-groups.maxMembers.whole");
  if (Number(value) < 1) return t("admin-groups.maxMembers.atLeastOne");
  return null;
}

export interface NewGroupDialogProps {
  onClose: () => void;
  /** The server's answer: the group, and whether (and how) its start was moved. */
  onCreated: (result: AdminCreateGroupMutation["createGroup"]) => void;
}

/**
 * The New Group modal (spec 5: Create group). The start date is required (Create stays disabled
 * without it) and is sent as YYYY-MM-DD whichever of the four formats was typed; a day that does
 * not exist is named beside the input. A blank name lets the server name the group
 * "{Month} {Year} Group". The server's field errors show beside their inputs.
 */
export function NewGroupDialog({ onClose, onCreated }: NewGroupDialogProps) {
  const t = useT();
  const [createGroup] = useMutation(CreateGroupMutation, {
    refetchQueries: [AdminGroupsQuery],
    awaitRefetchQueries: true,
  });
  const formats = useFormRules()?.dateInputFormats ?? null;
  const form = useForm<NewGroupValues>({
    initial: { startDate: "", name: "", maxMembers: String(DEFAULT_MAX_MEMBERS) },
    validate: (v) => {
      const errors: FieldErrors<NewGroupValues> = {};
      const date = normaliseDateInput(v.startDate, formats, undefined, t);
      if (date.error) errors.startDate = date.error;
      const max = maxMembersError(v.maxMembers, t);
      if (max) errors.maxMembers = max;
      return errors;
    },
    onSubmit: async (v) => {
      const date = normaliseDateInput(v.startDate, formats);
      const { data } = await createGroup({
        variables: {
          input: {
            startDate: date.date ?? v.startDate,
            ...(v.name ? { name: v.name } : {}),
            maxMembers: Number(v.maxMembers),
          },
        },
      });
      if (data) onCreated(data.createGroup);
    },
  });

  const close = () => {
    if (!form.submitting) onClose();
  };
  const noDate = form.values.startDate.trim() === "";

  return (
    <Dialog title={t("admin-groups.new.title")} onClose={close} onSubmit={(e) => void form.handleSubmit(e)}>
      <Field
        label={t("admin-groups.field.startDate")}
        required
        {...form.field("startDate")}
        hint={formats ? t("admin-groups.new.startHintFormats", { formats }) : t("admin-groups.new.startHint")}
      >
        {(control) => <input {...control} {...form.input("startDate")} type="text" autoComplete="off" />}
      </Field>
      <Field label={t("admin-groups.field.name")} optional {...form.field("name")} hint={t("admin-groups.new.nameHint")}>
        {(control) => (
          <input
            {...control}
            {...form.input("name")}
            type="text"
            autoComplete="off"
            placeholder={t("admin-groups.new.namePlaceholder")}
          />
        )}
      </Field>
      <Field label={t("admin-groups.field.maxMembers")} {...form.field("maxMembers")}>
        {(control) => <input {...control} {...form.input("maxMembers")} type="number" min={1} step={1} inputMode="numeric" />}
      </Field>
      <FormError>{form.formError}</FormError>
      <SubmitActions onCancel={close} submitting={form.submitting} label={t("admin-groups.new.create")} busyLabel={t("admin-groups.new.creating")} disabled={noDate} />
    </Dialog>
  );
}
