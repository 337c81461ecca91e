import { useMutation, useQuery } from "@apollo/client/react";
import { useId, useState, type ChangeEvent } from "react";
import type { ReadingSettingsQuery as Settings } from "../../gql/graphql";
import { useT } from "../../i18n";
import { Field, FormError } from "../../ui/Field";
import { LoadError } from "../../ui/LoadError";
import { useForm, type FieldErrors } from "../../ui/useForm";
import { PlanUpload } from "./PlanUpload";
import { ReadingSettingsQuery, ReadingSettingsUpdateMutation } from "./queries";
import { exampleLink, isHttpsLink, TEMPLATE_PLACEHOLDERS } from "./texts";
import "./reading.css";

/** The form's inputs, named as updateReadingSettings names them (a server field error lands beside its input). */
type Values = { linkTemplate: string; bibleVersion: string };

/**
 * Reading (issue 28): how the Today card's passages link into the programme's Bible app. The admin
 * edits the link template and the Bible version, and sees the link of Genesis 1 they make as they
 * type. The server checks both (an https address naming {BOOK}; a version without spaces or
 * slashes) and its refusals are shown beside the field they name. Below, the programme's own
 * reading plan (PlanUpload).
 */
export function ReadingTab() {
  const t = useT();
  const id = useId();
  const { data, error, refetch } = useQuery(ReadingSettingsQuery, { fetchPolicy: "cache-and-network" });
  let body;
  if (data)
    body = (
      <>
        <ReadingForm settings={data.adminReadingSettings} />
        <PlanUpload since={data.adminReadingSettings.customPlanSince} />
      </>
    );
  else if (error) body = <LoadError what={t("admin-reading.load-what")} error={error} onRetry={refetch} />;
  else
    body = (
      <p className="admin-status" role="status">
        {t("admin-reading.loading")}
      </p>
    );
  return (
    <section className="admin-section reading-tab" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t("admin-reading.title")}</h2>
      <p className="muted">{t("admin-reading.intro")}</p>
      {body}
    </section>
  );
}

export function ReadingForm({ settings }: { settings: Settings["adminReadingSettings"] }) {
  const t = useT();
  const id = useId();
  const [save] = useMutation(ReadingSettingsUpdateMutation, {
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: ReadingSettingsQuery, data: { adminReadingSettings: data.updateReadingSettings } });
    },
  });
  const [saved, setSaved] = useState(false);
  const form = useForm<Values>({
    initial: { linkTemplate: settings.linkTemplate, bibleVersion: settings.bibleVersion },
    validate: (v) => {
      const errors: FieldErrors<Values> = {};
      if (!v.linkTemplate) errors.linkTemplate = t("admin-reading.error.template");
      if (!v.bibleVersion) errors.bibleVersion = t("admin-reading.error.version");
      return errors;
    },
    onSubmit: async (v) => {
      const { data } = await save({ variables: v });
      if (!data) throw new Error("no answer");
      const { linkTemplate, bibleVersion } = data.updateReadingSettings;
      form.reset({ linkTemplate, bibleVersion });
      setSaved(true);
    },
  });
  const edit = (name: keyof Values) => ({
    ...form.input(name),
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      setSaved(false);
      form.setValue(name, e.target.value);
    },
  });
  const example = exampleLink(form.values.linkTemplate, form.values.bibleVersion);

  return (
    <form
      className="admin-form reading-form"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => {
        setSaved(false);
        void form.handleSubmit(e);
      }}
    >
      <h3 id={`${id}-title`}>{t("admin-reading.links")}</h3>
      <Field label={t("admin-reading.template")} required {...form.field("linkTemplate")} hint={t("admin-reading.template.hint", TEMPLATE_PLACEHOLDERS)}>
        {(control) => (
          <input {...control} {...edit("linkTemplate")} type="text" inputMode="url" autoComplete="off" spellCheck={false} />
        )}
      </Field>
      <Field label={t("admin-reading.version")} required {...form.field("bibleVersion")} hint={t("admin-reading.version.hint")}>
        {(control) => <input {...control} {...edit("bibleVersion")} type="text" autoComplete="off" spellCheck={false} />}
      </Field>
      <p className="reading-example">
        <span className="reading-example-label">{t("admin-reading.example")}</span>{" "}
        {isHttpsLink(example) ? (
          <a href={example} target="_blank" rel="noopener noreferrer">
            {example} <span className="visually-hidden">{t("admin-reading.new-tab")}</span>
          </a>
        ) : (
          <span>{example || t("admin-reading.example.none")}</span>
        )}
      </p>
      <FormError>{form.formError}</FormError>
      <div role="status">{saved && <p className="admin-status admin-success">{t("admin-reading.saved")}</p>}</div>
      <button type="submit" className="button" disabled={form.submitting} aria-busy={form.submitting || undefined}>
        {form.submitting ? t("admin-reading.save.busy") : t("admin-reading.save")}
      </button>
    </form>
  );
}

export default ReadingTab;
