import { useMutation } from "@apollo/client/react";
import { useId, useState } from "react";
import { bodyError, confirmQuestion, MAX_BODY, MAX_SUBJECT, NOBODY_REACHED, subjectError } from "../admin/announcements/texts";
import { characterCount, counterText } from "../admin/messages/labels";
import { ConfirmDialog } from "../ui/ConfirmDialog";
import { Field, FormError } from "../ui/Field";
import { splitServerErrors, useForm, type FieldErrors } from "../ui/useForm";
import { LeadAudienceFieldset, type LeadAudience } from "./LeadAudienceFieldset";
import { LeadSendAnnouncementMutation } from "./queries";
import { leadSentText } from "./texts";
import { useLeadPreview } from "./useLeadPreview";

/** The form's inputs, named as AnnouncementInput names them (a server field error lands beside its input). */
type Values = { audience: string; subject: string; body: string };
const FIELDS: ReadonlyArray<keyof Values> = ["audience", "subject", "body"];
const INITIAL: Values = { audience: "GROUP", subject: "", body: "" };

/** The send waiting for the leader's answer in the confirmation dialog. */
interface Confirming {
  values: Values;
  recipients: number | null;
  /** Settle the form's submit: resolve (sent or cancelled), or reject with field errors to show. */
  resolve: () => void;
  reject: (error: unknown) => void;
}

export interface WriteToMembersProps {
  groupId: string;
  groupName: string;
}

/**
 * A leader's mail to their group (issue 29): everyone in it or its members at risk, with how
 * many it reaches (counted again as the audience changes), subject and message, and Send, which
 * asks first, naming the count. Refusals naming an input are shown beside it; a send is said in
 * a status line and the form clears.
 */
export function WriteToMembers({ groupId, groupName }: WriteToMembersProps) {
  const id = useId();
  const [send] = useMutation(LeadSendAnnouncementMutation);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [status, setStatus] = useState("");

  const form = useForm<Values>({
    initial: INITIAL,
    validate: (v) => {
      const errors: FieldErrors<Values> = {};
      if (preview.recipients === 0) errors.audience = NOBODY_REACHED;
      const subject = subjectError(v.subject);
      if (subject) errors.subject = subject;
      const body = bodyError(v.body);
      if (body) errors.body = body;
      return errors;
    },
    onSubmit: (values) =>
      new Promise<void>((resolve, reject) => {
        setConfirming({ values, recipients: preview.recipients, resolve, reject });
      }),
  });
  const audience = form.values.audience as LeadAudience;
  const preview = useLeadPreview(groupId, audience);

  const confirmSend = async ({ values, resolve, reject }: Confirming) => {
    try {
      const { data } = await send({
        variables: { input: { audience: values.audience as LeadAudience, groupId, subject: values.subject, body: values.body } },
      });
      if (!data) throw new Error("no answer");
      resolve();
      form.reset({ ...INITIAL, audience: values.audience });
      setStatus(leadSentText(data.leaderSendAnnouncement.recipients));
    } catch (error) {
      // a refusal naming an input goes beside it (the dialog closes); any other stays in the dialog
      if (Object.keys(splitServerErrors<Values>(error, FIELDS).fieldErrors).length === 0) throw error;
      reject(error);
    }
  };

  return (
    <section className="lead-write" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Write to members</h2>
      <form
        className="lead-write-form"
        noValidate
        aria-labelledby={`${id}-heading`}
        onSubmit={(e) => {
          setStatus("");
          void form.handleSubmit(e);
        }}
      >
        <p className="muted lead-section-intro">Each member gets it by mail, from the programme, signed with your name.</p>
        <LeadAudienceFieldset
          groupName={groupName}
          {...form.field("audience")}
          value={audience}
          onChange={(a) => form.setValue("audience", a)}
        />
        <p className="lead-preview" role="status">
          {preview.text}
        </p>
        <Field label="Subject" required {...form.field("subject")} hint={counterText(characterCount(form.values.subject.trim()), MAX_SUBJECT)}>
          {(control) => <input {...control} {...form.input("subject")} type="text" autoComplete="off" />}
        </Field>
        <Field
          label="Message"
          required
          {...form.field("body")}
          hint={`Blank lines separate paragraphs. ${counterText(characterCount(form.values.body.trim()), MAX_BODY)}`}
        >
          {(control) => <textarea {...control} {...form.input("body")} rows={8} />}
        </Field>
        <FormError>{form.formError}</FormError>
        <div className="lead-write-actions">
          <button type="submit" className="button">
            Send
          </button>
        </div>
        <p className="lead-notice" role="status">
          {status}
        </p>
      </form>
      {confirming && (
        <ConfirmDialog
          title="Send to your group"
          question={confirmQuestion(confirming.recipients)}
          questionClassName="lead-confirm-question"
          confirmLabel="Send"
          busyLabel="Sending…"
          onConfirm={() => confirmSend(confirming)}
          onClose={() => {
            confirming.resolve();
            setConfirming(null);
          }}
        >
          <p className="lead-confirm-subject">
            <strong>Subject:</strong> {confirming.values.subject}
          </p>
          <p className="muted">Each member gets it by mail; it cannot be called back once sent.</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
