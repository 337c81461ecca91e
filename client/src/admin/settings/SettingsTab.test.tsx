import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { createTestClient, type Handler } from "../../board/testing";
import { resetProgrammeSettings, useProgrammeSettings } from "../../programme/programme";
import { axeViolations } from "../../test/axe";
import { inLanguage } from "../../test/locale";
import { gqlErrors } from "../shared/testing";
import { SettingsTab } from "./SettingsTab";

const settings = (over: Record<string, unknown> = {}) => ({
  __typename: "AdminProgrammeSettings",
  name: "Journey 365",
  introVideoPart1Url: "https://www.bible.com/",
  introVideoPart2Url: "https://www.bible.com/",
  introVideoPart3Url: "https://www.bible.com/",
  homeIntroVideoUrl: "https://videos.example.org/home",
  bibleAppUrl: "https://www.bible.com/app",
  helpStartPlanUrl: "https://help.youversion.com/",
  helpChangeLanguageUrl: "https://help.youversion.com/",
  timeZone: null,
  environmentTimeZone: "America/New_York",
  effectiveTimeZone: "America/New_York",
  leadersSeeContactDetails: false,
  updatedAt: "2026-11-22T10:00:00Z",
  reading: {
    __typename: "ReadingSettings",
    linkTemplate: "https://www.bible.com/bible/{version}/{BOOK}.{chapter}",
    bibleVersion: "1",
    customPlanSince: null,
  },
  secrets: {
    __typename: "SecretsSet",
    stripe: true,
    stripeWebhook: false,
    smtp: false,
  },
  ...over,
});

/** What the page's header would show: the programme's name as the app knows it. */
function KnownName() {
  const { settings: s } = useProgrammeSettings();
  return <p data-testid="known-name">{s?.name ?? "none"}</p>;
}

function renderTab(handlers: Record<string, Handler> = {}) {
  const t = createTestClient({
    Settings: () => ({ data: { adminProgrammeSettings: settings() } }),
    ...handlers,
  });
  const user = userEvent.setup();
  render(
    <main>
      <KnownName />
      <SettingsTab />
    </main>,
    { wrapper: t.adminWrapper },
  );
  return { ...t, user };
}

const form = () => screen.getByRole("form", { name: "Programme settings" });
const field = (label: RegExp) => within(form()).getByLabelText(label);

afterEach(() => resetProgrammeSettings());

