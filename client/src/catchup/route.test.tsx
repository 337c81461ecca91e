import { ApolloClient, InMemoryCache } from "@apollo/client";
import { MockLink } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AdminClientContext } from "../admin/client/AdminApolloProvider";
import { setUserToken } from "../auth/storage";
import { createTestClient, eventStream, unreadAnswer } from "../board/testing";
import { today } from "../dashboard/fixtures";
import { routes } from "../routes";
import { renderRoutes } from "../test/renderRoutes";
import { CATCH_UP_HANDLE } from "./CatchUpPage";
import { catchUp, proposal } from "./fixtures";

function routeOf(path: string, list = routes): (typeof routes)[number] | undefined {
  for (const route of list) {
    if (route.path === path) return route;
    const found = route.children && routeOf(path, route.children);
    if (found) return found;
  }
  return undefined;
}

describe("the /catch-up route", { timeout: 20_000 }, () => {
  it("sends a visitor without a token to /login", async () => {
    const adminClient = new ApolloClient({ link: new MockLink([]), cache: new InMemoryCache() });
    const { router } = renderRoutes(routes, "/catch-up", (ui) => (
      <AdminClientContext.Provider value={adminClient}>
        <MockedProvider>{ui}</MockedProvider>
      </AdminClientContext.Provider>
    ));
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome Back" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
  });

  it("loads the planner for a member, with the navigation, and the page's signed-out notice", async () => {
    expect(routeOf("catch-up")?.handle).toEqual(CATCH_UP_HANDLE);
    setUserToken("member-token");
    const t = createTestClient({
      CatchUpToday: () => ({ data: { today: today({ catchUp: catchUp(null) }) } }),
      CatchUpProposal: () => ({ data: { catchUpProposal: proposal() } }),
      BoardUnread: () => unreadAnswer(0),
      BoardEvents: () => eventStream().observable,
    });
    renderRoutes(routes, "/catch-up", (ui) => <t.wrapper>{ui}</t.wrapper>);
    expect(await screen.findByRole("heading", { level: 1, name: "A way back" })).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Main" })).toBeInTheDocument();
    expect(await screen.findByLabelText("Finish by")).toBeInTheDocument();
  });
});
