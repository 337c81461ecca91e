import { within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { formatLongDay } from "../habit/format";
import { axeViolations } from "../test/axe";
import { gradeBudget, today, todayBeforeStart } from "./fixtures";
import { NO_CHECK_IN_TEXT as NO_CHECK_IN_TEXT_MESSAGE } from "./TodayCard";
import { renderTodayCard, todayCard as card } from "./todayTesting";
import { translate } from "../i18n";

const NO_CHECK_IN_TEXT = translate(NO_CHECK_IN_TEXT_MESSAGE);

const answering = (t: ReturnType<typeof today>) => ({ Today: () => ({ data: { today: t } }) });

/** The passages' links: accessible name and href. */
const passageLinks = () =>
  within(within(card()).getByRole("list", { name: /^Passages for day/ }))
    .getAllByRole("link")
    .map((a) => [a.textContent, a.getAttribute("href")]);

const budget = () => within(card()).getByRole("heading", { level: 3, name: "Your grade in The Law" }).parentElement!;

describe("TodayCard: today's reading and the grade budget", { timeout: 20_000 }, () => {
  it("under way: the day and milestone, the reading, its passages as Bible app links, the days left, the budget", async () => {
    renderTodayCard(answering(today()));
    expect(await within(card()).findByText("Day 12 of 365 · The Law")).toBeInTheDocument();
    expect(within(card()).getByRole("heading", { level: 3, name: "Today's reading: Genesis 23–24" })).toBeInTheDocument();
    expect(passageLinks()).toEqual([
      ["Genesis 23 ↗ (opens in your Bible app)", "https://www.bible.com/bible/1/GEN.23"],
      ["Genesis 24 ↗ (opens in your Bible app)", "https://www.bible.com/bible/1/GEN.24"],
    ]);
    const link = within(card()).getByRole("link", { name: "Genesis 23 (opens in your Bible app)" });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(within(card()).getByText("58 days to the end of The Law.")).toBeInTheDocument();
    expect(within(budget()).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Miss at most 6 more days to keep an A (90 %).",
      "Miss at most 13 more days to keep a B (80 %).",
      "Miss at most 20 more days to keep a C (70 %).",
    ]);
    expect(await axeViolations()).toEqual([]);
  });

  it("on the milestone's last day, and with no day left to miss for an A", async () => {
    renderTodayCard(answering(today({ daysToMilestoneEnd: 0, gradeBudget: gradeBudget(7) })));
    expect(await within(card()).findByText("Today is the last day of The Law.")).toBeInTheDocument();
    expect(within(budget()).getAllByRole("listitem")[0]).toHaveTextContent("Miss no more days to keep an A (90 %).");
  });

  it("before the group starts: its first day, and day 1's reading with its links; no budget", async () => {
    renderTodayCard(answering(todayBeforeStart()));
    expect(await within(card()).findByText(/^Your group starts on/)).toHaveTextContent(
      `Your group starts on ${formatLongDay("2027-01-01")}.`,
    );
    expect(within(card()).getByText(formatLongDay("2027-01-01"))).toHaveAttribute("datetime", "2027-01-01");
    expect(within(card()).getByRole("heading", { level: 3, name: "Day 1: Genesis 1–3" })).toBeInTheDocument();
    expect(passageLinks().map(([, href]) => href)).toEqual([1, 2, 3].map((n) => `https://www.bible.com/bible/1/GEN.${n}`));
    expect(within(card()).getByText(NO_CHECK_IN_TEXT)).toBeInTheDocument();
    expect(within(card()).queryByText(/of 365/)).not.toBeInTheDocument();
    expect(within(card()).queryByText(/days? to the end of/)).not.toBeInTheDocument();
    expect(within(card()).queryByRole("heading", { name: /^Your grade/ })).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("once the journey is over: a sentence, no reading, no budget", async () => {
    renderTodayCard(
      answering(
        today({ day: null, canCheckIn: false, over: true, reading: null, milestoneName: null, daysToMilestoneEnd: null, gradeBudget: [] }),
      ),
    );
    expect(await within(card()).findByText("Your journey with January 2027 Group is over.")).toBeInTheDocument();
    expect(within(card()).queryByRole("link", { name: /Bible app/ })).not.toBeInTheDocument();
    expect(within(card()).queryByText(NO_CHECK_IN_TEXT)).not.toBeInTheDocument();
    expect(within(card()).queryByRole("heading", { name: /^Your grade/ })).not.toBeInTheDocument();
    // the streaks of the journey stay
    expect(within(card()).getByRole("heading", { level: 3, name: "Your streak" })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("an A lost: the best grade still reachable, the others, and the lost one in words", async () => {
    renderTodayCard(answering(today({ gradeBudget: gradeBudget(12) })));
    await within(card()).findByText("Day 12 of 365 · The Law");
    expect(within(budget()).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Best grade still reachable: B — miss at most 2 more days.",
      "Miss at most 9 more days to keep a C (70 %).",
      "No longer reachable: A (90 %).",
    ]);
    expect(await axeViolations()).toEqual([]);
  });

  it("every grade lost: the next milestone starts fresh", async () => {
    renderTodayCard(answering(today({ gradeBudget: gradeBudget(22) })));
    await within(card()).findByText("Day 12 of 365 · The Law");
    expect(within(budget()).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "An A, B or C is no longer reachable for The Law; the next milestone starts fresh.",
    ]);
  });
});
