import type { MockLink } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { createCache } from "../apollo";
import { BoardLiveContext, NO_BOARD } from "../board/BoardLiveContext";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { StrictMode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getUserData, getUserToken, logout, setUserSession } from "../auth/storage";
import type { DashboardQuery as DashboardData } from "../gql/graphql";
import { formatCalendarDate } from "../lib/dates";
import { RequireMember } from "../ui/RequireMember";
import { axeViolations } from "../test/axe";
import { DASHBOARD_HANDLE, DashboardPage } from "./DashboardPage";
import { dashboard, group, milestone, MILESTONES, today, trophyRequest } from "./fixtures";
import { SUBMITTED_TEXT as SUBMITTED_TEXT_MESSAGE, TROPHY_REQUEST_DESCRIPTION } from "./JourneyCompleteBanner";
import { resetProgrammeSettings, setProgrammeSettings } from "../programme/programme";
import { PROGRAMME } from "../programme/testing";
import { MISSING_DAYS_LABEL as MISSING_DAYS_LABEL_MESSAGE } from "./milestone";
import {
  CheckInMutation,
  DashboardQuery,
  RenewCalendarUrlMutation,
  RequestTrophyApprovalMutation,
  SetMissingDaysMutation,
  TodayQuery,
} from "./queries";
import { translate } from "../i18n";
import english from "../i18n/catalogs/en/member/dashboard.json";
import spanish from "../i18n/catalogs/es/member/dashboard.json";
import { inLanguage } from "../test/locale";
import { englishShown } from "../board/testing";

const MISSING_DAYS_LABEL = translate(MISSING_DAYS_LABEL_MESSAGE);

const SUBMITTED_TEXT = translate(SUBMITTED_TEXT_MESSAGE);

const routes = [
  {
    element: <RequireMember />, // as in routes.tsx
    children: [
      {
        path: "/dashboard",
        element: <DashboardPage saveDebounceMs={20} />,
        handle: DASHBOARD_HANDLE,
      },
    ],
  },
  { path: "/login", element: <h1>Welcome Back</h1> },
  { path: "/messages", element: <h1>Messages</h1> },
];

function signIn() {
  setUserSession("member-token", { name: "Ruth Moabite", trophies_count: 0 });
}

function dashboardMock(data: DashboardData, extra: Partial<MockLink.MockedResponse> = {}): MockLink.MockedResponse {
  return { request: { query: DashboardQuery }, result: { data }, ...extra };
}

