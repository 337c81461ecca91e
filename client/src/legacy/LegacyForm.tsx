import { useMutation } from "@apollo/client/react";
import { useEffect, useRef, useState } from "react";
import { useFormRules, type FormRules } from "../forms/formRules";
import type { LegacyClaimInput } from "../gql/graphql";
import { msg, translate, useT, type Translate } from "../i18n";
import { Field, FormError } from "../ui/Field";
import { useForm, type FieldErrors } from "../ui/useForm";
import { SubmitLegacyClaimMutation } from "./documents";

// The server's limits (awards/legacy_claims.go, journey/user_details.go): the form says the
// same thing before sending, naming the input, and the server's own field errors land beside
// their inputs too. The limits come with the form rules (forms/formRules).

/** What everyone who sends a claim is told (the server's words, whether or not the email has an account). */
export const THANKS_TITLE = msg("legacy.thanks.title");
export const THANKS_TEXT = msg("legacy.thanks.text");

/** The inputs, named as LegacyClaimInput names them (a server field error lands beside its input). */
export interface LegacyValues {
  [key: string]: string;
  name: string;
  email: string;
  city: string;
  mailingAddress: string;
  completedJourneys: string;
  lastCompletionYear: string;
  note: string;
}

export const EMPTY: LegacyValues = {
  name: "",
  email: "",
  city: "",
  mailingAddress: "",
  completedJourneys: "",
  lastCompletionYear: "",
  note: "",
};

/** Characters as the server counts them (code points, not UTF-16 units). */
export function length(s: string): number {
  return Array.from(s).length;
}

const WHOLE_NUMBER = /^\d+$/;
// The shape of an address; the server's parser has the last word.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The client's checks on the trimmed values, in the server's words. The limits are the form
 * rules'; before they have come (null) the server checks lengths and ranges alone. The texts are
 * t's (the component's useT), in the active language by default.
 */
export function validateLegacy(
  v: LegacyValues,
  rules: FormRules | null,
  thisYear = new Date().getFullYear(),
  t: Translate = translate,
): FieldErrors<LegacyValues> {
  const errors: FieldErrors<LegacyValues> = {};
  const over = (value: number, limit: keyof FormRules) => rules !== null && value > (rules[limit] as number);
  if (!v.name) errors.name = t("legacy.name.required");
  else if (over(length(v.name), "maxNameLength")) errors.name = t("legacy.name.tooLong", { max: rules?.maxNameLength });

  if (!v.email) errors.email = t("legacy.email.required");
  else if (over(v.email.length, "maxEmailLength")) errors.email = t("legacy.email.tooLong", { max: rules?.maxEmailLength });
  else if (!EMAIL_SHAPE.test(v.email)) errors.email = t("legacy.email.invalid", { email: v.email });

  if (over(length(v.city), "maxCityLength")) errors.city = t("legacy.city.tooLong", { max: rules?.maxCityLength });
  if (over(length(v.mailingAddress), "maxMailingAddressLength"))
    errors.mailingAddress = t("legacy.mailingAddress.tooLong", { max: rules?.maxMailingAddressLength });

  const bounds = rules && { min: rules.minLegacyJourneys, max: rules.maxLegacyJourneys };
  const journeys = Number(v.completedJourneys);
  if (!v.completedJourneys) errors.completedJourneys = t("legacy.journeys.required");
  else if (!WHOLE_NUMBER.test(v.completedJourneys))
    errors.completedJourneys = bounds ? t("legacy.journeys.notWholeRange", bounds) : t("legacy.journeys.notWhole");
  else if (bounds && (journeys < bounds.min || journeys > bounds.max)) errors.completedJourneys = t("legacy.journeys.range", bounds);

  if (v.lastCompletionYear) {
    const year = Number(v.lastCompletionYear);
    if (!WHOLE_NUMBER.test(v.lastCompletionYear)) errors.lastCompletionYear = t("legacy.year.notYear", { example: thisYear - 1 });
    else if (year > thisYear) errors.lastCompletionYear = t("legacy.year.future", { year: thisYear });
    else if (rules && year < rules.firstLegacyYear)
      errors.lastCompletionYear = t("legacy.year.range", { first: rules.firstLegacyYear, year: thisYear });
  }

  const noteLength = length(v.note);
  if (over(noteLength, "maxLegacyNoteLength"))
    errors.note = t("legacy.note.tooLong", { max: rules?.maxLegacyNoteLength, count: noteLength });
  return errors;
}

/** The input to send: the optional fields only when filled in. */
export function toInput(v: LegacyValues): LegacyClaimInput {
  const input: LegacyClaimInput = { name: v.name, email: v.email, completedJourneys: Number(v.completedJourneys) };
  if (v.city) input.city = v.city;
  if (v.mailingAddress) input.mailingAddress = v.mailingAddress;
  if (v.lastCompletionYear) input.lastCompletionYear = Number(v.lastCompletionYear);
  if (v.note) input.note = v.note;
  return input;
}

