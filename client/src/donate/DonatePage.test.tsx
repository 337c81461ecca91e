import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { PaymentIntentResult, Stripe } from "@stripe/stripe-js";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createTestClient, gqlError, type Handler } from "../board/testing";
import { axeViolations } from "../test/axe";
import { DonatePage } from "./DonatePage";
import { loadStripeFor } from "./stripe";
import { fakeStripe, settings, type Confirm } from "./testing";

// the spec's texts (spec 2, 8), word for word
const CARD_FAILED = "Payment failed";
const CREATE_FAILED = "Failed to create payment intent";
const INCOMPLETE = "Please fill in the donation amount and donor information above to enable payment.";
const NOT_SET_UP = "Online giving is not set up yet.";
const PAYMENT_FAILED = "Payment failed. Please try again.";
const STRIPE_NOT_LOADED = "Stripe has not loaded, so card payments are unavailable. Please refresh the page.";
const STRIPE_NOT_LOADED_FORM = "The Stripe card form could not be loaded. Please check your internet connection and refresh the page.";
const THANK_YOU = "Thank you for your gift!";

vi.mock("./stripe", () => ({ loadStripeFor: vi.fn() }));
const load = vi.mocked(loadStripeFor);

const payment = {
  data: { createDonation: { __typename: "DonationPayment", donationId: "41", clientSecret: "pi_1_secret_abc" } },
};

function renderDonate(handlers: Record<string, Handler> = {}, stripe: Promise<Stripe | null> | null = null) {
  const fake = fakeStripe();
  load.mockImplementation(() => stripe ?? Promise.resolve(fake.stripe));
  const client = createTestClient({ DonationSettings: () => settings(), CreateDonation: () => payment, ...handlers });
  const user = userEvent.setup();
  render(<DonatePage />, { wrapper: client.wrapper });
  return { ...client, user, fake };
}

async function fillDonor(user: ReturnType<typeof userEvent.setup>, name = "  Priscilla  ", email = " priscilla@example.com ") {
  await user.type(await screen.findByLabelText("Donor name"), name);
  await user.type(screen.getByLabelText("Donor email"), email);
}

async function readyToPay(user: ReturnType<typeof userEvent.setup>, amount = "$50.00") {
  await user.click(await screen.findByRole("button", { name: amount }));
  await fillDonor(user);
  await screen.findByRole("group", { name: "Card number" });
}

beforeEach(() => {
  load.mockReset();
});

