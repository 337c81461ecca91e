// Stripe.js for /donate only: this module is imported by the lazily loaded donate screen, so
// the script is fetched from js.stripe.com only there, and only once the server has said giving
// is set up (the "pure" entry injects nothing on import).
import type { Stripe } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";

/**
 * Loads Stripe.js with the publishable key. Resolves null when Stripe is not available; rejects
 * when the script could not be fetched (offline, blocked): both mean "provider not loaded".
 */
export function loadStripeFor(publishableKey: string): Promise<Stripe | null> {
  return loadStripe(publishableKey);
}
