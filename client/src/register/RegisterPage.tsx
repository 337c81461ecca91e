import { useMutation } from "@apollo/client/react";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { msg, Trans, useT, type Message, type Translate } from "../i18n";
import { formatCalendarDate } from "../lib/dates";
import { usePageTitle } from "../lib/usePageTitle";
import { failureText, REGISTER_FAILURE_TEXTS } from "../login/authErrors";
import "../login/forms.css";
import { signIn } from "../auth/session";
import { deviceTimeZone, knownTimeZones } from "../settings/timeZones";
import { useForm, type FieldErrors } from "../ui/useForm";
import { RegisterMutation } from "./queries";
import "./register.css";

/** How long the success panel shows before the dashboard opens (spec 4, 9). */
export const REGISTER_REDIRECT_MS = 5000;

type Field = "name" | "email" | "city" | "mailingAddress" | "referral";
type Values = Record<Field, string>;

const EMPTY: Values = { name: "", email: "", city: "", mailingAddress: "", referral: "" };

const REQUIRED_TEXT: Record<Exclude<Field, "referral">, Message> = {
  name: msg("register.name.required"),
  email: msg("register.email.required"),
  city: msg("register.city.required"),
  mailingAddress: msg("register.mailingAddress.required"),
};

function missing(values: Values, t: Translate): FieldErrors<Values> {
  const errors: FieldErrors<Values> = {};
  for (const [field, text] of Object.entries(REQUIRED_TEXT) as [Field, Message][]) if (!values[field]) errors[field] = t(text);
  return errors;
}

interface PlacedGroup {
  name: string;
  startDate: string;
  registrationDeadline: string;
}

interface Success {
  group: PlacedGroup | null;
}

/**
 * The browser's IANA time zone, for the member's reminders: when the browser can list the names
 * it knows, only one of them (else none is sent, and the server takes the programme's).
 */
export function registrationTimeZone(): string | null {
  const zone = deviceTimeZone();
  if (!zone) return null;
  const known = knownTimeZones();
  return known && !known.includes(zone) ? null : zone;
}

/**
 * The values to send: trimmed; an empty referral is sent as null (spec 3); the browser's time zone
 * when it has one the server can read (no field shows it).
 */
export function registrationInput(values: Values, timeZone: string | null = registrationTimeZone()) {
  const referral = values.referral.trim();
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    city: values.city.trim(),
    mailingAddress: values.mailingAddress.trim(),
    referral: referral === "" ? null : referral,
    // left out rather than null: the server then takes the programme's zone
    ...(timeZone ? { timeZone } : {}),
  };
}

function SuccessPanel({ group }: Success) {
  const t = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // the form was taller than the panel: show the panel from the top, and move focus to it
    window.scrollTo({ top: 0 });
    headingRef.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section className="register-success" aria-labelledby="register-success-title">
      <h2 id="register-success-title" ref={headingRef} tabIndex={-1}>
        {t("register.success.title")}
      </h2>
      {group ? (
        <>
          <p>{t("register.success.placed")}</p>
          <dl className="placed-group">
            <div>
              <dt>{t("register.success.group")}</dt>
              <dd>{group.name}</dd>
            </div>
            <div>
              <dt>{t("register.success.startDate")}</dt>
              <dd>
                <time dateTime={group.startDate}>{formatCalendarDate(group.startDate)}</time>
              </dd>
            </div>
            <div>
              <dt>{t("register.success.deadline")}</dt>
              <dd>
                <time dateTime={group.registrationDeadline}>{formatCalendarDate(group.registrationDeadline)}</time>
              </dd>
            </div>
          </dl>
        </>
      ) : (
        <p>{t("register.success.waiting")}</p>
      )}
      <p className="redirect-note" role="status">
        {t("register.success.redirect", { seconds: REGISTER_REDIRECT_MS / 1000 })}
      </p>
      <p>
        <Link className="button" to="/dashboard">
          {t("register.success.goNow")}
        </Link>
      </p>
    </section>
  );
}