describe("DonatePage", { timeout: 20_000 }, () => {
  it("says giving is not set up when Stripe is not configured, with no form and no Stripe.js", async () => {
    renderDonate({ DonationSettings: () => settings({ enabled: false }) });
    expect(await screen.findByText(NOT_SET_UP)).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Support Journey 365" })).toBeInTheDocument();
    expect(screen.queryByLabelText("Donor name")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Donate/ })).not.toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    expect(await axeViolations()).toEqual([]);
  });

  it("offers the preset amounts in dollars with two decimals as toggles, and keeps the card form hidden until amount, name and email", async () => {
    const { user } = renderDonate();
    const presets = ["$25.00", "$50.00", "$100.00", "$250.00", "$500.00", "$1,000.00"];
    for (const p of presets) expect(await screen.findByRole("button", { name: p })).toHaveAttribute("aria-pressed", "false");
    expect(document.title).toBe("Support Journey 365 · Journey 365");
    expect(load).toHaveBeenCalledWith("pk_test_journey");
    expect(screen.getByText(INCOMPLETE)).toBeInTheDocument();
    expect(screen.queryByRole("group", { name: "Card number" })).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getByRole("button", { name: "$100.00" }));
    expect(screen.getByRole("button", { name: "$100.00" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByText(INCOMPLETE)).toBeInTheDocument();
    await user.type(screen.getByLabelText("Donor name"), "Priscilla");
    expect(screen.getByText(INCOMPLETE)).toBeInTheDocument();
    await user.type(screen.getByLabelText("Donor email"), "p@example.com");

    // ready: the three card fields (each labelled), billing name and email, and the button
    expect(await screen.findByRole("group", { name: "Card number" })).toBeInTheDocument();
    expect(screen.queryByText(INCOMPLETE)).not.toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Expiry date" })).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "CVC" })).toBeInTheDocument();
    expect(within(screen.getByRole("group", { name: "Card number" })).getByText("Secure card number input frame")).toBeInTheDocument();
    expect(screen.getByLabelText("Name on card")).toHaveValue("Priscilla");
    expect(screen.getByLabelText("Billing email")).toHaveValue("p@example.com");
    expect(screen.getByRole("button", { name: "Donate $100.00" })).toBeEnabled();
    expect(await axeViolations()).toEqual([]);

    // emptying the name hides the card form again
    await user.clear(screen.getByLabelText("Donor name"));
    expect(screen.getByText(INCOMPLETE)).toBeInTheDocument();
    expect(screen.queryByRole("group", { name: "Card number" })).not.toBeInTheDocument();
  });

  it("takes a custom amount (minimum 1, step 0.01) instead of a preset, and a monthly gift", async () => {
    const { user } = renderDonate();
    await user.click(await screen.findByRole("button", { name: "$25.00" }));
    const custom = screen.getByLabelText("Custom amount (USD)");
    expect(custom).toHaveAttribute("min", "1");
    expect(custom).toHaveAttribute("step", "0.01");
    expect(custom).toHaveAccessibleDescription("From $1.00 to $10,000.00.");
    await user.type(custom, "12.5");
    expect(screen.getByRole("button", { name: "$25.00" })).toHaveAttribute("aria-pressed", "false");
    await fillDonor(user);
    expect(await screen.findByRole("button", { name: "Donate $12.50" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "One-time" })).toHaveAttribute("aria-pressed", "true");
    await user.click(screen.getByRole("button", { name: "Monthly" }));
    expect(screen.getByRole("button", { name: "Monthly" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "One-time" })).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByRole("button", { name: "Donate $12.50 monthly" })).toBeInTheDocument();
    // a preset again empties the custom amount
    await user.click(screen.getByRole("button", { name: "$250.00" }));
    expect(custom).toHaveValue(null);
    expect(screen.getByRole("button", { name: "Donate $250.00 monthly" })).toBeInTheDocument();
  });

  it("refuses an amount below the minimum or with more than two decimals, naming the problem, and sends nothing", async () => {
    const { user, named, fake } = renderDonate();
    const custom = await screen.findByLabelText("Custom amount (USD)");
    await user.type(custom, "0.5");
    await fillDonor(user);
    await user.click(await screen.findByRole("button", { name: "Donate $0.50" }));
    expect(custom).toHaveAccessibleDescription("The smallest gift is $1.00.");
    expect(custom).toHaveAttribute("aria-invalid", "true");
    expect(custom).toHaveFocus();
    await user.clear(custom);
    await user.type(custom, "12.345");
    await user.click(screen.getByRole("button", { name: /^Donate/ }));
    expect(custom).toHaveAccessibleDescription("Please enter the amount in dollars and cents, like 40 or 40.50.");
    await user.clear(custom);
    await user.type(custom, "20000");
    await user.click(screen.getByRole("button", { name: /^Donate/ }));
    expect(custom).toHaveAccessibleDescription("The largest gift online is $10,000.00.");
    expect(named("CreateDonation")).toHaveLength(0);
    expect(fake.confirmCardPayment).not.toHaveBeenCalled();
  });

  it.each([
    ["rejects (the script could not be fetched)", () => Promise.reject(new Error("Failed to load Stripe.js"))],
    ["resolves null", () => Promise.resolve(null)],
  ])("when Stripe.js %s: a banner naming Stripe asks to refresh, and the payment form says to check the connection", async (_, outcome) => {
    const { user } = renderDonate({}, outcome());
    expect(await screen.findByRole("alert")).toHaveTextContent(STRIPE_NOT_LOADED);
    expect(STRIPE_NOT_LOADED).toMatch(/Stripe.*refresh the page/);
    expect(screen.getByText(INCOMPLETE)).toBeInTheDocument();
    await readyToPayWithoutCard(user);
    expect(screen.getByText(STRIPE_NOT_LOADED_FORM)).toBeInTheDocument();
    expect(STRIPE_NOT_LOADED_FORM).toMatch(/Please check your internet connection and refresh the page/);
    expect(screen.queryByRole("group", { name: "Card number" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Donate/ })).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("pays: sends the trimmed gift, confirms the card with billing details, thanks (focused) and resets amount, name and anonymity", async () => {
    const { user, named, fake } = renderDonate();
    await readyToPay(user);
    await user.click(screen.getByRole("button", { name: "Monthly" }));
    await user.click(screen.getByLabelText("Give anonymously"));
    await user.clear(screen.getByLabelText("Name on card"));
    await user.type(screen.getByLabelText("Name on card"), "P. Aquila");
    await user.click(screen.getByRole("button", { name: "Donate $50.00 monthly" }));

    const thanks = await screen.findByRole("heading", { name: THANK_YOU });
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(screen.getByText(/Your monthly gift of \$50\.00/)).toBeInTheDocument();
    expect(named("CreateDonation").map((c) => c.variables)).toEqual([
      { input: { donorName: "Priscilla", donorEmail: "priscilla@example.com", amount: "50.00", type: "MONTHLY", anonymous: true } },
    ]);
    expect(fake.confirmCardPayment).toHaveBeenCalledTimes(1);
    expect(fake.confirmCardPayment).toHaveBeenCalledWith("pi_1_secret_abc", {
      payment_method: {
        card: fake.created.get("cardNumber"),
        billing_details: { name: "P. Aquila", email: "priscilla@example.com" },
      },
    });
    // reset: no amount, no name, not anonymous (the email stays), the card fields cleared
    expect(screen.getByRole("button", { name: "$50.00" })).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByLabelText("Donor name")).toHaveValue("");
    expect(screen.getByLabelText("Give anonymously")).not.toBeChecked();
    expect(screen.getByLabelText("Donor email")).toHaveValue("priscilla@example.com");
    expect(fake.created.get("cardNumber")!.clear).toHaveBeenCalled();
    expect(screen.getByText(INCOMPLETE)).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("while processing the button is disabled and a second submit sends nothing", async () => {
    let answer: (v: typeof payment) => void = () => undefined;
    const { user, named } = renderDonate({ CreateDonation: () => new Promise((resolve) => (answer = resolve)) });
    await readyToPay(user, "$25.00");
    const button = screen.getByRole("button", { name: "Donate $25.00" });
    await user.click(button);
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent("Processing...");
    await user.click(button);
    screen.getByLabelText("Donor email").closest("form")!.requestSubmit();
    expect(named("CreateDonation")).toHaveLength(1);
    expect(await axeViolations()).toEqual([]);
    answer(payment);
    expect(await screen.findByRole("heading", { name: THANK_YOU })).toBeInTheDocument();
    expect(named("CreateDonation")).toHaveLength(1);
  });

  it.each([
    ["the server's message", () => gqlError("The amount must be at most 10000.00 dollars.", "invalid"), "The amount must be at most 10000.00 dollars."],
    ["'Failed to create payment intent' without one", () => new Error("Failed to fetch"), CREATE_FAILED],
  ])("creating the payment fails: the banner shows %s, the card is not charged, the form keeps its values", async (_, answer, text) => {
    const { user, fake } = renderDonate({ CreateDonation: answer });
    await readyToPay(user);
    await user.click(screen.getByRole("button", { name: "Donate $50.00" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(text);
    expect(fake.confirmCardPayment).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Donor name")).toHaveValue("  Priscilla  ");
    expect(screen.getByRole("button", { name: "Donate $50.00" })).toBeEnabled();
    expect(screen.queryByRole("heading", { name: THANK_YOU })).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it.each<[string, Confirm, string]>([
    [
      "Stripe's message for a card error",
      () => Promise.resolve({ error: { type: "card_error", message: "Your card was declined." } } as PaymentIntentResult),
      "Your card was declined.",
    ],
    ["'Payment failed' for a card error without one", () => Promise.resolve({ error: { type: "card_error" } } as PaymentIntentResult), CARD_FAILED],
    [
      "'Payment failed. Please try again.' when the payment did not succeed",
      () => Promise.resolve({ paymentIntent: { status: "requires_payment_method" } } as PaymentIntentResult),
      PAYMENT_FAILED,
    ],
    ["'Payment failed. Please try again.' when confirming throws", () => Promise.reject(new Error("network")), PAYMENT_FAILED],
  ])("the card payment fails: the banner shows %s and nothing resets", async (_, confirm, text) => {
    const fake = fakeStripe(confirm);
    const { user } = renderDonate({}, Promise.resolve(fake.stripe));
    await readyToPay(user);
    await user.click(screen.getByRole("button", { name: "Donate $50.00" }));
    const banner = await screen.findByRole("alert");
    expect(banner).toHaveTextContent(new RegExp(`^${text.replace(/[.]/g, "\\.")}$`));
    expect(fake.confirmCardPayment).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "$50.00" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByLabelText("Donor name")).toHaveValue("  Priscilla  ");
    expect(screen.queryByRole("heading", { name: THANK_YOU })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Donate $50.00" })).toBeEnabled();
  });

  it("shows what Stripe says is wrong with a card field while typing", async () => {
    const { user, fake } = renderDonate();
    await readyToPay(user);
    fake.created.get("cardNumber")!.emit("change", { complete: false, error: { message: "Your card number is invalid." } });
    const group = screen.getByRole("group", { name: "Card number" });
    expect(await within(group).findByText("Your card number is invalid.")).toBeInTheDocument();
    expect(group).toHaveAccessibleDescription("Your card number is invalid.");
    fake.created.get("cardNumber")!.emit("change", { complete: true });
    await waitFor(() => expect(within(group).queryByText("Your card number is invalid.")).not.toBeInTheDocument());
  });

  it("says when the donation settings cannot be loaded, and tries again", async () => {
    let fail = true;
    const { user } = renderDonate({ DonationSettings: () => (fail ? new Error("Failed to fetch") : settings()) });
    expect(await screen.findByText(/The donation form could not be loaded/)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByLabelText("Donor name")).toBeInTheDocument();
  });
});

async function readyToPayWithoutCard(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: "$50.00" }));
  await fillDonor(user);
}
