import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import en from "../../i18n/catalogs/en/admin/admin-users.json";
import es from "../../i18n/catalogs/es/admin/admin-users.json";
import { inLanguage } from "../../test/locale";
import { englishLeft } from "../shared/testing";
import { renderUsersTab, user } from "./testing";

const ruth = user();
const sam = user({ id: "2", name: "Sam Zero", email: "sam@example.com", status: "INACTIVE", trophiesCount: 1 });
// names, emails, cities and group names are data, and stay as written
const withoutData = (text: string) => text.replace(/Ruth Member|Sam Zero|ruth@example\.com|sam@example\.com|Dallas|(January|April) 2027 Group/g, "");

describe("the Users tab in Spanish", { timeout: 20_000 }, () => {
  it("lists, filters, counts and acts on users in Spanish", async () => {
    inLanguage("es");
    const t = renderUsersTab(
      {
        UsersTabBulkUpdateUsers: () => ({
          data: {
            bulkUpdateUsers: [
              { __typename: "BulkResult", id: "1", outcome: "DONE", message: null },
              { __typename: "BulkResult", id: "2", outcome: "ALREADY_DECIDED", message: null },
            ],
          },
        }),
      },
      [ruth, sam],
    );
    await screen.findByRole("rowheader", { name: "Ruth Member" });
    expect(screen.getByRole("heading", { level: 2, name: "Usuarios" })).toBeInTheDocument();
    expect(screen.getByText("2 usuarios encontrados")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Agregar usuario" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Importar miembros" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Exportar CSV" })).toHaveAccessibleDescription("Las columnas del archivo están en inglés.");
    const search = screen.getByRole("search", { name: "Buscar usuarios" });
    expect(within(search).getByRole("combobox", { name: "Rol" })).toHaveDisplayValue("Todos los roles");
    expect(within(search).getByRole("combobox", { name: "Grupo" })).toBeInTheDocument();
    const table = screen.getByRole("table", { name: "Usuarios, los más recientes primero" });
    const row = within(screen.getByRole("rowheader", { name: "Sam Zero" }).closest("tr")!);
    expect(row.getByText("Inactivo")).toBeInTheDocument();
    expect(row.getByText("Usuario")).toBeInTheDocument();
    expect(row.getByText("Ninguno")).toBeInTheDocument();
    expect(row.getByRole("button", { name: "Activar a Sam Zero" })).toBeInTheDocument();
    expect(row.getByRole("button", { name: "Quitar un trofeo a Sam Zero" })).toBeInTheDocument();
    const counts = [...table.querySelectorAll(".users-trophy-count")].map((p) => p.textContent);
    expect(counts).toEqual(["2 trofeos", "1 trofeo"]);
    expect(englishLeft(en, es, withoutData(document.body.textContent!))).toEqual([]);

    await t.user.click(screen.getByRole("checkbox", { name: "Seleccionar a Ruth Member" }));
    await t.user.click(screen.getByRole("checkbox", { name: "Seleccionar a Sam Zero" }));
    const bar = screen.getByRole("region", { name: "Usuarios seleccionados" });
    expect(within(bar).getByText("2 seleccionados")).toBeInTheDocument();
    await t.user.click(within(bar).getByRole("button", { name: "Desactivar" }));
    const dialog = screen.getByRole("dialog", { name: "Desactivar usuarios" });
    expect(dialog).toHaveAccessibleDescription("¿Desactivar 2 usuarios?");
    await t.user.click(within(dialog).getByRole("button", { name: "Desactivar 2 usuarios" }));
    await waitFor(() => expect(screen.getByText("Desactivados 1 de 2: 1 ya estaban así, 0 fallaron.")).toHaveFocus());
    expect(within(screen.getByRole("list", { name: "Usuarios sin cambios" })).getByRole("listitem")).toHaveTextContent("Sam Zero — ya estaban así");
    expect(englishLeft(en, es, withoutData(document.body.textContent!))).toEqual([]);
  });
});