/**
 * The legacy intake form (issue 11): who the person is, how many journeys they completed and
 * when, and a note. A sent claim is confirmed (the confirmation takes the focus) and the form
 * is cleared for another one.
 */
export function LegacyForm() {
  const t = useT();
  const [submit] = useMutation(SubmitLegacyClaimMutation, { context: { auth: "none" } });
  // The thanks for the last claim sent (hidden while another is sent); each new one takes the focus.
  const [thanks, setThanks] = useState({ shown: false, count: 0 });
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const thisYear = new Date().getFullYear();
  const rules = useFormRules();
  const maxNote = rules?.maxLegacyNoteLength ?? null;

  const form = useForm<LegacyValues>({
    initial: EMPTY,
    validate: (v) => validateLegacy(v, rules, thisYear, t),
    onSubmit: async (values) => {
      setThanks((last) => ({ ...last, shown: false }));
      await submit({ variables: { input: toInput(values) } });
      form.reset(EMPTY);
      setThanks((last) => ({ shown: true, count: last.count + 1 }));
    },
  });

  useEffect(() => {
    if (thanks.count > 0) thanksRef.current?.focus();
  }, [thanks.count]);

  const noteLength = length(form.values.note);
  const formErrorId = `${form.field("name").id}-form-error`;

  return (
    <>
      {thanks.shown && (
        <section className="legacy-thanks" aria-labelledby="legacy-thanks-title">
          <h2 id="legacy-thanks-title" ref={thanksRef} tabIndex={-1}>
            {t(THANKS_TITLE)}
          </h2>
          <p>{t(THANKS_TEXT)}</p>
          <p className="muted">{t("legacy.thanks.another")}</p>
        </section>
      )}
      <form
        className="legacy-form"
        noValidate
        aria-labelledby="legacy-form-title"
        aria-describedby={form.formError ? formErrorId : undefined}
        onSubmit={(e) => void form.handleSubmit(e)}
      >
        <h2 id="legacy-form-title">{t("legacy.form.title")}</h2>
        <div className="legacy-grid">
          <Field label={t("legacy.name.label")} required {...form.field("name")}>
            {(control) => <input {...control} {...form.input("name")} type="text" autoComplete="name" />}
          </Field>
          <Field label={t("legacy.email.label")} required {...form.field("email")} hint={t("legacy.email.hint")}>
            {(control) => (
              <input
                {...control}
                {...form.input("email")}
                type="email"
                autoComplete="email"
                autoCapitalize="none"
                spellCheck={false}
              />
            )}
          </Field>
          <Field label={t("legacy.city.label")} optional {...form.field("city")}>
            {(control) => <input {...control} {...form.input("city")} type="text" autoComplete="address-level2" />}
          </Field>
          <Field label={t("legacy.mailingAddress.label")} optional {...form.field("mailingAddress")}>
            {(control) => <textarea {...control} {...form.input("mailingAddress")} rows={3} autoComplete="street-address" />}
          </Field>
          <Field
            label={t("legacy.journeys.label")}
            required
            {...form.field("completedJourneys")}
            hint={
              rules
                ? t("legacy.journeys.hintRange", { min: rules.minLegacyJourneys, max: rules.maxLegacyJourneys })
                : t("legacy.journeys.hint")
            }
          >
            {(control) => (
              <input
                {...control}
                {...form.input("completedJourneys")}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                className="legacy-number"
              />
            )}
          </Field>
          <Field
            label={t("legacy.year.label")}
            optional
            {...form.field("lastCompletionYear")}
            hint={t("legacy.year.hint", { example: thisYear - 1 })}
          >
            {(control) => (
              <input
                {...control}
                {...form.input("lastCompletionYear")}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                className="legacy-number"
              />
            )}
          </Field>
          <Field
            label={t("legacy.note.label")}
            optional
            {...form.field("note")}
            hint={
              maxNote === null ? (
                <span className="legacy-count">{t("legacy.note.count", { count: noteLength })}</span>
              ) : (
                <span className={noteLength > maxNote ? "legacy-count legacy-count-over" : "legacy-count"}>
                  {noteLength > maxNote
                    ? t("legacy.note.countOver", { count: noteLength, max: maxNote, over: noteLength - maxNote })
                    : t("legacy.note.countOf", { count: noteLength, max: maxNote })}
                </span>
              )
            }
          >
            {(control) => <textarea {...control} {...form.input("note")} rows={5} />}
          </Field>
        </div>
        <FormError id={formErrorId}>{form.formError}</FormError>
        <p className="legacy-actions">
          <button type="submit" className="button" disabled={form.submitting} aria-busy={form.submitting || undefined}>
            {form.submitting ? t("legacy.submitting") : t("legacy.submit")}
          </button>
        </p>
      </form>
    </>
  );
}
