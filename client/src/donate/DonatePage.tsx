import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useMutation, useQuery } from "@apollo/client/react";
import {
  CardCvcElement,
  CardExpiryElement,
  CardNumberElement,
  Elements,
  useElements,
  useStripe,
} from "@stripe/react-stripe-js";
import type { Stripe, StripeCardNumberElementOptions, StripeElementLocale } from "@stripe/stripe-js";
import { useEffect, useId, useRef, useState } from "react";
import type { DonationSettingsQuery as Settings, DonationType } from "../gql/graphql";
import { useLocale, useT, type Translate } from "../i18n";
import { formatDollars } from "../i18n/format";
import { usePageTitle } from "../lib/usePageTitle";
import "../login/forms.css";
import { LoadError } from "../ui/LoadError";
import { useForm } from "../ui/useForm";
import { CreateDonationMutation, DonationSettingsQuery } from "./documents";
import "./donate.css";
import { loadStripeFor } from "./stripe";
import {
  CARD_FAILED,
  CREATE_FAILED,
  DONATE_TITLE,
  INCOMPLETE,
  NOT_SET_UP,
  PAYMENT_FAILED,
  PRESET_AMOUNTS,
  STRIPE_LOADING,
  STRIPE_NOT_LOADED,
  STRIPE_NOT_LOADED_FORM,
  THANK_YOU,
} from "./texts";

type DonationSettings = Settings["donationSettings"];

/** Stripe.js for a publishable key: loading, loaded, or not loaded (rejected or null). */
type StripeState = { status: "loading" } | { status: "ready"; stripe: Stripe } | { status: "failed" };

function useStripeFor(publishableKey: string | null): StripeState {
  const [state, setState] = useState<StripeState>({ status: "loading" });
  useEffect(() => {
    if (!publishableKey) return;
    let live = true;
    loadStripeFor(publishableKey).then(
      (stripe) => {
        if (live) setState(stripe ? { status: "ready", stripe } : { status: "failed" });
      },
      () => {
        if (live) setState({ status: "failed" });
      },
    );
    return () => {
      live = false;
    };
  }, [publishableKey]);
  return state;
}

/** The amount typed or picked, in dollars; null when none. */
function amountOf(preset: number | null, custom: string): number | null {
  if (preset !== null) return preset;
  const text = custom.trim();
  if (text === "") return null;
  const n = Number(text);
  return Number.isFinite(n) && n > 0 ? n : null;
}

/** Why the amount cannot be given, or null (custom: minimum 1, step 0.01, at most the maximum). */
function amountProblem(amount: number | null, custom: string, settings: DonationSettings, t: Translate): string | null {
  const min = Number(settings.minAmount);
  const max = Number(settings.maxAmount);
  if (amount === null) return t("donate.amount.missing");
  if (custom.trim() !== "" && !/^\d+(\.\d{1,2})?$/.test(custom.trim())) return t("donate.amount.format");
  if (amount < min) return t("donate.amount.tooSmall", { min: formatDollars(min) });
  if (amount > max) return t("donate.amount.tooLarge", { max: formatDollars(max) });
  return null;
}

/** A failed gift, in the words the banner shows (spec 8). */
class DonationFailure extends Error {}

/** The server's message, else 'Failed to create payment intent' (spec 8). */
function createFailureText(error: unknown, t: Translate): string {
  if (CombinedGraphQLErrors.is(error)) {
    const message = error.errors.map((e) => e.message).find(Boolean);
    if (message) return message;
  }
  return t(CREATE_FAILED);
}

const CARD_STYLE: StripeCardNumberElementOptions = {
  style: {
    base: { fontSize: "16px", color: "#1f2a2e", "::placeholder": { color: "#55646a" } },
    invalid: { color: "#b3261e" },
  },
};

/** The check mark of a pressed toggle: its state is not said by colour alone (aria-pressed says it to a screen reader). */
function Pressed() {
  return (
    <span className="donate-pressed" aria-hidden="true">
      {"\u2713"}
    </span>
  );
}

interface Gift {
  amount: number;
  type: DonationType;
}

const EMPTY = { customAmount: "", donorName: "", donorEmail: "" };

