import { act, render, screen, waitFor } from "@testing-library/react";
import { useContext } from "react";
import { describe, expect, it } from "vitest";
import { setUserToken, STORAGE_KEYS } from "../auth/storage";
import { BoardLiveContext, type BoardEvent } from "./BoardLiveContext";
import { BoardLiveProvider } from "./BoardLiveProvider";
import {
  createTestClient,
  editedEvent,
  eventStream,
  gqlError,
  message,
  newEvent,
  unreadAnswer,
  unreadAt,
  type Handler,
} from "./testing";
import { useBoardEvents } from "./useBoardEvents";
import { useUnreadCount } from "./useUnreadCount";

function Badge() {
  return <p data-testid="count">{useUnreadCount()}</p>;
}

const seen: BoardEvent[] = [];
function Listener() {
  useBoardEvents((e) => seen.push(e));
  const { setUnreadCount, reported, markReported } = useContext(BoardLiveContext);
  return (
    <>
      <button type="button" onClick={() => setUnreadCount(0)}>
        mark read
      </button>
      <button type="button" onClick={() => markReported("5")}>
        report 5
      </button>
      <p data-testid="reported">{Array.from(reported).join(",")}</p>
    </>
  );
}

function setup(handlers: Record<string, Handler> = {}, count = 2, onReconnect?: (listener: () => void) => () => void) {
  seen.length = 0;
  let unread = count;
  const stream = eventStream();
  const t = createTestClient({
    BoardUnread: () => unreadAnswer(unread),
    BoardEvents: () => stream.observable,
    ...handlers,
  });
  render(
    <t.wrapper>
      <BoardLiveProvider retryDelaysMs={[5]} resumeSettleMs={5} onReconnect={onReconnect}>
        <Badge />
        <Listener />
      </BoardLiveProvider>
    </t.wrapper>,
  );
  return { ...t, stream, setUnread: (n: number) => (unread = n) };
}

const count = () => screen.getByTestId("count").textContent;

