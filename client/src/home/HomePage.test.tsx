import { MockedProvider } from "@apollo/client/testing/react";
import type { MockLink } from "@apollo/client/testing";
import { act, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatCalendarDate } from "../lib/dates";
import { groupSummaryLine, HomePage } from "./HomePage";
import { INFO_CARDS } from "./infoCards";
import { INTRO_VIDEO_URL } from "./links";
import { CurrentGroupQuery } from "./queries";

function renderHome(mocks: MockLink.MockedResponse[]) {
  return render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>
    </MockedProvider>,
  );
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
    renderHome([{ request: { query: CurrentGroupQuery }, result: { data: { currentGroup: group } }, delay: 20 }]);

    expect(screen.getByText("Loading group information...")).toBeInTheDocument();

    expect(await screen.findByRole("heading", { name: "January 2027 Group" })).toBeInTheDocument();
    const date = formatCalendarDate("2027-01-01");
    expect(date).toContain("2027"); // never shifted to Dec 31, 2026 west of UTC
    expect(screen.getByText(`Group starts ${date} • 12 / 50 members`)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Register Now" })).toHaveAttribute("href", "/register");
    expect(screen.queryByText("Loading group information...")).not.toBeInTheDocument();
    vi.useRealTimers();
  });

  it("says 'No active group found' when there is no current group", async () => {
    renderHome([{ request: { query: CurrentGroupQuery }, result: { data: { currentGroup: null } } }]);
    expect(screen.getByText("Loading group information...")).toBeInTheDocument();
    expect(await screen.findByText("No active group found")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Register Now" })).not.toBeInTheDocument();
  });

  it("shows a useful message when the query fails", async () => {
    renderHome([{ request: { query: CurrentGroupQuery }, error: new Error("Failed to fetch") }]);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("We couldn't load the current group.");
    expect(alert).toHaveTextContent("Failed to fetch");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("shows a GraphQL error's message", async () => {
    renderHome([
      {
        request: { query: CurrentGroupQuery },
        result: { errors: [{ message: "database is starting up" }] },
      },
    ]);
    expect(await screen.findByRole("alert")).toHaveTextContent("database is starting up");
  });
});

describe("groupSummaryLine", () => {
  const group = { startDate: "2027-01-01", memberCount: 3, maxMembers: 50 };
  it("formats the spec line once the group has started", () => {
    expect(groupSummaryLine(group, new Date(2027, 0, 1, 0, 0, 0).getTime())).toBe(
      `Group started ${formatCalendarDate("2027-01-01")} • 3 / 50 members`,
    );
  });
  it("says 'starts' before the start date", () => {
    expect(groupSummaryLine(group, new Date(2026, 11, 31, 23, 59, 59).getTime())).toBe(
      `Group starts ${formatCalendarDate("2027-01-01")} • 3 / 50 members`,
    );
  });
});

describe("HomePage countdown and actions", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const ok = [{ request: { query: CurrentGroupQuery }, result: { data: { currentGroup: group } } }];

  function value(unit: string): string {
    const timer = screen.getByRole("timer");
    const item = within(timer).getByText(unit).parentElement!;
    return within(item).getByRole("definition").textContent ?? "";
  }

  it("before the start: 'Group Starts In' with the start date, counting to local midnight and ticking", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // 2 days, 3 hours, 4 minutes and 5 seconds before Jan 1 2027, 00:00 in Los Angeles
    vi.setSystemTime(new Date(2026, 11, 29, 20, 55, 55));
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
    vi.setSystemTime(new Date(2027, 0, 15, 12, 0, 0)); // noon on the deadline day
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
    expect(video).toHaveAttribute("href", INTRO_VIDEO_URL);
    expect(video).toHaveAttribute("target", "_blank");
    expect(video).toHaveAttribute("rel", "noopener noreferrer");
    expect(video).toHaveAccessibleDescription("Opens in a new tab");
    expect(screen.getByRole("link", { name: "Start Your Journey Today" })).toHaveAttribute("href", "/register");

    const cards = screen.getByRole("heading", { level: 2, name: "About the journey" }).closest("section")!;
    const titles = within(cards)
      .getAllByRole("heading", { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual(INFO_CARDS.map((c) => c.title));
    expect(titles).toEqual(
      expect.arrayContaining(["What is Journey 365?", "365 days", "About 15 minutes a day", "New groups every quarter"]),
    );
    expect(within(cards).getByText(/January, April, July and October/)).toBeInTheDocument();
  });

  it("without a group still offers login, the video and the final call to action", async () => {
    renderHome([{ request: { query: CurrentGroupQuery }, result: { data: { currentGroup: null } } }]);
    await screen.findByText("No active group found");
    expect(screen.queryByRole("timer")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Login to Dashboard" })).toHaveAttribute("href", "/login");
    expect(screen.getByRole("link", { name: "Watch Introduction Video" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Start Your Journey Today" })).toHaveAttribute("href", "/register");
  });
});
