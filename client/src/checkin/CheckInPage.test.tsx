import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { createTestClient, englishShown, type Handler } from "../board/testing";
import english from "../i18n/catalogs/en/member/checkin.json";
import habitEnglish from "../i18n/catalogs/en/member/habit.json";
import spanish from "../i18n/catalogs/es/member/checkin.json";
import habitSpanish from "../i18n/catalogs/es/member/habit.json";
import { inLanguage } from "../test/locale";
import { streak } from "../dashboard/fixtures";
import type { CheckInLinkFieldsFragment } from "../gql/graphql";
import { formatLongDay } from "../habit/format";
import { axeViolations } from "../test/axe";
import { CheckInPage } from "./CheckInPage";

const TOKEN = "Yzf8.tok-123";
const INVALID = "This link is not valid. Please use the buttons in your latest reminder, or sign in and check in from your dashboard.";

function link(overrides: Partial<CheckInLinkFieldsFragment> = {}): CheckInLinkFieldsFragment {
  return {
    __typename: "CheckInLink",
    firstName: "Ruth",
    groupName: "January 2027 Group",
    day: 12,
    date: "2027-01-12",
    suggested: "READ",
    recorded: null,
    streak: streak(),
    ...overrides,
  };
}

function renderPage(handlers: Record<string, Handler>, path = `/checkin/${encodeURIComponent(TOKEN)}`) {
  const t = createTestClient(handlers);
  const router = createMemoryRouter(
    [
      { path: "/checkin/:token", element: <CheckInPage /> },
      { path: "/login", element: <h1>Welcome Back</h1> },
    ],
    { initialEntries: [path] },
  );
  const user = userEvent.setup();
  render(
    <t.wrapper>
      <main>
        <RouterProvider router={router} />
      </main>
    </t.wrapper>,
  );
  return { ...t, user, router };
}

const title = `Day 12 — ${formatLongDay("2027-01-12")}`;