describe("the unread count and the live board subscription", () => {
  it("is 0 without a token, and asks nothing", async () => {
    const { calls } = setup();
    await act(async () => {});
    expect(count()).toBe("0");
    expect(calls).toEqual([]);
  });

  it("is 0 with no subscription when the member has no group", async () => {
    setUserToken("member-token");
    const { named } = setup({ BoardUnread: () => gqlError("You are not in a group yet.", "invalid") });
    await waitFor(() => expect(named("BoardUnread")).toHaveLength(1));
    await act(async () => {});
    expect(count()).toBe("0");
    expect(named("BoardEvents")).toHaveLength(0);
  });

  it("comes from board(first: 1) and subscribes to the member's group once", async () => {
    setUserToken("member-token");
    const { named, stream } = setup();
    await waitFor(() => expect(count()).toBe("2"));
    await waitFor(() => expect(stream.subscribers).toBe(1));
    expect(named("BoardEvents")).toHaveLength(1);
    // from the version the count was read at
    expect(named("BoardEvents")[0].variables).toEqual({ groupId: "7", since: 1 });
  });

  it("shows each event's unread count, not one of a version it holds, and passes events on", async () => {
    setUserToken("member-token");
    const { stream } = setup();
    await waitFor(() => expect(stream.subscribers).toBe(1));
    await waitFor(() => expect(count()).toBe("2"));
    const theirs = message({ id: "20", unread: true });
    act(() => stream.next(newEvent(theirs, unreadAt(2, 3))));
    await waitFor(() => expect(count()).toBe("3"));
    act(() => stream.next(newEvent(message({ id: "21", unread: false }), unreadAt(3, 3))));
    act(() => stream.next(newEvent(message({ id: "19", unread: true }), unreadAt(1, 7)))); // held already
    await act(async () => {});
    expect(count()).toBe("3");
    expect(seen.map((e) => `${e.kind}:${e.messageId}`)).toEqual(["NEW:20", "NEW:21", "NEW:19"]);
  });

  it("takes the count from a mark-as-read result", async () => {
    setUserToken("member-token");
    const { calls } = setup();
    await waitFor(() => expect(count()).toBe("2"));
    act(() => screen.getByRole("button", { name: "mark read" }).click());
    await waitFor(() => expect(count()).toBe("0"));
    expect(calls.map((c) => c.operationName)).toEqual(["BoardUnread", "BoardEvents"]);
  });

  it("refetches when another tab changes messageBoardLastRead, and on window focus", async () => {
    setUserToken("member-token");
    const { named, setUnread } = setup();
    await waitFor(() => expect(count()).toBe("2"));
    const before = named("BoardUnread").length;

    setUnread(0);
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: STORAGE_KEYS.messageBoardLastRead, newValue: "123" }));
    });
    await waitFor(() => expect(count()).toBe("0"));
    expect(named("BoardUnread")).toHaveLength(before + 1);

    // other keys do not matter
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: "somethingElse", newValue: "1" }));
    });
    expect(named("BoardUnread")).toHaveLength(before + 1);

    setUnread(5);
    act(() => {
      window.dispatchEvent(new Event("focus"));
    });
    await waitFor(() => expect(count()).toBe("5"));
  });

  it("resubscribes after the server ends the subscription, then tells listeners to resync", async () => {
    setUserToken("member-token");
    const { named, stream } = setup();
    await waitFor(() => expect(stream.subscribers).toBe(1));
    const unreadCalls = named("BoardUnread").length;
    act(() => stream.complete());
    expect(stream.subscribers).toBe(0);
    await waitFor(() => expect(named("BoardEvents")).toHaveLength(2));
    // it checked that the server answers before subscribing again
    expect(named("BoardUnread").length).toBeGreaterThan(unreadCalls);
    await waitFor(() => expect(seen.some((e) => e.kind === "RESYNC")).toBe(true));
    expect(stream.subscribers).toBe(1);
    // the new subscription delivers
    act(() => stream.next(newEvent(message({ id: "30", unread: true }), unreadAt(2, 3))));
    await waitFor(() => expect(count()).toBe("3"));
  });

  it("keeps trying while the server is away", async () => {
    setUserToken("member-token");
    let down = false;
    const { named, stream } = setup({
      BoardUnread: () => (down ? new Error("Failed to fetch") : unreadAnswer(2)),
    });
    await waitFor(() => expect(stream.subscribers).toBe(1));
    act(() => {
      down = true;
      stream.complete();
    });
    await waitFor(() => expect(named("BoardUnread").length).toBeGreaterThan(3));
    expect(named("BoardEvents")).toHaveLength(1);
    expect(count()).toBe("2"); // a network failure keeps the last count
    down = false;
    await waitFor(() => expect(named("BoardEvents")).toHaveLength(2));
    await waitFor(() => expect(stream.subscribers).toBe(1));
  });

  it("refetches and tells listeners to resync when the websocket reports a reconnect", async () => {
    setUserToken("member-token");
    const reconnectListeners = new Set<() => void>();
    const onReconnect = (listener: () => void) => {
      reconnectListeners.add(listener);
      return () => reconnectListeners.delete(listener);
    };
    const { named, stream, setUnread } = setup({}, 2, onReconnect);
    await waitFor(() => expect(stream.subscribers).toBe(1));
    expect(reconnectListeners.size).toBe(1);
    setUnread(4);
    act(() => reconnectListeners.forEach((l) => l()));
    await waitFor(() => expect(count()).toBe("4"));
    expect(seen.map((e) => e.kind)).toEqual(["RESYNC"]);
    expect(named("BoardEvents")).toHaveLength(1); // the socket resubscribed by itself
  });

  it("passes an EDITED event on with the count it carries, without refetching", async () => {
    setUserToken("member-token");
    const { stream, named } = setup();
    await waitFor(() => expect(stream.subscribers).toBe(1));
    await waitFor(() => expect(count()).toBe("2"));
    const unreadCalls = named("BoardUnread").length;
    act(() => stream.next(editedEvent(message({ id: "20", content: "Edited", unread: true }), unreadAt(2, 2))));
    await act(async () => {});
    expect(count()).toBe("2");
    expect(named("BoardUnread")).toHaveLength(unreadCalls);
    expect(seen.map((e) => `${e.kind}:${e.message?.content}`)).toEqual(["EDITED:Edited"]);
  });

  it("remembers the messages the member reported until another member signs in", async () => {
    setUserToken("member-token");
    setup();
    await waitFor(() => expect(count()).toBe("2"));
    expect(screen.getByTestId("reported")).toHaveTextContent(/^$/);
    act(() => screen.getByRole("button", { name: "report 5" }).click());
    expect(screen.getByTestId("reported")).toHaveTextContent("5");
    act(() => setUserToken("another-member-token"));
    await waitFor(() => expect(screen.getByTestId("reported")).toHaveTextContent(/^$/));
  });
});
