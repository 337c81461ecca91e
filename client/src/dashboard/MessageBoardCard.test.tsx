import { act, render, screen, waitFor, within } from "@testing-library/react";
import { useContext } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { setUserToken } from "../auth/storage";
import { BoardLiveContext } from "../board/BoardLiveContext";
import { BoardLiveProvider } from "../board/BoardLiveProvider";
import { createTestClient, eventStream, message, newEvent, unreadAnswer, unreadAt } from "../board/testing";
import { useUnreadCount } from "../board/useUnreadCount";
import { NavBar } from "../nav/NavBar";
import { MessageBoardCard } from "./MessageBoardCard";

/** The layout's navigation (fed the live count, as Layout does) and the dashboard's card. */
function Page() {
  const { setUnreadCount } = useContext(BoardLiveContext);
  return (
    <>
      <NavBar unreadCount={useUnreadCount()} />
      <MessageBoardCard hasGroup />
      <button type="button" onClick={() => setUnreadCount(0)}>
        Mark All as Read
      </button>
    </>
  );
}

function setup(unread = 2) {
  setUserToken("member-token");
  const stream = eventStream();
  const t = createTestClient({ BoardUnread: () => unreadAnswer(unread), BoardEvents: () => stream.observable });
  render(
    <t.wrapper>
      <MemoryRouter initialEntries={["/dashboard"]}>
        <BoardLiveProvider>
          <Page />
        </BoardLiveProvider>
      </MemoryRouter>
    </t.wrapper>,
  );
  return { ...t, stream };
}

const navBadge = () => screen.queryByTestId("unread-badge")?.textContent ?? null;
const cardBadge = () => within(screen.getByRole("region", { name: /Message Board/ })).queryByText(/unread/)?.textContent ?? null;

describe("the Message Board card's badge and the navigation badge", () => {
  it("show one live count: a new message and Mark All as Read change both at once", async () => {
    const { stream, named } = setup();
    await waitFor(() => expect(cardBadge()).toBe("2 unread messages"));
    expect(navBadge()).toBe("22 unread messages"); // "2" shown, "2 unread messages" for screen readers

    await waitFor(() => expect(stream.subscribers).toBe(1));
    act(() => stream.next(newEvent(message({ id: "30", unread: true }), unreadAt(2, 3))));
    await waitFor(() => expect(cardBadge()).toBe("3 unread messages"));
    expect(navBadge()).toBe("33 unread messages");

    act(() => screen.getByRole("button", { name: "Mark All as Read" }).click());
    await waitFor(() => expect(cardBadge()).toBeNull());
    expect(navBadge()).toBeNull();
    // one question for the count, shared: the dashboard does not ask again
    expect(named("BoardUnread")).toHaveLength(1);
  });

  it("both say 99+ when the server's count reaches its cap of 100, and stay so as messages arrive", async () => {
    const { stream } = setup(100);
    await waitFor(() => expect(cardBadge()).toBe("99+ unread messages"));
    expect(navBadge()).toBe("99+99+ unread messages");
    await waitFor(() => expect(stream.subscribers).toBe(1));
    act(() => stream.next(newEvent(message({ id: "31", unread: true }), unreadAt(2, 100))));
    expect(cardBadge()).toBe("99+ unread messages");
  });
});
