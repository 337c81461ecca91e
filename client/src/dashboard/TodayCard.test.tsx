import { within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { formatLongDay } from "../habit/format";
import { axeViolations } from "../test/axe";
import { streak, today, todayWithoutGroup } from "./fixtures";
import { NO_CHECK_IN_TEXT as NO_CHECK_IN_TEXT_MESSAGE } from "./TodayCard";
import { renderTodayCard, todayCard } from "./todayTesting";
import { translate } from "../i18n";

const NO_CHECK_IN_TEXT = translate(NO_CHECK_IN_TEXT_MESSAGE);

/** A check-in's variables without its clientKey, which must be a UUID (offline/queue.ts). */
function withoutKey(variables: unknown): Record<string, unknown> {
  const { clientKey, ...rest } = variables as Record<string, unknown>;
  expect(clientKey).toMatch(/^[0-9a-f-]{36}$/);
  return rest;
}

const card = todayCard;
const renderCard = renderTodayCard;

describe("TodayCard", { timeout: 20_000 }, () => {
  it("shows the day, that today is not answered, the streaks, and the two answers", async () => {
    renderCard({ Today: () => ({ data: { today: today() } }) });
    expect(within(card()).getByRole("status")).toHaveTextContent("Loading today's check-in…");
    expect(await within(card()).findByText("Day 12 of 365 · The Law")).toBeInTheDocument();
    expect(within(card()).getByText(formatLongDay("2027-01-12"))).toHaveAttribute("datetime", "2027-01-12");
    expect(within(card()).getByText("You have not checked in today.")).toBeInTheDocument();
    const group = within(card()).getByRole("group", { name: "Your answer for day 12" });
    for (const name of ["I read today", "I missed today"]) {
      const button = within(group).getByRole("button", { name });
      expect(button).toHaveAttribute("aria-pressed", "false");
    }
    const streaks = within(card()).getByRole("heading", { level: 3, name: "Your streak" }).parentElement!;
    expect(streaks).toHaveTextContent("Current streak3 days");
    expect(streaks).toHaveTextContent("Best streak5 days");
    expect(streaks).toHaveTextContent("Perfect weeks1");
    expect(within(card()).getByRole("link", { name: "Reminder settings" })).toHaveAttribute("href", "/settings");
    expect(await axeViolations()).toEqual([]);
  });

  it("records an answer with checkIn(day, answer) and shows the card the server returns", async () => {
    const onCheckedIn = vi.fn();
    const { user, named } = renderCard(
      {
        Today: () => ({ data: { today: today() } }),
        CheckIn: (v) => ({
          data: { checkIn: today({ answer: v.answer as "READ" | "MISSED", streak: streak({ current: 4, daysRead: 12 }) }) },
        }),
      },
      onCheckedIn,
    );
    await within(card()).findByText("Day 12 of 365 · The Law");
    const read = within(card()).getByRole("button", { name: "I read today" });
    read.focus();
    await user.keyboard("{Enter}");
    expect(await within(card()).findByText("Checked in: you read today.")).toBeInTheDocument();
    expect(named("CheckIn").map((c) => withoutKey(c.variables))).toEqual([{ day: 12, answer: "READ" }]);
    // the member's token goes with it (the default context)
    expect(named("CheckIn")[0].auth).toBeUndefined();
    expect(within(card()).getByRole("button", { name: "I read today" })).toHaveAttribute("aria-pressed", "true");
    expect(within(card()).getByRole("button", { name: "I missed today" })).toHaveAttribute("aria-pressed", "false");
    expect(within(card()).getByText("4 days")).toBeInTheDocument();
    expect(onCheckedIn).toHaveBeenCalledTimes(1);

    await user.click(within(card()).getByRole("button", { name: "I missed today" }));
    expect(await within(card()).findByText("Checked in: you missed today.")).toBeInTheDocument();
    expect(named("CheckIn").map((c) => withoutKey(c.variables))).toEqual([
      { day: 12, answer: "READ" },
      { day: 12, answer: "MISSED" },
    ]);
    expect(await axeViolations()).toEqual([]);
  });

  it("says why an answer was not saved, and keeps the buttons", async () => {
    const { user } = renderCard({
      Today: () => ({ data: { today: today() } }),
      CheckIn: () => ({
        data: null,
        errors: [{ message: "Your group's journey is not under way, so there is no day to check in for.", extensions: { code: "invalid" } }],
      }),
    });
    await user.click(await within(card()).findByRole("button", { name: "I read today" }));
    expect(await within(card()).findByRole("alert")).toHaveTextContent(
      "Your answer was not saved. Your group's journey is not under way, so there is no day to check in for.",
    );
    expect(within(card()).getByText("You have not checked in today.")).toBeInTheDocument();
    expect(within(card()).getByRole("button", { name: "I read today" })).toBeEnabled();
  });

  it("without a day to answer: a sentence instead of the buttons", async () => {
    renderCard({
      Today: () => ({
        data: { today: todayWithoutGroup() },
      }),
    });
    expect(await within(card()).findByText(NO_CHECK_IN_TEXT)).toBeInTheDocument();
    expect(within(card()).queryByRole("button", { name: /today/ })).not.toBeInTheDocument();
    expect(within(card()).queryByText(/of 365/)).not.toBeInTheDocument();
    expect(within(card()).queryByText("Your streak")).not.toBeInTheDocument();
    expect(within(card()).queryByRole("list")).not.toBeInTheDocument();
    expect(within(card()).queryByText(/^Your grade/)).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("a load failure is the card's own, with Try again", async () => {
    let calls = 0;
    const { user } = renderCard({
      Today: () => (++calls === 1 ? new TypeError("Failed to fetch") : { data: { today: today({ answer: "MISSED" }) } }),
    });
    const alert = await within(card()).findByRole("alert");
    expect(alert).toHaveTextContent(/^Today's check-in could not be loaded\./);
    expect(alert).not.toHaveTextContent("Failed to fetch");
    await user.click(within(card()).getByRole("button", { name: "Try again" }));
    expect(await within(card()).findByText("Checked in: you missed today.")).toBeInTheDocument();
  });
});
