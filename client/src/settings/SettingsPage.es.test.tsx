import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createTestClient } from "../board/testing";
import english from "../i18n/catalogs/en/member/settings.json";
import spanish from "../i18n/catalogs/es/member/settings.json";
import { formatInstant } from "../i18n/format";
import { inLanguage } from "../test/locale";
import { expectNoEnglish } from "../ui/testing";
import { SettingsPage } from "./SettingsPage";

beforeEach(() => {
  vi.spyOn(Intl, "supportedValuesOf").mockReturnValue(["America/New_York", "Europe/Madrid", "UTC"]);
});

describe("SettingsPage in Spanish", { timeout: 20_000 }, () => {
  it("labels, weekdays, checks and the notifications section in Spanish", async () => {
    inLanguage("es");
    const client = createTestClient({
      MySettings: () => ({
        data: {
          mySettings: {
            __typename: "MySettings",
            timeZone: "America/New_York",
            reminderTime: "07:00",
            weeklyDigest: true,
            digestWeekday: 0,
            digestTime: "18:00",
            announcements: true,
          },
        },
      }),
      PushSettings: () => ({
        data: {
          pushVapidPublicKey: "BKey",
          myPushSettings: {
            __typename: "PushSettings",
            reminder: true,
            reminderMail: true,
            boardNews: ["PRAYER_REQUESTS"],
            devices: [{ __typename: "PushDevice", id: "7", label: "Chrome on Android", createdAt: "2026-03-02T08:00:00Z", lastPushedAt: null }],
          },
        },
      }),
    });
    const router = createMemoryRouter([{ path: "/settings", element: <SettingsPage /> }], { initialEntries: ["/settings"] });
    render(
      <client.wrapper>
        <RouterProvider router={router} />
      </client.wrapper>,
    );
    const user = userEvent.setup();

    expect(await screen.findByRole("heading", { level: 1, name: "Configuración" })).toBeInTheDocument();
    const day = await screen.findByRole("combobox", { name: "Día del resumen" });
    expect(day).toHaveDisplayValue("domingo");
    expect(screen.getByRole("option", { name: "sábado" })).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Enviarme un recordatorio diario" })).toBeChecked();

    // the notifications section: jsdom has no Push API, so this browser cannot show them
    expect(await screen.findByText(/^Este navegador no puede mostrar notificaciones de Journey 365\./)).toBeInTheDocument();
    const since = formatInstant("2026-03-02T08:00:00Z", { dateStyle: "medium" }).replace(/\s+/g, " ");
    expect(await screen.findByText(`Desde el ${since} · aún sin notificaciones`)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: `Quitar Chrome on Android, desde el ${since}` })).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Peticiones de oración" })).toBeChecked();

    await user.clear(screen.getByLabelText("Hora del recordatorio"));
    await user.click(screen.getByRole("button", { name: "Guardar configuración" }));
    expect(await screen.findByText("Escriba una hora como 07:00 (formato de 24 horas).")).toBeInTheDocument();
    expectNoEnglish(english, spanish);
  });
});