/** /register, 'Register for Next Group' (spec 2, 4: Register, 5, 8). */
export function RegisterPage() {
  const t = useT();
  usePageTitle(t("register.title"));
  const navigate = useNavigate();
  const [success, setSuccess] = useState<Success | null>(null);
  const [register] = useMutation(RegisterMutation, { context: { auth: "none" } });
  const form = useForm({
    initial: EMPTY,
    validate: (values) => missing(values, t),
    onSubmit: async (values) => {
      const { data } = await register({ variables: { input: registrationInput(values) } });
      if (!data) throw new Error("no data");
      await signIn(data.register);
      setSuccess({ group: data.register.group });
    },
    // the specification's registration texts, above the button, whatever the server names
    serverFieldErrors: false,
    errorText: (e) => failureText(e, REGISTER_FAILURE_TEXTS),
  });
  const id = (f: Field) => form.field(f).id;
  const fieldErrors = form.errors;
  const busy = form.submitting;

  useEffect(() => {
    if (!success) return;
    const timer = window.setTimeout(() => navigate("/dashboard"), REGISTER_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [success, navigate]);

  const control = (f: Field) => ({ id: id(f), ...form.input(f) });

  const describedBy = (f: Field, hint?: string) => (fieldErrors[f] ? `${id(f)}-error` : hint) || undefined;
  const fieldError = (f: Field) =>
    fieldErrors[f] ? (
      <p id={`${id(f)}-error`} className="field-error">
        {fieldErrors[f]}
      </p>
    ) : null;

  return (
    <div className="auth-page register-page">
      <section className="auth-card" aria-labelledby="register-title">
        <h1 id="register-title">{t("register.title")}</h1>
        {success ? (
          <SuccessPanel group={success.group} />
        ) : (
          <>
            <p className="lead">{t("register.lead")}</p>
            <form className="form" onSubmit={(e) => void form.handleSubmit(e)}>
              <div className="field">
                <label htmlFor={id("name")}>{t("register.name.label")}</label>
                <input
                  {...control("name")}
                  type="text"
                  autoComplete="name"
                  required
                  aria-invalid={!!fieldErrors.name || undefined}
                  aria-describedby={describedBy("name", `${id("name")}-hint`)}
                />
                {fieldError("name") ?? (
                  <p id={`${id("name")}-hint`} className="field-hint">
                    {t("register.name.hint")}
                  </p>
                )}
              </div>
              <div className="field">
                <label htmlFor={id("email")}>{t("register.email.label")}</label>
                <input
                  {...control("email")}
                  type="email"
                  autoComplete="email"
                  autoCapitalize="none"
                  spellCheck={false}
                  required
                  aria-invalid={!!fieldErrors.email || undefined}
                  aria-describedby={describedBy("email")}
                />
                {fieldError("email")}
              </div>
              <div className="field">
                <label htmlFor={id("city")}>{t("register.city.label")}</label>
                <input
                  {...control("city")}
                  type="text"
                  autoComplete="address-level2"
                  required
                  aria-invalid={!!fieldErrors.city || undefined}
                  aria-describedby={describedBy("city")}
                />
                {fieldError("city")}
              </div>
              <div className="field">
                <label htmlFor={id("mailingAddress")}>{t("register.mailingAddress.label")}</label>
                <textarea
                  {...control("mailingAddress")}
                  autoComplete="street-address"
                  required
                  rows={3}
                  aria-invalid={!!fieldErrors.mailingAddress || undefined}
                  aria-describedby={[`${id("mailingAddress")}-hint`, describedBy("mailingAddress")]
                    .filter(Boolean)
                    .join(" ")}
                />
                <p id={`${id("mailingAddress")}-hint`} className="field-hint">
                  {t("register.mailingAddress.hint")}
                </p>
                {fieldError("mailingAddress")}
              </div>
              <div className="field">
                <label htmlFor={id("referral")}>
                  {t("register.referral.label")} <span className="optional">{t("ui.field.optional")}</span>
                </label>
                <input
                  {...control("referral")}
                  type="text"
                  aria-describedby={`${id("referral")}-hint`}
                />
                <p id={`${id("referral")}-hint`} className="field-hint">
                  {t("register.referral.hint")}
                </p>
              </div>
              {form.formError && (
                <p className="form-error" role="alert">
                  {form.formError}
                </p>
              )}
              <button type="submit" className="button form-submit" disabled={busy} aria-busy={busy || undefined}>
                {busy ? t("register.submitting") : t("register.submit")}
              </button>
            </form>
            <ul className="auth-links">
              <li>
                <Trans id="register.haveAccount" components={{ 0: <Link to="/login" /> }} />
              </li>
            </ul>
          </>
        )}
      </section>
    </div>
  );
}

export default RegisterPage;
