import { useState } from "react";
import { Trans, useT } from "../../i18n";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { Field } from "../../ui/Field";
import { splitServerErrors, useForm, type FieldErrors, type Form } from "../../ui/useForm";
import { characterCount } from "../messages/labels";
import { confirmQuestion, counterText, MAX_BODY, MAX_SUBJECT } from "./texts";

// An announcement form, the admin's and a leader's alike: Send asks first, naming how many it
// reaches; the send happens only on the answer, and a refusal naming an input goes beside it
// (the dialog closes) while any other stays in the dialog.

type MailValues = { audience: string; subject: string; body: string };

/** The send waiting for the answer in the confirmation dialog. */
interface Confirming<V> {
  values: V;
  recipients: number | null;
  /** Settle the form's submit: resolve (sent or cancelled), or reject with field errors to show. */
  resolve: () => void;
  reject: (error: unknown) => void;
}

export interface SendFormOptions<V extends MailValues> {
  initial: V;
  /** The inputs a server refusal may name. */
  fields: ReadonlyArray<keyof V>;
  validate: (values: V) => FieldErrors<V>;
  /** How many it reaches now (null: not known yet), asked in the confirmation. */
  recipients: () => number | null;
  /** Sends the values; resolves once the server took them (then clear the form, say so). */
  send: (values: V) => Promise<void>;
}

export function useSendForm<V extends MailValues>({ initial, fields, validate, recipients, send }: SendFormOptions<V>) {
  const [confirming, setConfirming] = useState<Confirming<V> | null>(null);
  const form = useForm<V>({
    initial,
    validate,
    onSubmit: (values) =>
      new Promise<void>((resolve, reject) => {
        setConfirming({ values, recipients: recipients(), resolve, reject });
      }),
  });

  const confirm = async ({ values, resolve, reject }: Confirming<V>) => {
    try {
      await send(values);
      resolve();
    } catch (error) {
      if (Object.keys(splitServerErrors<V>(error, fields).fieldErrors).length === 0) throw error;
      reject(error);
    }
  };
  const close = (c: Confirming<V>) => {
    c.resolve();
    setConfirming(null);
  };
  return { form, confirming, confirm, close };
}

/** Subject and message with their counters. */
export function MailFields<V extends MailValues>({ form, rows }: { form: Form<V>; rows: number }) {
  const t = useT();
  return (
    <>
      <Field
        label={t("admin-announcements.form.subject")}
        required
        {...form.field("subject")}
        hint={counterText(characterCount(form.values.subject.trim()), MAX_SUBJECT, t)}
      >
        {(control) => <input {...control} {...form.input("subject")} type="text" autoComplete="off" />}
      </Field>
      <Field
        label={t("admin-announcements.form.message")}
        required
        {...form.field("body")}
        hint={t("admin-announcements.form.bodyHint", { counter: counterText(characterCount(form.values.body.trim()), MAX_BODY, t) })}
      >
        {(control) => <textarea {...control} {...form.input("body")} rows={rows} />}
      </Field>
    </>
  );
}

export interface SendConfirmationProps<V extends MailValues> {
  title: string;
  confirming: Confirming<V>;
  confirm: (c: Confirming<V>) => Promise<void>;
  close: (c: Confirming<V>) => void;
  /** The class of the question and of the subject line. */
  questionClassName?: string;
  subjectClassName: string;
}

/** "Send to 123 members?", the subject, and that it cannot be called back. */
export function SendConfirmation<V extends MailValues>({ title, confirming, confirm, close, questionClassName, subjectClassName }: SendConfirmationProps<V>) {
  const t = useT();
  return (
    <ConfirmDialog
      title={title}
      question={confirmQuestion(confirming.recipients, t)}
      questionClassName={questionClassName}
      confirmLabel={t("admin-announcements.confirm.send")}
      busyLabel={t("admin-announcements.confirm.sending")}
      onConfirm={() => confirm(confirming)}
      onClose={() => close(confirming)}
    >
      <p className={subjectClassName}>
        <Trans id="admin-announcements.confirm.subject" values={{ subject: confirming.values.subject }} components={{ 0: <strong /> }} />
      </p>
      <p className="muted">{t("admin-announcements.confirm.noRecall")}</p>
    </ConfirmDialog>
  );
}
