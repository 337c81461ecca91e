import { useMutation } from "@apollo/client/react";
import type { AdminGroupFieldsFragment, UpdateGroupInput } from "../../gql/graphql";
import { useT } from "../../i18n";
import { Dialog, SubmitActions } from "../../ui/Dialog";
import { Field, FormError } from "../../ui/Field";
import { useForm, type FieldErrors } from "../../ui/useForm";
import { useFormRules } from "../../forms/formRules";
import { normaliseDateInput } from "./dates";
import { LeadersPanel } from "./LeadersPanel";
import { maxMembersError } from "./NewGroupDialog";
import { AdminGroupsQuery, SetGroupStatusMutation, UpdateGroupMutation } from "./queries";
import { GROUP_STATUSES, groupStatusChip, isGroupStatus } from "./status";

/** The Manage form's inputs, named as UpdateGroupInput names them (so server field errors land beside them). */
export type ManageValues = {
  name: string;
  status: string;
  startDate: string;
  maxMembers: string;
  whatsappInviteUrl: string;
  youversionPlanUrl: string;
};

export function manageValuesOf(group: AdminGroupFieldsFragment): ManageValues {
  return {
    name: group.name,
    status: group.status,
    startDate: group.startDate,
    maxMembers: String(group.maxMembers),
    whatsappInviteUrl: group.whatsappInviteUrl ?? "",
    youversionPlanUrl: group.youversionPlanUrl ?? "",
  };
}

/**
 * What the admin changed (trimmed values against the group): only those fields are sent, as the
 * specification's client does. A start date typed in another format for the same day is no change;
 * an emptied link is sent as "" (the server clears it).
 */
export function changedFields(group: AdminGroupFieldsFragment, v: ManageValues): UpdateGroupInput {
  const input: UpdateGroupInput = {};
  if (v.name !== group.name) input.name = v.name;
  if (v.status !== group.status && isGroupStatus(v.status)) input.status = v.status;
  const start = normaliseDateInput(v.startDate, null).date ?? v.startDate;
  if (start !== group.startDate) input.startDate = start;
  if (Number(v.maxMembers) !== group.maxMembers) input.maxMembers = Number(v.maxMembers);
  if (v.whatsappInviteUrl !== (group.whatsappInviteUrl ?? "")) input.whatsappInviteUrl = v.whatsappInviteUrl;
  if (v.youversionPlanUrl !== (group.youversionPlanUrl ?? "")) input.youversionPlanUrl = v.youversionPlanUrl;
  return input;
}

export interface ManageGroupDialogProps {
  group: AdminGroupFieldsFragment;
  onClose: () => void;
  /** Saved (or nothing to save): what the tab's status line says. */
  onSaved: (text: string) => void;
}

/**
 * The Manage modal: name, status (the four), start date, max members, the group chat invite URL
 * (raw, as the admin must see it) and the reading plan URL. It sends only what changed:
 * setGroupStatus when only the status changed, otherwise updateGroup with the changed fields.
 * The server's field errors (extensions.field) show beside their inputs. Under the form, the
 * group's leaders (LeadersPanel), changed at once rather than by Save.
 */
export function ManageGroupDialog({ group, onClose, onSaved }: ManageGroupDialogProps) {
  // The card and the members modal read the normalised AdminGroup the mutation answers; the list is
  // read again because a new start date can change the admin order of groups with the same sort order.
  const t = useT();
  const [updateGroup] = useMutation(UpdateGroupMutation, { refetchQueries: [AdminGroupsQuery] });
  const [setGroupStatus] = useMutation(SetGroupStatusMutation);
  const formats = useFormRules()?.dateInputFormats ?? null;
  const form = useForm<ManageValues>({
    initial: manageValuesOf(group),
    validate: (v) => {
      const errors: FieldErrors<ManageValues> = {};
      if (!v.name) errors.name = t("admin-groups.manage.nameMissing");
      if (!isGroupStatus(v.status)) errors.status = t("admin-groups.manage.chooseStatus");
      const date = normaliseDateInput(v.startDate, formats, undefined, t);
      if (date.error) errors.startDate = date.error;
      const max = maxMembersError(v.maxMembers, t);
      if (max) errors.maxMembers = max;
      return errors;
    },
    onSubmit: async (v) => {
      const input = changedFields(group, v);
      const keys = Object.keys(input);
      if (keys.length === 0) {
        onSaved(t("admin-groups.manage.noChanges", { name: group.name }));
        return;
      }
      if (keys.length === 1 && input.status) {
        const { data } = await setGroupStatus({ variables: { id: group.id, status: input.status } });
        onSaved(t("admin-groups.manage.statusSaved", { name: data?.setGroupStatus.name ?? group.name, status: input.status }));
        return;
      }
      const { data } = await updateGroup({ variables: { id: group.id, input } });
      onSaved(t("admin-groups.manage.saved", { name: data?.updateGroup.name ?? group.name }));
    },
  });

  const close = () => {
    if (!form.submitting) onClose();
  };

  return (
    <Dialog title={t("admin-groups.manage.title", { name: group.name })} onClose={close}>
      {/* Two parts, each acting on its own: the details (sent by Save) and the leaders. */}
      <form className="admin-manage-form" onSubmit={(e) => void form.handleSubmit(e)} noValidate>
        <Field label={t("admin-groups.field.name")} required {...form.field("name")}>
          {(control) => <input {...control} {...form.input("name")} type="text" autoComplete="off" />}
        </Field>
        <Field label={t("admin-groups.field.status")} {...form.field("status")}>
          {(control) => (
            <select {...control} {...form.input("status")}>
              {GROUP_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {groupStatusChip(s, t).label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t("admin-groups.field.startDate")} required {...form.field("startDate")} hint={formats ?? undefined}>
          {(control) => <input {...control} {...form.input("startDate")} type="text" autoComplete="off" />}
        </Field>
        <Field
          label={t("admin-groups.field.maxMembers")}
          required
          {...form.field("maxMembers")}
          hint={t("admin-groups.manage.maxHint", { count: group.memberCount })}
        >
          {(control) => <input {...control} {...form.input("maxMembers")} type="number" min={1} step={1} inputMode="numeric" />}
        </Field>
        <Field label={t("admin-groups.field.chatUrl")} optional {...form.field("whatsappInviteUrl")} hint={t("admin-groups.manage.chatHint")}>
          {(control) => <input {...control} {...form.input("whatsappInviteUrl")} type="url" inputMode="url" autoComplete="off" />}
        </Field>
        <Field label={t("admin-groups.field.planUrl")} optional {...form.field("youversionPlanUrl")} hint={t("admin-groups.manage.planHint")}>
          {(control) => <input {...control} {...form.input("youversionPlanUrl")} type="url" inputMode="url" autoComplete="off" />}
        </Field>
        <FormError>{form.formError}</FormError>
        <SubmitActions onCancel={close} submitting={form.submitting} label={t("admin-groups.manage.save")} busyLabel={t("admin-groups.manage.saving")} />
      </form>
      <LeadersPanel group={group} />
    </Dialog>
  );
}
