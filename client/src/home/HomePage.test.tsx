import { translate } from "../i18n";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { formatCalendarDate } from "../lib/dates";
import { CURRENT_GROUP_QUERY } from "./currentGroup";
import { groupSummaryLine, HomePage } from "./HomePage";
import { resetProgrammeSettings, setProgrammeSettings } from "../programme/programme";
import { PROGRAMME } from "../programme/testing";

// The programme's links are known (their own request is programme/programme.test.tsx's): the
// server answers below are the current group's alone.
beforeEach(() => setProgrammeSettings(PROGRAMME));
afterEach(() => resetProgrammeSettings());

type Answer = { body: unknown; status?: number; delayMs?: number } | { fails: true };

/** The server answers /graphql with each answer in turn (the last one repeats). */
function serverAnswers(...answers: Answer[]) {
  let n = 0;
  return vi.spyOn(globalThis, "fetch").mockImplementation(async () => {
    const answer = answers[Math.min(n++, answers.length - 1)];
    if ("fails" in answer) throw new TypeError("Failed to fetch");
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    const text = typeof answer.body === "string" ? answer.body : JSON.stringify(answer.body);
    return new Response(text, { status: answer.status ?? 200, headers: { "content-type": "application/json" } });
  });
}

function renderHome(...answers: Answer[]) {
  const fetch = serverAnswers(...answers);
  render(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  );
  return fetch;
}

const group = {
  __typename: "PublicGroup" as const,
  name: "January 2027 Group",
  startDate: "2027-01-01",
  registrationDeadline: "2027-01-15",
  memberCount: 12,
  maxMembers: 50,
};