describe("CheckInPage", { timeout: 20_000 }, () => {
  it("opening the link only reads it, without a member token: the day, the suggested answer, one Confirm", async () => {
    const { calls } = renderPage({ CheckInLink: () => ({ data: { checkInLink: link({ suggested: "MISSED" }) } }) });
    expect(screen.getByRole("status")).toHaveTextContent("Loading your check-in…");
    expect(await screen.findByRole("heading", { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText("January 2027 Group")).toBeInTheDocument();
    expect(screen.getByText("Hello Ruth, did you read day 12 of your journey?")).toBeInTheDocument();
    const answers = screen.getByRole("group", { name: "Your answer for day 12" });
    expect(within(answers).getByRole("radio", { name: "I read today" })).not.toBeChecked();
    expect(within(answers).getByRole("radio", { name: "I missed today" })).toBeChecked();
    expect(screen.getAllByRole("button")).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Confirm" })).toBeEnabled();
    expect(document.title).toBe("Check In · Journey 365");
    // one read, nothing written
    await act(async () => {});
    expect(calls).toEqual([{ operationName: "CheckInLink", variables: { token: TOKEN }, auth: "none" }]);
    expect(await axeViolations()).toEqual([]);
  });

  it("preselects the answer already recorded over the mail's suggestion, and says so", async () => {
    renderPage({ CheckInLink: () => ({ data: { checkInLink: link({ suggested: "READ", recorded: "MISSED" }) } }) });
    expect(await screen.findByRole("radio", { name: "I missed today" })).toBeChecked();
    expect(screen.getByText("Already recorded: you missed day 12. You can change it here.")).toBeInTheDocument();
  });

  it("Confirm records the chosen answer and says what was recorded, with the streak", async () => {
    const { user, named } = renderPage({
      CheckInLink: () => ({ data: { checkInLink: link() } }),
      CheckInByLink: (v) => ({
        data: { checkInByLink: link({ recorded: v.answer as "READ" | "MISSED", streak: streak({ current: 0, best: 5 }) }) },
      }),
    });
    await user.click(await screen.findByRole("radio", { name: "I missed today" }));
    expect(named("CheckInByLink")).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    const heading = await screen.findByRole("heading", { level: 1, name: title });
    expect(await screen.findByText("Recorded: you missed day 12.")).toHaveAttribute("role", "status");
    expect(heading).toHaveFocus();
    expect(named("CheckInByLink")).toEqual([
      { operationName: "CheckInByLink", variables: { token: TOKEN, answer: "MISSED" }, auth: "none" },
    ]);
    expect(screen.getByRole("heading", { level: 2, name: "Your streak" })).toBeInTheDocument();
    expect(screen.getByText("0 days")).toBeInTheDocument();
    expect(screen.getByText("5 days")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Confirm" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open your dashboard" })).toHaveAttribute("href", "/dashboard");
    expect(document.title).toBe("Check-in Recorded · Journey 365");
    expect(await axeViolations()).toEqual([]);
  });

  it("a refused link is the page's message, with a link to /login; nothing is sent but the read", async () => {
    const { calls, user, router } = renderPage({
      CheckInLink: () => ({ data: null, errors: [{ message: INVALID, extensions: { code: "invalid", field: "token" } }] }),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "This Link Cannot Be Used" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(INVALID);
    expect(screen.queryByRole("button", { name: "Confirm" })).not.toBeInTheDocument();
    expect(calls.map((c) => c.operationName)).toEqual(["CheckInLink"]);
    expect(document.title).toBe("This Link Cannot Be Used · Journey 365");
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole("link", { name: "Go to login" }));
    expect(router.state.location.pathname).toBe("/login");
  });

  it("a link refused at Confirm (expired meanwhile) becomes the page's message", async () => {
    const expired = "This link has expired (check-in links work for 7 days). Please sign in and check in from your dashboard.";
    const { user } = renderPage({
      CheckInLink: () => ({ data: { checkInLink: link() } }),
      CheckInByLink: () => ({ data: null, errors: [{ message: expired, extensions: { code: "invalid", field: "token" } }] }),
    });
    await user.click(await screen.findByRole("button", { name: "Confirm" }));
    expect(await screen.findByRole("heading", { level: 1, name: "This Link Cannot Be Used" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(expired);
    expect(screen.getByRole("link", { name: "Go to login" })).toHaveAttribute("href", "/login");
  });

  it("another refusal at Confirm is said above the button, which can be pressed again", async () => {
    const closed = "Day 12 can no longer be answered.";
    const { user, named } = renderPage({
      CheckInLink: () => ({ data: { checkInLink: link() } }),
      CheckInByLink: () => ({ data: null, errors: [{ message: closed, extensions: { code: "invalid", field: "day" } }] }),
    });
    await user.click(await screen.findByRole("button", { name: "Confirm" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(`Your answer was not recorded. ${closed}`);
    expect(screen.getByRole("button", { name: "Confirm" })).toBeEnabled();
    expect(named("CheckInByLink")).toHaveLength(1);
    expect(await axeViolations()).toEqual([]);
  });

  it("no answer on opening: says so in words and offers Try again", async () => {
    let calls = 0;
    const { user } = renderPage({
      CheckInLink: () => (++calls === 1 ? new TypeError("Failed to fetch") : { data: { checkInLink: link() } }),
    });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(/^This check-in could not be loaded\./);
    expect(alert).not.toHaveTextContent("Failed to fetch");
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { level: 1, name: title })).toBeInTheDocument();
  });
});

describe("CheckInPage in Spanish", { timeout: 20_000 }, () => {
  it("asks, confirms and says what was recorded in Spanish, with the streak's plurals", async () => {
    inLanguage("es");
    const { user } = renderPage({
      CheckInLink: () => ({ data: { checkInLink: link() } }),
      CheckInByLink: (v) => ({
        data: { checkInByLink: link({ recorded: v.answer as "READ" | "MISSED", streak: streak({ current: 1, best: 5 }) }) },
      }),
    });
    const heading = `Día 12 — ${formatLongDay("2027-01-12")}`;
    expect(heading).toContain("martes");
    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByText("Hola, Ruth: ¿leyó el día 12 de su recorrido?")).toBeInTheDocument();
    expect(document.title).toBe("Registrar la lectura · Journey 365");
    const answers = screen.getByRole("group", { name: "Su respuesta del día 12" });
    expect(within(answers).getByRole("radio", { name: "Hoy leí" })).toBeChecked();
    expect(englishShown(english, spanish)).toEqual([]);
    await user.click(within(answers).getByRole("radio", { name: "Hoy no leí" }));
    await user.click(screen.getByRole("button", { name: "Confirmar" }));
    expect(await screen.findByText("Registrado: no leyó el día 12.")).toHaveAttribute("role", "status");
    expect(screen.getByRole("heading", { level: 2, name: "Su racha" })).toBeInTheDocument();
    expect(screen.getByText("1 día")).toBeInTheDocument();
    expect(screen.getByText("5 días")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Abrir su panel" })).toBeInTheDocument();
    expect(englishShown(english, spanish)).toEqual([]);
    expect(englishShown(habitEnglish, habitSpanish)).toEqual([]);
  });
});
