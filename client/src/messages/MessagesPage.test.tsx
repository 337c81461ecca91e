import { act, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { getMessageBoardLastRead, getUserToken } from "../auth/storage";
import { testToken } from "../auth/testTokens";
import { resyncEvent } from "../board/BoardLiveContext";
import { board, countsAt, deletedEvent, editedEvent, gqlError, message, newEvent } from "../board/testing";
import { PAGE_SIZE } from "./MessagesPage";
import { renderBoardPage, type BoardPageOptions } from "./testing";

const ruth = message({ id: "1", authorName: "Ruth Member", createdAt: "2027-01-05T10:00:00Z", unread: true });
const team = message({
  id: "2",
  source: "ADMIN",
  title: "Week 2 begins",
  authorName: "Programme Team",
  type: "ANNOUNCEMENT",
  createdAt: "2027-01-06T10:00:00Z",
  unread: true,
});
const prayer = message({ id: "3", type: "PRAYER", authorName: "Ann", createdAt: "2027-01-04T10:00:00Z" });

function setup(options: BoardPageOptions = {}) {
  return renderBoardPage({ messages: [team, ruth, prayer], ...options });
}

const list = () => screen.getByRole("list", { name: "Messages, newest first" });
const titles = () => within(list()).getAllByRole("heading", { level: 3 }).map((h) => h.textContent);

describe("MessagesPage", () => {
  it("sends a visitor without a member token to /login", async () => {
    setup({ token: null });
    expect(await screen.findByRole("heading", { name: "Welcome Back" })).toBeInTheDocument();
  });

  it("shows the title, Back to Dashboard, the header counts and the messages newest first", async () => {
    setup();
    expect(screen.getByRole("heading", { level: 1, name: "Messages" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/dashboard");
    await screen.findByRole("list", { name: "Messages, newest first" });
    expect(titles()).toEqual(["Week 2 begins", "Message from Ruth Member", "Message from Ann"]);
    expect(await screen.findByText("2 unread messages")).toBeInTheDocument();
    expect(screen.getByText("2 NEW")).toBeInTheDocument();
    expect(screen.getByText("January 2027 Group")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Refresh Messages" })).toBeInTheDocument();
    expect(document.title).toBe("Messages · Journey 365");
  });

  it("shows 99+ in the badge and the NEW pill when the server's count reaches its cap of 100", async () => {
    setup({ unread: 100 });
    expect(await screen.findByText("99+ NEW")).toBeInTheDocument();
    expect(within(screen.getByTestId("board-unread")).getByText("99+")).toBeInTheDocument();
    expect(screen.getByText("99+ unread messages")).toBeInTheDocument();
  });

  it("shows 'No messages yet' for an empty board, and no NEW pill", async () => {
    setup({ messages: [] });
    expect(await screen.findByText("No messages yet")).toBeInTheDocument();
    expect(screen.getByText("0 unread messages")).toBeInTheDocument();
    expect(screen.queryByText(/\d+ NEW/)).not.toBeInTheDocument();
  });

  it("shows a friendly note when the member is not in a group yet", async () => {
    setup({
      handlers: {
        Board: () => gqlError("You are not in a group yet, so there is no board to show.", "invalid"),
        BoardUnread: () => gqlError("You are not in a group yet, so there is no board to show.", "invalid"),
      },
    });
    expect(await screen.findByText("You are not in a group yet, so there is no board to show.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Messages" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("signs out and goes to /login when the server says the session is unauthorized", async () => {
    setup({ handlers: { Board: () => gqlError("Please sign in again.", "unauthorized") } });
    expect(await screen.findByRole("heading", { name: "Welcome Back" })).toBeInTheDocument();
    expect(getUserToken()).toBeNull();
  });

  it("lists every type in the filter with counts, filters by type and marks that type read", async () => {
    const { user, named } = setup({
      handlers: {
        MarkTypeRead: (vars) => ({
          data: { markTypeRead: { __typename: "BoardReadState", groupId: "7", unreadCount: 1, lastReadAt: null } },
          ...(vars.type === "PRAYER" ? {} : { errors: [{ message: "wrong type" }] }),
        }),
      },
    });
    await screen.findByRole("list", { name: "Messages, newest first" });
    const select = screen.getByRole("combobox", { name: "Filter by type" });
    const options = within(select).getAllByRole("option").map((o) => o.textContent);
    expect(options).toEqual([
      "All Messages (3)",
      "Milestones (0)",
      "Encouragement (1)",
      "Prayer Requests (1)",
      "Testimonies (0)",
      "Questions (0)",
      "Reminders (0)",
      "Announcements (1)",
    ]);

    await user.selectOptions(select, "Prayer Requests (1)");
    await waitFor(() => expect(titles()).toEqual(["Message from Ann"]));
    expect(named("Board").at(-1)!.variables).toMatchObject({ type: "PRAYER", first: PAGE_SIZE });
    await waitFor(() => expect(named("MarkTypeRead")).toHaveLength(1));
    expect(named("MarkTypeRead")[0].variables).toEqual({ type: "PRAYER" });
    expect(await screen.findByText("1 unread message")).toBeInTheDocument();
  });

  it("opens the Post Message dialog with a labelled textarea and type; Cancel and Escape close it", async () => {
    const { user } = setup();
    await screen.findByRole("list", { name: "Messages, newest first" });
    const opener = screen.getByRole("button", { name: "Post Message" });
    await user.click(opener);
    const dialog = screen.getByRole("dialog", { name: "Post a Message" });
    const textarea = within(dialog).getByRole("textbox", { name: "Your message" });
    expect(textarea).toHaveAttribute("placeholder", "Share your message with the group...");
    expect(textarea).toHaveFocus();
    const type = within(dialog).getByRole("combobox", { name: "Message type" });
    expect(type).toHaveValue("ENCOURAGEMENT");
    expect(within(type).getAllByRole("option").map((o) => o.textContent)).toEqual([
      "Encouragement",
      "Milestone",
      "Prayer Request",
      "Testimony",
      "Question",
    ]);

    // the focus stays inside the dialog
    const post = within(dialog).getByRole("button", { name: "Post Message" });
    post.focus();
    await user.tab();
    expect(textarea).toHaveFocus();
    await user.tab({ shift: true });
    expect(post).toHaveFocus();

    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());

    await user.click(opener);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it("shows the server's error text in the dialog, and the fallback for a network failure", async () => {
    let fail: "server" | "network" = "server";
    const { user } = setup({
      handlers: {
        PostMessage: () =>
          fail === "server" ? gqlError("Write a message first.", "invalid") : new Error("Failed to fetch"),
      },
    });
    await screen.findByRole("list", { name: "Messages, newest first" });
    await user.click(screen.getByRole("button", { name: "Post Message" }));
    const dialog = screen.getByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Post Message" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Write a message first.");

    fail = "network";
    await user.type(within(dialog).getByRole("textbox"), "Hello");
    await user.click(within(dialog).getByRole("button", { name: "Post Message" }));
    await waitFor(() =>
      expect(within(dialog).getByRole("alert")).toHaveTextContent("Failed to post message. Please try again."),
    );
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("posts a message of the chosen type and lists it on top once, even when its live event follows", async () => {
    const posted = message({ id: "9", content: "Day 3 done", type: "MILESTONE", authorName: "Me", createdAt: "2027-01-07T10:00:00Z" });
    const { user, named, stream } = setup({
      handlers: { PostMessage: () => ({ data: { postMessage: posted } }) },
    });
    await screen.findByRole("list", { name: "Messages, newest first" });
    await user.click(screen.getByRole("button", { name: "Post Message" }));
    const dialog = screen.getByRole("dialog");
    await user.type(within(dialog).getByRole("textbox"), "Day 3 done");
    await user.selectOptions(within(dialog).getByRole("combobox"), "Milestone");
    await user.click(within(dialog).getByRole("button", { name: "Post Message" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const { clientKey, ...input } = (named("PostMessage")[0].variables as { input: Record<string, unknown> }).input;
    expect(input).toEqual({ content: "Day 3 done", type: "MILESTONE" });
    expect(clientKey).toMatch(/^[0-9a-f-]{36}$/); // the post's idempotency key (offline/queue.ts)
    expect(titles()[0]).toBe("Message from Me");
    expect(screen.getByText("Your message was posted.")).toBeInTheDocument();

    await waitFor(() => expect(stream.subscribers).toBe(1));
    act(() => stream.next(newEvent(posted, countsAt(2, [posted, team, ruth, prayer]))));
    await act(async () => {});
    expect(titles()).toEqual(["Message from Me", "Week 2 begins", "Message from Ruth Member", "Message from Ann"]);
    expect(screen.getByRole("combobox", { name: "Filter by type" })).toHaveTextContent("Milestones (1)");
    // one's own message is never unread
    expect(screen.getByText("2 unread messages")).toBeInTheDocument();
  });

  it("Mark All as Read calls the mutation, clears the NEW tags and stores the last-read time", async () => {
    const { user, named } = setup({
      handlers: {
        MarkBoardRead: () => ({
          data: {
            markBoardRead: { __typename: "BoardReadState", groupId: "7", unreadCount: 0, lastReadAt: "2027-01-06T10:00:01Z" },
          },
        }),
      },
    });
    await screen.findByRole("list", { name: "Messages, newest first" });
    expect(await screen.findByText("2 NEW")).toBeInTheDocument();
    expect(within(list()).getAllByText("NEW")).toHaveLength(2);

    await user.click(screen.getByRole("button", { name: "Mark All as Read" }));
    await waitFor(() => expect(named("MarkBoardRead")).toHaveLength(1));
    expect(named("MarkBoardRead")[0].variables).toEqual({});
    await waitFor(() => expect(screen.getByText("0 unread messages")).toBeInTheDocument());
    expect(screen.queryByText("2 NEW")).not.toBeInTheDocument();
    expect(within(list()).queryByText("NEW")).not.toBeInTheDocument();
    // newest message (2027-01-06T10:00:00Z) + 1000 ms
    expect(getMessageBoardLastRead()).toBe(Date.parse("2027-01-06T10:00:00Z") + 1000);
    expect(window.localStorage.getItem("messageBoardLastRead")).toBe(String(Date.parse("2027-01-06T10:00:00Z") + 1000));
  });

  it("adds live NEW messages on top once and removes DELETED ones", async () => {
    const { stream } = setup();
    await screen.findByRole("list", { name: "Messages, newest first" });
    await waitFor(() => expect(stream.subscribers).toBe(1));
    expect(await screen.findByText("2 unread messages")).toBeInTheDocument();

    const fresh = message({ id: "10", authorName: "Boaz", content: "Just finished Ruth!", createdAt: "2027-01-08T10:00:00Z", unread: true });
    const withFresh = countsAt(2, [fresh, team, ruth, prayer]);
    act(() => stream.next(newEvent(fresh, withFresh)));
    act(() => stream.next(newEvent(fresh, withFresh))); // a version the board holds: dropped
    await waitFor(() =>
      expect(titles()).toEqual(["Message from Boaz", "Week 2 begins", "Message from Ruth Member", "Message from Ann"]),
    );
    expect(screen.getByText("Just finished Ruth!")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText("3 unread messages")).toBeInTheDocument());
    expect(screen.getByText("3 NEW")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Filter by type" })).toHaveTextContent("All Messages (4)");

    act(() => stream.next(deletedEvent("1", countsAt(3, [fresh, team, prayer]))));
    await waitFor(() => expect(titles()).toEqual(["Message from Boaz", "Week 2 begins", "Message from Ann"]));
    expect(screen.getByRole("combobox", { name: "Filter by type" })).toHaveTextContent("All Messages (3)");

    // events of another group are ignored
    act(() => stream.next(newEvent({ ...fresh, id: "11", groupId: "99", authorName: "Stranger" }, countsAt(4, [fresh]))));
    await act(async () => {});
    expect(screen.queryByText("Message from Stranger")).not.toBeInTheDocument();
  });

  it("shows an admin's edit on the open board in the message's place, without asking the server", async () => {
    const { stream, named } = setup();
    await screen.findByRole("list", { name: "Messages, newest first" });
    await waitFor(() => expect(stream.subscribers).toBe(1));
    expect(await screen.findByText("2 unread messages")).toBeInTheDocument();
    const boards = named("Board").length;
    const unreadCalls = named("BoardUnread").length;

    act(() =>
      stream.next(
        editedEvent(
          { ...team, title: "Week 2 moved to Monday", content: "We meet on Monday now.", priority: "URGENT", unread: false },
          countsAt(2, [team, ruth, prayer]),
        ),
      ),
    );
    await waitFor(() =>
      expect(titles()).toEqual(["Week 2 moved to Monday", "Message from Ruth Member", "Message from Ann"]),
    );
    const edited = screen.getByRole("article", { name: "Week 2 moved to Monday" });
    expect(within(edited).getByText("We meet on Monday now.")).toBeInTheDocument();
    expect(within(edited).getByText("Urgent")).toBeInTheDocument();
    expect(within(edited).getByText("NEW")).toBeInTheDocument(); // still unread for this member
    expect(screen.queryByText("Week 2 begins")).not.toBeInTheDocument();
    expect(screen.getByText("2 unread messages")).toBeInTheDocument();

    // a new type moves its count
    const reminder = { ...team, title: "Week 2 moved to Monday", type: "REMINDER" as const };
    act(() => stream.next(editedEvent(reminder, countsAt(3, [reminder, ruth, prayer]))));
    const filter = screen.getByRole("combobox", { name: "Filter by type" });
    await waitFor(() => expect(filter).toHaveTextContent("Reminders (1)"));
    expect(filter).toHaveTextContent("Announcements (0)");
    expect(filter).toHaveTextContent("All Messages (3)");
    expect(within(screen.getByRole("article", { name: "Week 2 moved to Monday" })).getByText("Reminder")).toBeInTheDocument();

    await act(async () => {});
    expect(named("Board")).toHaveLength(boards);
    expect(named("BoardUnread")).toHaveLength(unreadCalls);

    // deletions still drop the message
    act(() => stream.next(deletedEvent("2", countsAt(4, [ruth, prayer]))));
    await waitFor(() => expect(titles()).toEqual(["Message from Ruth Member", "Message from Ann"]));
    expect(filter).toHaveTextContent("Reminders (0)");
  });

  it("drops an edited message from a type filter it no longer matches, and refetches for one that now belongs in it", async () => {
    const { user, stream, named } = setup({
      handlers: {
        MarkTypeRead: () => ({
          data: { markTypeRead: { __typename: "BoardReadState", groupId: "7", unreadCount: 1, lastReadAt: null } },
        }),
      },
    });
    await screen.findByRole("list", { name: "Messages, newest first" });
    await waitFor(() => expect(stream.subscribers).toBe(1));
    await user.selectOptions(screen.getByRole("combobox", { name: "Filter by type" }), "Announcements (1)");
    await waitFor(() => expect(titles()).toEqual(["Week 2 begins"]));
    await waitFor(() => expect(named("MarkTypeRead")).toHaveLength(1));

    const reminder = { ...team, type: "REMINDER" as const };
    act(() => stream.next(editedEvent(reminder, countsAt(2, [reminder, ruth, prayer]))));
    expect(await screen.findByText("No messages yet")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Filter by type" })).toHaveTextContent("Reminders (1)");

    // an edit that brings a message this list does not show into its type: the list is asked again
    const boards = named("Board").length;
    const announced = { ...prayer, type: "ANNOUNCEMENT" as const };
    act(() => stream.next(editedEvent(announced, countsAt(3, [reminder, ruth, announced]))));
    await waitFor(() => expect(named("Board")).toHaveLength(boards + 1));
  });

  it("refetches the board on a RESYNC", async () => {
    const { stream, named } = setup();
    await screen.findByRole("list", { name: "Messages, newest first" });
    await waitFor(() => expect(stream.subscribers).toBe(1));
    const before = named("Board").length;
    act(() => stream.next(resyncEvent("7")));
    await waitFor(() => expect(named("Board").length).toBe(before + 1));
  });

  it("refetches the board when the window gets the focus back", async () => {
    const { named } = setup();
    await screen.findByRole("list", { name: "Messages, newest first" });
    const before = named("Board").length;
    act(() => {
      window.dispatchEvent(new Event("focus"));
    });
    await waitFor(() => expect(named("Board").length).toBe(before + 1));
  });

  it("loads older messages with the end cursor", async () => {
    const older = message({ id: "0", authorName: "Older Author", createdAt: "2027-01-01T10:00:00Z" });
    const { user, named } = setup({
      handlers: {
        Board: (vars) =>
          vars.after
            ? { data: { board: board([older]) } }
            : {
                data: {
                  board: board([team, ruth], { pageInfo: { __typename: "PageInfo", hasNextPage: true, endCursor: "cursor-1" } }),
                },
              },
      },
    });
    await screen.findByRole("list", { name: "Messages, newest first" });
    await user.click(screen.getByRole("button", { name: "Load older messages" }));
    await waitFor(() => expect(titles()).toEqual(["Week 2 begins", "Message from Ruth Member", "Message from Older Author"]));
    expect(named("Board").at(-1)!.variables).toMatchObject({ after: "cursor-1", first: PAGE_SIZE });
    expect(screen.queryByRole("button", { name: "Load older messages" })).not.toBeInTheDocument();
  });

  it("shows Delete message only with an admin token; it confirms and sends the admin token", async () => {
    const confirm = vi.spyOn(window, "confirm").mockReturnValue(true);
    const { user, named } = setup({
      admin: testToken("admin"),
      handlers: { DeleteMessage: () => ({ data: { deleteMessage: "1" } }) },
    });
    await screen.findByRole("list", { name: "Messages, newest first" });
    const buttons = screen.getAllByRole("button", { name: "Delete message" });
    expect(buttons).toHaveLength(3);
    await user.click(within(screen.getByRole("article", { name: "Message from Ruth Member" })).getByRole("button", { name: "Delete message" }));
    expect(confirm).toHaveBeenCalledWith("Are you sure you want to delete this message?");
    await waitFor(() => expect(named("DeleteMessage")).toHaveLength(1));
    expect(named("DeleteMessage")[0]).toMatchObject({ variables: { id: "1" }, auth: "admin" });
    await waitFor(() => expect(titles()).toEqual(["Week 2 begins", "Message from Ann"]));
  });

  it("shows no delete button without an admin token", async () => {
    setup();
    await screen.findByRole("list", { name: "Messages, newest first" });
    expect(screen.queryByRole("button", { name: "Delete message" })).not.toBeInTheDocument();
  });

  it("treats a member-scoped token kept as the admin token as no admin session", async () => {
    setup({ admin: testToken("member", "admin account at /login") });
    await screen.findByRole("list", { name: "Messages, newest first" });
    expect(screen.queryByRole("button", { name: "Delete message" })).not.toBeInTheDocument();
  });

  it("a refused delete ends the admin session: 'Your admin session expired', the admin token removed", async () => {
    vi.spyOn(window, "confirm").mockReturnValue(true);
    const { user } = setup({
      admin: testToken("admin"),
      handlers: { DeleteMessage: () => gqlError("Access denied. Admin privileges required.", "forbidden") },
    });
    await screen.findByRole("list", { name: "Messages, newest first" });
    await user.click(within(screen.getByRole("article", { name: "Message from Ruth Member" })).getByRole("button", { name: "Delete message" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Your admin session expired. Please sign in again.");
    expect(localStorage.getItem("adminToken")).toBeNull();
    expect(getUserToken()).toBe("member-token"); // the member's own session stays
    expect(screen.queryByRole("button", { name: "Delete message" })).not.toBeInTheDocument();
  });
});
