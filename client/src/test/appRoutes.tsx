// A member page's route in the app's real route tree: found by path, and shown with the app's
// navigation and live board, or the sign-in it asks of a visitor.
import { ApolloClient, InMemoryCache } from "@apollo/client";
import { MockLink } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { screen } from "@testing-library/react";
import { expect } from "vitest";
import { AdminClientContext } from "../admin/client/AdminApolloProvider";
import { setUserToken } from "../auth/storage";
import { createTestClient, eventStream, unreadAnswer, type Handler } from "../board/testing";
import { routes } from "../routes";
import { renderRoutes } from "./renderRoutes";

/** The route at `path` anywhere in the tree (its handle names the page). */
export function routeOf(path: string, list = routes): (typeof routes)[number] | undefined {
  for (const route of list) {
    if (route.path === path) return route;
    const found = route.children && routeOf(path, route.children);
    if (found) return found;
  }
  return undefined;
}

/** A visitor without a token at `path` is sent to /login. */
export async function expectSignInAsked(path: string) {
  const adminClient = new ApolloClient({ link: new MockLink([]), cache: new InMemoryCache() });
  const { router } = renderRoutes(routes, path, (ui) => (
    <AdminClientContext.Provider value={adminClient}>
      <MockedProvider>{ui}</MockedProvider>
    </AdminClientContext.Provider>
  ));
  expect(await screen.findByRole("heading", { level: 1, name: "Welcome Back" })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe("/login");
}

/** A signed-in member at `path`, the page's operations answered by `handlers` (the board's are quiet). */
export function renderMemberRoute(path: string, handlers: Record<string, Handler>) {
  setUserToken("member-token");
  const t = createTestClient({ BoardUnread: () => unreadAnswer(0), BoardEvents: () => eventStream().observable, ...handlers });
  return renderRoutes(routes, path, (ui) => <t.wrapper>{ui}</t.wrapper>);
}
