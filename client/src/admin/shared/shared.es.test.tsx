import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import en from "../../i18n/catalogs/en/admin/admin-shared.json";
import es from "../../i18n/catalogs/es/admin/admin-shared.json";
import { inLanguage } from "../../test/locale";
import { renderWithServer } from "../groups/testing";
import { GroupFilter } from "./groupOptions";
import { englishLeft, groupsAnswer } from "./testing";
import { ExportCsvButton } from "./useCsvExport";

describe("the admin's shared controls in Spanish", () => {
  it("the group filter says Grupo and Todos los grupos, with Spanish dates", async () => {
    inLanguage("es");
    renderWithServer(<GroupFilter value="" onChange={() => undefined} />, { AdminGroupOptions: () => groupsAnswer() });
    const select = await screen.findByRole("combobox", { name: "Grupo" });
    await within(select).findByRole("option", { name: /January 2027 Group/ });
    expect(within(select).getAllByRole("option").map((o) => o.textContent)).toEqual([
      "Todos los grupos",
      "January 2027 Group (1 ene 2027 – 31 dic 2027)",
      "April 2027 Group (1 abr 2027 – 30 mar 2028)",
    ]);
    // the groups' names are data, and stay as written
    expect(englishLeft(en, es, document.body.textContent!.replace(/\w+ 2027 Group/g, ""))).toEqual([]);
  });

  it("Exportar CSV says the file's columns are in English, and only outside English", () => {
    inLanguage("es");
    const { unmount } = render(<ExportCsvButton exporting={false} onClick={() => undefined} />);
    expect(screen.getByRole("button", { name: "Exportar CSV" })).toHaveAccessibleDescription("Las columnas del archivo están en inglés.");
    expect(englishLeft(en, es)).toEqual([]);
    unmount();
  });

  it("shows no note in English", () => {
    render(<ExportCsvButton exporting onClick={() => undefined} />);
    expect(screen.getByRole("button", { name: "Exporting…" })).not.toHaveAccessibleDescription();
    expect(screen.queryByText("The file's columns are in English.")).not.toBeInTheDocument();
  });
});
