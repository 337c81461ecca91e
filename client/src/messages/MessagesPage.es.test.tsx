import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { englishShown, message } from "../board/testing";
import english from "../i18n/catalogs/en/member/messages.json";
import spanish from "../i18n/catalogs/es/member/messages.json";
import { inLanguage } from "../test/locale";
import { renderBoardPage } from "./testing";

describe("MessagesPage in Spanish", () => {
  it("shows the board, its types, filters and tags in Spanish, with no English left from its catalogue", async () => {
    inLanguage("es");
    renderBoardPage({
      messages: [
        message({ id: "1", type: "PRAYER", authorName: "Lucía", content: "Oren por mi madre.", unread: true }),
        message({ id: "2", type: "TESTIMONY", authorName: "Tomás", content: "Dios es fiel." }),
      ],
    });
    expect(screen.getByRole("heading", { level: 1, name: "Mensajes" })).toBeInTheDocument();
    const list = await screen.findByRole("list", { name: "Mensajes, los más recientes primero" });
    expect(within(list).getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(["Mensaje de Lucía", "Mensaje de Tomás"]);
    expect(within(list).getByText("Petición de oración")).toBeInTheDocument();
    expect(within(list).getAllByText("Miembro")).toHaveLength(2);
    expect(screen.getByRole("heading", { name: "Tablero de mensajes" })).toBeInTheDocument();
    expect(screen.getByText("1 NUEVOS")).toBeInTheDocument();
    const filter = screen.getByRole("combobox", { name: "Filtrar por tipo" });
    expect(within(filter).getByRole("option", { name: "Todos los mensajes (2)" })).toBeInTheDocument();
    expect(within(filter).getByRole("option", { name: "Peticiones de oración (1)" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Reportar el mensaje de Lucía" })).toBeInTheDocument();
    expect(document.title).toBe("Mensajes · Journey 365");
    expect(englishShown(english, spanish)).toEqual([]);

    await userEvent.click(screen.getByRole("button", { name: "Publicar mensaje" }));
    const dialog = screen.getByRole("dialog", { name: "Publicar un mensaje" });
    expect(within(dialog).getByRole("textbox", { name: "Su mensaje" })).toHaveAttribute("placeholder", "Comparta su mensaje con el grupo...");
    expect(within(dialog).getByRole("option", { name: "Ánimo" })).toBeInTheDocument();
    expect(englishShown(english, spanish)).toEqual([]);
  });
});
