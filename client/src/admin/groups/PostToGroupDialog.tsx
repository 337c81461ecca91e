import { useMutation } from "@apollo/client/react";
import type { AdminGroupFieldsFragment } from "../../gql/graphql";
import { useT } from "../../i18n";
import { Dialog, SubmitActions } from "../../ui/Dialog";
import { Field, FormError } from "../../ui/Field";
import { useForm, type FieldErrors } from "../../ui/useForm";
import { ContentField } from "../messages/ContentField";
import { AdminMessagesCreateMutation } from "../messages/documents";
import { useFormRules } from "../../forms/formRules";
import { contentError, titleError } from "../messages/labels";
import { adminPostErrorText } from "../messages/postErrors";

/** What a message posted from the Groups tab is: an announcement of normal priority. */
export const POSTED_TYPE = "ANNOUNCEMENT" as const;
export const POSTED_PRIORITY = "NORMAL" as const;

type PostValues = { title: string; content: string };

export interface PostToGroupDialogProps {
  group: Pick<AdminGroupFieldsFragment, "id" | "name">;
  onClose: () => void;
  /** After the post: what the tab's status line says. */
  onPosted: (text: string) => void;
}

/**
 * The post-message-to-group modal (spec 2 /admin Modals; 5: title and content required): the
 * programme team's announcement, normal priority, on the group's board. A failure says spec 8's
 * words: the server's message or 'Failed to post message'; with no answer 'Failed to post
 * message. Please try again.'; a refused admin token ends the admin session (the app's error
 * link), and the panel's sign-in says 'Your admin session expired. Please sign in again.'
 */
export function PostToGroupDialog({ group, onClose, onPosted }: PostToGroupDialogProps) {
  const t = useT();
  const [createMessage] = useMutation(AdminMessagesCreateMutation);
  const rules = useFormRules();
  const form = useForm<PostValues>({
    initial: { title: "", content: "" },
    validate: (v) => {
      const errors: FieldErrors<PostValues> = {};
      const title = titleError(v.title, rules);
      if (title) errors.title = title;
      const content = contentError(v.content, rules);
      if (content) errors.content = content;
      return errors;
    },
    errorText: adminPostErrorText,
    onSubmit: async (v) => {
      await createMessage({
        variables: {
          input: { groupId: group.id, type: POSTED_TYPE, priority: POSTED_PRIORITY, title: v.title, content: v.content },
        },
      });
      onPosted(t("admin-groups.post.posted", { name: group.name }));
    },
  });
  const close = () => {
    if (!form.submitting) onClose();
  };
  const errorId = `${form.field("content").id}-form-error`;

  return (
    <Dialog
      title={t("admin-groups.post.title", { name: group.name })}
      onClose={close}
      onSubmit={(e) => void form.handleSubmit(e)}
      describedBy={form.formError ? errorId : undefined}
      className="admin-messages-dialog"
    >
      <p className="muted">{t("admin-groups.post.intro")}</p>
      <Field label={t("admin-groups.post.titleField")} required {...form.field("title")}>
        {(control) => <input {...control} {...form.input("title")} type="text" autoComplete="off" />}
      </Field>
      <ContentField {...form.field("content")} {...form.input("content")} />
      <FormError id={errorId}>{form.formError}</FormError>
      <SubmitActions onCancel={close} submitting={form.submitting} label={t("admin-groups.post.submit")} busyLabel={t("admin-groups.post.busy")} />
    </Dialog>
  );
}
