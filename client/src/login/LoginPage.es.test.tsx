import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { saveCredential } from "../auth/savedCredentials";
import english from "../i18n/catalogs/en/member/login.json";
import spanish from "../i18n/catalogs/es/member/login.json";
import { inLanguage } from "../test/locale";
import { expectNoEnglish } from "../ui/testing";
import { LoginPage } from "./LoginPage";
import { renderVisitorPage } from "./testUtils";

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

describe("LoginPage in Spanish", () => {
  it("greets, labels, checks and links in Spanish, with a plural for saved sign-ins", async () => {
    saveCredential({ email: "silas@example.com", name: "Silas" });
    saveCredential({ email: "sara@example.com", name: "Sara" });
    inLanguage("es");
    const { user } = renderVisitorPage(<LoginPage />, "/login", []);

    expect(screen.getByRole("heading", { level: 1, name: "Le damos la bienvenida de nuevo" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Regístrese para el próximo grupo" })).toHaveAttribute("href", "/register");
    expect(screen.getByText("El nombre completo con que se registró.")).toBeInTheDocument();

    await user.type(screen.getByLabelText("Correo electrónico"), "s");
    expect(screen.getByText(/^Coinciden 2 inicios de sesión guardados\. Use las flechas/)).toBeInTheDocument();
    expect(within(screen.getByRole("listbox", { name: "Inicios de sesión guardados" })).getAllByRole("option")).toHaveLength(2);

    await user.clear(screen.getByLabelText("Correo electrónico"));
    await user.type(screen.getByLabelText("Correo electrónico"), "a@example.com");
    await user.type(screen.getByLabelText("Nombre completo"), "   ");
    await user.click(screen.getByRole("button", { name: "Iniciar sesión" }));
    expect(screen.getByText("Escriba su nombre completo.")).toBeInTheDocument();
    expect(screen.getByText("Iniciar sesión con una contraseña o un enlace")).toBeInTheDocument();
    expectNoEnglish(english, spanish);
  });
});
