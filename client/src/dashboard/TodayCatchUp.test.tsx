import { within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { gqlError } from "../board/testing";
import { catchUp, catchUpDay, plan } from "../catchup/fixtures";
import { formatLongDay } from "../habit/format";
import { axeViolations } from "../test/axe";
import { today } from "./fixtures";
import { renderTodayCard, todayCard as card } from "./todayTesting";

const answering = (t: ReturnType<typeof today>) => ({ Today: () => ({ data: { today: t } }) });

/** The catch-up's passages: link text and href. */
const catchUpLinks = () =>
  within(within(card()).getByRole("list", { name: "Catch-up passages" }))
    .getAllByRole("link")
    .map((a) => [a.textContent, a.getAttribute("href")]);

describe("TodayCard: the way back", { timeout: 20_000 }, () => {
  it("with catch-up due: the references, the Bible app links, the progress, and I read the catch-up sends the last due day", async () => {
    const onCheckedIn = vi.fn();
    // behind: the plan's first two days are due (two days' catch-up today)
    const behind = plan(0, { due: [catchUpDay(1, [11]), catchUpDay(2, [12])], next: catchUpDay(3, [13]) });
    const read = plan(2, { due: [], next: catchUpDay(3, [13]) });
    const { user, named } = renderTodayCard(
      {
        Today: () => ({ data: { today: today({ catchUp: catchUp(behind) }) } }),
        CatchUpMarkRead: () => ({ data: { markCatchUpRead: today({ catchUp: catchUp(read) }) } }),
      },
      onCheckedIn,
    );
    expect(await within(card()).findByRole("heading", { level: 3, name: "Today + catch-up: Genesis 11; Genesis 12" })).toBeInTheDocument();
    expect(catchUpLinks()).toEqual([
      ["Genesis 11 ↗ (opens in your Bible app)", "https://www.bible.com/bible/1/GEN.11"],
      ["Genesis 12 ↗ (opens in your Bible app)", "https://www.bible.com/bible/1/GEN.12"],
    ]);
    const link = within(card()).getByRole("link", { name: "Genesis 11 (opens in your Bible app)" });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(within(card()).getByText(`0 of 2 missed days made up · finish by ${formatLongDay(behind.finishBy)}`)).toBeInTheDocument();
    expect(within(card()).queryByRole("link", { name: /^Plan/ })).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);

    await user.click(within(card()).getByRole("button", { name: "I read the catch-up" }));
    const next = await within(card()).findByText(`Catch-up read for today. Next: Genesis 13 on ${formatLongDay("2027-01-14")}.`);
    expect(named("CatchUpMarkRead").map((c) => c.variables)).toEqual([{ through: 2 }]);
    expect(next).toHaveFocus();
    expect(within(card()).getByText(`1 of 2 missed days made up · finish by ${formatLongDay(read.finishBy)}`)).toBeInTheDocument();
    expect(within(card()).queryByRole("button", { name: "I read the catch-up" })).not.toBeInTheDocument();
    expect(within(card()).getByRole("link", { name: "See your catch-up plan" })).toHaveAttribute("href", "/catch-up");
    // the log changed: the dashboard refreshes the milestones it fills
    expect(onCheckedIn).toHaveBeenCalledTimes(1);
    expect(await axeViolations()).toEqual([]);
  });

  it("a done plan: complete, in words", async () => {
    renderTodayCard(answering(today({ catchUp: catchUp(plan(5)) })));
    expect(await within(card()).findByText("Catch-up complete: all 2 missed days of The Law made up.")).toBeInTheDocument();
    expect(within(card()).queryByRole("button", { name: "I read the catch-up" })).not.toBeInTheDocument();
    expect(within(card()).queryByRole("link", { name: /catch-up plan|^Plan/ })).not.toBeInTheDocument();
  });

  it("a refused reading says why beside the button, and keeps it", async () => {
    const { user } = renderTodayCard({
      ...answering(today({ catchUp: catchUp(plan(0)) })),
      CatchUpMarkRead: () => gqlError("You have no catch-up plan under way: make one from the Today card.", "not_found"),
    });
    await user.click(await within(card()).findByRole("button", { name: "I read the catch-up" }));
    expect(await within(card()).findByRole("alert")).toHaveTextContent(
      "Your catch-up reading was not saved. You have no catch-up plan under way: make one from the Today card.",
    );
    expect(within(card()).getByRole("button", { name: "I read the catch-up" })).toBeEnabled();
  });

  it.each([
    ["no plan, 2 missed days", catchUp(null), "Plan a way back (2 missed days)"],
    ["no plan, 1 missed day", catchUp(null, { missedDays: [5], unplannedDays: [5] }), "Plan a way back (1 missed day)"],
    ["a plan, 1 more missed day", catchUp(plan(1), { missedDays: [5, 6, 9], unplannedDays: [9] }), "Plan again to include 1 more missed day"],
    ["a plan, 3 more missed days", catchUp(plan(1), { unplannedDays: [8, 9, 10] }), "Plan again to include 3 more missed days"],
  ])("the link to the planner with %s", async (_, way, name) => {
    renderTodayCard(answering(today({ catchUp: way })));
    expect(await within(card()).findByRole("link", { name })).toHaveAttribute("href", "/catch-up");
    if (!way.plan) expect(within(card()).queryByText(/^Today \+ catch-up/)).not.toBeInTheDocument();
  });

  it("nothing missed, or no journey under way: nothing of the way back", async () => {
    renderTodayCard(answering(today({ catchUp: catchUp(null, { missedDays: [], unplannedDays: [] }) })));
    await within(card()).findByText("Day 12 of 365 · The Law");
    expect(within(card()).queryByRole("link", { name: /Plan|catch-up/ })).not.toBeInTheDocument();
    expect(within(card()).queryByText(/catch-up/i)).not.toBeInTheDocument();
  });
});
