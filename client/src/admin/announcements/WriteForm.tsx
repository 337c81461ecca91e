import { useMutation } from "@apollo/client/react";
import { useId, useState } from "react";
import type { AnnouncementAudience, AnnouncementRowFieldsFragment } from "../../gql/graphql";
import { useT } from "../../i18n";
import { Field, FormError } from "../../ui/Field";
import type { FieldErrors } from "../../ui/useForm";
import { groupChoiceLabel, useGroupOptions } from "../shared/groupOptions";
import { AudienceFieldset } from "./AudienceFieldset";
import { AnnouncementSendMutation } from "./queries";
import { AUDIENCE_LABELS, AUDIENCES, bodyError, CHOOSE_GROUP, needsGroup, NOBODY_REACHED_MESSAGE, sentText, subjectError } from "./texts";
import { useAudiencePreview } from "./useAudiencePreview";
import { MailFields, SendConfirmation, useSendForm } from "./SendForm";

/** The form's inputs, named as AnnouncementInput names them (a server field error lands beside its input). */
type Values = { audience: string; groupId: string; subject: string; body: string };
const FIELDS: ReadonlyArray<keyof Values> = ["audience", "groupId", "subject", "body"];
const INITIAL: Values = { audience: "EVERYONE", groupId: "", subject: "", body: "" };

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
  const t = useT();
  const { groups } = useGroupOptions();
  const [send] = useMutation(AnnouncementSendMutation);
  const [status, setStatus] = useState("");

  const { form, confirming, confirm, close } = useSendForm<Values>({
    initial: INITIAL,
    fields: FIELDS,
    validate: (v) => {
      const errors: FieldErrors<Values> = {};
      if (needsGroup(v.audience) && !v.groupId) errors.groupId = t(CHOOSE_GROUP);
      else if (preview.recipients === 0) errors.audience = t(NOBODY_REACHED_MESSAGE);
      const subject = subjectError(v.subject, t);
      if (subject) errors.subject = subject;
      const body = bodyError(v.body, t);
      if (body) errors.body = body;
      return errors;
    },
    recipients: () => preview.recipients,
    send: async (values) => {
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
      form.reset({ ...INITIAL, audience: values.audience, groupId: values.groupId });
      setStatus(sentText(sent.recipients, t));
      onSent(sent);
    },
  });
  const audience = form.values.audience as AnnouncementAudience;
  const groupId = needsGroup(audience) ? form.values.groupId : "";
  const preview = useAudiencePreview(audience, groupId);

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
        <h3 id={`${id}-title`}>{t("admin-announcements.write.title")}</h3>
        <AudienceFieldset
          {...form.field("audience")}
          value={audience}
          onChange={(a) => form.setValue("audience", a)}
          audiences={AUDIENCES}
          labels={{ EVERYONE: t(AUDIENCE_LABELS.EVERYONE), GROUP: t(AUDIENCE_LABELS.GROUP), AT_RISK: t(AUDIENCE_LABELS.AT_RISK) }}
        />
        {needsGroup(audience) && (
          <Field label={t("admin-announcements.write.group")} required {...form.field("groupId")}>
            {(control) => (
              <select {...control} {...form.input("groupId")}>
                <option value="">{t("admin-announcements.write.chooseGroupOption")}</option>
                {groups.map((g) => (
                  <option key={g.id} value={g.id}>
                    {groupChoiceLabel(g)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        <p className="audience-preview" role="status">
          {preview.text}
        </p>
        <MailFields form={form} rows={10} />
        <FormError>{form.formError}</FormError>
        <div className="announcements-actions">
          <button type="submit" className="button">
            {t("admin-announcements.write.send")}
          </button>
        </div>
        <p className="announcements-status" role="status">
          {status}
        </p>
      </form>
      {confirming && (
        <SendConfirmation
          title={t("admin-announcements.confirm.title")}
          confirming={confirming}
          confirm={confirm}
          close={close}
          subjectClassName="announcements-confirm-subject"
        />
      )}
    </>
  );
}
