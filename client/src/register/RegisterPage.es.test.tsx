import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import english from "../i18n/catalogs/en/member/register.json";
import spanish from "../i18n/catalogs/es/member/register.json";
import { renderVisitorPage } from "../login/testUtils";
import { inLanguage } from "../test/locale";
import { expectNoEnglish } from "../ui/testing";
import { RegisterMutation } from "./queries";
import { RegisterPage } from "./RegisterPage";

const input = {
  name: "Lidia",
  email: "lidia@example.com",
  city: "Filipos",
  mailingAddress: "Calle del Río 1",
  referral: null,
  timeZone: "America/Los_Angeles",
};

const answer = {
  request: { query: RegisterMutation, variables: { input } },
  result: {
    data: {
      register: {
        __typename: "Registration" as const,
        token: "tok-lidia",
        scope: "MEMBER" as const,
        user: { __typename: "User" as const, name: "Lidia", email: "lidia@example.com", role: "USER" as const, trophiesCount: 0 },
        group: { __typename: "PublicGroup" as const, name: "Grupo de enero", startDate: "2027-01-01", registrationDeadline: "2027-01-15" },
      },
    },
  },
};

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

describe("RegisterPage in Spanish", () => {
  it("asks, checks and welcomes in Spanish, with the dates and the countdown in Spanish", async () => {
    inLanguage("es");
    const { user } = renderVisitorPage(<RegisterPage />, "/register", [answer]);
    expect(screen.getByRole("heading", { level: 1, name: "Registrarse en el próximo grupo" })).toBeInTheDocument();
    expect(screen.getByLabelText("¿Quién le invitó? (opcional)")).not.toBeRequired();
    expect(screen.getByRole("link", { name: "Iniciar sesión" })).toHaveAttribute("href", "/login");

    await user.type(screen.getByLabelText("Nombre completo"), "Lidia");
    await user.type(screen.getByLabelText("Correo electrónico"), "lidia@example.com");
    await user.type(screen.getByLabelText("Ciudad"), " ");
    await user.type(screen.getByLabelText("Dirección postal"), " ");
    await user.click(screen.getByRole("button", { name: "Registrarse" }));
    expect(screen.getByText("Escriba su ciudad.")).toBeInTheDocument();
    expect(screen.getByText("Escriba su dirección postal.")).toBeInTheDocument();
    expectNoEnglish(english, spanish);

    await user.type(screen.getByLabelText("Ciudad"), "Filipos");
    await user.type(screen.getByLabelText("Dirección postal"), "Calle del Río 1");
    await user.click(screen.getByRole("button", { name: "Registrarse" }));
    const panel = (await screen.findByRole("heading", { name: "¡Registro completado!" })).closest("section")!;
    expect(within(panel).getByText("Fecha de inicio")).toBeInTheDocument();
    expect(within(panel).getByText("1 ene 2027")).toBeInTheDocument();
    expect(within(panel).getByText("Le llevamos a su panel en 5 segundos...")).toBeInTheDocument();
    expectNoEnglish(english, spanish);
  });
});
