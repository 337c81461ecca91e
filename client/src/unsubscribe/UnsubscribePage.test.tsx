import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { createTestClient, type Handler } from "../board/testing";
import type { MailCategory, MailPreferencesFieldsFragment } from "../gql/graphql";
import { axeViolations } from "../test/axe";
import { UnsubscribePage } from "./UnsubscribePage";

const TOKEN = "dTF8.sig";
const INVALID = "This unsubscribe link is not valid. Please sign in and change your mails on the Settings page.";

function prefs(overrides: Partial<MailPreferencesFieldsFragment> = {}): MailPreferencesFieldsFragment {
  return {
    __typename: "MailPreferences",
    firstName: "Ruth",
    category: "REMINDER",
    reminders: true,
    weeklyDigest: true,
    announcements: true,
    ...overrides,
  };
}

function renderPage(handlers: Record<string, Handler>) {
  const t = createTestClient(handlers);
  const router = createMemoryRouter(
    [
      { path: "/unsubscribe/:token", element: <UnsubscribePage /> },
      { path: "/login", element: <h1>Welcome Back</h1> },
    ],
    { initialEntries: [`/unsubscribe/${TOKEN}`] },
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

const box = (name: string) => screen.getByRole("checkbox", { name });

describe("UnsubscribePage", { timeout: 20_000 }, () => {
  it("opening the link only reads it: which mail it came from, the three kinds of mail, and the one-click stop", async () => {
    const { calls } = renderPage({ MailPreferences: () => ({ data: { mailPreferences: prefs({ announcements: false }) } }) });
    expect(screen.getByRole("status")).toHaveTextContent("Loading your mail preferences…");
    expect(await screen.findByRole("heading", { level: 1, name: "Mail Preferences" })).toBeInTheDocument();
    expect(screen.getByText("Hello Ruth. This link came from a daily reminder.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Unsubscribe from daily reminders" })).toBeInTheDocument();
    expect(box("Daily reminders")).toBeChecked();
    expect(box("Weekly digest")).toBeChecked();
    expect(box("Programme announcements")).not.toBeChecked();
    expect(screen.getByRole("button", { name: "Save preferences" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Settings" })).toHaveAttribute("href", "/settings");
    expect(document.title).toBe("Mail Preferences · Journey 365");
    await act(async () => {});
    expect(calls).toEqual([{ operationName: "MailPreferences", variables: { token: TOKEN }, auth: "none" }]);
    expect(await axeViolations()).toEqual([]);
  });

  it.each<[MailCategory, string, string]>([
    ["DIGEST", "a weekly digest", "Unsubscribe from the weekly digest"],
    ["ANNOUNCEMENT", "a programme announcement", "Unsubscribe from programme announcements"],
  ])("names the mail of a %s link", async (category, source, button) => {
    renderPage({ MailPreferences: () => ({ data: { mailPreferences: prefs({ category }) } }) });
    expect(await screen.findByText(`Hello Ruth. This link came from ${source}.`)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: button })).toBeInTheDocument();
  });

  it("the one button unsubscribes at once and shows what the member gets now", async () => {
    const { user, named } = renderPage({
      MailPreferences: () => ({ data: { mailPreferences: prefs() } }),
      Unsubscribe: () => ({ data: { unsubscribe: prefs({ reminders: false }) } }),
    });
    await user.click(await screen.findByRole("button", { name: "Unsubscribe from daily reminders" }));
    expect(await screen.findByText("You are unsubscribed from daily reminders.")).toHaveAttribute("role", "status");
    expect(named("Unsubscribe")).toEqual([{ operationName: "Unsubscribe", variables: { token: TOKEN }, auth: "none" }]);
    expect(box("Daily reminders")).not.toBeChecked();
    expect(screen.queryByRole("button", { name: /^Unsubscribe from/ })).not.toBeInTheDocument();
    expect(screen.getByText("You do not get daily reminders now.")).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("Save preferences sends the three choices", async () => {
    const { user, named } = renderPage({
      MailPreferences: () => ({ data: { mailPreferences: prefs() } }),
      UpdateMailPreferences: (v) => ({
        data: {
          updateMailPreferences: prefs({
            reminders: v.reminders as boolean,
            weeklyDigest: v.weeklyDigest as boolean,
            announcements: v.announcements as boolean,
          }),
        },
      }),
    });
    await screen.findByRole("heading", { level: 1, name: "Mail Preferences" });
    await user.click(box("Weekly digest"));
    await user.click(box("Programme announcements"));
    await user.click(screen.getByRole("button", { name: "Save preferences" }));
    expect(await screen.findByText("Preferences saved.")).toHaveAttribute("role", "status");
    expect(named("UpdateMailPreferences").map((c) => [c.variables, c.auth])).toEqual([
      [{ token: TOKEN, reminders: true, weeklyDigest: false, announcements: false }, "none"],
    ]);
    expect(box("Weekly digest")).not.toBeChecked();
    expect(named("Unsubscribe")).toEqual([]);
  });

  it("a refused link is the page's message, with a link to /login", async () => {
    const { calls } = renderPage({
      MailPreferences: () => ({ data: null, errors: [{ message: INVALID, extensions: { code: "invalid", field: "token" } }] }),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "This Link Cannot Be Used" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(INVALID);
    expect(screen.getByRole("link", { name: "Go to login" })).toHaveAttribute("href", "/login");
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    expect(calls.map((c) => c.operationName)).toEqual(["MailPreferences"]);
    expect(await axeViolations()).toEqual([]);
  });

  it("a failed change is said, and nothing on the page changes", async () => {
    const { user } = renderPage({
      MailPreferences: () => ({ data: { mailPreferences: prefs() } }),
      Unsubscribe: () => new TypeError("Failed to fetch"),
    });
    await user.click(await screen.findByRole("button", { name: "Unsubscribe from daily reminders" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(/^Your mail preferences were not changed\./);
    expect(alert).not.toHaveTextContent("Failed to fetch");
    expect(box("Daily reminders")).toBeChecked();
    expect(screen.getByRole("button", { name: "Unsubscribe from daily reminders" })).toBeInTheDocument();
  });
});
