import { useMutation } from "@apollo/client/react";
import { useEffect, useRef, useState } from "react";
import { useFormRules, type FormRules } from "../forms/formRules";
import type { LegacyClaimInput } from "../gql/graphql";
import { Field, FormError } from "../ui/Field";
import { useForm, type FieldErrors } from "../ui/useForm";
import { SubmitLegacyClaimMutation } from "./documents";

// The server's limits (awards/legacy_claims.go, journey/user_details.go): the form says the
// same thing before sending, naming the input, and the server's own field errors land beside
// their inputs too. The limits come with the form rules (forms/formRules).

/** What everyone who sends a claim is told (the server's words, whether or not the email has an account). */
export const THANKS_TITLE = "Thank you!";
export const THANKS_TEXT =
  "Your request has been received. The programme team will review it and count your journeys once it is approved.";

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
 * rules'; before they have come (null) the server checks lengths and ranges alone.
 */
export function validateLegacy(
  v: LegacyValues,
  rules: FormRules | null,
  thisYear = new Date().getFullYear(),
): FieldErrors<LegacyValues> {
  const errors: FieldErrors<LegacyValues> = {};
  const over = (value: number, limit: keyof FormRules) => rules !== null && value > (rules[limit] as number);
  if (!v.name) errors.name = "Name is required.";
  else if (over(length(v.name), "maxNameLength")) errors.name = `Name must be at most ${rules?.maxNameLength} characters.`;

  if (!v.email) errors.email = "Email is required.";
  else if (over(v.email.length, "maxEmailLength")) errors.email = `Email must be at most ${rules?.maxEmailLength} characters.`;
  else if (!EMAIL_SHAPE.test(v.email)) errors.email = `"${v.email}" is not a valid email address.`;

  if (over(length(v.city), "maxCityLength")) errors.city = `City must be at most ${rules?.maxCityLength} characters.`;
  if (over(length(v.mailingAddress), "maxMailingAddressLength"))
    errors.mailingAddress = `Mailing address must be at most ${rules?.maxMailingAddressLength} characters.`;

  const range = rules && `Completed journeys must be between ${rules.minLegacyJourneys} and ${rules.maxLegacyJourneys}.`;
  const journeys = Number(v.completedJourneys);
  if (!v.completedJourneys) errors.completedJourneys = "Completed journeys is required.";
  else if (!WHOLE_NUMBER.test(v.completedJourneys))
    errors.completedJourneys = range ? `Completed journeys must be a whole number. ${range}` : "Completed journeys must be a whole number.";
  else if (range && (journeys < rules.minLegacyJourneys || journeys > rules.maxLegacyJourneys)) errors.completedJourneys = range;

  if (v.lastCompletionYear) {
    const year = Number(v.lastCompletionYear);
    if (!WHOLE_NUMBER.test(v.lastCompletionYear))
      errors.lastCompletionYear = `Year of last completion must be a year such as ${thisYear - 1}.`;
    else if (year > thisYear)
      errors.lastCompletionYear = `Year of last completion cannot be in the future (it is ${thisYear} now).`;
    else if (rules && year < rules.firstLegacyYear)
      errors.lastCompletionYear = `Year of last completion must be between ${rules.firstLegacyYear} and ${thisYear}.`;
  }

  const noteLength = length(v.note);
  if (over(noteLength, "maxLegacyNoteLength"))
    errors.note = `Note must be at most ${rules?.maxLegacyNoteLength} characters; this one has ${noteLength}.`;
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
  const [submit] = useMutation(SubmitLegacyClaimMutation, { context: { auth: "none" } });
  // The thanks for the last claim sent (hidden while another is sent); each new one takes the focus.
  const [thanks, setThanks] = useState({ shown: false, count: 0 });
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const thisYear = new Date().getFullYear();
  const rules = useFormRules();
  const maxNote = rules?.maxLegacyNoteLength ?? null;

  const form = useForm<LegacyValues>({
    initial: EMPTY,
    validate: (v) => validateLegacy(v, rules, thisYear),
    onSubmit: async (values) => {
      setThanks((t) => ({ ...t, shown: false }));
      await submit({ variables: { input: toInput(values) } });
      form.reset(EMPTY);
      setThanks((t) => ({ shown: true, count: t.count + 1 }));
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
            {THANKS_TITLE}
          </h2>
          <p>{THANKS_TEXT}</p>
          <p className="muted">You can send another request below, for example for someone in your family.</p>
        </section>
      )}
      <form
        className="legacy-form"
        noValidate
        aria-labelledby="legacy-form-title"
        aria-describedby={form.formError ? formErrorId : undefined}
        onSubmit={(e) => void form.handleSubmit(e)}
      >
        <h2 id="legacy-form-title">Your journeys</h2>
        <div className="legacy-grid">
          <Field label="Name" required {...form.field("name")}>
            {(control) => <input {...control} {...form.input("name")} type="text" autoComplete="name" />}
          </Field>
          <Field label="Email" required {...form.field("email")} hint="So the programme team can reach you about your request.">
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
          <Field label="City" optional {...form.field("city")}>
            {(control) => <input {...control} {...form.input("city")} type="text" autoComplete="address-level2" />}
          </Field>
          <Field label="Mailing address" optional {...form.field("mailingAddress")}>
            {(control) => <textarea {...control} {...form.input("mailingAddress")} rows={3} autoComplete="street-address" />}
          </Field>
          <Field
            label="Number of completed journeys"
            required
            {...form.field("completedJourneys")}
            hint={
              rules
                ? `Whole journeys from Genesis to Revelation, ${rules.minLegacyJourneys} to ${rules.maxLegacyJourneys}.`
                : "Whole journeys from Genesis to Revelation."
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
            label="Year of last completion"
            optional
            {...form.field("lastCompletionYear")}
            hint={`For example ${thisYear - 1}.`}
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
            label="Note"
            optional
            {...form.field("note")}
            hint={
              maxNote === null ? (
                <span className="legacy-count">{noteLength.toLocaleString()} characters</span>
              ) : (
                <span className={noteLength > maxNote ? "legacy-count legacy-count-over" : "legacy-count"}>
                  {noteLength.toLocaleString()} of {maxNote.toLocaleString()} characters
                  {noteLength > maxNote && ` (${(noteLength - maxNote).toLocaleString()} too many)`}
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
            {form.submitting ? "Sending…" : "Send for review"}
          </button>
        </p>
      </form>
    </>
  );
}
