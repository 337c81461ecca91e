import type { AdminMessagesRowFragment, GroupMessageInput, MessagePriority, MessageType } from "../../gql/graphql";
import { Dialog, SubmitActions } from "../../ui/Dialog";
import { Field, FormError } from "../../ui/Field";
import { useFormRules, type FormRules } from "../../forms/formRules";
import { useForm, type FieldErrors } from "../../ui/useForm";
import { translate, useT, type Translate } from "../../i18n";
import { ContentField } from "./ContentField";
import { contentError, formTypes, PRIORITIES, PRIORITY_LABELS, REQUIRED, titleError, typeLabel } from "./labels";
import { groupChoiceLabel, type GroupChoice } from "../shared/groupOptions";

/** The form's inputs, named as GroupMessageInput names them (a server field error lands beside its input). */
export interface MessageFormValues {
  [key: string]: string;
  groupId: string;
  type: string;
  title: string;
  priority: string;
  content: string;
}

export type { GroupChoice };

export function initialValues(message: AdminMessagesRowFragment | null, groupId = ""): MessageFormValues {
  return {
    groupId: message?.groupId ?? groupId,
    type: message?.type ?? "",
    title: message?.title ?? "",
    priority: message?.priority ?? "",
    content: message?.content ?? "",
  };
}

/** Spec 5: group, type, title, priority and content are all required; the limits of the server. */
export function validateMessage(v: MessageFormValues, rules: FormRules | null, t: Translate = translate): FieldErrors<MessageFormValues> {
  const errors: FieldErrors<MessageFormValues> = {};
  if (!v.groupId) errors.groupId = t(REQUIRED.groupId);
  if (!v.type) errors.type = t(REQUIRED.type);
  const title = titleError(v.title, rules, t);
  if (title) errors.title = title;
  if (!v.priority) errors.priority = t(REQUIRED.priority);
  const content = contentError(v.content, rules, t);
  if (content) errors.content = content;
  return errors;
}

export interface MessageFormDialogProps {
  /** The programme-team message to edit, or null to write one. */
  message: AdminMessagesRowFragment | null;
  groups: readonly GroupChoice[];
  /** The group chosen at first for a new message (the tab's group filter), if any. */
  defaultGroupId?: string;
  /** Saves; rejects with the server's error (its field errors are shown beside their inputs). */
  onSave: (input: GroupMessageInput) => Promise<unknown>;
  /** The words for a failure not tied to an input. */
  errorText?: (error: unknown) => string;
  /** Cancel, Escape, or after saving. */
  onClose: () => void;
}

/**
 * New message / Edit message (spec 2 /admin Messages, 5): group, type, title, priority and
 * content, every one required and checked before anything is sent, each failure said beside its
 * input; content up to 4,000 characters with a counter. Values are trimmed.
 */
export function MessageFormDialog({ message, groups, defaultGroupId, onSave, errorText, onClose }: MessageFormDialogProps) {
  const t = useT();
  const rules = useFormRules();
  const form = useForm<MessageFormValues>({
    initial: initialValues(message, defaultGroupId),
    validate: (v) => validateMessage(v, rules, t),
    errorText,
    onSubmit: async (v) => {
      await onSave({
        groupId: v.groupId,
        type: v.type as MessageType,
        title: v.title,
        priority: v.priority as MessagePriority,
        content: v.content,
      });
      onClose();
    },
  });
  const { submitting } = form;
  const close = () => {
    if (!submitting) onClose();
  };
  const errorId = `${form.field("content").id}-form-error`;
  // the message's own group even if the list of groups does not have it (yet)
  const groupChoices =
    message && !groups.some((g) => g.id === message.groupId)
      ? [...groups, { id: message.groupId, name: message.groupName }]
      : groups;

  return (
    <Dialog
      title={message ? t("admin-messages.form.edit") : t("admin-messages.form.new")}
      onClose={close}
      onSubmit={(e) => void form.handleSubmit(e)}
      describedBy={form.formError ? errorId : undefined}
      className="admin-messages-dialog"
    >
      <div className="admin-messages-form-grid">
        <Field label={t("admin-messages.field.group")} required {...form.field("groupId")}>
          {(control) => (
            <select {...control} {...form.input("groupId")}>
              <option value="">{t("admin-messages.field.group.choose")}</option>
              {groupChoices.map((g) => (
                <option key={g.id} value={g.id}>
                  {groupChoiceLabel(g)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t("admin-messages.field.type")} required {...form.field("type")}>
          {(control) => (
            <select {...control} {...form.input("type")}>
              <option value="">{t("admin-messages.field.type.choose")}</option>
              {formTypes(message?.type).map((type) => (
                <option key={type} value={type}>
                  {typeLabel(type, t)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t("admin-messages.field.priority")} required {...form.field("priority")}>
          {(control) => (
            <select {...control} {...form.input("priority")}>
              <option value="">{t("admin-messages.field.priority.choose")}</option>
              {PRIORITIES.map((p) => (
                <option key={p} value={p}>
                  {t(PRIORITY_LABELS[p])}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field label={t("admin-messages.field.title")} required {...form.field("title")}>
        {(control) => <input {...control} {...form.input("title")} type="text" autoComplete="off" />}
      </Field>
      <ContentField {...form.field("content")} {...form.input("content")} />
      <FormError id={errorId}>{form.formError}</FormError>
      <SubmitActions onCancel={close} submitting={submitting} label={message ? t("admin-messages.form.save") : t("admin-messages.form.post")} busyLabel={t("admin-messages.form.saving")} />
    </Dialog>
  );
}
