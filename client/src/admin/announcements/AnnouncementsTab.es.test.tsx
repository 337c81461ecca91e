import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import enAdmin from "../../i18n/catalogs/en/admin/admin-announcements.json";
import enMember from "../../i18n/catalogs/en/member/admin-announcements.json";
import esAdmin from "../../i18n/catalogs/es/admin/admin-announcements.json";
import esMember from "../../i18n/catalogs/es/member/admin-announcements.json";
import { inLanguage } from "../../test/locale";
import { englishLeft } from "../shared/testing";
import { announcement, announcementsPage, renderAnnouncements } from "./testing";

const en = { ...enAdmin, ...enMember };
const es = { ...esAdmin, ...esMember };

describe("Announcements in Spanish", { timeout: 20_000 }, () => {
  it("writes, previews, asks and lists in Spanish, with Spanish counts and dates", async () => {
    inLanguage("es");
    const atRisk = announcement({ id: "3", audience: "AT_RISK", groupId: "8", groupName: "April 2027 Group", subject: "We miss you", queuedAt: null });
    const { user } = renderAnnouncements({ AnnouncementPage: () => announcementsPage([announcement({ recipients: 1234 }), atRisk]) });
    expect(screen.getByRole("heading", { level: 2, name: "Anuncios" })).toBeInTheDocument();
    const form = screen.getByRole("form", { name: "Escribir a los miembros" });
    const audience = within(form).getByRole("group", { name: "Destinatarios" });
    expect(within(audience).getAllByRole("radio").map((r) => r.closest("div")!.textContent)).toEqual([
      "Todos los activos",
      "Un grupo",
      "Los miembros en riesgo de un grupo",
    ]);
    await waitFor(() =>
      expect(within(form).getAllByRole("status")[0]).toHaveTextContent("Llegará a 123 miembros (4 desactivaron los anuncios y quedan excluidos)."),
    );
    await screen.findByText("2 anuncios enviados");
    const table = screen.getByRole("table", { name: "Anuncios enviados" });
    const row = within(within(table).getByRole("rowheader", { name: "Week 3 starts Monday" }).closest("tr")!);
    expect(row.getAllByRole("cell").map((c) => c.textContent)).toEqual([
      expect.stringMatching(/^23 nov 2026/),
      "Todos los activos",
      "1234",
      "4",
      "120 enviados / 2 pendientes / 1 fallidos",
    ]);
    expect(within(table).getByText("En cola…")).toBeInTheDocument();
    expect(within(table).getByText("En riesgo en April 2027 Group")).toBeInTheDocument();

    await user.click(within(form).getByRole("button", { name: "Enviar" }));
    expect(within(form).getByText("Escriba un asunto.")).toBeInTheDocument();
    expect(within(form).getByText("Escriba el mensaje.")).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/^Asunto/), "Semana 3");
    await user.type(within(form).getByLabelText(/^Mensaje/), "Lea Éxodo 1-4.");
    expect(within(form).getByText("8 de 200 caracteres")).toBeInTheDocument();
    await user.click(within(form).getByRole("button", { name: "Enviar" }));
    const dialog = await screen.findByRole("dialog", { name: "Enviar anuncio" });
    expect(dialog).toHaveAccessibleDescription("¿Enviar a 123 miembros?");
    expect(within(dialog).getByText("Cada miembro lo recibe por correo; una vez enviado no se puede retirar.")).toBeInTheDocument();
    // data people wrote (subjects, group names) stays as written
    const text = document.body.textContent!.replace(/Week 3 starts Monday|We miss you|April 2027 Group|January 2027 Group/g, "");
    expect(englishLeft(en, es, text)).toEqual([]);
  });
});