/** /donate: give once or monthly by card with Stripe Elements (spec 2, 4, 5, 8, 9). */
export function DonatePage() {
  const t = useT();
  usePageTitle(t(DONATE_TITLE));
  const { data, error, loading, refetch } = useQuery(DonationSettingsQuery, { context: { auth: "none" } });
  const settings = data?.donationSettings;

  let body;
  if (settings) {
    body =
      settings.enabled && settings.publishableKey ? (
        <EnabledDonate settings={settings} publishableKey={settings.publishableKey} />
      ) : (
        <div className="donate-not-set-up" role="status">
          <p>
            <strong>{t(NOT_SET_UP)}</strong>
          </p>
          <p>{t("donate.notSetUp.more")}</p>
        </div>
      );
  } else if (error && !loading) {
    body = <LoadError what={t("donate.load.what")} error={error} onRetry={() => refetch()} />;
  } else {
    body = <p role="status">{t("donate.load.loading")}</p>;
  }

  return (
    <div className="auth-page donate-page">
      <section className="auth-card" aria-labelledby="donate-title">
        <h1 id="donate-title">{t(DONATE_TITLE)}</h1>
        <p className="lead">{t("donate.lead")}</p>
        {body}
      </section>
    </div>
  );
}

function EnabledDonate({ settings, publishableKey }: { settings: DonationSettings; publishableKey: string }) {
  const stripe = useStripeFor(publishableKey);
  // Stripe's own words (its card errors, its fields' placeholders) in the page's language; Elements
  // takes the locale once, when it is made.
  const language = useLocale();
  const [options] = useState<{ locale: StripeElementLocale }>(() => ({ locale: language === "es" ? "es" : "en" }));
  // Elements accepts null first and the Stripe object once loaded (never a rejecting promise).
  return (
    <Elements stripe={stripe.status === "ready" ? stripe.stripe : null} options={options}>
      <DonateForm settings={settings} stripeStatus={stripe.status} />
    </Elements>
  );
}

