import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { setAdminToken } from "../../auth/storage";
import { testToken } from "../../auth/testTokens";
import en from "../../i18n/catalogs/en/admin/admin.json";
import es from "../../i18n/catalogs/es/admin/admin.json";
import { inLanguage } from "../../test/locale";
import { englishLeft } from "../shared/testing";
import { renderAdmin } from "./testing";

describe("the admin panel in Spanish", () => {
  it("signs in, asks for missing fields and offers the reset form in Spanish", async () => {
    inLanguage("es");
    const { user, calls } = renderAdmin("/admin");
    expect(screen.getByRole("heading", { level: 1, name: "Journey 365 · Administración" })).toBeInTheDocument();
    const form = screen.getByRole("form", { name: "Inicio de sesión de administrador" });
    await user.click(within(form).getByRole("button", { name: "Iniciar sesión" }));
    expect(screen.getByText("Ingrese su correo electrónico.")).toBeInTheDocument();
    expect(screen.getByText("Ingrese su contraseña.")).toBeInTheDocument();
    expect(calls).toEqual([]);
    expect(englishLeft(en, es)).toEqual([]);

    await user.click(screen.getByRole("button", { name: "¿Olvidó su contraseña?" }));
    expect(screen.getByRole("heading", { name: "Restablecer contraseña" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Enviar correo de restablecimiento" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Volver a Iniciar sesión" })).toBeInTheDocument();
    expect(englishLeft(en, es)).toEqual([]);
  });

  it("names the tabs, the sections and Logout in Spanish", async () => {
    setAdminToken(testToken("admin"));
    inLanguage("es");
    const { router } = renderAdmin("/admin/password");
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/password"));
    const nav = screen.getByRole("navigation", { name: "Secciones de administración" });
    expect(within(nav).getAllByRole("link").map((l) => l.textContent)).toEqual([
      "Resumen",
      "Grupos",
      "Usuarios",
      "Progreso",
      "Mensajes",
      "Anuncios",
      "Lectura",
      "Configuración",
      "Donativos",
      "Auditoría",
      "Bandeja de salida",
      "Playground",
      "Cambiar contraseña",
    ]);
    expect(screen.getByRole("button", { name: "Cerrar sesión" })).toBeInTheDocument();
    expect(document.title).toBe("Cambiar contraseña · Administración · Journey 365");
    expect(englishLeft(en, es, nav.textContent ?? "")).toEqual([]);
  });
});
