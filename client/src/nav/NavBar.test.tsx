import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Outlet, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { setUserData, setUserToken, STORAGE_KEYS } from "../auth/storage";
import { createTestClient, type Handler } from "../board/testing";
import { GROUP, ledGroupsAnswer } from "../lead/testing";
import { renderRoutes } from "../test/renderRoutes";
import { MENU_ID, NavBar } from "./NavBar";

function routesWith(unreadCount = 0): RouteObject[] {
  const page = (name: string) => <h1>{name} page</h1>;
  return [
    {
      path: "/",
      element: (
        <>
          <NavBar unreadCount={unreadCount} />
          <Outlet />
        </>
      ),
      children: [
        { index: true, element: page("Home") },
        { path: "dashboard", element: page("Dashboard") },
        { path: "messages", element: page("Messages") },
        { path: "awards", element: page("Awards") },
        { path: "trophies", element: page("Trophies") },
        { path: "settings", element: page("Settings") },
        { path: "lead", element: page("Lead") },
        { path: "donate", element: page("Donate") },
        { path: "login", element: page("Login") },
        { path: "admin", element: page("Admin") },
      ],
    },
  ];
}

/**
 * The routes at `path` over a test Apollo client (a signed-in member's navigation asks which
 * groups they lead: none unless a handler says otherwise).
 */
function renderNav(routes: RouteObject[], path: string, handlers: Record<string, Handler> = {}) {
  const t = createTestClient({ LeadLedGroups: () => ledGroupsAnswer([]), ...handlers });
  return { ...t, ...renderRoutes(routes, path, (ui) => <t.wrapper>{ui}</t.wrapper>) };
}

const nav = () => screen.getByRole("navigation", { name: "Main" });
const toggle = () => screen.getByRole("button", { name: "Menu" });
const messagesLink = () => within(nav()).getByRole("link", { name: /^Messages/ });

describe("NavBar links", () => {
  it("lists every link of the spec in order, in a <nav> list", () => {
    renderNav(routesWith(), "/");
    const list = within(nav()).getByRole("list");
    const links = within(list).getAllByRole("link");
    expect(links.map((a) => a.getAttribute("href"))).toEqual([
      "/",
      "/dashboard",
      "/messages",
      "/awards",
      "/settings",
      "/donate",
      "/login",
      "/admin",
    ]);
    expect(links.map((a) => a.textContent)).toEqual(["Home", "Dashboard", "Messages", "Awards", "Settings", "Donate", "Login", "Admin"]);
  });

  it("marks the current page with aria-current", () => {
    renderNav(routesWith(), "/dashboard");
    expect(within(nav()).getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
    expect(within(nav()).getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
  });

  it("marks Awards as current on /trophies too", () => {
    renderNav(routesWith(), "/trophies");
    expect(within(nav()).getByRole("link", { name: "Awards" })).toHaveAttribute("aria-current", "page");
  });

  it("has a floating donate link to /donate", () => {
    renderNav(routesWith(), "/");
    expect(screen.getByRole("link", { name: "Donate now" })).toHaveAttribute("href", "/donate");
  });

  it.each(["/admin", "/admin/users", "/admin/playground", "/donate"])("has no floating donate link on %s", (path) => {
    renderNav(routesWith(), path);
    expect(screen.queryByRole("link", { name: "Donate now" })).not.toBeInTheDocument();
  });
});

describe("NavBar unread badge", () => {
  it("is hidden when the count is 0", () => {
    renderNav(routesWith(0), "/");
    expect(screen.queryByTestId("unread-badge")).not.toBeInTheDocument();
    expect(screen.queryByText(/unread message/)).not.toBeInTheDocument();
    expect(messagesLink()).toHaveAccessibleName("Messages");
  });

  it("shows the number with an accessible label at 3", () => {
    renderNav(routesWith(3), "/");
    const badge = within(messagesLink()).getByTestId("unread-badge");
    expect(within(badge).getByText("3")).toBeInTheDocument();
    expect(within(badge).getByText("3 unread messages")).toBeInTheDocument();
    expect(messagesLink()).toHaveAccessibleName("Messages 3 unread messages");
  });

  it("says 1 unread message in the singular and caps large counts at 99+, for screen readers too", () => {
    const { unmount } = renderNav(routesWith(1), "/");
    expect(screen.getByText("1 unread message")).toBeInTheDocument();
    unmount();
    renderNav(routesWith(250), "/");
    const badge = screen.getByTestId("unread-badge");
    expect(within(badge).getByText("99+")).toBeInTheDocument();
    expect(within(badge).getByText("99+ unread messages")).toBeInTheDocument();
  });
});

describe("NavBar small-screen menu", () => {
  it("opens on the toggle, which controls the link list", async () => {
    const { user } = renderNav(routesWith(), "/");
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(toggle()).toHaveAttribute("aria-controls", MENU_ID);
    expect(document.getElementById(MENU_ID)?.tagName).toBe("UL");
    await user.click(toggle());
    expect(toggle()).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByTestId("nav-backdrop")).toBeInTheDocument();
    await user.click(toggle());
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
  });

  it("closes on Escape and returns focus to the toggle", async () => {
    const { user } = renderNav(routesWith(), "/");
    await user.click(toggle());
    within(nav()).getByRole("link", { name: "Awards" }).focus();
    await user.keyboard("{Escape}");
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(toggle()).toHaveFocus();
  });

  it("closes on a click on the backdrop", async () => {
    const { user } = renderNav(routesWith(), "/");
    await user.click(toggle());
    await user.click(screen.getByTestId("nav-backdrop"));
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByTestId("nav-backdrop")).not.toBeInTheDocument();
  });

  it("closes on window scroll", async () => {
    const { user } = renderNav(routesWith(), "/");
    await user.click(toggle());
    fireEvent.scroll(window);
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
  });

  it("closes on route change", async () => {
    const { user, router } = renderNav(routesWith(), "/");
    await user.click(toggle());
    await act(() => router.navigate("/awards"));
    expect(screen.getByRole("heading", { name: "Awards page" })).toBeInTheDocument();
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(within(nav()).getByRole("link", { name: "Awards" })).toHaveAttribute("aria-current", "page");
  });

  it("closes when a link in it is followed", async () => {
    const { user } = renderNav(routesWith(), "/");
    await user.click(toggle());
    await user.click(within(nav()).getByRole("link", { name: "Login" }));
    expect(screen.getByRole("heading", { name: "Login page" })).toBeInTheDocument();
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
  });
});

