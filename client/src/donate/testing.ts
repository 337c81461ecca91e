// Tests only: a stand-in for the Stripe object of Stripe.js, which cannot load in jsdom (it is a
// script from js.stripe.com). It has what react-stripe-js and the page use: elements() whose
// create() mounts a placeholder where Stripe's card frame would be (not an iframe: axe cannot
// enter a jsdom frame) and fires the events the test asks for, getElement(), and
// confirmCardPayment answered by the test.
import type { PaymentIntentResult, Stripe } from "@stripe/stripe-js";
import { vi } from "vitest";

type Listener = (event: unknown) => void;

const TITLES: Record<string, string> = {
  cardNumber: "Secure card number input frame",
  cardExpiry: "Secure expiration date input frame",
  cardCvc: "Secure CVC input frame",
};

export class FakeCardElement {
  readonly listeners = new Map<string, Set<Listener>>();
  readonly clear = vi.fn();
  readonly focus = vi.fn();
  destroyed = false;
  constructor(readonly type: string) {}
  mount(node: HTMLElement) {
    const frame = document.createElement("div");
    frame.dataset.stripeElement = this.type;
    frame.textContent = TITLES[this.type] ?? this.type;
    node.appendChild(frame);
  }
  on(event: string, cb: Listener) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(cb);
    return this;
  }
  off(event: string, cb: Listener) {
    this.listeners.get(event)?.delete(cb);
    return this;
  }
  update() {}
  destroy() {
    this.destroyed = true;
  }
  /** Fires an event as Stripe.js would (e.g. "change" with an error while typing). */
  emit(event: string, payload: unknown) {
    for (const cb of this.listeners.get(event) ?? []) cb(payload);
  }
}

export type Confirm = (clientSecret: string, data: unknown) => Promise<PaymentIntentResult>;

export function fakeStripe(confirm: Confirm = () => Promise.resolve(succeeded())) {
  const created = new Map<string, FakeCardElement>();
  const elements = {
    create: (type: string) => {
      const element = new FakeCardElement(type);
      created.set(type, element);
      return element;
    },
    getElement: (component: string | { __elementType?: string }) =>
      created.get(typeof component === "string" ? component : (component.__elementType ?? "")) ?? null,
    update: () => undefined,
  };
  const confirmCardPayment = vi.fn(confirm);
  // the options Elements was made with (its locale: Stripe's own words in the page's language)
  const makeElements = vi.fn((_options?: unknown) => elements);
  const stripe = {
    elements: makeElements,
    createToken: vi.fn(),
    createPaymentMethod: vi.fn(),
    confirmCardPayment,
  } as unknown as Stripe;
  return { stripe, created, confirmCardPayment, makeElements };
}

export function succeeded(): PaymentIntentResult {
  return { paymentIntent: { id: "pi_1", status: "succeeded" } } as PaymentIntentResult;
}

export function settings(overrides: Partial<{ enabled: boolean; publishableKey: string | null }> = {}) {
  const enabled = overrides.enabled ?? true;
  return {
    data: {
      donationSettings: {
        __typename: "DonationSettings",
        enabled,
        publishableKey: "publishableKey" in overrides ? overrides.publishableKey : enabled ? "pk_test_journey" : null,
        minAmount: "1.00",
        maxAmount: "10000.00",
      },
    },
  };
}
