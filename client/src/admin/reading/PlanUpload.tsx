import type { ApolloCache } from "@apollo/client";
import { useApolloClient, useMutation } from "@apollo/client/react";
import { useEffect, useId, useRef, useState, type ChangeEvent } from "react";
import { errorText } from "../../errors/classify";
import type { ReadingPlanPreviewQuery as PreviewResult, ReadingSettingsFieldsFragment } from "../../gql/graphql";
import { useT } from "../../i18n";
import { formatInstant } from "../../i18n/format";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { Field, FormError } from "../../ui/Field";
import { useForm } from "../../ui/useForm";
import { saveBlob } from "../shared/downloadCsv";
import { useCsvExport } from "../shared/useCsvExport";
import {
  ReadingDefaultPlanQuery,
  ReadingPlanPreviewQuery,
  ReadingPlanResetMutation,
  ReadingPlanUploadMutation,
  ReadingSettingsQuery,
} from "./queries";
import { PLAN_FILE_NAME } from "./texts";

/** A checked plan: the text sent and what the server found in it. */
type Preview = { csv: string; result: PreviewResult["adminPreviewReadingPlan"] };

function keep(cache: ApolloCache, settings: ReadingSettingsFieldsFragment | undefined) {
  if (settings) cache.writeQuery({ query: ReadingSettingsQuery, data: { adminReadingSettings: settings } });
}

/**
 * The programme's own reading plan: which plan members read, the default plan as CSV to start
 * from, a plan pasted or chosen as a file and checked before it can be used (only the text checked
 * is uploaded), and the way back to the default plan behind a confirmation.
 */
export function PlanUpload({ since }: { since: string | null }) {
  const t = useT();
  const id = useId();
  const client = useApolloClient();
  const [upload] = useMutation(ReadingPlanUploadMutation, { update: (cache, { data }) => keep(cache, data?.uploadReadingPlan) });
  const [reset] = useMutation(ReadingPlanResetMutation, { update: (cache, { data }) => keep(cache, data?.resetReadingPlan) });
  const [preview, setPreview] = useState<Preview | null>(null);
  const [news, setNews] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const intent = useRef<"check" | "upload">("check");
  const statusRef = useRef<HTMLParagraphElement>(null);
  // after an upload or a reset the button that did it is gone: the focus goes to the plan's status
  const focusStatus = useRef(false);
  useEffect(() => {
    if (focusStatus.current && !confirming) {
      focusStatus.current = false;
      statusRef.current?.focus();
    }
  });

  const download = useCsvExport(async () => {
    try {
      const { data } = await client.query({ query: ReadingDefaultPlanQuery, fetchPolicy: "no-cache" });
      if (!data) throw new Error("no answer");
      saveBlob(new Blob([data.adminDefaultReadingPlanCsv], { type: "text/csv;charset=utf-8" }), PLAN_FILE_NAME);
      return null;
    } catch (e) {
      return errorText(e);
    }
  });

  const form = useForm<{ csv: string }>({
    initial: { csv: "" },
    untrimmed: ["csv"],
    validate: (v) => (v.csv.trim() ? {} : { csv: t("admin-reading.plan.error.empty") }),
    onSubmit: async ({ csv }) => {
      if (intent.current === "upload" && preview?.result.valid) {
        await upload({ variables: { csv: preview.csv } });
        setPreview(null);
        setNews(t("admin-reading.plan.saved"));
        focusStatus.current = true;
        return;
      }
      const { data } = await client.query({ query: ReadingPlanPreviewQuery, variables: { csv }, fetchPolicy: "no-cache" });
      if (!data) throw new Error("no answer");
      setPreview({ csv, result: data.adminPreviewReadingPlan });
    },
  });

  const submit = (what: "check" | "upload") => {
    intent.current = what;
    setNews(null);
    void form.handleSubmit();
  };

  const setPlan = (text: string) => {
    form.setValue("csv", text);
    setPreview(null);
    setNews(null);
  };

  const chooseFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    setFileError(null);
    if (!file) return;
    try {
      setPlan(await file.text());
    } catch {
      setFileError(t("admin-reading.plan.file.unreadable"));
    }
  };

  const busy = (what: "check" | "upload") => (form.submitting && intent.current === what) || undefined;

  return (
    <section className="reading-plan" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t("admin-reading.plan")}</h3>
      <p ref={statusRef} tabIndex={-1} className="reading-plan-status">
        {since ? t("admin-reading.plan.custom", { uploaded: formatInstant(since) }) : t("admin-reading.plan.default")}
      </p>
      <div role="status">{news && <p className="admin-status admin-success">{news}</p>}</div>
      <button
        type="button"
        className="button button-secondary"
        aria-disabled={download.exporting || undefined}
        aria-busy={download.exporting || undefined}
        onClick={() => void download.start()}
      >
        {download.exporting ? t("admin-reading.plan.download.busy") : t("admin-reading.plan.download")}
      </button>
      <p className="muted">{t("admin-reading.plan.download.english")}</p>
      <FormError>{download.error}</FormError>

      <form
        className="reading-plan-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit("check");
        }}
      >
        <Field label={t("admin-reading.plan.file")} hint={t("admin-reading.plan.file.hint")} error={fileError}>
          {(control) => <input {...control} type="file" accept=".csv,text/csv" onChange={(e) => void chooseFile(e)} />}
        </Field>
        <Field label={t("admin-reading.plan.csv")} required {...form.field("csv")} hint={t("admin-reading.plan.csv.hint")}>
          {(control) => (
            <textarea
              {...control}
              {...form.input("csv")}
              onChange={(e) => setPlan(e.target.value)}
              rows={10}
              spellCheck={false}
              autoComplete="off"
            />
          )}
        </Field>
        <FormError>{form.formError}</FormError>
        <button type="submit" className="button" aria-disabled={form.submitting || undefined} aria-busy={busy("check")}>
          {busy("check") ? t("admin-reading.plan.check.busy") : t("admin-reading.plan.check")}
        </button>
        <div role="status">{preview && <p className="reading-plan-result">{preview.result.valid ? t("admin-reading.plan.valid") : t("admin-reading.plan.invalid")}</p>}</div>
        {preview &&
          (preview.result.valid ? (
            <button
              type="button"
              className="button"
              aria-disabled={form.submitting || undefined}
              aria-busy={busy("upload")}
              onClick={() => submit("upload")}
            >
              {busy("upload") ? t("admin-reading.plan.use.busy") : t("admin-reading.plan.use")}
            </button>
          ) : (
            <ul className="reading-problems" aria-label={t("admin-reading.plan.problems")}>
              {preview.result.problems.map((problem, i) => (
                <li key={i}>{problem}</li>
              ))}
            </ul>
          ))}
      </form>

      {since && (
        <button type="button" className="button button-secondary" onClick={() => setConfirming(true)}>
          {t("admin-reading.plan.reset")}
        </button>
      )}
      {confirming && (
        <ConfirmDialog
          title={t("admin-reading.plan.reset")}
          question={t("admin-reading.plan.reset.question")}
          confirmLabel={t("admin-reading.plan.reset")}
          busyLabel={t("admin-reading.plan.reset.busy")}
          onConfirm={async () => {
            await reset();
            setNews(t("admin-reading.plan.reset.done"));
            focusStatus.current = true;
          }}
          onClose={() => setConfirming(false)}
        >
          <p>{t("admin-reading.plan.reset.effect")}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
