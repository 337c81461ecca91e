import { useFormRules } from "../forms/formRules";
import { useT } from "../i18n";
import { Dialog, SubmitActions } from "../ui/Dialog";
import { Field, FormError } from "../ui/Field";
import { useForm } from "../ui/useForm";

/** Characters as a person counts them (an emoji is one), as the server counts them. */
export function reasonLength(text: string): number {
  return Array.from(text.trim()).length;
}

export interface ReportMessageDialogProps {
  /** Whose message it is (the dialog's title names them). */
  authorName: string;
  /** Sends the report with the trimmed reason (null when none); rejects with the server's error. */
  onReport: (reason: string | null) => Promise<unknown>;
  /** Cancel or Escape (not while the report is on its way); the owner closes it after a report. */
  onClose: () => void;
}

/**
 * Report another member's message to the programme team: an optional reason of at most the
 * server's limit (form rules: 500 characters), counted as it is typed. The server's refusal (already reported, one's own message)
 * shows in the dialog above the buttons, or beside the reason when it is about the reason; no
 * answer at all says to check the connection (errors/classify).
 */
export function ReportMessageDialog({ authorName, onReport, onClose }: ReportMessageDialogProps) {
  const t = useT();
  const max = useFormRules()?.maxReasonLength ?? null;
  const form = useForm({
    initial: { reason: "" },
    validate: (v) => {
      const n = reasonLength(v.reason);
      // the server's words for the same refusal
      return max !== null && n > max ? { reason: t("messages.report.tooLong", { max, count: n }) } : {};
    },
    onSubmit: async (v) => {
      await onReport(v.reason || null);
    },
  });
  const { submitting } = form;
  const field = form.field("reason");
  const errorId = `${field.id}-form-error`;
  const noteId = `${field.id}-note`;
  const length = reasonLength(form.values.reason);
  const close = () => {
    if (!submitting) onClose();
  };

  return (
    <Dialog
      title={t("messages.item.reportFrom", { name: authorName })}
      onClose={close}
      onSubmit={(event) => void form.handleSubmit(event)}
      describedBy={form.formError ? `${noteId} ${errorId}` : noteId}
      className="report-dialog"
    >
      <p id={noteId} className="report-note">
        {t("messages.report.note")}
      </p>
      <Field
        label={t("messages.report.reason")}
        optional
        hint={max === null ? t("messages.report.count", { count: length }) : t("messages.report.countOfMax", { count: length, max })}
        {...field}
      >
        {(control) => (
          <textarea
            {...control}
            {...form.input("reason")}
            rows={4}
            placeholder={t("messages.report.placeholder")}
          />
        )}
      </Field>
      <FormError id={errorId}>{form.formError}</FormError>
      <SubmitActions onCancel={close} submitting={submitting} label={t("messages.item.report")} busyLabel={t("messages.report.busy")} />
    </Dialog>
  );
}
