import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import en from "../../i18n/catalogs/en/admin/admin-groups.json";
import es from "../../i18n/catalogs/es/admin/admin-groups.json";
import { inLanguage } from "../../test/locale";
import { englishLeft } from "../shared/testing";
import { GroupsTab } from "./GroupsTab";
import { normaliseDateInput } from "./dates";
import { fakeServer, january, member, renderWithServer } from "./testing";

// group and member names are data, and stay as written
const withoutData = (text: string) => text.replace(/(January|April|October) 20\d\d Group|Pilot Group|Ruth Member|Boaz Member/g, "");

describe("the Groups tab in Spanish", { timeout: 20_000 }, () => {
  it("shows the cards, their statuses and actions, and the Members modal in Spanish", async () => {
    inLanguage("es");
    const server = fakeServer({ members: { "1": [member(), member({ userId: "u2", name: "Boaz Member", email: "boaz@example.com" })] } });
    const { user } = renderWithServer(<GroupsTab />, server.handlers);
    expect(screen.getByText("Cargando grupos…")).toHaveAttribute("role", "status");
    const list = await screen.findByRole("list", { name: "Grupos en el orden del administrador" });
    expect(screen.getByRole("heading", { level: 2, name: "Grupos" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Nuevo grupo" })).toBeInTheDocument();
    const card = within(within(list).getByRole("article", { name: january.name }));
    expect(card.getByText("Activo").parentElement).toHaveTextContent("Estado: Activo");
    expect(Object.fromEntries(card.getAllByRole("term").map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]))).toEqual({
      Inicio: "1 ene 2031",
      Fin: "31 dic 2031",
      Miembros: "2",
      Máximo: "50",
    });
    for (const name of ["Subir", "Bajar", "Ver miembros de", "Publicar mensaje en", "Administrar"]) {
      expect(card.getByRole("button", { name: `${name} ${january.name}` })).toBeInTheDocument();
    }
    expect(englishLeft(en, es, withoutData(document.body.textContent!))).toEqual([]);

    await user.click(card.getByRole("button", { name: `Ver miembros de ${january.name}` }));
    const dialog = within(screen.getByRole("dialog", { name: `Miembros de ${january.name}` }));
    await dialog.findByRole("table", { name: "Miembros" });
    expect(dialog.getByText("Total de miembros 2 / 50")).toBeInTheDocument();
    expect(dialog.getByRole("button", { name: "Exportar CSV" })).toHaveAccessibleDescription("Las columnas del archivo están en inglés.");
    expect(dialog.getAllByRole("columnheader").map((h) => h.textContent)).toEqual([
      "Nombre",
      "Correo electrónico",
      "Ciudad",
      "Estado",
      "Se unió",
      "Acciones",
    ]);
    await user.click(dialog.getByRole("button", { name: "Agregar miembros" }));
    expect(await dialog.findByText(/^0 seleccionados · quedan 48 lugares$/)).toBeInTheDocument();
    expect(englishLeft(en, es, withoutData(document.body.textContent!))).toEqual([]);
  });

  it("names a day that does not exist with the month in Spanish", () => {
    inLanguage("es");
    expect(normaliseDateInput("2027-02-30", "AAAA-MM-DD")).toEqual({
      error: "Fecha de inicio «2027-02-30» no es una fecha: febrero de 2027 tiene 28 días.",
    });
  });
});
