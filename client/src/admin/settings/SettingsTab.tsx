import { useMutation, useQuery } from "@apollo/client/react";
import { useId, useMemo, useState, type ChangeEvent } from "react";
import type { SettingsFieldsFragment } from "../../gql/graphql";
import { useT } from "../../i18n";
import { setProgrammeSettings } from "../../programme/programme";
import { timeZoneOptions } from "../../settings/timeZones";
import { Field, FormError } from "../../ui/Field";
import { LoadError } from "../../ui/LoadError";
import { useForm, type FieldErrors } from "../../ui/useForm";
import { ReadingForm } from "../reading/ReadingTab";
import { SettingsQuery, SettingsUpdateMutation } from "./queries";
import { LINK_LABELS, type LinkField } from "./texts";
import "../reading/reading.css";
import "./settings.css";

/** The form's inputs, named as ProgrammeSettingsInput names them (a server field error lands beside its input). */
type Values = Record<LinkField, string> & {
  name: string;
  timeZone: string;
  leadersSeeContactDetails: string;
};

const VIDEO_LINKS: LinkField[] = [
  "introVideoPart1Url",
  "introVideoPart2Url",
  "introVideoPart3Url",
  "homeIntroVideoUrl",
];
const HELP_LINKS: LinkField[] = ["bibleAppUrl", "helpStartPlanUrl", "helpChangeLanguageUrl"];

function valuesOf(s: SettingsFieldsFragment): Values {
  return {
    name: s.name,
    introVideoPart1Url: s.introVideoPart1Url,
    introVideoPart2Url: s.introVideoPart2Url,
    introVideoPart3Url: s.introVideoPart3Url,
    homeIntroVideoUrl: s.homeIntroVideoUrl,
    bibleAppUrl: s.bibleAppUrl,
    helpStartPlanUrl: s.helpStartPlanUrl,
    helpChangeLanguageUrl: s.helpChangeLanguageUrl,
    timeZone: s.timeZone ?? "",
    leadersSeeContactDetails: s.leadersSeeContactDetails ? "true" : "false",
  };
}

/**
 * Settings (issue 29): the programme's name, the introduction video and help links members see,
 * the programme's time zone, whether leaders see contact details (one form, saved whole and
 * audited), the reading map's Bible app links (the Reading tab's form), and which secrets the
 * server's environment sets (read only).
 */
export function SettingsTab() {
  const t = useT();
  const id = useId();
  const { data, error, refetch } = useQuery(SettingsQuery, {
    fetchPolicy: "cache-and-network",
  });
  let body;
  if (data) {
    const s = data.adminProgrammeSettings;
    body = (
      <>
        <ProgrammeForm settings={s} />
        <section className="settings-card" aria-labelledby={`${id}-reading`}>
          <h3 id={`${id}-reading`}>{t("admin-settings.reading.title")}</h3>
          <p className="muted">{t("admin-settings.reading.intro")}</p>
          <ReadingForm settings={s.reading} />
        </section>
        <section className="settings-card" aria-labelledby={`${id}-secrets`}>
          <h3 id={`${id}-secrets`}>{t("admin-settings.secrets.title")}</h3>
          <p className="muted">{t("admin-settings.secrets.intro")}</p>
          <ul className="settings-secrets">
            <li>{t("admin-settings.secrets.stripe", { set: String(s.secrets.stripe) })}</li>
            <li>{t("admin-settings.secrets.stripe-webhook", { set: String(s.secrets.stripeWebhook) })}</li>
            <li>{t("admin-settings.secrets.smtp", { set: String(s.secrets.smtp) })}</li>
          </ul>
        </section>
      </>
    );
  } else if (error) body = <LoadError what={t("admin-settings.load-what")} error={error} onRetry={refetch} />;
  else
    body = (
      <p className="admin-status" role="status">
        {t("admin-settings.loading")}
      </p>
    );
  return (
    <section className="admin-section settings-tab" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t("admin-settings.title")}</h2>
      <p className="muted">{t("admin-settings.intro")}</p>
      {body}
    </section>
  );
}

