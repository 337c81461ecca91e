import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { createTestClient, englishShown, gqlError, type Handler } from "../board/testing";
import english from "../i18n/catalogs/en/member/catchup.json";
import spanish from "../i18n/catalogs/es/member/catchup.json";
import { inLanguage } from "../test/locale";
import { today } from "../dashboard/fixtures";
import { formatDay } from "../dashboard/format";
import { formatLongDay } from "../habit/format";
import { axeViolations } from "../test/axe";
import { CatchUpPage } from "./CatchUpPage";
import { catchUp, LAST_DAY_OF_THE_LAW, plan, proposal, TODAY } from "./fixtures";
import { INTRO as INTRO_MESSAGE, STARTED_TEXT as STARTED_TEXT_MESSAGE, STOPPED_TEXT as STOPPED_TEXT_MESSAGE } from "./texts";
import { translate } from "../i18n";

const INTRO = translate(INTRO_MESSAGE);
const STARTED_TEXT = translate(STARTED_TEXT_MESSAGE);
const STOPPED_TEXT = translate(STOPPED_TEXT_MESSAGE);

const REFUSED_LATE = "Catch up by the end of The Law (day 70), so the milestone counts complete.";

/** The server's refusal of finishBy. */
const refusal = (message: string) => ({ data: null, errors: [{ message, extensions: { code: "invalid", field: "finishBy" } }] });

const answering = (way: ReturnType<typeof catchUp> | null): Record<string, Handler> => ({
  CatchUpToday: () => ({ data: { today: today({ catchUp: way }) } }),
  CatchUpProposal: (v) => {
    const finishBy = (v.finishBy as string | null) ?? null;
    return finishBy !== null && finishBy > LAST_DAY_OF_THE_LAW ? refusal(REFUSED_LATE) : { data: { catchUpProposal: proposal(finishBy) } };
  },
});

