import { useMutation, useQuery } from "@apollo/client/react";
import { useId, useState, type ChangeEvent } from "react";
import type { ReadingSettingsQuery as Settings } from "../../gql/graphql";
import { Field, FormError } from "../../ui/Field";
import { LoadError } from "../../ui/LoadError";
import { useForm, type FieldErrors } from "../../ui/useForm";
import { PlanUpload } from "./PlanUpload";
import { ReadingSettingsQuery, ReadingSettingsUpdateMutation } from "./queries";
import { exampleLink, isHttpsLink, SAVED, TEMPLATE_HINT, VERSION_HINT, WRITE_TEMPLATE, WRITE_VERSION } from "./texts";
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
  else if (error) body = <LoadError what="The reading settings" error={error} onRetry={refetch} />;
  else
    body = (
      <p className="admin-status" role="status">
        Loading the reading settings…
      </p>
    );
  return (
    <section className="admin-section reading-tab" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Reading</h2>
      <p className="muted">
        Each day&apos;s passages on the members&apos; Today card link into the programme&apos;s Bible app. Changes apply to
        every link at once.
      </p>
      {body}
    </section>
  );
}

export function ReadingForm({ settings }: { settings: Settings["adminReadingSettings"] }) {
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
      if (!v.linkTemplate) errors.linkTemplate = WRITE_TEMPLATE;
      if (!v.bibleVersion) errors.bibleVersion = WRITE_VERSION;
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
      <h3 id={`${id}-title`}>Bible app links</h3>
      <Field label="Link template" required {...form.field("linkTemplate")} hint={TEMPLATE_HINT}>
        {(control) => (
          <input {...control} {...edit("linkTemplate")} type="text" inputMode="url" autoComplete="off" spellCheck={false} />
        )}
      </Field>
      <Field label="Bible version" required {...form.field("bibleVersion")} hint={VERSION_HINT}>
        {(control) => <input {...control} {...edit("bibleVersion")} type="text" autoComplete="off" spellCheck={false} />}
      </Field>
      <p className="reading-example">
        <span className="reading-example-label">Example for Genesis 1:</span>{" "}
        {isHttpsLink(example) ? (
          <a href={example} target="_blank" rel="noopener noreferrer">
            {example} <span className="visually-hidden">(opens in a new tab)</span>
          </a>
        ) : (
          <span>{example || "(no template)"}</span>
        )}
      </p>
      <FormError>{form.formError}</FormError>
      <div role="status">{saved && <p className="admin-status admin-success">{SAVED}</p>}</div>
      <button type="submit" className="button" disabled={form.submitting} aria-busy={form.submitting || undefined}>
        {form.submitting ? "Saving…" : "Save"}
      </button>
    </form>
  );
}

export default ReadingTab;