describe("HomePage", () => {
  it("shows the loading text, then the group, its line and Register Now", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2026, 10, 22, 12, 0, 0)); // before the start date
    renderHome({ body: { data: { currentGroup: group } }, delayMs: 20 });

    expect(screen.getByRole("status")).toHaveTextContent("Loading group information...");
    // The skeleton holds the buttons' places without offering them.
    expect(screen.queryByRole("link", { name: "Register Now" })).not.toBeInTheDocument();

    expect(await screen.findByRole("heading", { name: "January 2027 Group" })).toBeInTheDocument();
    const date = formatCalendarDate("2027-01-01");
    expect(date).toContain("2027"); // never shifted to Dec 31, 2026 west of UTC
    expect(screen.getByText(`Group starts ${date} • 12 / 50 members`)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Register Now" })).toHaveAttribute("href", "/register");
    expect(screen.queryByText("Loading group information...")).not.toBeInTheDocument();
    vi.useRealTimers();
  });

  it("says 'No active group found' when there is no current group", async () => {
    renderHome({ body: { data: { currentGroup: null } } });
    expect(screen.getByText("Loading group information...")).toBeInTheDocument();
    expect(await screen.findByText("No active group found")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Register Now" })).not.toBeInTheDocument();
  });

  it("asks /graphql for the current group with a POST and no token", async () => {
    window.localStorage.setItem("userToken", "member-token");
    const fetch = renderHome({ body: { data: { currentGroup: null } } });
    await screen.findByText("No active group found");
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe("/graphql");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({ operationName: "CurrentGroup", query: CURRENT_GROUP_QUERY });
    expect(new Headers(init?.headers).get("authorization")).toBeNull();
  });

  it("says what happened when the server cannot be reached, never the browser's words, and tries again", async () => {
    const user = userEvent.setup();
    renderHome({ fails: true }, { body: { data: { currentGroup: group } } });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("We couldn't load the current group.");
    expect(alert).toHaveTextContent("We could not reach the server.");
    expect(alert).not.toHaveTextContent("Failed to fetch");
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "January 2027 Group" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("treats a proxy's error page as the server unreachable", async () => {
    renderHome({ body: "<html>Bad Gateway</html>", status: 502 });
    expect(await screen.findByRole("alert")).toHaveTextContent("We could not reach the server.");
  });

  it("shows a GraphQL error's message", async () => {
    renderHome({ body: { data: null, errors: [{ message: "database is starting up" }] } });
    expect(await screen.findByRole("alert")).toHaveTextContent("database is starting up");
  });
});

describe("groupSummaryLine", () => {
  const group = { startDate: "2027-01-01", memberCount: 3, maxMembers: 50 };
  it("formats the spec line once the group has started", () => {
    expect(groupSummaryLine(group, new Date(2027, 0, 1, 0, 0, 0).getTime(), translate)).toBe(
      `Group started ${formatCalendarDate("2027-01-01")} • 3 / 50 members`,
    );
  });
  it("says 'starts' before the start date", () => {
    expect(groupSummaryLine(group, new Date(2026, 11, 31, 23, 59, 59).getTime(), translate)).toBe(
      `Group starts ${formatCalendarDate("2027-01-01")} • 3 / 50 members`,
    );
  });
});

describe("HomePage countdown and actions", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const ok: Answer = { body: { data: { currentGroup: group } } };

  function value(unit: string): string {
    const timer = screen.getByRole("timer");
    const item = within(timer).getByText(unit).parentElement!;
    return within(item).getByRole("definition").textContent ?? "";
  }

  it("before the start: 'Group Starts In' with the start date, counting to local midnight and ticking", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // 2 days, 3 hours, 4 minutes and 4.5 seconds before Jan 1 2027, 00:00 in Los Angeles: half a
    // second from a tick, so the real time this clock also lets pass cannot add a tick.
    vi.setSystemTime(new Date(2026, 11, 29, 20, 55, 55, 500));
    renderHome(ok);
    const heading = await screen.findByRole("heading", { name: "Group Starts In" });
    const section = heading.closest("section")!;
    expect(within(section).getByText(formatCalendarDate("2027-01-01", undefined, { dateStyle: "full" }))).toHaveAttribute(
      "datetime",
      "2027-01-01",
    );
    expect(value("Days")).toBe("02");
    expect(value("Hours")).toBe("03");
    expect(value("Minutes")).toBe("04");
    expect(screen.getByRole("timer")).toHaveAccessibleName("Group Starts In: 2 days, 3 hours and 4 minutes");
    const s = Number(value("Seconds"));
    await act(async () => vi.advanceTimersByTime(1000));
    expect(Number(value("Seconds"))).toBe(s - 1);
    expect(screen.queryByRole("heading", { name: "Registration Closes In" })).not.toBeInTheDocument();
  });

  it("after the start: 'Registration Closes In' with the deadline, counting to the end of that day", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // Half a second after noon on the deadline day: 11:59:59.5 are left to its end, so whatever real
    // time this clock also lets pass before the first render (0 ms on an idle machine, hundreds under
    // load) the page shows 11 hours and 59 minutes. At noon sharp it showed 12:00:00 when no time had
    // passed and 11:59:59 when some had.
    vi.setSystemTime(new Date(2027, 0, 15, 12, 0, 0, 500));
    renderHome(ok);
    const heading = await screen.findByRole("heading", { name: "Registration Closes In" });
    expect(
      within(heading.closest("section")!).getByText(formatCalendarDate("2027-01-15", undefined, { dateStyle: "full" })),
    ).toBeInTheDocument();
    expect(value("Days")).toBe("00");
    expect(value("Hours")).toBe("11");
    expect(value("Minutes")).toBe("59");
    expect(screen.getByText(`Group started ${formatCalendarDate("2027-01-01")} • 12 / 50 members`)).toBeInTheDocument();
  });

  it("shows zeros once registration has closed", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date(2027, 0, 16, 0, 0, 1));
    renderHome(ok);
    await screen.findByRole("heading", { name: "Registration Closes In" });
    for (const unit of ["Days", "Hours", "Minutes", "Seconds"]) expect(value(unit)).toBe("00");
  });

  it("has every button of spec 2, the programme cards and the final call to action", async () => {
    renderHome(ok);
    await screen.findByRole("heading", { name: "January 2027 Group" });
    expect(screen.getByRole("link", { name: "Register Now" })).toHaveAttribute("href", "/register");
    expect(screen.getByRole("link", { name: "Join Current Group" })).toHaveAttribute("href", "/join-current-group");
    expect(screen.getByRole("link", { name: "Login to Dashboard" })).toHaveAttribute("href", "/login");
    const video = screen.getByRole("link", { name: "Watch Introduction Video" });
    expect(video).toHaveAttribute("href", PROGRAMME.homeIntroVideoUrl);
    expect(video).toHaveAttribute("target", "_blank");
    expect(video).toHaveAttribute("rel", "noopener noreferrer");
    expect(video).toHaveAccessibleDescription("Opens in a new tab");
    expect(screen.getByRole("link", { name: "Start Your Journey Today" })).toHaveAttribute("href", "/register");

    const cards = screen.getByRole("heading", { level: 2, name: "About the journey" }).closest("section")!;
    const titles = within(cards)
      .getAllByRole("heading", { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual([
      "What is Journey 365?",
      "Why read the whole Bible?",
      "Qualities we ask for",
      "New groups every quarter",
      "A guide for every day",
      "365 days",
      "About 15 minutes a day",
      "What you will gain",
    ]);
    expect(titles).toEqual(
      expect.arrayContaining(["What is Journey 365?", "365 days", "About 15 minutes a day", "New groups every quarter"]),
    );
    expect(within(cards).getByText(/January, April, July and October/)).toBeInTheDocument();
  });

  it("without a group still offers login, the video and the final call to action", async () => {
    renderHome({ body: { data: { currentGroup: null } } });
    await screen.findByText("No active group found");
    expect(screen.queryByRole("timer")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Login to Dashboard" })).toHaveAttribute("href", "/login");
    expect(screen.getByRole("link", { name: "Watch Introduction Video" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Start Your Journey Today" })).toHaveAttribute("href", "/register");
  });
});