/** The Today card's own query, answered as often as it is asked (day 12, not reported). */
const todayMock: MockLink.MockedResponse = {
  request: { query: TodayQuery },
  result: { data: { today: today() } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function renderDashboard(
  mocks: MockLink.MockedResponse[],
  entry: string | { pathname: string; state: unknown } = "/dashboard",
  unreadCount = 0,
) {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  const user = userEvent.setup();
  const result = render(
    // StrictMode inside the provider: MockedProvider is a class that stops its client on unmount.
    <MockedProvider mocks={[...mocks, todayMock]} cache={createCache()}>
      <StrictMode>
        {/* the layout's live count (BoardLiveProvider), which the Message Board card shows */}
        <BoardLiveContext.Provider value={{ ...NO_BOARD, unreadCount }}>
          <RouterProvider router={router} />
        </BoardLiveContext.Provider>
      </StrictMode>
    </MockedProvider>,
  );
  return { router, user, ...result };
}

beforeEach(() => setProgrammeSettings(PROGRAMME));

afterEach(() => {
  vi.useRealTimers();
  resetProgrammeSettings();
});

describe("DashboardPage", () => {
  it("redirects to /login without a user token", async () => {
    const { router } = renderDashboard([]);
    expect(await screen.findByRole("heading", { name: "Welcome Back" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
  });

  it("shows the member's dashboard: greeting, group, cards, links and milestones", async () => {
    signIn();
    renderDashboard(
      [
        dashboardMock(
          dashboard({
            group: group({
              started: true,
              startDate: "2027-01-01",
              whatsappInviteUrl: "https://chat.example/j",
            }),
            awards: {
              __typename: "AwardList",
              totalCount: 4,
              nodes: [
                {
                  __typename: "Award",
                  id: "1",
                  name: "Journey Completion",
                  completedAt: "2026-06-30T12:00:00Z",
                  shippedOn: null,
                  shippingNote: null,
                },
                {
                  __typename: "Award",
                  id: "2",
                  name: "Journey Completion",
                  completedAt: "2025-06-30T12:00:00Z",
                  shippedOn: null,
                  shippingNote: null,
                },
                {
                  __typename: "Award",
                  id: "3",
                  name: "Legacy Journey",
                  completedAt: "2024-06-30T12:00:00Z",
                  shippedOn: null,
                  shippingNote: null,
                },
              ],
            },
            milestones: MILESTONES.map((m) => milestone(m.id, m.id === 1 ? 7 : null)),
            readingPlanUrl: "https://www.bible.com/reading-plans/123",
          }),
        ),
      ],
      "/dashboard",
      3,
    );

    expect(screen.getByText("Loading your dashboard...")).toBeInTheDocument();
    expect(
      await screen.findByRole("heading", {
        level: 1,
        name: "Welcome back, Ruth",
      }),
    ).toBeInTheDocument();
    expect(document.title).toBe("Dashboard · Journey 365");

    // group
    expect(screen.getByText("January 2027 Group")).toBeInTheDocument();
    expect(screen.getByText(`Started ${formatCalendarDate("2027-01-01")}`)).toBeInTheDocument();
    expect(screen.getByText("In progress")).toBeInTheDocument();

    // message board: Open link and a badge in words
    const board = screen.getByRole("region", { name: /Message Board/ });
    expect(within(board).getByText("3 unread messages")).toBeInTheDocument();
    expect(within(board).getByRole("link", { name: "Open the message board" })).toHaveAttribute("href", "/messages");

    // invitation available
    const invitation = screen.getByRole("region", {
      name: "Accept Your Invitation",
    });
    expect(within(invitation).getByRole("link", { name: /Join Reading Group/ })).toHaveAttribute(
      "href",
      "https://chat.example/j",
    );

    // awards
    const awards = screen.getByRole("region", { name: "Awards" });
    expect(within(awards).getByText("4 awards")).toBeInTheDocument();
    expect(within(awards).getAllByRole("listitem")).toHaveLength(3);
    expect(within(awards).getByText("Legacy Journey")).toBeInTheDocument();
    expect(within(awards).getByRole("link", { name: "View All awards" })).toHaveAttribute("href", "/awards");

    // external links: new tab, no opener, announced
    const external: Array<[RegExp, string]> = [
      [/Open Reading Plan/, "https://www.bible.com/reading-plans/123"],
      [/Join the Group Chat/, "https://chat.example/j"],
      [/Introduction video Part 1/, PROGRAMME.introVideoPart1Url],
      [/Introduction video Part 2/, PROGRAMME.introVideoPart2Url],
      [/Introduction video Part 3/, PROGRAMME.introVideoPart3Url],
      [/Download the Bible App/, PROGRAMME.bibleAppUrl],
      [/How to start a reading plan/, PROGRAMME.helpStartPlanUrl],
      [/How to change the app's language/, PROGRAMME.helpChangeLanguageUrl],
    ];
    for (const [name, href] of external) {
      const link = screen.getByRole("link", { name });
      expect(link).toHaveAttribute("href", href);
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
      expect(link).toHaveAccessibleName(expect.stringMatching(/\(opens in a new tab\)$/));
    }

    // milestones: eight cards, saved progress loaded at start
    const grid = screen.getByRole("region", { name: "Milestone Progress" });
    expect(within(grid).getAllByRole("article")).toHaveLength(8);
    const law = within(grid).getByRole("article", { name: "The Law" });
    expect(within(law).getByLabelText(MISSING_DAYS_LABEL)).toHaveValue("7");
    expect(within(law).getByText("63/70")).toBeInTheDocument();
    expect(within(law).getByText("A")).toHaveClass("grade-a");
    expect(within(grid).getAllByText("Enter missing days")).toHaveLength(7);

    // next group
    expect(screen.getByRole("region", { name: "April 2027 Group" })).toBeInTheDocument();
    expect(screen.queryByText("Journey Complete!")).not.toBeInTheDocument();
  });

  it("appears with today's card filled in: the two queries go together, and nothing grows after", async () => {
    signIn();
    const slowToday: MockLink.MockedResponse = { ...todayMock, maxUsageCount: 1, delay: 200 };
    const router = createMemoryRouter(routes, { initialEntries: ["/dashboard"] });
    render(
      <MockedProvider mocks={[dashboardMock(dashboard()), slowToday]} cache={createCache()}>
        <BoardLiveContext.Provider value={NO_BOARD}>
          <RouterProvider router={router} />
        </BoardLiveContext.Provider>
      </MockedProvider>,
    );
    // the dashboard's own answer is in, today's is not: still the page's one loading line
    await new Promise((r) => setTimeout(r, 80));
    expect(screen.getByRole("status")).toHaveTextContent("Loading your dashboard...");
    const heading = await screen.findByRole("heading", { level: 1 });
    const card = screen.getByRole("region", { name: "Today" });
    expect(heading).toBeInTheDocument();
    expect(within(card).queryByText("Loading today's check-in…")).not.toBeInTheDocument();
    expect(within(card).getByText(/Day 12 of 365/)).toBeInTheDocument();
  });

  it("keeps showing a member their last group after it ends, with their pending request", async () => {
    signIn();
    renderDashboard([
      dashboardMock(
        dashboard({
          group: group({ status: "COMPLETED", started: true, startDate: "2025-04-01", endDate: "2026-03-31" }),
          milestones: MILESTONES.map((m) => ({ ...milestone(m.id, 0), open: false, opensOn: "2025-04-01" })),
          journeyComplete: true,
          trophyRequest: trophyRequest({ status: "PENDING" }),
        }),
      ),
    ]);
    expect(await screen.findByText("Your last group:")).toBeInTheDocument();
    expect(screen.getByText(/^Ended /)).toBeInTheDocument();
    expect(screen.getByText("Completed", { selector: ".status-chip" })).toBeInTheDocument();
    expect(screen.queryByText(/You are not in a group yet/)).not.toBeInTheDocument();
    expect(screen.getByText(/8 of 8 milestones completed/)).toBeInTheDocument();
    expect(screen.getAllByText("Entries for this group have closed")).toHaveLength(8);
    expect(await axeViolations()).toEqual([]);
  });

  it("hides the unread badge at 0 and tells a member without a group they will be placed soon", async () => {
    signIn();
    renderDashboard([dashboardMock(dashboard({ group: null, welcomeName: "Friend", nextGroup: null }))]);
    expect(
      await screen.findByRole("heading", {
        level: 1,
        name: "Welcome back, Friend",
      }),
    ).toBeInTheDocument();
    const board = screen.getByRole("region", { name: "Message Board" });
    expect(within(board).queryByText(/unread/)).not.toBeInTheDocument();
    expect(within(board).getByText(/You will be placed in a group soon/)).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "April 2027 Group" })).not.toBeInTheDocument();
  });

  it("tells a member on the waiting list which group they wait for and what happens next", async () => {
    signIn();
    renderDashboard([
      dashboardMock(
        dashboard({
          group: null,
          nextGroup: null,
          waitingList: {
            __typename: "WaitingListPlace",
            since: "2026-11-26T03:00:00Z",
            group: { __typename: "PublicGroup", name: "January 2027 Group" },
          },
        }),
      ),
    ]);
    expect(
      await screen.findByText(
        "You are on the waiting list for the January 2027 Group: it was full when you registered. We will place you when a seat frees or the next group opens.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/You are not in a group yet/, { selector: ".group-summary" })).not.toBeInTheDocument();
  });

  it("offers the member's calendar feed as 'Add to calendar' with a hint to subscribe; nothing without one", async () => {
    const feed = "https://journey.example/api/groups/10/calendar.ics?key=abc123";
    signIn();
    const { unmount } = renderDashboard([dashboardMock(dashboard({ calendarUrl: feed }))]);
    const card = await screen.findByRole("region", {
      name: "Your Group's Dates",
    });
    expect(within(card).getByRole("link", { name: "Add to calendar (.ics file)" })).toHaveAttribute("href", feed);
    expect(within(card).getByText(/Calendar apps .* can also subscribe to this address/)).toHaveTextContent(feed);
    expect(await axeViolations()).toEqual([]);
    unmount();

    renderDashboard([dashboardMock(dashboard({ calendarUrl: null }))]);
    expect(
      await screen.findByRole("heading", {
        level: 1,
        name: "Welcome back, Ruth",
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Your Group's Dates" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Add to calendar/ })).not.toBeInTheDocument();
  });

  it("gives the member a new calendar address after asking, and shows it in place of the old one", async () => {
    const feed = "https://journey.example/api/groups/10/calendar.ics?token=old";
    const renewed = "https://journey.example/api/groups/10/calendar.ics?token=new";
    signIn();
    const { user } = renderDashboard([
      dashboardMock(dashboard({ calendarUrl: feed })),
      {
        request: { query: RenewCalendarUrlMutation },
        result: { data: { renewCalendarUrl: renewed } },
      },
    ]);
    const card = await screen.findByRole("region", {
      name: "Your Group's Dates",
    });
    await user.click(within(card).getByRole("button", { name: "Get a new address" }));
    const dialog = screen.getByRole("dialog", {
      name: "Get a new calendar address?",
    });
    expect(dialog).toHaveAccessibleDescription(/The current address stops working at once/);
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
    expect(await axeViolations()).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Get a new address" }));
    expect(await within(card).findByRole("status")).toHaveTextContent(
      "New address ready: the old one no longer works.",
    );
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "Add to calendar (.ics file)" })).toHaveAttribute("href", renewed);
    expect(within(card).getByText(/can also subscribe to this address/)).toHaveTextContent(renewed);
  });

  it("keeps the calendar address when the member cancels, and says why a renewal failed", async () => {
    const feed = "https://journey.example/api/groups/10/calendar.ics?token=old";
    signIn();
    const { user } = renderDashboard([
      dashboardMock(dashboard({ calendarUrl: feed })),
      {
        request: { query: RenewCalendarUrlMutation },
        error: new TypeError("Failed to fetch"),
      },
    ]);
    const card = await screen.findByRole("region", {
      name: "Your Group's Dates",
    });
    await user.click(within(card).getByRole("button", { name: "Get a new address" }));
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await user.click(within(card).getByRole("button", { name: "Get a new address" }));
    const dialog = screen.getByRole("dialog", {
      name: "Get a new calendar address?",
    });
    await user.click(within(dialog).getByRole("button", { name: "Get a new address" }));
    expect(await within(dialog).findByText(/connection|network|reach/i)).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "Add to calendar (.ics file)" })).toHaveAttribute("href", feed);
  });

  it("shows the welcome message from the router state and lets the member dismiss it", async () => {
    signIn();
    const { user, router } = renderDashboard([dashboardMock(dashboard())], {
      pathname: "/dashboard",
      state: { welcome: "Welcome to January 2027 Group!" },
    });
    const notice = await screen.findByText("Welcome to January 2027 Group!");
    await screen.findByRole("heading", {
      level: 1,
      name: "Welcome back, Ruth",
    });
    await user.click(screen.getByRole("button", { name: "Dismiss this message" }));
    expect(notice).not.toBeInTheDocument();
    expect((router.state.location.state as { welcome?: string } | null)?.welcome).toBeUndefined();
  });

  it("sends the member to /login when the session has expired", async () => {
    signIn();
    const { router } = renderDashboard([
      {
        request: { query: DashboardQuery },
        result: {
          errors: [
            {
              message: "Your session has expired. Please log in again.",
              extensions: { code: "unauthorized" },
            },
          ],
        },
      },
    ]);
    expect(await screen.findByRole("heading", { name: "Welcome Back" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
    expect(getUserToken()).toBeNull();
    expect(getUserData()).toBeNull();
  });

  it("a logout while the page is open does not redirect (the navigation decides where to go)", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn();
    const { router } = renderDashboard([dashboardMock(dashboard())]);
    await screen.findByRole("heading", {
      level: 1,
      name: "Welcome back, Ruth",
    });
    act(() => logout());
    expect(screen.getByRole("heading", { level: 1, name: "You are signed out" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Log In" })).toHaveAttribute("href", "/login");
    await act(async () => vi.advanceTimersByTime(1000)); // time for a redirect, were there one
    expect(router.state.location.pathname).toBe("/dashboard");
  });

  it("shows a load failure with Try again", async () => {
    signIn();
    renderDashboard([
      {
        request: { query: DashboardQuery },
        error: new TypeError("Failed to fetch"),
      },
    ]);
    const alert = await screen.findByRole("alert");
    // the browser's own words never reach the member
    expect(alert).toHaveTextContent(
      "We couldn't load your dashboard. We could not reach the server. Check your connection and try again.",
    );
    expect(alert).not.toHaveTextContent("Failed to fetch");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
    expect(getUserToken()).toBe("member-token");
  });

  it("journey complete: the banner, one trophy request, and an alert that it was submitted", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn();
    const calls: unknown[] = [];
    renderDashboard([
      dashboardMock(
        dashboard({
          journeyComplete: true,
          milestones: MILESTONES.map((m) => milestone(m.id, 0)),
        }),
      ),
      {
        request: {
          query: RequestTrophyApprovalMutation,
          variables: { description: TROPHY_REQUEST_DESCRIPTION },
        },
        result: (variables) => {
          calls.push(variables);
          return { data: { requestTrophyApproval: trophyRequest() } };
        },
        maxUsageCount: 5, // a second request would be answered too, and counted
      },
    ]);
    expect(await screen.findByRole("heading", { name: "Journey Complete!" })).toBeInTheDocument();
    expect(await screen.findByText(SUBMITTED_TEXT)).toBeInTheDocument();
    expect(screen.getByText(SUBMITTED_TEXT).closest("[role=alert]")).not.toBeNull();
    // said once, in the alert: not again in the banner's paragraph
    const banner = screen.getByRole("heading", { name: "Journey Complete!" }).closest("section")!;
    expect(banner.textContent!.match(/submitted for admin approval/g)).toHaveLength(1);
    expect(await screen.findByText("Pending")).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(1000)); // time for a second request, were there one
    expect(calls).toEqual([{ description: TROPHY_REQUEST_DESCRIPTION }]);
    // every milestone is completed: no inputs left
    expect(screen.queryByLabelText(MISSING_DAYS_LABEL)).not.toBeInTheDocument();
  });

  it("journey complete with a request already made: shows its status and asks nothing", async () => {
    signIn();
    renderDashboard([
      dashboardMock(
        dashboard({
          journeyComplete: true,
          trophyRequest: trophyRequest({ status: "APPROVED" }),
          milestones: MILESTONES.map((m) => milestone(m.id, 0)),
        }),
      ),
    ]);
    expect(await screen.findByRole("heading", { name: "Journey Complete!" })).toBeInTheDocument();
    expect(screen.getByText(/Trophy request status:/)).toHaveTextContent("Trophy request status: Approved");
    expect(screen.queryByText(SUBMITTED_TEXT)).not.toBeInTheDocument();
  });

  it("a failed trophy request shows the error and a Retry", async () => {
    signIn();
    const calls: unknown[] = [];
    const { user } = renderDashboard([
      dashboardMock(
        dashboard({
          journeyComplete: true,
          milestones: MILESTONES.map((m) => milestone(m.id, 0)),
        }),
      ),
      {
        request: {
          query: RequestTrophyApprovalMutation,
          variables: { description: TROPHY_REQUEST_DESCRIPTION },
        },
        result: () => {
          calls.push(1);
          return {
            errors: [
              {
                message: "The database is busy.",
                extensions: { code: "internal" },
              },
            ],
          };
        },
      },
      {
        request: {
          query: RequestTrophyApprovalMutation,
          variables: { description: TROPHY_REQUEST_DESCRIPTION },
        },
        result: () => {
          calls.push(2);
          return { data: { requestTrophyApproval: trophyRequest() } };
        },
      },
    ]);
    expect(await screen.findByText("Could not submit your trophy request — The database is busy.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Retry the trophy request" }));
    expect(await screen.findByText(SUBMITTED_TEXT)).toBeInTheDocument();
    expect(calls).toEqual([1, 2]);
  });

  it("completing the last milestone brings the server's journeyComplete and makes the request", async () => {
    signIn();
    const before = dashboard({
      milestones: MILESTONES.map((m) => milestone(m.id, m.id === 8 ? 3 : 0)),
    });
    const after = dashboard({
      journeyComplete: true,
      milestones: MILESTONES.map((m) => milestone(m.id, 0)),
    });
    const trophyCalls: unknown[] = [];
    const { user } = renderDashboard([
      dashboardMock(before),
      {
        request: {
          query: SetMissingDaysMutation,
          variables: (v) => v.milestoneId === 8 && v.missingDays === 0 && typeof v.clientKey === "string",
        },
        result: { data: { setMissingDays: milestone(8, 0) } },
      },
      dashboardMock(after),
      {
        request: {
          query: RequestTrophyApprovalMutation,
          variables: { description: TROPHY_REQUEST_DESCRIPTION },
        },
        result: () => {
          trophyCalls.push(1);
          return { data: { requestTrophyApproval: trophyRequest() } };
        },
        maxUsageCount: 5,
      },
    ]);
    const revelation = await screen.findByRole("article", {
      name: "Revelation",
    });
    const input = within(revelation).getByLabelText(MISSING_DAYS_LABEL);
    expect(input).toHaveValue("3");
    await user.type(input, "0", {
      initialSelectionStart: 0,
      initialSelectionEnd: 1,
    }); // "3" → "0" in one edit
    expect(await screen.findByRole("heading", { name: "Journey Complete!" })).toBeInTheDocument();
    expect(await screen.findByText(SUBMITTED_TEXT)).toBeInTheDocument();
    await waitFor(() => expect(trophyCalls).toHaveLength(1));
  });

  it("shows the Today card, and reads the dashboard again after a check-in (the log can fill a milestone)", async () => {
    signIn();
    const dashboardCalls: number[] = [];
    const { user } = renderDashboard([
      { ...dashboardMock(dashboard()), result: () => (dashboardCalls.push(1), { data: dashboard() }) },
      {
        request: { query: CheckInMutation, variables: (v) => v.day === 12 && v.answer === "READ" && typeof v.clientKey === "string" },
        result: { data: { checkIn: today({ answer: "READ" }) } },
      },
      { ...dashboardMock(dashboard()), result: () => (dashboardCalls.push(2), { data: dashboard() }) },
    ]);
    const card = await screen.findByRole("region", { name: "Today" });
    expect(await within(card).findByText("Day 12 of 365 · The Law")).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "Reminder settings" })).toHaveAttribute("href", "/settings");
    await user.click(within(card).getByRole("button", { name: "I read today" }));
    expect(await within(card).findByText("Checked in: you read today.")).toBeInTheDocument();
    await waitFor(() => expect(dashboardCalls).toEqual([1, 2]));
    expect(await axeViolations()).toEqual([]);
  });
});

describe("DashboardPage in Spanish", () => {
  it("shows the cards, the milestones by their Spanish names, plurals and the Today card in Spanish", async () => {
    inLanguage("es");
    signIn();
    renderDashboard([
      dashboardMock(
        dashboard({
          group: group({ started: true, startDate: "2027-01-01" }),
          calendarUrl: "https://journey.example/calendar/abc.ics",
          awards: {
            __typename: "AwardList",
            totalCount: 2,
            nodes: [
              { __typename: "Award", id: "1", name: "Journey Completion", completedAt: "2026-06-30T12:00:00Z", shippedOn: null, shippingNote: null },
            ],
          },
        }),
      ),
    ]);
    expect(await screen.findByRole("heading", { level: 1, name: "Le damos la bienvenida de nuevo, Ruth" })).toBeInTheDocument();
    expect(document.title).toBe("Panel · Journey 365");
    expect(screen.getByRole("heading", { name: "Progreso por hitos" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "La Ley" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Los Profetas Mayores" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Apocalipsis" })).toBeInTheDocument();
    expect(screen.getAllByLabelText("Días sin leer acumulados (según YouVersion)").length).toBeGreaterThan(0);
    const awards = screen.getByRole("region", { name: "Reconocimientos" });
    expect(awards).toHaveTextContent("2 reconocimientos obtenidos");
    expect(within(awards).getByText("Aún no enviado: saldrá pronto.")).toBeInTheDocument();
    const todayCard = screen.getByRole("region", { name: "Hoy" });
    expect(within(todayCard).getByText("Día 12 de 365 · La Ley")).toBeInTheDocument();
    expect(within(todayCard).getByRole("button", { name: "Hoy leí" })).toBeInTheDocument();
    expect(within(todayCard).getByText("58 días para el final de La Ley.", { exact: false })).toBeInTheDocument();
    expect(within(todayCard).getByRole("heading", { name: "Su calificación en La Ley" })).toBeInTheDocument();
    expect(within(todayCard).getByText("Deje de leer como máximo 6 días más para mantener una A (90 %).")).toBeInTheDocument();
    expect(within(todayCard).getByText("3 días")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Añadir al calendario/ })).toBeInTheDocument();
    expect(englishShown(english, spanish)).toEqual([]);
  });
});