describe("NavBar logout", () => {
  it("is hidden without a user token", () => {
    renderNav(routesWith(), "/dashboard");
    expect(screen.queryByRole("button", { name: "Log out" })).not.toBeInTheDocument();
  });

  it("appears when a user token is stored", () => {
    renderNav(routesWith(), "/");
    act(() => setUserToken("member-token"));
    expect(screen.getByRole("button", { name: "Log out" })).toBeInTheDocument();
  });

  it("removes userToken and userData and goes to /", async () => {
    setUserToken("member-token");
    setUserData({ name: "Ruth Moabite", trophies_count: 2 });
    window.localStorage.setItem(STORAGE_KEYS.adminToken, "admin-token");
    const { user, router } = renderNav(routesWith(), "/dashboard");

    await user.click(screen.getByRole("button", { name: "Log out" }));

    expect(window.localStorage.getItem("userToken")).toBeNull();
    expect(window.localStorage.getItem("userData")).toBeNull();
    expect(window.localStorage.getItem("adminToken")).toBe("admin-token"); // not a member concern
    expect(router.state.location.pathname).toBe("/");
    expect(screen.getByRole("heading", { name: "Home page" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Log out" })).not.toBeInTheDocument();
  });
});

describe("NavBar Profile link", () => {
  it("is shown after Settings to a signed-in member only", () => {
    renderNav(routesWith(), "/");
    expect(within(nav()).queryByRole("link", { name: "Profile" })).toBeNull();
  });

  it("leads a signed-in member to /profile", async () => {
    setUserToken("member-token");
    renderNav(routesWith(), "/", { LeadLedGroups: () => ledGroupsAnswer([]) });
    const hrefs = within(nav()).getAllByRole("link").map((a) => a.getAttribute("href"));
    expect(hrefs[hrefs.indexOf("/settings") + 1]).toBe("/profile");
  });
});

describe("NavBar Lead link", () => {
  const leadLink = () => within(nav()).queryByRole("link", { name: "Lead" });

  it("is shown after Settings to a member who leads a group, asked once", async () => {
    setUserToken("member-token");
    const t = renderNav(routesWith(), "/lead", { LeadLedGroups: () => ledGroupsAnswer([GROUP]) });
    await waitFor(() => expect(leadLink()).toHaveAttribute("href", "/lead"));
    expect(leadLink()).toHaveAttribute("aria-current", "page");
    const hrefs = within(nav()).getAllByRole("link").map((a) => a.getAttribute("href"));
    expect(hrefs.slice(hrefs.indexOf("/settings"), hrefs.indexOf("/settings") + 3)).toEqual(["/settings", "/profile", "/lead"]);

    await t.user.click(within(nav()).getByRole("link", { name: "Awards" }));
    expect(screen.getByRole("heading", { name: "Awards page" })).toBeInTheDocument();
    expect(leadLink()).toBeInTheDocument();
    expect(t.named("LeadLedGroups")).toHaveLength(1);
  });

  it("is not shown to a member who leads no group", async () => {
    setUserToken("member-token");
    const t = renderNav(routesWith(), "/");
    await waitFor(() => expect(t.named("LeadLedGroups")).toHaveLength(1));
    await act(async () => {});
    expect(leadLink()).not.toBeInTheDocument();
  });

  it("is not shown while loading or after an error", async () => {
    setUserToken("member-token");
    let answer: (value: Error) => void = () => undefined;
    const t = renderNav(routesWith(), "/", { LeadLedGroups: () => new Promise<Error>((resolve) => (answer = resolve)) });
    await waitFor(() => expect(t.named("LeadLedGroups")).toHaveLength(1));
    expect(leadLink()).not.toBeInTheDocument();
    answer(new Error("offline"));
    await act(async () => {});
    expect(leadLink()).not.toBeInTheDocument();
  });

  it("asks nothing for a visitor", async () => {
    const t = renderNav(routesWith(), "/");
    await act(async () => {});
    expect(leadLink()).not.toBeInTheDocument();
    expect(t.calls).toEqual([]);
  });
});