describe("Settings tab", { timeout: 20_000 }, () => {
  it("shows every setting in labelled sections, the secrets as words, and saves the whole form", async () => {
    let sent: Record<string, unknown> | undefined;
    const t = renderTab({
      SettingsUpdate: (v) => {
        sent = v.input as Record<string, unknown>;
        return {
          data: {
            updateProgrammeSettings: settings({
              ...sent,
              effectiveTimeZone: "Europe/Madrid",
            }),
          },
        };
      },
    });
    expect(await screen.findByRole("form", { name: "Programme settings" })).toBeInTheDocument();
    expect(t.named("Settings")[0].auth).toBe("admin");
    for (const legend of ["Programme", "Introduction video", "Help links", "Time zone", "Leaders"])
      expect(within(form()).getByRole("group", { name: legend })).toBeInTheDocument();
    expect(field(/^Programme name/)).toHaveValue("Journey 365");
    expect(field(/^Part 2/)).toHaveValue("https://www.bible.com/");
    const zone = field(/^Programme time zone/);
    expect(zone).toHaveValue("");
    expect(
      within(zone).getByRole("option", {
        name: "The server's setting (America/New_York)",
      }),
    ).toBeInTheDocument();
    expect(field(/^Leaders see contact details/)).not.toBeChecked();
    const secrets = screen.getByRole("region", { name: "Secrets" });
    expect(within(secrets).getByText("Stripe: set")).toBeInTheDocument();
    expect(within(secrets).getByText("Stripe webhook: not set")).toBeInTheDocument();
    expect(within(secrets).getByText("SMTP: not set")).toBeInTheDocument();
    // the reading map's form, as in the Reading tab
    expect(
      within(screen.getByRole("region", { name: "Reading map" })).getByRole("form", { name: "Bible app links" }),
    ).toBeInTheDocument();

    await t.user.clear(field(/^Programme name/));
    await t.user.type(field(/^Programme name/), "  Camino 365 ");
    await t.user.clear(field(/^Part 2/));
    await t.user.type(field(/^Part 2/), "https://videos.example.org/2");
    await t.user.selectOptions(zone, "Europe/Madrid");
    await t.user.click(field(/^Leaders see contact details/));
    await t.user.click(within(form()).getByRole("button", { name: "Save settings" }));
    expect(await within(form()).findByText("Settings saved.")).toBeInTheDocument();
    expect(sent).toMatchObject({
      name: "Camino 365",
      introVideoPart2Url: "https://videos.example.org/2",
      introVideoPart1Url: "https://www.bible.com/",
      timeZone: "Europe/Madrid",
      leadersSeeContactDetails: true,
    });
    // the rest of the page knows the new name at once
    expect(screen.getByTestId("known-name")).toHaveTextContent("Camino 365");
    expect(await axeViolations()).toEqual([]);
  });

  it("checks that each field is written, then shows the server's refusal beside the field it names", async () => {
    const t = renderTab({
      SettingsUpdate: () =>
        gqlErrors({
          message: "Introduction video part 2 must be an https link.",
          code: "invalid",
          field: "introVideoPart2Url",
        }),
    });
    await screen.findByRole("form", { name: "Programme settings" });
    await t.user.clear(field(/^Programme name/));
    await t.user.click(within(form()).getByRole("button", { name: "Save settings" }));
    expect(field(/^Programme name/)).toHaveAccessibleDescription(/^Write the programme's name\./);
    expect(field(/^Programme name/)).toHaveFocus();
    expect(t.named("SettingsUpdate")).toHaveLength(0);

    await t.user.type(field(/^Programme name/), "Journey 365");
    await t.user.clear(field(/^Part 2/));
    await t.user.type(field(/^Part 2/), "http://videos.example.org/2");
    await t.user.click(within(form()).getByRole("button", { name: "Save settings" }));
    await waitFor(() => expect(field(/^Part 2/)).toHaveAttribute("aria-invalid", "true"));
    expect(field(/^Part 2/)).toHaveAccessibleDescription(/^Introduction video part 2 must be an https link\./);
    expect(within(form()).queryByText("Settings saved.")).not.toBeInTheDocument();
    expect(screen.getByTestId("known-name")).toHaveTextContent("none");
    expect(await axeViolations()).toEqual([]);
  });

  it("a load failure says so, with Try again", async () => {
    let calls = 0;
    const t = renderTab({
      Settings: () =>
        ++calls === 1 ? new TypeError("Failed to fetch") : { data: { adminProgrammeSettings: settings() } },
    });
    expect(await screen.findByRole("alert")).toHaveTextContent(/^The settings could not be loaded\./);
    await t.user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("form", { name: "Programme settings" })).toBeInTheDocument();
  });

  it("reads in Spanish: heading, sections, labels, the secrets' words and the checks", async () => {
    inLanguage("es");
    const t = renderTab();
    const programme = await screen.findByRole("form", { name: "Configuración del programa" });
    expect(screen.getByRole("heading", { level: 2, name: "Configuración" })).toBeInTheDocument();
    expect(within(programme).getByRole("group", { name: "Vídeo de introducción" })).toBeInTheDocument();
    expect(within(programme).getByRole("option", { name: "La configuración del servidor (America/New_York)" })).toBeInTheDocument();
    expect(screen.getByText("Stripe: definido")).toBeInTheDocument();
    expect(screen.getByText("Webhook de Stripe: sin definir")).toBeInTheDocument();
    expect(screen.getByRole("form", { name: "Enlaces a la aplicación de la Biblia" })).toBeInTheDocument();
    await t.user.clear(within(programme).getByLabelText(/^Parte 2/));
    await t.user.click(within(programme).getByRole("button", { name: "Guardar la configuración" }));
    expect(await within(programme).findByText("Escriba la dirección de «Parte 2».")).toBeInTheDocument();
    for (const english of ["Settings", "Secrets", "Programme name", "Stripe: set", "Save settings", "Reading map"]) {
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    }
  });
});
