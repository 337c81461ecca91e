import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import english from "../i18n/catalogs/en/member/ui.json";
import spanish from "../i18n/catalogs/es/member/ui.json";
import { inLanguage } from "../test/locale";
import { ConfirmDialog } from "./ConfirmDialog";
import { Field } from "./Field";
import { LoadError } from "./LoadError";
import { LoadMoreButton } from "./LoadMoreButton";
import { MemberPageFrame } from "./MemberPageFrame";
import { SelectFilter } from "./SelectFilter";
import { Table } from "./Table";
import { expectNoEnglish } from "./testing";
import { autosaveText } from "./useAutosave";

function PagedTable() {
  const [page, setPage] = useState(1);
  return <Table caption="Miembros" columns={[{ header: "Nombre", cell: (n: number) => n }]} rows={[page]} rowKey={(n) => n} empty="—" paging={{ page, pageCount: 3, onPage: setPage }} />;
}

describe("the shared components in Spanish", () => {
  it("say their own words in Spanish: paging, optional, Cancel, Try again, Load more", async () => {
    inLanguage("es");
    render(
      <MemoryRouter>
        <MemberPageFrame title="Perfil" lead="Sus datos." what="Su perfil" onRetry={() => undefined} loadingText="Cargando…">
          <PagedTable />
          <Field label="Ciudad" optional>
            {(control) => <input {...control} />}
          </Field>
          <SelectFilter label="Tipo" value="" onChange={() => undefined} options={["a"]} optionLabel={(o) => o} />
          <LoadError what="Su perfil" error={new Error("x")} onRetry={() => undefined} />
          <LoadMoreButton more={{ loading: false, error: null }} hasNext onLoadMore={() => undefined} />
          <p>{autosaveText({ kind: "saving" })}</p>
        </MemberPageFrame>
        <ConfirmDialog title="¿Eliminar?" question="¿Está seguro?" confirmLabel="Eliminar" busyLabel="Eliminando…" onConfirm={vi.fn()} onClose={vi.fn()} />
      </MemoryRouter>,
    );

    expect(screen.getByRole("link", { name: "Volver al panel" })).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Páginas de Miembros" })).toBeInTheDocument();
    expect(screen.getByText("Página 1 de 3")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Siguiente página" }));
    expect(screen.getByText("Página 2 de 3")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Anterior página" })).toBeInTheDocument();
    expect(screen.getByText("(opcional)")).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "Todos" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(/^Su perfil: no se pudo cargar\./);
    expect(screen.getByRole("button", { name: "Intentar de nuevo" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cargar más" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cancelar" })).toBeInTheDocument();
    expect(screen.getByText("Guardando…")).toBeInTheDocument();
    expectNoEnglish(english, spanish);
  });
});
