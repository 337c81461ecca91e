import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createTestClient, type Handler } from "../board/testing";
import type { MySettingsFieldsFragment } from "../gql/graphql";
import { axeViolations } from "../test/axe";
import { SettingsPage } from "./SettingsPage";

function settings(overrides: Partial<MySettingsFieldsFragment> = {}): MySettingsFieldsFragment {
  return {
    __typename: "MySettings",
    timeZone: "America/New_York",
    reminderTime: "07:00",
    weeklyDigest: true,
    digestWeekday: 0,
    digestTime: "18:00",
    announcements: true,
    ...overrides,
  };
}

// The browser's list of zones, short (the real one has about 400: slow to search by role).
beforeEach(() => {
  vi.spyOn(Intl, "supportedValuesOf").mockReturnValue(["America/New_York", "Asia/Tokyo", "Europe/Madrid", "UTC"]);
});

function renderSettings(handlers: Record<string, Handler>) {
  const t = createTestClient({
    MySettings: () => ({ data: { mySettings: settings() } }),
    // the Notifications section under the form (its own tests: push/NotificationsSection.test.tsx)
    PushSettings: () => ({
      data: {
        pushVapidPublicKey: "BKey",
        myPushSettings: { __typename: "PushSettings", reminder: false, reminderMail: true, boardNews: [], devices: [] },
      },
    }),
    ...handlers,
  });
  const router = createMemoryRouter(
    [
      { path: "/settings", element: <SettingsPage /> },
      { path: "/dashboard", element: <h1>Dashboard</h1> },
    ],
    { initialEntries: ["/settings"] },
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

/** The texts read with an input (aria-describedby): its error, then its hint. */
function describedText(input: HTMLElement): string {
  return (input.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");
}

const timeZone = () => screen.getByLabelText("Time zone");
const reminderOn = () => screen.getByRole("checkbox", { name: "Send me a daily reminder" });
const reminderTime = () => screen.getByLabelText("Reminder time");
const digestOn = () => screen.getByRole("checkbox", { name: "Send me a weekly digest" });
const digestDay = () => screen.getByLabelText("Digest day");
const digestTime = () => screen.getByLabelText("Digest time");
const announcements = () => screen.getByRole("checkbox", { name: "Send me programme announcements" });
const save = () => screen.getByRole("button", { name: "Save settings" });

describe("SettingsPage", { timeout: 20_000 }, () => {
  it("shows the saved settings in a labelled form", async () => {
    renderSettings({});
    expect(screen.getByRole("heading", { level: 1, name: "Settings" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Loading your settings…");
    await screen.findByRole("form", { name: "Settings" });
    expect(document.title).toBe("Settings · Journey 365");
    expect(timeZone()).toHaveValue("America/New_York");
    expect(within(timeZone()).getByRole("option", { name: "Europe/Madrid" })).toBeInTheDocument();
    // the device's zone (the tests run in America/Los_Angeles) is named, and one click away
    expect(within(timeZone()).getByRole("option", { name: "America/Los_Angeles (this device)" })).toBeInTheDocument();
    expect(reminderOn()).toBeChecked();
    expect(reminderTime()).toHaveValue("07:00");
    expect(reminderTime()).toHaveAttribute("type", "time");
    expect(digestOn()).toBeChecked();
    expect(digestDay()).toHaveDisplayValue("Sunday");
    expect(within(digestDay()).getAllByRole("option").map((o) => o.textContent)).toEqual([
      "Sunday",
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
      "Saturday",
    ]);
    expect(digestTime()).toHaveValue("18:00");
    expect(announcements()).toBeChecked();
    for (const legend of ["Daily reminder", "Weekly digest", "Programme announcements"]) {
      expect(screen.getByRole("group", { name: legend })).toBeInTheDocument();
    }
    expect(screen.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/dashboard");
    expect(await axeViolations()).toEqual([]);
  });

  it("saves the whole form with updateMySettings and says 'Settings saved.' in a live region", async () => {
    const { user, named } = renderSettings({
      UpdateMySettings: (v) => {
        const input = v.input as Record<string, unknown>;
        return { data: { updateMySettings: { __typename: "MySettings", ...input } } };
      },
    });
    await screen.findByRole("form", { name: "Settings" });
    await user.click(screen.getByRole("button", { name: "Use this device's time zone (America/Los_Angeles)" }));
    expect(timeZone()).toHaveValue("America/Los_Angeles");
    await user.selectOptions(digestDay(), "Wednesday");
    await user.click(announcements());
    await user.click(save());
    const status = await screen.findByText("Settings saved.");
    expect(status).toHaveAttribute("role", "status");
    expect(named("UpdateMySettings")[0].variables).toEqual({
      input: {
        timeZone: "America/Los_Angeles",
        reminderTime: "07:00",
        weeklyDigest: true,
        digestWeekday: 3,
        digestTime: "18:00",
        announcements: false,
      },
    });
    // the form shows what the server saved
    expect(digestDay()).toHaveDisplayValue("Wednesday");
    expect(announcements()).not.toBeChecked();
    expect(screen.queryByRole("button", { name: /Use this device's time zone/ })).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("turning the reminder and the digest off sends no reminder time and disables their inputs", async () => {
    const { user, named } = renderSettings({
      UpdateMySettings: () => ({
        data: { updateMySettings: settings({ reminderTime: null, weeklyDigest: false }) },
      }),
    });
    await screen.findByRole("form", { name: "Settings" });
    await user.click(reminderOn());
    await user.click(digestOn());
    expect(reminderTime()).toBeDisabled();
    expect(digestDay()).toBeDisabled();
    expect(digestTime()).toBeDisabled();
    await user.click(save());
    await screen.findByText("Settings saved.");
    expect(named("UpdateMySettings")[0].variables).toEqual({
      input: {
        timeZone: "America/New_York",
        reminderTime: null,
        weeklyDigest: false,
        digestWeekday: 0,
        digestTime: "18:00",
        announcements: true,
      },
    });
    expect(reminderOn()).not.toBeChecked();
    // the time it would start again at: the default
    expect(reminderTime()).toHaveValue("07:00");
  });

  it("shows each server field error beside its input, and nothing is said saved", async () => {
    const errors = [
      { message: '"Mars/Olympus" is not a time zone we know.', extensions: { code: "invalid", field: "timeZone" } },
      { message: "Times are written HH:MM on a 24-hour clock.", extensions: { code: "invalid", field: "reminderTime" } },
      { message: "The weekday must be from 0 (Sunday) to 6 (Saturday).", extensions: { code: "invalid", field: "digestWeekday" } },
      { message: "Hours go from 00 to 23.", extensions: { code: "invalid", field: "digestTime" } },
    ];
    const { user } = renderSettings({ UpdateMySettings: () => ({ data: null, errors }) });
    await screen.findByRole("form", { name: "Settings" });
    await user.click(save());
    await screen.findByText(errors[0].message);
    expect(describedText(timeZone())).toContain(errors[0].message);
    expect(describedText(reminderTime())).toContain(errors[1].message);
    expect(describedText(digestDay())).toContain(errors[2].message);
    expect(describedText(digestTime())).toContain(errors[3].message);
    for (const input of [timeZone(), reminderTime(), digestDay(), digestTime()]) {
      expect(input).toHaveAttribute("aria-invalid", "true");
    }
    expect(timeZone()).toHaveFocus();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.queryByText("Settings saved.")).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);

    // editing an input clears its error
    await user.selectOptions(timeZone(), "Europe/Madrid");
    expect(timeZone()).not.toHaveAttribute("aria-invalid");
  });

  it("a failure naming no input is said above the button", async () => {
    const { user } = renderSettings({ UpdateMySettings: () => new TypeError("Failed to fetch") });
    await screen.findByRole("form", { name: "Settings" });
    await user.click(save());
    const alert = await screen.findByRole("alert");
    expect(alert).not.toHaveTextContent("Failed to fetch");
    expect(alert.textContent).toMatch(/connection/i);
    expect(save()).toBeEnabled();
  });

  it("a load failure offers Try again", async () => {
    let calls = 0;
    const { user } = renderSettings({
      MySettings: () => (++calls === 1 ? new TypeError("Failed to fetch") : { data: { mySettings: settings() } }),
    });
    expect(await screen.findByRole("alert")).toHaveTextContent(/^Your settings could not be loaded\./);
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("form", { name: "Settings" })).toBeInTheDocument();
  });
});
