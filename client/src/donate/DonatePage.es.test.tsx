import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createTestClient } from "../board/testing";
import english from "../i18n/catalogs/en/member/donate.json";
import spanish from "../i18n/catalogs/es/member/donate.json";
import { formatDollars } from "../i18n/format";
import { inLanguage } from "../test/locale";
import { expectNoEnglish } from "../ui/testing";
import { DonatePage } from "./DonatePage";
import { loadStripeFor } from "./stripe";
import { fakeStripe, settings } from "./testing";

vi.mock("./stripe", () => ({ loadStripeFor: vi.fn() }));
const load = vi.mocked(loadStripeFor);

// Spanish writes "1,00 US$" with a no-break space; Testing Library reads the page's text with plain spaces
const asRead = (text: string) => text.replace(/\s+/g, " ");

const payment = {
  data: { createDonation: { __typename: "DonationPayment", donationId: "41", clientSecret: "pi_1_secret_abc" } },
};

beforeEach(() => {
  load.mockReset();
});

describe("DonatePage in Spanish", { timeout: 20_000 }, () => {
  it("asks, checks, pays and thanks in Spanish, with amounts as Spanish writes them and Stripe told the language", async () => {
    inLanguage("es");
    const fake = fakeStripe();
    load.mockImplementation(() => Promise.resolve(fake.stripe));
    const client = createTestClient({ DonationSettings: () => settings(), CreateDonation: () => payment });
    const user = userEvent.setup();
    render(<DonatePage />, { wrapper: client.wrapper });

    expect(await screen.findByRole("heading", { level: 1, name: "Apoye a Journey 365" })).toBeInTheDocument();
    const fifty = formatDollars(50);
    expect(fifty).not.toBe("$50.00");
    await user.click(await screen.findByRole("button", { name: fifty }));
    expect(screen.getByText("Indique arriba el importe del donativo y los datos del donante para habilitar el pago.")).toBeInTheDocument();

    await user.type(screen.getByLabelText("Otro importe (USD)"), "0.5");
    await user.type(screen.getByLabelText("Nombre del donante"), "Priscila");
    await user.type(screen.getByLabelText("Correo electrónico del donante"), "priscila@example.com");
    await user.click(await screen.findByRole("button", { name: `Donar ${formatDollars(0.5)}` }));
    expect(screen.getByText(asRead(`El donativo mínimo es de ${formatDollars(1)}.`))).toBeInTheDocument();
    expectNoEnglish(english, spanish);

    await user.click(screen.getByRole("button", { name: fifty }));
    await user.click(screen.getByRole("button", { name: "Mensual" }));
    expect(screen.getByRole("group", { name: "Número de tarjeta" })).toBeInTheDocument();
    expect(fake.makeElements).toHaveBeenCalledWith(expect.objectContaining({ locale: "es" }));
    await user.click(screen.getByRole("button", { name: `Donar ${fifty} al mes` }));
    expect(await screen.findByRole("heading", { name: "¡Gracias por su donativo!" })).toBeInTheDocument();
    expect(screen.getByText(asRead(`Su donativo mensual de ${fifty} ayuda a que más personas lean toda la Biblia. Le enviaremos un recibo por correo electrónico.`))).toBeInTheDocument();
    expectNoEnglish(english, spanish);
  });
});
