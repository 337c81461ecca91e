import { useMutation } from "@apollo/client/react";
import { useId, useState } from "react";
import type { AnnouncementAudience, AnnouncementRowFieldsFragment } from "../../gql/graphql";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { Field, FormError } from "../../ui/Field";
import { splitServerErrors, useForm, type FieldErrors } from "../../ui/useForm";
import { characterCount, counterText } from "../messages/labels";
import { groupChoiceLabel, useGroupOptions } from "../shared/groupOptions";
import { AudienceFieldset } from "./AudienceFieldset";
import { AnnouncementSendMutation } from "./queries";
import {
  bodyError,
  CHOOSE_GROUP,
  confirmQuestion,
  MAX_BODY,
  MAX_SUBJECT,
  needsGroup,
  NOBODY_REACHED,
  sentText,
  subjectError,
} from "./texts";
import { useAudiencePreview } from "./useAudiencePreview";

/** The form's inputs, named as AnnouncementInput names them (a server field error lands beside its input). */
type Values = { audience: string; groupId: string; subject: string; body: string };
const FIELDS: ReadonlyArray<keyof Values> = ["audience", "groupId", "subject", "body"];
const INITIAL: Values = { audience: "EVERYONE", groupId: "", subject: "", body: "" };

/** The send waiting for the admin's answer in the confirmation dialog. */
interface Confirming {
  values: Values;
  recipients: number | null;
  /** Settle the form's submit: resolve (sent or cancelled), or reject with field errors to show. */
  resolve: () => void;
  reject: (error: unknown) => void;
}

export interface WriteFormProps {
  /** After a send: the announcement as the server recorded it. */
  onSent: (announcement: AnnouncementRowFieldsFragment) => void;
}

/**
 * "Write to members" (issue 27): whom (everyone active, one group, or one group's members at
 * risk), subject and message, a preview of how many it reaches, refreshed as the audience changes,
 * and Send, which asks first ("Send to 123 members?"). The server's refusals naming an input are
 * shown beside it; a send is said in a status line.
 */
export function WriteForm({ onSent }: WriteFormProps) {
  const id = useId();
  const { groups } = useGroupOptions();
  const [send] = useMutation(AnnouncementSendMutation);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [status, setStatus] = useState("");

  const form = useForm<Values>({
    initial: INITIAL,
    validate: (v) => {
      const errors: FieldErrors<Values> = {};
      if (needsGroup(v.audience) && !v.groupId) errors.groupId = CHOOSE_GROUP;
      else if (preview.recipients === 0) errors.audience = NOBODY_REACHED;
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
  const audience = form.values.audience as AnnouncementAudience;
  const groupId = needsGroup(audience) ? form.values.groupId : "";
  const preview = useAudiencePreview(audience, groupId);

  const confirmSend = async ({ values, resolve, reject }: Confirming) => {
    try {
      const { data } = await send({
        variables: {
          input: {
            audience: values.audience as AnnouncementAudience,
            groupId: needsGroup(values.audience) ? values.groupId : null,
            subject: values.subject,
            body: values.body,
          },
        },
      });
      if (!data) throw new Error("no answer");
      const sent = data.sendAnnouncement;
      resolve();
      form.reset({ ...INITIAL, audience: values.audience, groupId: values.groupId });
      setStatus(sentText(sent.recipients));
      onSent(sent);
    } catch (error) {
      // a refusal naming an input goes beside it (the dialog closes); any other stays in the dialog
      if (Object.keys(splitServerErrors<Values>(error, FIELDS).fieldErrors).length === 0) throw error;
      reject(error);
    }
  };

  const subjectCount = characterCount(form.values.subject.trim());
  const bodyCount = characterCount(form.values.body.trim());

  return (
    <>
      <form
        className="announcements-form"
        noValidate
        aria-labelledby={`${id}-title`}
        onSubmit={(e) => {
          setStatus("");
          void form.handleSubmit(e);
        }}
      >
        <h3 id={`${id}-title`}>Write to members</h3>
        <AudienceFieldset {...form.field("audience")} value={audience} onChange={(a) => form.setValue("audience", a)} />
        {needsGroup(audience) && (
          <Field label="Group" required {...form.field("groupId")}>
            {(control) => (
              <select {...control} {...form.input("groupId")}>
                <option value="">Choose a group</option>
                {groups.map((g) => (
                  <option key={g.id} value={g.id}>
                    {groupChoiceLabel(g)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        <p className="announcements-preview" role="status">
          {preview.text}
        </p>
        <Field label="Subject" required {...form.field("subject")} hint={counterText(subjectCount, MAX_SUBJECT)}>
          {(control) => <input {...control} {...form.input("subject")} type="text" autoComplete="off" />}
        </Field>
        <Field
          label="Message"
          required
          {...form.field("body")}
          hint={`Blank lines separate paragraphs. ${counterText(bodyCount, MAX_BODY)}`}
        >
          {(control) => <textarea {...control} {...form.input("body")} rows={10} />}
        </Field>
        <FormError>{form.formError}</FormError>
        <div className="announcements-actions">
          <button type="submit" className="button">
            Send
          </button>
        </div>
        <p className="announcements-status" role="status">
          {status}
        </p>
      </form>
      {confirming && (
        <ConfirmDialog
          title="Send announcement"
          question={confirmQuestion(confirming.recipients)}
          confirmLabel="Send"
          busyLabel="Sending…"
          onConfirm={() => confirmSend(confirming)}
          onClose={() => {
            confirming.resolve();
            setConfirming(null);
          }}
        >
          <p className="announcements-confirm-subject">
            <strong>Subject:</strong> {confirming.values.subject}
          </p>
          <p className="muted">Each member gets it by mail; it cannot be called back once sent.</p>
        </ConfirmDialog>
      )}
    </>
  );
}
