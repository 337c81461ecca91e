import { useMutation } from "@apollo/client/react";
import { useId, useState } from "react";
import { bodyError, NOBODY_REACHED_MESSAGE, subjectError } from "../admin/announcements/texts";
import { AudienceFieldset } from "../admin/announcements/AudienceFieldset";
import { MailFields, SendConfirmation, useSendForm } from "../admin/announcements/SendForm";
import { useT } from "../i18n";
import { FormError } from "../ui/Field";
import type { FieldErrors } from "../ui/useForm";
import { LeadSendAnnouncementMutation } from "./queries";
import { audienceLabels, LEAD_AUDIENCES, leadSentText, type LeadAudience } from "./texts";
import { useLeadPreview } from "./useLeadPreview";

/** The form's inputs, named as AnnouncementInput names them (a server field error lands beside its input). */
type Values = { audience: string; subject: string; body: string };
const FIELDS: ReadonlyArray<keyof Values> = ["audience", "subject", "body"];
const INITIAL: Values = { audience: "GROUP", subject: "", body: "" };

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
  const t = useT();
  const id = useId();
  const [send] = useMutation(LeadSendAnnouncementMutation);
  const [status, setStatus] = useState("");

  const { form, confirming, confirm, close } = useSendForm<Values>({
    initial: INITIAL,
    fields: FIELDS,
    validate: (v) => {
      const errors: FieldErrors<Values> = {};
      if (preview.recipients === 0) errors.audience = t(NOBODY_REACHED_MESSAGE);
      const subject = subjectError(v.subject);
      if (subject) errors.subject = subject;
      const body = bodyError(v.body);
      if (body) errors.body = body;
      return errors;
    },
    recipients: () => preview.recipients,
    send: async (values) => {
      const { data } = await send({
        variables: { input: { audience: values.audience as LeadAudience, groupId, subject: values.subject, body: values.body } },
      });
      if (!data) throw new Error("no answer");
      form.reset({ ...INITIAL, audience: values.audience });
      setStatus(leadSentText(data.leaderSendAnnouncement.recipients, t));
    },
  });
  const audience = form.values.audience as LeadAudience;
  const preview = useLeadPreview(groupId, audience);

  return (
    <section className="lead-write" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t("lead.tab.write")}</h2>
      <form
        className="lead-write-form"
        noValidate
        aria-labelledby={`${id}-heading`}
        onSubmit={(e) => {
          setStatus("");
          void form.handleSubmit(e);
        }}
      >
        <p className="muted lead-section-intro">{t("lead.write.intro")}</p>
        <AudienceFieldset
          {...form.field("audience")}
          value={audience}
          onChange={(a) => form.setValue("audience", a)}
          audiences={LEAD_AUDIENCES}
          labels={audienceLabels(groupName, t)}
        />
        <p className="audience-preview" role="status">
          {preview.text}
        </p>
        <MailFields form={form} rows={8} />
        <FormError>{form.formError}</FormError>
        <div className="lead-write-actions">
          <button type="submit" className="button">
            {t("lead.write.send")}
          </button>
        </div>
        <p className="lead-notice" role="status">
          {status}
        </p>
      </form>
      {confirming && (
        <SendConfirmation
          title={t("lead.write.confirmTitle")}
          confirming={confirming}
          confirm={confirm}
          close={close}
          questionClassName="lead-confirm-question"
          subjectClassName="lead-confirm-subject"
        />
      )}
    </section>
  );
}
