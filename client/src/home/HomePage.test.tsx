import { MockedProvider } from "@apollo/client/testing/react";
import type { MockLink } from "@apollo/client/testing";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { formatCalendarDate } from "../lib/dates";
import { groupSummaryLine, HomePage } from "./HomePage";
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
    renderHome([{ request: { query: CurrentGroupQuery }, result: { data: { currentGroup: group } }, delay: 20 }]);

    expect(screen.getByText("Loading group information...")).toBeInTheDocument();

    expect(await screen.findByRole("heading", { name: "January 2027 Group" })).toBeInTheDocument();
    const date = formatCalendarDate("2027-01-01");
    expect(date).toContain("2027"); // never shifted to Dec 31, 2026 west of UTC
    expect(screen.getByText(`Group started ${date} • 12 / 50 members`)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Register Now" })).toHaveAttribute("href", "/register");
    expect(screen.queryByText("Loading group information...")).not.toBeInTheDocument();
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
  it("formats the spec line", () => {
    expect(groupSummaryLine({ startDate: "2027-01-01", memberCount: 3, maxMembers: 50 })).toBe(
      `Group started ${formatCalendarDate("2027-01-01")} • 3 / 50 members`,
    );
  });
});
