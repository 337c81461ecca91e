import { ApolloClient, InMemoryCache } from "@apollo/client";
import { MockLink } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AdminClientContext } from "../admin/client/AdminApolloProvider";
import { setUserToken } from "../auth/storage";
import { createTestClient, eventStream, unreadAnswer } from "../board/testing";
import { routes } from "../routes";
import { renderRoutes } from "../test/renderRoutes";
import { LEAD_HANDLE } from "./LeadPage";
import { leadRow, ledGroupsAnswer, progressAnswer } from "./testing";

function routeOf(path: string, list = routes): (typeof routes)[number] | undefined {
  for (const route of list) {
    if (route.path === path) return route;
    const found = route.children && routeOf(path, route.children);
    if (found) return found;
  }
  return undefined;
}

describe("the /lead route", { timeout: 20_000 }, () => {
  it("sends a visitor without a token to /login", async () => {
    const adminClient = new ApolloClient({ link: new MockLink([]), cache: new InMemoryCache() });
    const { router } = renderRoutes(routes, "/lead", (ui) => (
      <AdminClientContext.Provider value={adminClient}>
        <MockedProvider>{ui}</MockedProvider>
      </AdminClientContext.Provider>
    ));
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome Back" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
  });

  it("loads the page lazily for a leader, with the navigation's Lead link, and the page's signed-out notice", async () => {
    expect(routeOf("lead")?.handle).toEqual(LEAD_HANDLE);
    setUserToken("member-token");
    const t = createTestClient({
      LeadLedGroups: () => ledGroupsAnswer(),
      LeadProgress: () => progressAnswer([leadRow()]),
      BoardUnread: () => unreadAnswer(0),
      BoardEvents: () => eventStream().observable,
    });
    renderRoutes(routes, "/lead", (ui) => <t.wrapper>{ui}</t.wrapper>);
    expect(await screen.findByRole("heading", { level: 1, name: "Lead" })).toBeInTheDocument();
    expect(await screen.findByRole("rowheader", { name: "Ruth Member" })).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(await within(nav).findByRole("link", { name: "Lead" })).toHaveAttribute("aria-current", "page");
  });
});
