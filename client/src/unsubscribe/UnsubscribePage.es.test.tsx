import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { createTestClient } from "../board/testing";
import type { MailPreferencesFieldsFragment } from "../gql/graphql";
import english from "../i18n/catalogs/en/member/unsubscribe.json";
import spanish from "../i18n/catalogs/es/member/unsubscribe.json";
import { inLanguage } from "../test/locale";
import { expectNoEnglish } from "../ui/testing";
import { UnsubscribePage } from "./UnsubscribePage";

const prefs: MailPreferencesFieldsFragment = {
  __typename: "MailPreferences",
  firstName: "Rut",
  category: "DIGEST",
  reminders: true,
  weeklyDigest: true,
  announcements: true,
};

describe("UnsubscribePage in Spanish", { timeout: 20_000 }, () => {
  it("names the mail with its own article and stops it, in Spanish", async () => {
    inLanguage("es");
    const client = createTestClient({
      MailPreferences: () => ({ data: { mailPreferences: prefs } }),
      Unsubscribe: () => ({ data: { unsubscribe: { ...prefs, weeklyDigest: false } } }),
    });
    const router = createMemoryRouter([{ path: "/unsubscribe/:token", element: <UnsubscribePage /> }], { initialEntries: ["/unsubscribe/tok"] });
    render(
      <client.wrapper>
        <RouterProvider router={router} />
      </client.wrapper>,
    );
    expect(screen.getByRole("status")).toHaveTextContent("Cargando sus preferencias de correo…");
    expect(await screen.findByRole("heading", { level: 1, name: "Preferencias de correo" })).toBeInTheDocument();
    expect(screen.getByText("Hola, Rut. Este enlace procede de un resumen semanal.")).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Anuncios del programa" })).toBeChecked();
    expect(screen.getByRole("link", { name: "Configuración" })).toHaveAttribute("href", "/settings");
    expectNoEnglish(english, spanish);

    await userEvent.click(screen.getByRole("button", { name: "Cancelar la suscripción al resumen semanal" }));
    expect(await screen.findByText("Ha cancelado su suscripción al resumen semanal.")).toBeInTheDocument();
    expect(screen.getByText("Ahora no recibe el resumen semanal.")).toBeInTheDocument();
    expectNoEnglish(english, spanish);
  });
});
