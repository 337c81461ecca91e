// The /donate texts (spec 2, 4: Donation, 8: donation errors), as descriptors the page translates
// when it shows them. The English messages are the spec's quoted texts, exactly.
import { msg } from "../i18n";

export const DONATE_TITLE = msg("donate.title");
export const NOT_SET_UP = msg("donate.notSetUp");
/** Spec 2: shown instead of the card form until amount, name and email are present. */
export const INCOMPLETE = msg("donate.incomplete");
/** Spec 8: the provider (Stripe.js) has not loaded: named, asking to refresh (page banner). */
export const STRIPE_NOT_LOADED = msg("donate.stripe.notLoaded");
/** Spec 8: the same on the payment form. */
export const STRIPE_NOT_LOADED_FORM = msg("donate.stripe.notLoadedForm");
export const STRIPE_LOADING = msg("donate.stripe.loading");
/** Spec 8: creating the payment failed without a message from the server. */
export const CREATE_FAILED = msg("donate.failed.create");
/** Spec 8: a card error without a message from Stripe. */
export const CARD_FAILED = msg("donate.failed.card");
/** Spec 8: anything else. */
export const PAYMENT_FAILED = msg("donate.failed.payment");
export const THANK_YOU = msg("donate.thanks.title");

export const PRESET_AMOUNTS = [25, 50, 100, 250, 500, 1000] as const;
