import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { setUserSession } from "../auth/storage";
import { createTestClient } from "../board/testing";
import type { MyProfileFieldsFragment } from "../gql/graphql";
import english from "../i18n/catalogs/en/member/profile.json";
import spanish from "../i18n/catalogs/es/member/profile.json";
import { formatInstant } from "../i18n/format";
import { inLanguage } from "../test/locale";
import { expectNoEnglish } from "../ui/testing";
import { ConfirmEmailPage } from "./ConfirmEmailPage";
import { ProfilePage } from "./ProfilePage";
import { SignInLinkPage } from "./SignInLinkPage";

const profile: MyProfileFieldsFragment = {
  __typename: "MyProfile",
  name: "Rut Lectora",
  email: "rut@example.com",
  city: "Lima",
  mailingAddress: "Av. Central 2",
  hasPassword: true,
  signInByLink: false,
  pendingEmail: "rut.nueva@example.com",
  pendingEmailExpiresAt: "2026-11-24T12:00:00Z",
};

function renderAt(path: string) {
  const client = createTestClient({ MyProfile: () => ({ data: { myProfile: profile } }) });
  const router = createMemoryRouter(
    [
      { path: "/profile", element: <ProfilePage /> },
      { path: "/confirm-email", element: <ConfirmEmailPage /> },
      { path: "/sign-in", element: <SignInLinkPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <client.wrapper>
      <RouterProvider router={router} />
    </client.wrapper>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  setUserSession("member-token", { name: "Rut Lectora", trophies_count: 0 });
});

describe("the profile pages in Spanish", { timeout: 20_000 }, () => {
  it("/profile speaks Spanish: sections, the pending change with a Spanish date, and the checks", async () => {
    inLanguage("es");
    const user = renderAt("/profile");
    expect(await screen.findByRole("heading", { level: 2, name: "Sus datos" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Perfil" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Volver al panel" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Cambie su contraseña" })).toBeInTheDocument();
    const until = formatInstant("2026-11-24T12:00:00Z").replace(/\s+/g, " ");
    expect(until).toMatch(/nov/);
    expect(screen.getByText(`Hemos enviado un enlace a rut.nueva@example.com. Su correo electrónico cambiará cuando lo abra y elija Confirmar. El enlace funciona hasta el ${until}.`)).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Nueva contraseña/), "abc");
    await user.click(screen.getByRole("button", { name: "Cambiar contraseña" }));
    expect(screen.getByText("La nueva contraseña debe tener al menos 6 caracteres")).toBeInTheDocument();
    expect(screen.getAllByText("Escriba su contraseña actual.").length).toBeGreaterThan(0);
    expectNoEnglish(english, spanish);
  });

  it("the mailed links' pages say a missing token in Spanish", () => {
    inLanguage("es");
    renderAt("/sign-in");
    expect(screen.getByRole("heading", { level: 1, name: "Inicie sesión con su enlace" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("A este enlace le falta su código. Abra el enlace completo del correo.");
    expectNoEnglish(english, spanish);
  });

  it("the email confirmation asks in Spanish", () => {
    inLanguage("es");
    renderAt("/confirm-email?token=t");
    expect(screen.getByRole("heading", { level: 1, name: "Confirme su nuevo correo electrónico" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Confirmar" })).toBeInTheDocument();
    expectNoEnglish(english, spanish);
  });
});
