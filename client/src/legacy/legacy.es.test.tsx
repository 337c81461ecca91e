import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { createTestClient } from "../board/testing";
import english from "../i18n/catalogs/en/member/legacy.json";
import spanish from "../i18n/catalogs/es/member/legacy.json";
import { inLanguage } from "../test/locale";
import { renderRoutes } from "../test/renderRoutes";
import { expectNoEnglish } from "../ui/testing";
import { ConfirmLegacyPage } from "./ConfirmLegacyPage";
import LegacyPage from "./LegacyPage";

describe("the legacy pages in Spanish", { timeout: 20_000 }, () => {
  it("the intake form asks and checks in Spanish, and counts the note's characters as Spanish writes numbers", async () => {
    inLanguage("es");
    const client = createTestClient({ SubmitLegacyClaim: () => ({ data: { submitLegacyClaim: true } }) });
    const { user } = renderRoutes([{ path: "/legacy", element: <LegacyPage /> }], "/legacy", (ui) => <client.wrapper>{ui}</client.wrapper>);
    expect(screen.getByRole("heading", { level: 1, name: "Registro de recorridos anteriores" })).toBeInTheDocument();
    expect(await screen.findByText("0 de 2000 caracteres")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Ciudad/)).toHaveAccessibleName("Ciudad (opcional)");

    await user.click(screen.getByRole("button", { name: "Enviar para revisión" }));
    expect(screen.getByLabelText(/^Nombre/)).toHaveAccessibleDescription("El nombre es obligatorio.");
    expect(screen.getByLabelText(/^Número de recorridos/)).toHaveAccessibleDescription(/El número de recorridos completados es obligatorio\./);
    await user.type(screen.getByLabelText(/^Número de recorridos/), "2.5");
    await user.click(screen.getByRole("button", { name: "Enviar para revisión" }));
    expect(screen.getByLabelText(/^Número de recorridos/)).toHaveAccessibleDescription(
      /^El número de recorridos completados debe ser un número entero entre 1 y 50\./,
    );
    expectNoEnglish(english, spanish);

    await user.clear(screen.getByLabelText(/^Número de recorridos/));
    await user.type(screen.getByLabelText(/^Número de recorridos/), "3");
    await user.type(screen.getByLabelText(/^Nombre/), "Loida");
    await user.type(screen.getByLabelText(/^Correo electrónico/), "loida@example.com");
    await user.click(screen.getByRole("button", { name: "Enviar para revisión" }));
    expect(await screen.findByRole("heading", { name: "¡Gracias!" })).toBeInTheDocument();
    expectNoEnglish(english, spanish);
  });

  it("the confirmation says the journeys with a Spanish plural", async () => {
    inLanguage("es");
    const client = createTestClient({
      ConfirmLegacyClaim: () => ({
        data: { confirmLegacyClaim: { __typename: "LegacyConfirmation", name: "Vera", trophiesCount: 1, accountCreated: true } },
      }),
    });
    const router = createMemoryRouter([{ path: "/legacy/confirm", element: <ConfirmLegacyPage /> }], { initialEntries: ["/legacy/confirm?token=t"] });
    render(
      <client.wrapper>
        <RouterProvider router={router} />
      </client.wrapper>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Confirme sus recorridos anteriores" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Confirmar" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Sus recorridos ya cuentan" })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole("status")).toHaveTextContent(
        "Se creó su cuenta con 1 recorrido completado, que se muestra en la página Reconocimientos.",
      ),
    );
    expect(screen.getByRole("link", { name: "Ir a iniciar sesión" })).toBeInTheDocument();
    expectNoEnglish(english, spanish);
  });
});