function ProgrammeForm({ settings }: { settings: SettingsFieldsFragment }) {
  const t = useT();
  const id = useId();
  const [save] = useMutation(SettingsUpdateMutation, {
    update(cache, { data }) {
      if (!data) return;
      const s = data.updateProgrammeSettings;
      cache.writeQuery({
        query: SettingsQuery,
        data: { adminProgrammeSettings: s },
      });
    },
  });
  const [saved, setSaved] = useState(false);
  const zones = useMemo(() => timeZoneOptions(settings.timeZone ?? "", null), [settings.timeZone]);
  const form = useForm<Values>({
    initial: valuesOf(settings),
    validate: (v) => {
      const errors: FieldErrors<Values> = {};
      if (!v.name) errors.name = t("admin-settings.error.name");
      for (const f of [...VIDEO_LINKS, ...HELP_LINKS]) if (!v[f]) errors[f] = t("admin-settings.error.link", { label: t(LINK_LABELS[f]) });
      return errors;
    },
    onSubmit: async (v) => {
      const { data } = await save({
        variables: {
          input: {
            name: v.name,
            introVideoPart1Url: v.introVideoPart1Url,
            introVideoPart2Url: v.introVideoPart2Url,
            introVideoPart3Url: v.introVideoPart3Url,
            homeIntroVideoUrl: v.homeIntroVideoUrl,
            bibleAppUrl: v.bibleAppUrl,
            helpStartPlanUrl: v.helpStartPlanUrl,
            helpChangeLanguageUrl: v.helpChangeLanguageUrl,
            timeZone: v.timeZone || null,
            leadersSeeContactDetails: v.leadersSeeContactDetails === "true",
          },
        },
      });
      if (!data) throw new Error("no answer");
      const s = data.updateProgrammeSettings;
      form.reset(valuesOf(s));
      // the header, the title and the links of this page follow at once
      setProgrammeSettings({
        __typename: "ProgrammeSettings",
        name: s.name,
        introVideoPart1Url: s.introVideoPart1Url,
        introVideoPart2Url: s.introVideoPart2Url,
        introVideoPart3Url: s.introVideoPart3Url,
        homeIntroVideoUrl: s.homeIntroVideoUrl,
        bibleAppUrl: s.bibleAppUrl,
        helpStartPlanUrl: s.helpStartPlanUrl,
        helpChangeLanguageUrl: s.helpChangeLanguageUrl,
      });
      setSaved(true);
    },
  });
  const edit = (name: keyof Values) => ({
    ...form.input(name),
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      setSaved(false);
      form.setValue(name, e.target.value);
    },
  });
  const link = (f: LinkField) => (
    <Field key={f} label={t(LINK_LABELS[f])} required {...form.field(f)} hint={t("admin-settings.link.hint")}>
      {(control) => (
        <input {...control} {...edit(f)} type="url" inputMode="url" autoComplete="off" spellCheck={false} />
      )}
    </Field>
  );
  const leadersId = form.field("leadersSeeContactDetails").id;

  return (
    <form
      className="admin-form settings-form"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => {
        setSaved(false);
        void form.handleSubmit(e);
      }}
    >
      <h3 id={`${id}-title`} className="visually-hidden">
        {t("admin-settings.form.title")}
      </h3>
      <fieldset>
        <legend>{t("admin-settings.programme")}</legend>
        <Field label={t("admin-settings.name")} required {...form.field("name")} hint={t("admin-settings.name.hint")}>
          {(control) => <input {...control} {...edit("name")} type="text" autoComplete="off" maxLength={200} />}
        </Field>
      </fieldset>
      <fieldset>
        <legend>{t("admin-settings.video")}</legend>
        <p className="muted">{t("admin-settings.video.intro")}</p>
        {VIDEO_LINKS.map(link)}
      </fieldset>
      <fieldset>
        <legend>{t("admin-settings.help")}</legend>
        {HELP_LINKS.map(link)}
      </fieldset>
      <fieldset>
        <legend>{t("admin-settings.zone")}</legend>
        <Field label={t("admin-settings.zone.label")} {...form.field("timeZone")} hint={t("admin-settings.zone.hint")}>
          {(control) =>
            zones ? (
              <select {...control} {...edit("timeZone")}>
                <option value="">{t("admin-settings.zone.environment", { zone: settings.environmentTimeZone })}</option>
                {zones.map((z) => (
                  <option key={z} value={z}>
                    {z}
                  </option>
                ))}
              </select>
            ) : (
              <input {...control} {...edit("timeZone")} type="text" autoComplete="off" spellCheck={false} />
            )
          }
        </Field>
      </fieldset>
      <fieldset>
        <legend>{t("admin-settings.leaders")}</legend>
        <div className="settings-check">
          <input
            id={leadersId}
            name="leadersSeeContactDetails"
            type="checkbox"
            aria-describedby={`${leadersId}-hint`}
            checked={form.values.leadersSeeContactDetails === "true"}
            onChange={(e) => {
              setSaved(false);
              form.setValue("leadersSeeContactDetails", e.target.checked ? "true" : "false");
            }}
          />
          <label htmlFor={leadersId}>{t("admin-settings.leaders.label")}</label>
        </div>
        <p id={`${leadersId}-hint`} className="ui-field-hint">
          {t("admin-settings.leaders.hint")}
        </p>
      </fieldset>
      <FormError>{form.formError}</FormError>
      <div role="status">{saved && <p className="admin-status admin-success">{t("admin-settings.saved")}</p>}</div>
      <button type="submit" className="button" disabled={form.submitting} aria-busy={form.submitting || undefined}>
        {form.submitting ? t("admin-settings.save.busy") : t("admin-settings.save")}
      </button>
    </form>
  );
}

export default SettingsTab;
