import { useMutation } from "@apollo/client/react";
import { useId, useState } from "react";
import { ContentField } from "../admin/messages/ContentField";
import { contentError, titleError } from "../admin/messages/labels";
import { useFormRules } from "../forms/formRules";
import { useT } from "../i18n";
import { Field, FormError } from "../ui/Field";
import { useForm, type FieldErrors } from "../ui/useForm";
import { LeadPostAnnouncementMutation } from "./queries";
import { postedNotice } from "./texts";

/** The form's inputs, named as LeaderPostInput names them (a server field error lands beside its input). */
type Values = { title: string; content: string };
const INITIAL: Values = { title: "", content: "" };

export interface LeaderPostFormProps {
  groupId: string;
  groupName: string;
  /** After a post: the board below shows it. */
  onPosted: () => void;
}

/**
 * A leader's announcement on their group's board (issue 29): a title and the text, posted under
 * their name as the group's leader; its members see it at once. Checked as the admin's messages
 * are (the limits come with the form rules); a refusal naming an input is shown beside it.
 */
export function LeaderPostForm({ groupId, groupName, onPosted }: LeaderPostFormProps) {
  const t = useT();
  const id = useId();
  const rules = useFormRules();
  const [post] = useMutation(LeadPostAnnouncementMutation);
  const [status, setStatus] = useState("");
  const form = useForm<Values>({
    initial: INITIAL,
    validate: (v) => {
      const errors: FieldErrors<Values> = {};
      const title = titleError(v.title, rules);
      if (title) errors.title = title;
      const content = contentError(v.content, rules);
      if (content) errors.content = content;
      return errors;
    },
    onSubmit: async (values) => {
      await post({ variables: { input: { groupId, title: values.title, content: values.content } } });
      form.reset();
      setStatus(postedNotice(groupName, t));
      onPosted();
    },
  });

  return (
    <form
      className="lead-post-form"
      noValidate
      aria-labelledby={`${id}-heading`}
      onSubmit={(e) => {
        setStatus("");
        void form.handleSubmit(e);
      }}
    >
      <h3 id={`${id}-heading`}>{t("lead.post.title")}</h3>
      <p className="muted lead-section-intro">{t("lead.post.intro", { group: groupName })}</p>
      <Field label={t("lead.post.titleLabel")} required {...form.field("title")}>
        {(control) => <input {...control} {...form.input("title")} type="text" autoComplete="off" />}
      </Field>
      <ContentField label={t("lead.post.announcement")} {...form.field("content")} {...form.input("content")} />
      <FormError>{form.formError}</FormError>
      <div className="lead-write-actions">
        <button type="submit" className="button" disabled={form.submitting} aria-busy={form.submitting || undefined}>
          {form.submitting ? t("lead.post.posting") : t("lead.post.post")}
        </button>
      </div>
      <p className="lead-notice" role="status">
        {status}
      </p>
    </form>
  );
}
