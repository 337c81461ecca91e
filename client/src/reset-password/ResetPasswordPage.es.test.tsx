import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { createTestClient, type Handler } from "../board/testing";
import english from "../i18n/catalogs/en/member/reset-password.json";
import spanish from "../i18n/catalogs/es/member/reset-password.json";
import { inLanguage } from "../test/locale";
import { expectNoEnglish } from "../ui/testing";
import { ResetPasswordPage } from "./ResetPasswordPage";

function renderReset(path: string, handlers: Record<string, Handler> = {}) {
  const client = createTestClient(handlers);
  const router = createMemoryRouter([{ path: "/reset-password", element: <ResetPasswordPage /> }], { initialEntries: [path] });
  render(
    <client.wrapper>
      <RouterProvider router={router} />
    </client.wrapper>,
  );
  return userEvent.setup();
}

describe("ResetPasswordPage in Spanish", { timeout: 20_000 }, () => {
  it("says an invalid link in Spanish", () => {
    inLanguage("es");
    renderReset("/reset-password");
    expect(screen.getByRole("heading", { level: 1, name: "Enlace de restablecimiento no válido" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Volver a iniciar sesión" })).toBeInTheDocument();
    expectNoEnglish(english, spanish);
  });

  it("asks, checks and confirms in Spanish", async () => {
    inLanguage("es");
    const user = renderReset("/reset-password?token=abc", {
      ResetPassword: () => ({ data: { resetPassword: "¡Contraseña restablecida!" } }),
    });
    expect(screen.getByRole("heading", { level: 1, name: "Restablezca su contraseña" })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText("Al menos 6 caracteres.")).toBeInTheDocument());
    await user.type(screen.getByLabelText(/^Nueva contraseña/), "secret1");
    await user.type(screen.getByLabelText(/^Confirme la nueva contraseña/), "secret2");
    await user.click(screen.getByRole("button", { name: "Restablecer contraseña" }));
    expect(screen.getByText("Las contraseñas no coinciden")).toBeInTheDocument();
    expectNoEnglish(english, spanish);

    await user.clear(screen.getByLabelText(/^Confirme la nueva contraseña/));
    await user.type(screen.getByLabelText(/^Confirme la nueva contraseña/), "secret1");
    await user.click(screen.getByRole("button", { name: "Restablecer contraseña" }));
    expect(await screen.findByRole("heading", { level: 1, name: "¡Contraseña restablecida!" })).toBeInTheDocument();
    // the server's words said the same: not repeated
    expect(screen.getByRole("status")).toHaveTextContent(/^Le llevamos al inicio de sesión de administrador en 3 segundos…$/);
    expectNoEnglish(english, spanish);
  });
});