function renderPage(handlers: Record<string, Handler>) {
  const t = createTestClient(handlers);
  const router = createMemoryRouter(
    [
      { path: "/catch-up", element: <CatchUpPage /> },
      { path: "/dashboard", element: <h1>Dashboard</h1> },
    ],
    { initialEntries: ["/catch-up"] },
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

const planner = () => screen.getByRole("region", { name: /^Plan (a way back|again)$/ });
const finishBy = () => screen.getByLabelText("Finish by");
const planDays = () => within(planner()).queryByRole("list", { name: "The plan, day by day" });
const start = () => screen.getByRole("button", { name: "Start this plan" });

/** A list's own items (each day's passages are a list of their own). */
const itemsOf = (list: HTMLElement) => Array.from(list.children) as HTMLElement[];

/** The texts read with an input (aria-describedby): its error, then its hint. */
function describedText(input: HTMLElement): string {
  return (input.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");
}

describe("CatchUpPage", { timeout: 20_000 }, () => {
  it("proposes a way back to the milestone's last day: the missed days, the date, the pace and the days", async () => {
    const { named } = renderPage(answering(catchUp(null)));
    expect(screen.getByRole("heading", { level: 1, name: "A way back" })).toBeInTheDocument();
    expect(screen.getByText(INTRO)).toBeInTheDocument();
    expect(await screen.findByText("You missed 2 days of The Law: days 5 and 6.")).toBeInTheDocument();
    expect(document.title).toBe("A way back · Journey 365");
    expect(within(screen.getByRole("list", { name: "The days you missed" })).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      `Day 5, ${formatDay("2027-01-05")}: Genesis 11–12`,
      `Day 6, ${formatDay("2027-01-06")}: Genesis 13–15`,
    ]);
    expect(finishBy()).toHaveAttribute("type", "date");
    expect(finishBy()).toHaveValue(LAST_DAY_OF_THE_LAW);
    expect(finishBy()).toHaveAttribute("min", TODAY);
    expect(finishBy()).toHaveAttribute("max", LAST_DAY_OF_THE_LAW);
    expect(describedText(finishBy())).toBe(
      `Today or a later day, at the latest ${formatLongDay(LAST_DAY_OF_THE_LAW)}, the last day of The Law.`,
    );
    expect(within(planner()).getByRole("status")).toHaveTextContent(
      `About 5 extra minutes a day, finishing by ${formatLongDay("2027-01-16")}.`,
    );
    const days = itemsOf(planDays()!);
    expect(days).toHaveLength(5);
    expect(days[0]).toHaveTextContent(`${formatLongDay("2027-01-12")}Genesis 11 · about 5 min`);
    expect(within(days[0]).getByRole("link", { name: "Genesis 11 (opens in your Bible app)" })).toHaveAttribute(
      "href",
      "https://www.bible.com/bible/1/GEN.11",
    );
    expect(within(days[0]).queryByText("Read")).not.toBeInTheDocument();
    // the server's default date: nothing sent for it
    expect(named("CatchUpProposal").map((c) => c.variables)).toEqual([{ finishBy: null }]);
    expect(screen.queryByRole("region", { name: /^Your plan/ })).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("asks again for another date, and shows that plan", async () => {
    const { named } = renderPage(answering(catchUp(null)));
    await screen.findByText("You missed 2 days of The Law: days 5 and 6.");
    fireEvent.change(finishBy(), { target: { value: TODAY } });
    expect(within(planner()).getByRole("status")).toHaveTextContent("Working out a plan…");
    expect(planDays()).not.toBeInTheDocument();
    expect(await within(planner()).findByText(`About 25 extra minutes a day, finishing by ${formatLongDay(TODAY)}.`)).toBeInTheDocument();
    expect(itemsOf(planDays()!)).toHaveLength(1);
    expect(within(planDays()!).getByText("Genesis 11–15")).toBeInTheDocument();
    expect(named("CatchUpProposal").map((c) => c.variables)).toEqual([{ finishBy: null }, { finishBy: TODAY }]);
  });

  it("a refused date: the server's reason beside Finish by, no plan, and Start does nothing", async () => {
    const { user, named } = renderPage(answering(catchUp(null)));
    await screen.findByText("You missed 2 days of The Law: days 5 and 6.");
    fireEvent.change(finishBy(), { target: { value: "2027-04-01" } });
    fireEvent.blur(finishBy());
    expect(await screen.findByText(REFUSED_LATE)).toBeInTheDocument();
    expect(finishBy()).toHaveAttribute("aria-invalid", "true");
    expect(describedText(finishBy())).toMatch(new RegExp(`^${REFUSED_LATE.replace(/[().]/g, "\\$&")} Today or a later day`));
    expect(within(planner()).getByRole("status")).toHaveTextContent("No plan for that day: see the note under Finish by.");
    expect(planDays()).not.toBeInTheDocument();
    expect(start()).toHaveAttribute("aria-disabled", "true");
    await user.click(start());
    expect(named("CatchUpAccept")).toEqual([]);
    expect(await axeViolations()).toEqual([]);

    // an earlier date clears it
    fireEvent.change(finishBy(), { target: { value: LAST_DAY_OF_THE_LAW } });
    expect(screen.queryByText(REFUSED_LATE)).not.toBeInTheDocument();
    await within(planner()).findByText(/^About 5 extra minutes a day/);
    expect(finishBy()).not.toHaveAttribute("aria-invalid");
  });

  it("Start this plan accepts the date shown and goes to the dashboard with a notice", async () => {
    const { user, named, router } = renderPage({
      ...answering(catchUp(null)),
      CatchUpAccept: () => ({ data: { acceptCatchUp: today({ catchUp: catchUp(plan(0)) }) } }),
    });
    await screen.findByText("You missed 2 days of The Law: days 5 and 6.");
    await user.click(start());
    expect(await screen.findByRole("heading", { level: 1, name: "Dashboard" })).toBeInTheDocument();
    expect(named("CatchUpAccept").map((c) => c.variables)).toEqual([{ finishBy: LAST_DAY_OF_THE_LAW }]);
    expect(router.state.location.pathname).toBe("/dashboard");
    expect((router.state.location.state as { welcome?: string }).welcome).toBe(STARTED_TEXT);
  });

  it("a date refused on Start (today passed meanwhile) is said beside the input, which gets the focus", async () => {
    const { user } = renderPage({
      ...answering(catchUp(null)),
      CatchUpAccept: () => refusal("The day to finish by has passed: choose today or a later day."),
    });
    await screen.findByText("You missed 2 days of The Law: days 5 and 6.");
    await user.click(start());
    expect(await screen.findByText("The day to finish by has passed: choose today or a later day.")).toBeInTheDocument();
    expect(finishBy()).toHaveFocus();
    expect(finishBy()).toHaveAttribute("aria-invalid", "true");
  });

  it("nothing missed: the server's reason and a link back to the dashboard", async () => {
    renderPage({
      CatchUpToday: () => ({ data: { today: today({ catchUp: catchUp(null, { missedDays: [], unplannedDays: [] }) }) } }),
      CatchUpProposal: () => gqlError("Your log shows no missed day in this milestone, so there is nothing to catch up.", "invalid"),
    });
    expect(await screen.findByText("Your log shows no missed day in this milestone, so there is nothing to catch up.")).toHaveAttribute(
      "role",
      "status",
    );
    expect(within(planner()).getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/dashboard");
    expect(screen.queryByLabelText("Finish by")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Start this plan" })).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("a plan under way: its progress and days (read ones say so), and Stop this plan behind a question", async () => {
    const { user, named } = renderPage({
      ...answering(catchUp(plan(2))),
      CatchUpDrop: () => ({ data: { dropCatchUp: today({ catchUp: catchUp(null, { missedDays: [6], unplannedDays: [6] }) }) } }),
    });
    const mine = await screen.findByRole("region", { name: "Your plan for The Law" });
    expect(within(mine).getByText(`1 of 2 missed days made up · 2 of 5 days read · finish by ${formatLongDay("2027-01-16")}`)).toBeInTheDocument();
    const days = itemsOf(within(mine).getByRole("list", { name: "Your plan, day by day" }));
    expect(days.map((li) => within(li).queryByText("Read") !== null)).toEqual([true, true, false, false, false]);
    expect(await screen.findByRole("heading", { level: 2, name: "Plan again" })).toBeInTheDocument();
    expect(within(planner()).getByText("A new plan replaces the one under way; the days it made up stay read.")).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);

    await user.click(within(mine).getByRole("button", { name: "Stop this plan" }));
    const dialog = screen.getByRole("dialog", { name: "Stop this plan" });
    expect(dialog).toHaveTextContent("Stop your catch-up plan for The Law?");
    await user.click(within(dialog).getByRole("button", { name: "Stop this plan" }));
    const news = await screen.findByText(STOPPED_TEXT);
    expect(named("CatchUpDrop")).toHaveLength(1);
    expect(news).toHaveFocus();
    expect(news.closest("[role=status]")).not.toBeNull();
    expect(screen.queryByRole("region", { name: "Your plan for The Law" })).not.toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Plan a way back" })).toBeInTheDocument();
  });

  it("Cancel in the question stops nothing", async () => {
    const { user, named } = renderPage(answering(catchUp(plan(1))));
    const mine = await screen.findByRole("region", { name: "Your plan for The Law" });
    await user.click(within(mine).getByRole("button", { name: "Stop this plan" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(named("CatchUpDrop")).toEqual([]);
    expect(within(mine).getByRole("button", { name: "Stop this plan" })).toHaveFocus();
  });
});

describe("CatchUpPage in Spanish", { timeout: 20_000 }, () => {
  it("proposes the way back in Spanish: the milestone's Spanish name, the plurals and the buttons", async () => {
    inLanguage("es");
    renderPage(answering(catchUp(null)));
    expect(screen.getByRole("heading", { level: 1, name: "Ponerse al día" })).toBeInTheDocument();
    expect(await screen.findByText("No leyó 2 días de La Ley: los días 5 y 6.")).toBeInTheDocument();
    expect(document.title).toBe("Ponerse al día · Journey 365");
    expect(screen.getByRole("region", { name: "Planear cómo ponerse al día" })).toBeInTheDocument();
    expect(screen.getByLabelText("Terminar a más tardar el")).toHaveValue(LAST_DAY_OF_THE_LAW);
    expect(await screen.findByRole("list", { name: "El plan, día a día" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Comenzar este plan" })).toBeInTheDocument();
    expect(screen.getByText(/^Unos \d+ minutos? más al día, terminando a más tardar el /)).toBeInTheDocument();
    expect(englishShown(english, spanish)).toEqual([]);
  });
});