function DonateForm({ settings, stripeStatus }: { settings: DonationSettings; stripeStatus: StripeState["status"] }) {
  const t = useT();
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const stripe = useStripe();
  const elements = useElements();
  const [preset, setPreset] = useState<number | null>(null);
  const [type, setType] = useState<DonationType>("ONE_TIME");
  const [anonymous, setAnonymous] = useState(false);
  // Billing details follow the donor's until edited.
  const [billingName, setBillingName] = useState<string | null>(null);
  const [billingEmail, setBillingEmail] = useState<string | null>(null);
  const [cardErrors, setCardErrors] = useState<Record<string, string | undefined>>({});
  const [thanks, setThanks] = useState<Gift | null>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const [createDonation] = useMutation(CreateDonationMutation, { context: { auth: "none" } });

  const form = useForm({
    initial: EMPTY,
    // the inputs keep what was typed (a failed gift leaves the form as it was); the gift is sent trimmed
    untrimmed: ["customAmount", "donorName", "donorEmail"],
    validate: (v) => ({ customAmount: amountProblem(amountOf(preset, v.customAmount), v.customAmount, settings, t) ?? undefined }),
    onSubmit: async (v) => {
      const amount = amountOf(preset, v.customAmount);
      const card = elements?.getElement(CardNumberElement) ?? null;
      if (amount === null) return; // validate refused it already
      if (!stripe || !card) throw new DonationFailure(t(STRIPE_NOT_LOADED));
      setThanks(null);
      const donor = { name: v.donorName.trim(), email: v.donorEmail.trim() };
      let clientSecret: string;
      try {
        const { data } = await createDonation({
          variables: { input: { donorName: donor.name, donorEmail: donor.email, amount: amount.toFixed(2), type, anonymous } },
        });
        if (!data) throw new Error("no data");
        clientSecret = data.createDonation.clientSecret;
      } catch (e) {
        throw new DonationFailure(createFailureText(e, t));
      }
      const result = await stripe.confirmCardPayment(clientSecret, {
        payment_method: {
          card,
          billing_details: {
            name: (billingName ?? "").trim() || donor.name,
            email: (billingEmail ?? "").trim() || donor.email,
          },
        },
      });
      if (result.error) throw new DonationFailure(result.error.message || t(CARD_FAILED));
      if (result.paymentIntent?.status !== "succeeded" && result.paymentIntent?.status !== "processing") {
        throw new DonationFailure(t(PAYMENT_FAILED));
      }
      setThanks({ amount, type });
      setPreset(null);
      form.setValue("customAmount", "");
      form.setValue("donorName", "");
      setAnonymous(false);
      setBillingName(null);
      card.clear();
      elements?.getElement(CardExpiryElement)?.clear();
      elements?.getElement(CardCvcElement)?.clear();
    },
    // anything else (confirming the card threw) is 'Payment failed. Please try again.'
    errorText: (e) => (e instanceof DonationFailure ? e.message : t(PAYMENT_FAILED)),
  });
  const { customAmount: custom, donorName: name, donorEmail: email } = form.values;
  const amountError = form.errors.customAmount;
  const banner = form.formError;
  const processing = form.submitting;

  useEffect(() => {
    if (thanks) thanksRef.current?.focus();
  }, [thanks]);

  const amount = amountOf(preset, custom);
  const complete = amount !== null && name.trim() !== "" && email.trim() !== "";
  const min = Number(settings.minAmount);
  const max = Number(settings.maxAmount);

  // A Stripe Element is a frame (its input inside is Stripe's, with Stripe's own label), so the
  // visible label names a group around it, and a click on it focuses the field as a label would.
  const cardField = (key: "number" | "expiry" | "cvc", label: string) => {
    const component = key === "number" ? CardNumberElement : key === "expiry" ? CardExpiryElement : CardCvcElement;
    const props = {
      id: id(`card-${key}`),
      className: "donate-card-input",
      options: CARD_STYLE,
      onChange: (e: { error?: { message: string } }) => setCardErrors((c) => ({ ...c, [key]: e.error?.message })),
    };
    return (
      <div
        className={`field donate-card-${key}`}
        role="group"
        aria-labelledby={id(`card-${key}-label`)}
        aria-describedby={cardErrors[key] ? id(`card-${key}-error`) : undefined}
      >
        <span id={id(`card-${key}-label`)} className="donate-label" onClick={() => elements?.getElement(component)?.focus()}>
          {label}
        </span>
        {key === "number" ? (
          <CardNumberElement {...props} />
        ) : key === "expiry" ? (
          <CardExpiryElement {...props} />
        ) : (
          <CardCvcElement {...props} />
        )}
        {cardErrors[key] && (
          <p id={id(`card-${key}-error`)} className="field-error" role="alert">
            {cardErrors[key]}
          </p>
        )}
      </div>
    );
  };

  const button =
    amount === null
      ? t("donate.submit")
      : type === "MONTHLY"
        ? t("donate.submit.monthly", { amount: formatDollars(amount) })
        : t("donate.submit.once", { amount: formatDollars(amount) });

  return (
    <>
      {(banner || stripeStatus === "failed") && (
        <p className="form-error donate-banner" role="alert">
          {banner ?? t(STRIPE_NOT_LOADED)}
        </p>
      )}
      {thanks && (
        <section className="donate-thanks" aria-labelledby={id("thanks")}>
          <h2 id={id("thanks")} ref={thanksRef} tabIndex={-1}>
            {t(THANK_YOU)}
          </h2>
          <p>
            {thanks.type === "MONTHLY"
              ? t("donate.thanks.monthly", { amount: formatDollars(thanks.amount) })
              : t("donate.thanks.once", { amount: formatDollars(thanks.amount) })}
          </p>
        </section>
      )}
      <form className="form donate-form" noValidate onSubmit={(e) => void form.handleSubmit(e)} aria-busy={processing || undefined}>
        <fieldset className="donate-group">
          <legend>{t("donate.amount.legend")}</legend>
          <div className="donate-presets">
            {PRESET_AMOUNTS.map((p) => (
              <button
                key={p}
                type="button"
                className="button button-secondary donate-toggle"
                aria-pressed={preset === p}
                onClick={() => {
                  setPreset(p);
                  form.setValue("customAmount", "");
                }}
              >
                {preset === p && <Pressed />}
                {formatDollars(p)}
              </button>
            ))}
          </div>
          <div className="field">
            <label htmlFor={form.field("customAmount").id}>{t("donate.amount.custom")}</label>
            <input
              id={form.field("customAmount").id}
              name="customAmount"
              type="number"
              inputMode="decimal"
              min={min}
              max={max}
              step="0.01"
              value={custom}
              onChange={(e) => {
                form.setValue("customAmount", e.target.value);
                setPreset(null);
              }}
              aria-invalid={amountError ? true : undefined}
              aria-describedby={amountError ? id("custom-error") : id("custom-hint")}
            />
            {amountError ? (
              <p id={id("custom-error")} className="field-error">
                {amountError}
              </p>
            ) : (
              <p id={id("custom-hint")} className="field-hint">
                {t("donate.amount.range", { min: formatDollars(min), max: formatDollars(max) })}
              </p>
            )}
          </div>
        </fieldset>
        <fieldset className="donate-group">
          <legend>{t("donate.frequency.legend")}</legend>
          <div className="donate-types">
            {(
              [
                ["ONE_TIME", t("donate.frequency.once")],
                ["MONTHLY", t("donate.frequency.monthly")],
              ] as const
            ).map(([value, label]) => (
              <button
                key={value}
                type="button"
                className="button button-secondary donate-toggle"
                aria-pressed={type === value}
                onClick={() => setType(value)}
              >
                {type === value && <Pressed />}
                {label}
              </button>
            ))}
          </div>
        </fieldset>
        <fieldset className="donate-group">
          <legend>{t("donate.details.legend")}</legend>
          <div className="field">
            <label htmlFor={form.field("donorName").id}>{t("donate.details.name")}</label>
            <input
              id={form.field("donorName").id}
              {...form.input("donorName")}
              type="text"
              autoComplete="name"
              required
            />
          </div>
          <div className="field">
            <label htmlFor={form.field("donorEmail").id}>{t("donate.details.email")}</label>
            <input
              id={form.field("donorEmail").id}
              {...form.input("donorEmail")}
              type="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              required
            />
          </div>
          <div className="donate-check">
            <input
              id={id("anonymous")}
              name="anonymous"
              type="checkbox"
              checked={anonymous}
              onChange={(e) => setAnonymous(e.target.checked)}
              aria-describedby={id("anonymous-hint")}
            />
            <label htmlFor={id("anonymous")}>{t("donate.details.anonymous")}</label>
            <p id={id("anonymous-hint")} className="field-hint">
              {t("donate.details.anonymousHint")}
            </p>
          </div>
        </fieldset>
        <fieldset className="donate-group donate-payment">
          <legend>{t("donate.payment.legend")}</legend>
          {!complete ? (
            <p className="donate-note">{t(INCOMPLETE)}</p>
          ) : stripeStatus === "failed" ? (
            <p className="donate-note donate-note-error">{t(STRIPE_NOT_LOADED_FORM)}</p>
          ) : stripeStatus === "loading" ? (
            <p className="donate-note" role="status">
              {t(STRIPE_LOADING)}
            </p>
          ) : (
            <>
              {cardField("number", t("donate.card.number"))}
              <div className="donate-card-row">
                {cardField("expiry", t("donate.card.expiry"))}
                {cardField("cvc", t("donate.card.cvc"))}
              </div>
              <div className="field">
                <label htmlFor={id("billing-name")}>{t("donate.card.name")}</label>
                <input
                  id={id("billing-name")}
                  name="billingName"
                  type="text"
                  autoComplete="cc-name"
                  value={billingName ?? name}
                  onChange={(e) => setBillingName(e.target.value)}
                />
              </div>
              <div className="field">
                <label htmlFor={id("billing-email")}>{t("donate.card.email")}</label>
                <input
                  id={id("billing-email")}
                  name="billingEmail"
                  type="email"
                  autoComplete="email"
                  autoCapitalize="none"
                  spellCheck={false}
                  value={billingEmail ?? email}
                  onChange={(e) => setBillingEmail(e.target.value)}
                />
              </div>
              <button type="submit" className="button form-submit" disabled={processing} aria-busy={processing || undefined}>
                {processing ? t("donate.processing") : button}
              </button>
            </>
          )}
        </fieldset>
      </form>
    </>
  );
}

export default DonatePage;
