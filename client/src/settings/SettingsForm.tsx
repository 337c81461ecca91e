import { useMutation } from "@apollo/client/react";
import { useMemo, useState } from "react";
import type { MySettingsFieldsFragment } from "../gql/graphql";
import { msg, useT } from "../i18n";
import { Checkbox } from "../ui/Checkbox";
import { Field, FormError } from "../ui/Field";
import { useForm } from "../ui/useForm";
import { MySettingsQuery, UpdateMySettingsMutation } from "./documents";
import { deviceTimeZone, timeZoneOptions } from "./timeZones";
import { toInput, validateSettings, valuesFrom, weekdayName, WEEKDAYS, type SettingsValues } from "./values";

export const SAVED_TEXT = msg("settings.saved");

const on = (value: string) => value === "true";
const flag = (checked: boolean) => (checked ? "true" : "false");

/**
 * The Settings form (issue 27): time zone, daily reminder, weekly digest and programme
 * announcements, saved together. Each server error naming an input is shown beside it; success
 * is said in the live region under the button.
 */
export function SettingsForm({ settings }: { settings: MySettingsFieldsFragment }) {
  const t = useT();
  const [save] = useMutation(UpdateMySettingsMutation, {
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: MySettingsQuery, data: { mySettings: data.updateMySettings } });
    },
  });
  const [status, setStatus] = useState("");
  const zones = useMemo(() => timeZoneOptions(settings.timeZone), [settings.timeZone]);
  const device = deviceTimeZone();
  const form = useForm<SettingsValues>({
    initial: valuesFrom(settings),
    validate: (v) => validateSettings(v, t),
    onSubmit: async (values) => {
      const { data } = await save({ variables: { input: toInput(values) } });
      if (!data) throw new Error("no answer");
      form.reset(valuesFrom(data.updateMySettings));
      setStatus(t(SAVED_TEXT));
    },
  });
  const { values } = form;
  const useDevice = device && values.timeZone !== device && (!zones || zones.includes(device));

  return (
    <form
      className="settings-form"
      noValidate
      aria-label={t("settings.title")}
      onSubmit={(event) => {
        setStatus("");
        void form.handleSubmit(event);
      }}
    >
      <div className="settings-group">
        <Field
          label={t("settings.timeZone.label")}
          {...form.field("timeZone")}
          hint={t("settings.timeZone.hint")}
          required
        >
          {(control) =>
            zones ? (
              <select {...control} {...form.input("timeZone")}>
                {zones.map((zone) => (
                  <option key={zone} value={zone}>
                    {zone === device ? t("settings.timeZone.thisDevice", { zone }) : zone}
                  </option>
                ))}
              </select>
            ) : (
              <input {...control} {...form.input("timeZone")} type="text" autoComplete="off" spellCheck={false} />
            )
          }
        </Field>
        {useDevice && (
          <p className="settings-device">
            <button
              type="button"
              className="button button-secondary"
              onClick={() => form.setValue("timeZone", device)}
            >
              {t("settings.timeZone.useDevice", { zone: device })}
            </button>
          </p>
        )}
      </div>

      <fieldset className="settings-group">
        <legend>{t("settings.reminder.legend")}</legend>
        <Checkbox
          label={t("settings.reminder.on")}
          name="reminderOn"
          checked={on(values.reminderOn)}
          onChange={(checked) => form.setValue("reminderOn", flag(checked))}
        />
        <Field label={t("settings.reminder.time")} {...form.field("reminderTime")} hint={t("settings.time.hint")}>
          {(control) => (
            <input {...control} {...form.input("reminderTime")} type="time" disabled={!on(values.reminderOn)} />
          )}
        </Field>
      </fieldset>

      <fieldset className="settings-group">
        <legend>{t("settings.digest.legend")}</legend>
        <Checkbox
          label={t("settings.digest.on")}
          name="weeklyDigest"
          checked={on(values.weeklyDigest)}
          onChange={(checked) => form.setValue("weeklyDigest", flag(checked))}
          hint={t("settings.digest.hint")}
        />
        <div className="settings-row">
          <Field label={t("settings.digest.day")} {...form.field("digestWeekday")}>
            {(control) => (
              <select {...control} {...form.input("digestWeekday")} disabled={!on(values.weeklyDigest)}>
                {WEEKDAYS.map((day) => (
                  <option key={day} value={String(day)}>
                    {weekdayName(day)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t("settings.digest.time")} {...form.field("digestTime")}>
            {(control) => (
              <input {...control} {...form.input("digestTime")} type="time" disabled={!on(values.weeklyDigest)} />
            )}
          </Field>
        </div>
      </fieldset>

      <fieldset className="settings-group">
        <legend>{t("settings.announcements.legend")}</legend>
        <Checkbox
          label={t("settings.announcements.on")}
          name="announcements"
          checked={on(values.announcements)}
          onChange={(checked) => form.setValue("announcements", flag(checked))}
          hint={t("settings.announcements.hint")}
        />
      </fieldset>

      <FormError>{form.formError}</FormError>
      <button type="submit" className="button form-submit" disabled={form.submitting} aria-busy={form.submitting || undefined}>
        {form.submitting ? t("settings.saving") : t("settings.save")}
      </button>
      <p className="settings-status" role="status">
        {status}
      </p>
    </form>
  );
}
