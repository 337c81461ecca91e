// Test helpers for the visitor screens: a memory router with stub /dashboard and /admin
// pages, and Apollo mocks behind the app's real auth link (so tests see which token each
// request carried).
import { ApolloLink } from "@apollo/client";
import { MockLink } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { vi } from "vitest";
import { createAuthLink } from "../apollo";

function Stub({ title }: { title: string }) {
  const location = useLocation();
  const welcome = (location.state as { welcome?: string } | null)?.welcome;
  return (
    <>
      <h1>{title}</h1>
      {welcome && <p data-testid="welcome">{welcome}</p>}
    </>
  );
}

export interface SentRequest {
  operationName: string | undefined;
  authorization: string | undefined;
  variables: Record<string, unknown>;
}

/**
 * Renders `element` at `path` with stub pages for /dashboard, /admin, /login, /register.
 * Use with `vi.useFakeTimers({ shouldAdvanceTime: true })` to step through redirects.
 */
export function renderVisitorPage(element: ReactElement, path: string, mocks: MockLink.MockedResponse[]) {
  const sent: SentRequest[] = [];
  const recorder = new ApolloLink((operation, forward) => {
    const headers = (operation.getContext().headers ?? {}) as Record<string, string>;
    sent.push({
      operationName: operation.operationName,
      authorization: headers.authorization,
      variables: operation.variables,
    });
    return forward(operation);
  });
  const link = ApolloLink.from([createAuthLink(), recorder, new MockLink(mocks)]);
  const stubs = [
    ["/dashboard", "Dashboard stub"],
    ["/admin", "Admin stub"],
    ["/login", "Login stub"],
    ["/register", "Register stub"],
    ["/join-current-group", "Join stub"],
  ]
    .filter(([p]) => p !== path)
    .map(([p, title]) => ({ path: p, element: <Stub title={title} /> }));
  const router = createMemoryRouter([{ path, element }, ...stubs], { initialEntries: [path] });
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  const result = render(
    <MockedProvider link={link}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
  return { router, user, sent, ...result };
}
