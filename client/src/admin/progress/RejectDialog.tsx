import { useFormRules } from "../../forms/formRules";
import { useT } from "../../i18n";
import { Dialog, SubmitActions } from "../../ui/Dialog";
import { Field, FormError } from "../../ui/Field";
import { useForm } from "../../ui/useForm";

export interface RejectDialogProps {
  /** The dialog's title, e.g. "Reject Journey Completion". */
  title: string;
  /** Whose request it is, shown under the title ("Ruth Member, January 2027 Group"). */
  subject: string;
  /** What rejecting means for the person, shown under the subject. */
  note?: string;
  /** Rejects with the trimmed reason (null when none was given); rejects with the server's error. */
  onReject: (reason: string | null) => Promise<unknown>;
  /** Cancel or Escape (not while the rejection is on its way); the owner closes it after a rejection. */
  onClose: () => void;
}

/**
 * Reject a trophy request or a legacy claim: an optional reason of at most the server's limit
 * (form rules: 500 characters; the count is shown as it is typed). The server's refusal ("This request was already approved.") is
 * shown in the dialog, above the buttons, or beside the reason when the server names it.
 */
export function RejectDialog({ title, subject, note, onReject, onClose }: RejectDialogProps) {
  const t = useT();
  // until the rules have come the server checks the length alone
  const max = useFormRules()?.maxRejectReasonLength ?? null;
  const form = useForm({
    initial: { reason: "" },
    validate: (v) => (max !== null && v.reason.length > max ? { reason: t("admin-progress.reject.reason.too-long", { max }) } : {}),
    onSubmit: async (v) => {
      await onReject(v.reason || null);
    },
  });
  const { submitting } = form;
  const errorId = `${form.field("reason").id}-form-error`;
  const length = form.values.reason.trim().length;
  const close = () => {
    if (!submitting) onClose();
  };

  return (
    <Dialog
      title={title}
      onClose={close}
      onSubmit={(event) => void form.handleSubmit(event)}
      describedBy={form.formError ? errorId : undefined}
      className="progress-dialog"
    >
      <p className="progress-dialog-subject">{subject}</p>
      {note && <p className="progress-dialog-note">{note}</p>}
      <Field
        label={t("admin-progress.reject.reason")}
        optional
        hint={max === null ? t("admin-progress.reject.reason.count", { length }) : t("admin-progress.reject.reason.limit", { length, max })}
        {...form.field("reason")}
      >
        {(control) => <textarea {...control} {...form.input("reason")} rows={4} />}
      </Field>
      <FormError id={errorId}>{form.formError}</FormError>
      <SubmitActions onCancel={close} submitting={submitting} label={t("admin-progress.reject")} busyLabel={t("admin-progress.rejecting")} submitClassName="button progress-danger-solid" />
    </Dialog>
  );
}
