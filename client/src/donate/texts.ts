// The /donate texts (spec 2, 4: Donation, 8: donation errors). Quoted spec texts are exact.

export const DONATE_TITLE = "Support Journey 365";
export const NOT_SET_UP = "Online giving is not set up yet.";
/** Spec 2: shown instead of the card form until amount, name and email are present. */
export const INCOMPLETE = "Please fill in the donation amount and donor information above to enable payment.";
/** Spec 8: the provider (Stripe.js) has not loaded: named, asking to refresh (page banner). */
export const STRIPE_NOT_LOADED = "Stripe has not loaded, so card payments are unavailable. Please refresh the page.";
/** Spec 8: the same on the payment form. */
export const STRIPE_NOT_LOADED_FORM =
  "The Stripe card form could not be loaded. Please check your internet connection and refresh the page.";
export const STRIPE_LOADING = "Loading the secure card form from Stripe...";
/** Spec 8: creating the payment failed without a message from the server. */
export const CREATE_FAILED = "Failed to create payment intent";
/** Spec 8: a card error without a message from Stripe. */
export const CARD_FAILED = "Payment failed";
/** Spec 8: anything else. */
export const PAYMENT_FAILED = "Payment failed. Please try again.";
export const THANK_YOU = "Thank you for your gift!";

export const PRESET_AMOUNTS = [25, 50, 100, 250, 500, 1000] as const;

const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });

/** Dollars with two decimals (spec 9): 50 → "$50.00". */
export function formatDollars(amount: number): string {
  return dollars.format(amount);
}
