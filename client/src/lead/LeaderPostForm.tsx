import { useMutation } from "@apollo/client/react";
import { useId, useState } from "react";
import { ContentField } from "../admin/messages/ContentField";
import { contentError, titleError } from "../admin/messages/labels";
import { useFormRules } from "../forms/formRules";
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
      setStatus(postedNotice(groupName));
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
      <h3 id={`${id}-heading`}>Post an announcement</h3>
      <p className="muted lead-section-intro">It shows on {groupName}'s board under your name, as the group's leader.</p>
      <Field label="Title" required {...form.field("title")}>
        {(control) => <input {...control} {...form.input("title")} type="text" autoComplete="off" />}
      </Field>
      <ContentField label="Announcement" {...form.field("content")} {...form.input("content")} />
      <FormError>{form.formError}</FormError>
      <div className="lead-write-actions">
        <button type="submit" className="button" disabled={form.submitting} aria-busy={form.submitting || undefined}>
          {form.submitting ? "Posting…" : "Post"}
        </button>
      </div>
      <p className="lead-notice" role="status">
        {status}
      </p>
    </form>
  );
}
