import { useMutation } from "@apollo/client/react";
import { useMemo, useState } from "react";
import type { MySettingsFieldsFragment } from "../gql/graphql";
import { Checkbox } from "../ui/Checkbox";
import { Field, FormError } from "../ui/Field";
import { useForm } from "../ui/useForm";
import { MySettingsQuery, UpdateMySettingsMutation } from "./documents";
import { deviceTimeZone, timeZoneOptions } from "./timeZones";
import { toInput, validateSettings, valuesFrom, WEEKDAYS, type SettingsValues } from "./values";

export const SAVED_TEXT = "Settings saved.";

const on = (value: string) => value === "true";
const flag = (checked: boolean) => (checked ? "true" : "false");

/**
 * The Settings form (issue 27): time zone, daily reminder, weekly digest and programme
 * announcements, saved together. Each server error naming an input is shown beside it; success
 * is said in the live region under the button.
 */
export function SettingsForm({ settings }: { settings: MySettingsFieldsFragment }) {
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
    validate: validateSettings,
    onSubmit: async (values) => {
      const { data } = await save({ variables: { input: toInput(values) } });
      if (!data) throw new Error("no answer");
      form.reset(valuesFrom(data.updateMySettings));
      setStatus(SAVED_TEXT);
    },
  });
  const { values } = form;
  const useDevice = device && values.timeZone !== device && (!zones || zones.includes(device));

  return (
    <form
      className="settings-form"
      noValidate
      aria-label="Settings"
      onSubmit={(event) => {
        setStatus("");
        void form.handleSubmit(event);
      }}
    >
      <div className="settings-group">
        <Field
          label="Time zone"
          {...form.field("timeZone")}
          hint="Your reminder and digest arrive at these times in this zone."
          required
        >
          {(control) =>
            zones ? (
              <select {...control} {...form.input("timeZone")}>
                {zones.map((zone) => (
                  <option key={zone} value={zone}>
                    {zone === device ? `${zone} (this device)` : zone}
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
              Use this device's time zone ({device})
            </button>
          </p>
        )}
      </div>

      <fieldset className="settings-group">
        <legend>Daily reminder</legend>
        <Checkbox
          label="Send me a daily reminder"
          name="reminderOn"
          checked={on(values.reminderOn)}
          onChange={(checked) => form.setValue("reminderOn", flag(checked))}
        />
        <Field label="Reminder time" {...form.field("reminderTime")} hint="24-hour clock, such as 07:00.">
          {(control) => (
            <input {...control} {...form.input("reminderTime")} type="time" disabled={!on(values.reminderOn)} />
          )}
        </Field>
      </fieldset>

      <fieldset className="settings-group">
        <legend>Weekly digest</legend>
        <Checkbox
          label="Send me a weekly digest"
          name="weeklyDigest"
          checked={on(values.weeklyDigest)}
          onChange={(checked) => form.setValue("weeklyDigest", flag(checked))}
          hint="Your week of reading and your group's news, once a week."
        />
        <div className="settings-row">
          <Field label="Digest day" {...form.field("digestWeekday")}>
            {(control) => (
              <select {...control} {...form.input("digestWeekday")} disabled={!on(values.weeklyDigest)}>
                {WEEKDAYS.map((day, i) => (
                  <option key={day} value={String(i)}>
                    {day}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Digest time" {...form.field("digestTime")}>
            {(control) => (
              <input {...control} {...form.input("digestTime")} type="time" disabled={!on(values.weeklyDigest)} />
            )}
          </Field>
        </div>
      </fieldset>

      <fieldset className="settings-group">
        <legend>Programme announcements</legend>
        <Checkbox
          label="Send me programme announcements"
          name="announcements"
          checked={on(values.announcements)}
          onChange={(checked) => form.setValue("announcements", flag(checked))}
          hint="Mails the programme team writes to your group."
        />
      </fieldset>

      <FormError>{form.formError}</FormError>
      <button type="submit" className="button form-submit" disabled={form.submitting} aria-busy={form.submitting || undefined}>
        {form.submitting ? "Saving…" : "Save settings"}
      </button>
      <p className="settings-status" role="status">
        {status}
      </p>
    </form>
  );
}
