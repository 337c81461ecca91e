import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useQuery } from "@apollo/client/react";
import { act, render, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setUserToken } from "../auth/storage";
import { DashboardQuery } from "../dashboard/queries";
import { BoardLiveProvider } from "./BoardLiveProvider";
import { createTestClient, eventStream, gqlError, unreadAnswer, type Handler } from "./testing";

/** Something else on the page (the dashboard) that must learn about a lost group. */
function Dashboard() {
  useQuery(DashboardQuery);
  return null;
}

function setup(handlers: Record<string, Handler> = {}) {
  const stream = eventStream();
  let inGroup = true;
  const t = createTestClient({
    BoardUnread: () => (inGroup ? unreadAnswer(2) : gqlError("You are not in a group yet.", "invalid")),
    BoardEvents: () => stream.observable,
    Dashboard: () => ({ data: { dashboard: null } }),
    ...handlers,
  });
  render(
    <t.wrapper>
      <BoardLiveProvider retryDelaysMs={[5]} resumeSettleMs={5}>
        <Dashboard />
      </BoardLiveProvider>
    </t.wrapper>,
  );
  return { ...t, stream, leaveGroup: () => (inGroup = false) };
}

/**
 * Runs a second of (fake) time: every retry (5 ms) and settle delay would have fired by then,
 * so "no new subscription" means none will come.
 */
const settle = () => act(() => vi.advanceTimersByTimeAsync(1000));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("how the live board subscription ends", () => {
  it("stops and refetches when the server ends it with 'forbidden' (removed from the group)", async () => {
    setUserToken("member-token");
    const { named, stream, leaveGroup } = setup();
    await waitFor(() => expect(stream.subscribers).toBe(1));
    await waitFor(() => expect(named("Dashboard")).toHaveLength(1));
    const unreadCalls = named("BoardUnread").length;

    leaveGroup();
    act(() =>
      stream.error(
        new CombinedGraphQLErrors({
          errors: [{ message: "You are no longer a member of this group.", extensions: { code: "forbidden" } }],
        }),
      ),
    );
    await waitFor(() => expect(named("BoardUnread").length).toBeGreaterThan(unreadCalls));
    await waitFor(() => expect(named("Dashboard").length).toBeGreaterThan(1));
    await settle();
    expect(named("BoardEvents")).toHaveLength(1); // never resubscribed
    expect(stream.subscribers).toBe(0);
  });

  it("stops when the socket is closed because the session ended (4401/4403)", async () => {
    setUserToken("member-token");
    const { named, stream } = setup();
    await waitFor(() => expect(stream.subscribers).toBe(1));
    act(() => stream.error(new Error("Socket closed with event 4403 This account is disabled.")));
    await settle();
    expect(named("BoardEvents")).toHaveLength(1);
  });

  it("resubscribes after another failure (e.g. too many subscriptions)", async () => {
    setUserToken("member-token");
    const { named, stream } = setup();
    await waitFor(() => expect(stream.subscribers).toBe(1));
    act(() =>
      stream.error(new CombinedGraphQLErrors({ errors: [{ message: "Too many", extensions: { code: "rate_limited" } }] })),
    );
    await waitFor(() => expect(named("BoardEvents")).toHaveLength(2));
    await waitFor(() => expect(stream.subscribers).toBe(1));
  });
});
