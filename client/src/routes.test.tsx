import { ApolloClient, InMemoryCache } from "@apollo/client";
import { MockLink } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { act, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { setAdminToken, setUserToken } from "./auth/storage";
import { testToken } from "./auth/testTokens";
import { createTestClient, eventStream, unreadAnswer } from "./board/testing";
import { DASHBOARD_HANDLE } from "./dashboard/DashboardPage";
import { SETTINGS_HANDLE } from "./settings/SettingsPage";
import { AdminClientContext } from "./admin/client/AdminApolloProvider";
import { routes } from "./routes";
import { renderRoutes } from "./test/renderRoutes";

beforeEach(() => {
  // Home asks /graphql itself (home/currentGroup.ts): no current group.
  vi.spyOn(globalThis, "fetch").mockImplementation(
    async () => new Response(JSON.stringify({ data: { currentGroup: null } }), { headers: { "content-type": "application/json" } }),
  );
});

function renderAt(path: string) {
  // the admin panel's client, like the member one, has no answers here: these tests are about routes
  const adminClient = new ApolloClient({ link: new MockLink([]), cache: new InMemoryCache() });
  return renderRoutes(routes, path, (ui) => (
    <AdminClientContext.Provider value={adminClient}>
      <MockedProvider>{ui}</MockedProvider>
    </AdminClientContext.Provider>
  ));
}

function findRoute(list: typeof routes, path: string): (typeof routes)[number] | undefined {
  for (const route of list) {
    if (route.path === path) return route;
    const found = route.children && findRoute(route.children, path);
    if (found) return found;
  }
  return undefined;
}

const mainNav = () => screen.queryByRole("navigation", { name: "Main" });

describe("routes", () => {
  it.each([
    ["/register", "Register for Next Group"],
    ["/login", "Welcome Back"],
    ["/join-current-group", "Join the Current Group"],
  ])("%s shows its form (%s) with the navigation", async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole("heading", { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toBeInTheDocument();
    expect(mainNav()).toBeInTheDocument();
  });

  it.each(["/dashboard", "/messages", "/awards", "/trophies", "/settings"])("%s sends a visitor without a token to /login", async (path) => {
    const { router } = renderAt(path);
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome Back" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
  });

  it("/reset-password?token=abc shows the reset form with the navigation", async () => {
    renderAt("/reset-password?token=abc");
    expect(await screen.findByRole("heading", { level: 1, name: "Reset Your Password" })).toBeInTheDocument();
    expect(screen.getByLabelText(/^New password/)).toHaveAttribute("autocomplete", "new-password");
    expect(mainNav()).toBeInTheDocument();
    // the title is set by the page's effect, after the heading is on screen
    await waitFor(() => expect(document.title).toBe("Reset Your Password · Journey 365"));
  });

  it("/legacy/confirm?token=abc asks before confirming, with the navigation, and sends nothing on opening", async () => {
    renderAt("/legacy/confirm?token=abc");
    expect(await screen.findByRole("heading", { level: 1, name: "Confirm Your Past Journeys" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Confirm" })).toBeEnabled();
    expect(mainNav()).toBeInTheDocument();
    // the title is set by the page's effect, after the heading is on screen
    await waitFor(() => expect(document.title).toBe("Confirm Your Past Journeys · Journey 365"));
  });

  it.each([["/donate", "Support Journey 365"]])("%s shows its screen (%s) with the navigation", async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole("heading", { level: 1, name: title })).toBeInTheDocument();
    expect(mainNav()).toBeInTheDocument();
    // the title is set by the page's effect, after the heading is on screen
    await waitFor(() => expect(document.title).toBe(`${title} · Journey 365`));
  });

  it.each(["/admin", "/admin/groups"])("%s shows the admin sign-in form with the navigation", async (path) => {
    const { router } = renderAt(path);
    expect(await screen.findByRole("heading", { level: 1, name: "Journey 365 Admin" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign In" })).toBeInTheDocument();
    expect(mainNav()).toBeInTheDocument();
    expect(within(mainNav()!).getByRole("link", { name: "Admin" })).toHaveAttribute("aria-current", "page");
    expect(router.state.location.pathname).toBe(path);
  });

  it("/admin goes to /admin/overview for a signed-in admin, and each tab is its own URL", { timeout: 20_000 }, async () => {
    setAdminToken(testToken("admin"));
    const { router } = renderAt("/admin");
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/overview"));
    const tabs = await screen.findByRole("navigation", { name: "Admin sections" });
    await act(() => router.navigate("/admin/progress"));
    // the Progress tab loads lazily: its heading arrives with it (its chunk is the panel's largest,
    // a few seconds to transform on a busy machine the first time)
    expect(await screen.findByRole("heading", { level: 2, name: "Progress" }, { timeout: 15_000 })).toBeInTheDocument();
    expect(within(tabs).getByRole("link", { name: "Progress" })).toHaveAttribute("aria-current", "page");
  });

  it("/ shows Home with the navigation", async () => {
    renderAt("/");
    expect(screen.getByRole("heading", { level: 1, name: "Journey 365" })).toBeInTheDocument();
    expect(mainNav()).toBeInTheDocument();
    expect(await screen.findByText("No active group found")).toBeInTheDocument();
  });

  it.each(["/legacy", "/alumni"])("%s loads lazily, without the navigation", async (path) => {
    renderAt(path);
    expect(await screen.findByRole("heading", { level: 1, name: "Legacy Journey Intake" })).toBeInTheDocument();
    expect(mainNav()).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Menu" })).not.toBeInTheDocument();
  });

  it.each(["/dashboard", "/messages", "/awards", "/trophies"])(
    "Log out on %s lands on / (spec 2), never on /login",
    async (path) => {
      setUserToken("member-token");
      const t = createTestClient({ BoardUnread: () => unreadAnswer(0), BoardEvents: () => eventStream().observable });
      const { router, user } = renderRoutes(routes, path, (ui) => <t.wrapper>{ui}</t.wrapper>);
      await user.click(await screen.findByRole("button", { name: "Log out" }));
      await waitFor(() => expect(router.state.location.pathname).toBe("/"));
      expect(await screen.findByRole("heading", { level: 1, name: "Journey 365" })).toBeInTheDocument();
    },
  );

  it("gives the dashboard route the dashboard's signed-out notice", () => {
    expect(findRoute(routes, "dashboard")?.handle).toEqual(DASHBOARD_HANDLE);
  });

  it("gives the settings route the settings page's signed-out notice", () => {
    expect(findRoute(routes, "settings")?.handle).toEqual(SETTINGS_HANDLE);
  });

  it.each([
    ["/checkin/abc.def", "CheckInLink"],
    ["/unsubscribe/abc.def", "MailPreferences"],
  ])("%s loads its page with the navigation, and opening it sends only its read, without a token", async (path, operation) => {
    setUserToken("member-token");
    const t = createTestClient({
      [operation]: () => ({ data: null, errors: [{ message: "This link is not valid.", extensions: { code: "invalid", field: "token" } }] }),
      BoardUnread: () => unreadAnswer(0),
      BoardEvents: () => eventStream().observable,
      MemberLocale: () => ({ data: { mySettings: { __typename: "MySettings", locale: "en" } } }),
    });
    renderRoutes(routes, path, (ui) => <t.wrapper>{ui}</t.wrapper>);
    expect(await screen.findByRole("heading", { level: 1, name: "This Link Cannot Be Used" })).toBeInTheDocument();
    expect(mainNav()).toBeInTheDocument();
    expect(t.named(operation)).toEqual([{ operationName: operation, variables: { token: "abc.def" }, auth: "none" }]);
    // the signed-in layout's own reads (the live board, the Lead link, the member's language) aside
    expect(t.calls.filter((c) => !["BoardUnread", "BoardEvents", "LeadLedGroups", "MemberLocale", operation].includes(c.operationName))).toEqual([]);
  });

  it("shows Page not found inside the layout for unknown paths", async () => {
    const { router } = renderAt("/no/such/page");
    expect(screen.getByRole("heading", { level: 1, name: "Page not found" })).toBeInTheDocument();
    expect(screen.getByText("/no/such/page")).toBeInTheDocument();
    expect(mainNav()).toBeInTheDocument();
    await act(() => router.navigate("/"));
    expect(within(mainNav()!).getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
  });

  it("a visitor's Home sends nothing through Apollo (its group comes by fetch)", async () => {
    const t = createTestClient({});
    renderRoutes(routes, "/", (ui) => <t.wrapper>{ui}</t.wrapper>);
    expect(await screen.findByText("No active group found")).toBeInTheDocument();
    await act(async () => {});
    expect(t.calls).toEqual([]);
    expect(within(mainNav()!).queryByTestId("unread-badge")).not.toBeInTheDocument();
  });

  it("a signed-in member's Home shows the unread badge, from the live board started after the page", async () => {
    setUserToken("member-token");
    const stream = eventStream();
    const t = createTestClient({ BoardUnread: () => unreadAnswer(3), BoardEvents: () => stream.observable });
    renderRoutes(routes, "/", (ui) => <t.wrapper>{ui}</t.wrapper>);
    expect(screen.getByRole("heading", { level: 1, name: "Journey 365" })).toBeInTheDocument();
    await waitFor(() => expect(within(mainNav()!).getByTestId("unread-badge")).toHaveTextContent("3"));
    expect(t.named("BoardUnread")).toHaveLength(1);
    await waitFor(() => expect(t.named("BoardEvents")).toHaveLength(1));
  });
});
