import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AdminMessagesRowFragment } from "../../gql/graphql";
import { formatMessageTime } from "../../messages/MessageItem";
import { axeViolations } from "../../test/axe";
import { inLanguage } from "../../test/locale";
import { MESSAGES_PAGE_SIZE } from "./MessagesTab";

const MEMBER_NOT_EDITABLE = "Member messages can be deleted, not edited.";
import { adminMessage, gqlErrors, messagesPage, renderMessagesTab, reportedMessage } from "./testing";

const welcome = adminMessage();
const table = () => screen.getByRole("table", { name: /messages, newest first/i });
const rowOf = (title: string) => screen.getByRole("rowheader", { name: new RegExp(`^${title}`) }).closest("tr")!;
const cellTexts = (title: string) => within(rowOf(title)).getAllByRole("cell").map((c) => c.textContent);
const count = () => screen.getByText(/^\d[\d,]* messages?, hidden ones included$/);
const dialog = (name: string | RegExp) => screen.getByRole("dialog", { name });

/** Messages numbered from `from`, newest first. */
function numbered(from: number, n: number): AdminMessagesRowFragment[] {
  return Array.from({ length: n }, (_, i) => adminMessage({ id: String(from + i), title: `Notice ${from + i}` }));
}

/** A list the test changes: each read answers what `rows` holds then. */
function liveList(initial: AdminMessagesRowFragment[]) {
  const state = { rows: initial };
  return { state, answer: () => messagesPage(state.rows) };
}

// Generous timeouts: the axe checks and the long flows take seconds on a busy machine.
describe("MessagesTab: the list", { timeout: 30_000 }, () => {
  it("shows each message's type, title, group, author, time, priority, Member tag, reports and Hidden, and the count", async () => {
    const t = renderMessagesTab({}, [welcome, reportedMessage]);
    await screen.findByRole("rowheader", { name: /^Week 3 starts Monday/ });
    expect(within(table()).getAllByRole("columnheader").map((h) => h.textContent)).toEqual([
      "Type",
      "Message",
      "Group",
      "Author",
      "Date",
      "Priority",
      "Reports",
      "Actions",
    ]);
    expect(count()).toHaveTextContent("2 messages");

    const admin = within(rowOf("Week 3 starts Monday"));
    expect(admin.getByRole("rowheader")).toHaveTextContent("Week 3 starts MondayRead Exodus 1-4 this week.");
    expect(admin.getByRole("rowheader")).not.toHaveTextContent("Member");
    expect(cellTexts("Week 3 starts Monday").slice(0, 6)).toEqual([
      "Announcement",
      "January 2027 Group",
      "Ada Admin",
      formatMessageTime(welcome.createdAt),
      "High",
      "None",
    ]);

    // a member's message: 'Message from {author}', the Member tag, the reports and Hidden as words
    const member = rowOf("Message from Sam Spammer");
    expect(within(member).getByRole("rowheader")).toHaveTextContent("Message from Sam Spammer Member");
    expect(cellTexts("Message from Sam Spammer").slice(0, 5)).toEqual([
      "Encouragement",
      "April 2027 Group",
      "Sam Spammer",
      formatMessageTime(reportedMessage.createdAt),
      "Normal",
    ]);
    expect(within(member).getAllByRole("cell")[5]).toHaveTextContent(/^2 open reportsHiddenSee reports/);

    const [first] = t.named("AdminMessagesPage");
    expect(first.variables).toEqual({ filter: {}, first: MESSAGES_PAGE_SIZE, after: null });
    expect(first.auth).toBe("admin");
    expect(t.named("AdminGroupOptions")[0].auth).toBe("admin");
    expect(await axeViolations()).toEqual([]);
  });

  it("says when an edited message was last written", async () => {
    renderMessagesTab({}, [adminMessage({ updatedAt: "2027-01-11T18:30:00Z" })]);
    await screen.findByRole("rowheader", { name: /^Week 3 starts Monday/ });
    expect(cellTexts("Week 3 starts Monday")[3]).toBe(
      `${formatMessageTime("2027-01-10T15:00:00Z")}Edited ${formatMessageTime("2027-01-11T18:30:00Z")}`,
    );
  });

  it("says so when there are no messages, and when none match", async () => {
    const t = renderMessagesTab({}, []);
    expect(await screen.findByText("No messages yet.")).toBeInTheDocument();
    expect(count()).toHaveTextContent("0 messages");
    await t.user.selectOptions(screen.getByRole("combobox", { name: "Type" }), "QUESTION");
    expect(await screen.findByText("No messages match these filters.")).toBeInTheDocument();
    await t.user.click(screen.getByRole("checkbox", { name: "Reported only" }));
    expect(await screen.findByText("No reported messages: nothing is waiting for a decision.")).toBeInTheDocument();
  });

  it("shows a failed load in words (never the browser's) and tries again", async () => {
    let fail = true;
    const t = renderMessagesTab({ AdminMessagesPage: () => (fail ? new TypeError("Failed to fetch") : messagesPage([welcome])) });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The messages could not be loaded. We could not reach the server.");
    expect(document.body).not.toHaveTextContent("Failed to fetch");
    fail = false;
    await t.user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("rowheader", { name: /^Week 3 starts Monday/ })).toBeInTheDocument();
  });
});

describe("MessagesTab: filters and paging", { timeout: 30_000 }, () => {
  it("sends the group, type, source and Reported only as the filter, each change from page 1", async () => {
    const t = renderMessagesTab();
    await screen.findByRole("rowheader", { name: /^Week 3 starts Monday/ });
    const group = screen.getByRole("combobox", { name: "Group" });
    await waitFor(() =>
      expect(within(group).getAllByRole("option").map((o) => o.textContent)).toEqual([
        "All groups",
        // each group with its dates: two groups of one quarter never look alike
        "January 2027 Group (Jan 1, 2027 – Dec 31, 2027)",
        "April 2027 Group (Apr 1, 2027 – Mar 30, 2028)",
      ]),
    );
    expect(within(screen.getByRole("combobox", { name: "Type" })).getAllByRole("option").map((o) => o.textContent)).toEqual([
      "All types",
      "Milestone",
      "Encouragement",
      "Prayer Request",
      "Testimony",
      "Question",
      "Reminder",
      "Announcement",
    ]);
    expect(within(screen.getByRole("combobox", { name: "Source" })).getAllByRole("option").map((o) => o.textContent)).toEqual([
      "All sources",
      "Programme team",
      "Member",
    ]);

    const last = () => t.named("AdminMessagesPage").at(-1)!.variables;
    await t.user.selectOptions(group, "8");
    await waitFor(() => expect(last()).toEqual({ filter: { groupId: "8" }, first: 50, after: null }));
    await t.user.selectOptions(screen.getByRole("combobox", { name: "Type" }), "PRAYER");
    await waitFor(() => expect(last()).toEqual({ filter: { groupId: "8", type: "PRAYER" }, first: 50, after: null }));
    await t.user.selectOptions(screen.getByRole("combobox", { name: "Source" }), "USER");
    await waitFor(() =>
      expect(last()).toEqual({ filter: { groupId: "8", type: "PRAYER", source: "USER" }, first: 50, after: null }),
    );
    await t.user.click(screen.getByRole("checkbox", { name: "Reported only" }));
    await waitFor(() =>
      expect(last()).toEqual({
        filter: { groupId: "8", type: "PRAYER", source: "USER", reported: true },
        first: 50,
        after: null,
      }),
    );
    expect(await screen.findByRole("table", { name: "Reported messages, newest first" })).toBeInTheDocument();

    // back to everything
    await t.user.click(screen.getByRole("checkbox", { name: "Reported only" }));
    await t.user.selectOptions(screen.getByRole("combobox", { name: "Source" }), "");
    await t.user.selectOptions(screen.getByRole("combobox", { name: "Type" }), "");
    await t.user.selectOptions(group, "");
    await waitFor(() => expect(last()).toEqual({ filter: {}, first: 50, after: null }));
  });

  it("pages with Next and Previous (the cursor of the page shown), 'Page x of y' from the count; a filter starts again at page 1", async () => {
    const pages: Record<string, AdminMessagesRowFragment[]> = { start: numbered(1, 3), "cursor-3": numbered(51, 3) };
    const t = renderMessagesTab({
      AdminMessagesPage: (v) => {
        if ((v.filter as { type?: string }).type) return messagesPage(numbered(900, 1));
        return messagesPage(pages[(v.after as string | null) ?? "start"], { totalCount: 104, hasNextPage: true });
      },
    });
    await screen.findByRole("rowheader", { name: /^Notice 1/ });
    expect(count()).toHaveTextContent("104 messages");
    const pager = screen.getByRole("navigation", { name: "Messages, newest first pages" });
    expect(within(pager).getByText("Page 1 of 3")).toBeInTheDocument();

    await t.user.click(within(pager).getByRole("button", { name: "Next page" }));
    expect(await screen.findByRole("rowheader", { name: /^Notice 51/ })).toBeInTheDocument();
    expect(within(pager).getByText("Page 2 of 3")).toBeInTheDocument();
    expect(t.named("AdminMessagesPage").at(-1)!.variables).toEqual({ filter: {}, first: 50, after: "cursor-3" });

    await t.user.click(within(pager).getByRole("button", { name: "Previous page" }));
    expect(await screen.findByRole("rowheader", { name: /^Notice 1/ })).toBeInTheDocument();

    await t.user.click(within(pager).getByRole("button", { name: "Next page" }));
    await screen.findByRole("rowheader", { name: /^Notice 51/ });
    await t.user.selectOptions(screen.getByRole("combobox", { name: "Type" }), "REMINDER");
    expect(await screen.findByRole("rowheader", { name: /^Notice 900/ })).toBeInTheDocument();
    expect(t.named("AdminMessagesPage").at(-1)!.variables).toEqual({ filter: { type: "REMINDER" }, first: 50, after: null });
    expect(count()).toHaveTextContent("1 message");
  });
});

describe("MessagesTab: the message form", { timeout: 30_000 }, () => {
  it("New message with blank fields says beside each one what is missing and sends nothing", async () => {
    const t = renderMessagesTab();
    await screen.findByRole("rowheader", { name: /^Week 3 starts Monday/ });
    await t.user.click(screen.getByRole("button", { name: "New message" }));
    const form = dialog("New message");
    await t.user.click(within(form).getByRole("button", { name: "Post message" }));

    const expected: Array<[string, string]> = [
      ["Group", "Choose the group to post to."],
      ["Type", "Choose a message type."],
      ["Priority", "Choose a priority."],
      ["Title", "A title is required."],
      ["Content", "Write a message before posting."],
    ];
    for (const [label, message] of expected) {
      const input = within(form).getByLabelText(label);
      expect(input).toHaveAttribute("aria-invalid", "true");
      expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(within(form).getByLabelText("Group")).toHaveFocus();
    expect(t.named("AdminMessagesCreate")).toHaveLength(0);
    expect(await axeViolations()).toEqual([]);

    // spaces only are blank too
    await t.user.type(within(form).getByLabelText("Title"), "   ");
    await t.user.click(within(form).getByRole("button", { name: "Post message" }));
    expect(within(form).getByLabelText("Title")).toHaveAccessibleDescription(expect.stringContaining("A title is required."));
    expect(t.named("AdminMessagesCreate")).toHaveLength(0);

    // Cancel sends nothing and gives the focus back to New message
    await t.user.click(within(form).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "New message" })).toHaveFocus();
  });

  it("counts the content against 4,000 characters and refuses more before sending", async () => {
    const t = renderMessagesTab();
    await screen.findByRole("rowheader", { name: /^Week 3 starts Monday/ });
    await t.user.click(screen.getByRole("button", { name: "New message" }));
    const form = dialog("New message");
    const content = within(form).getByLabelText("Content");
    expect(content).toHaveAccessibleDescription("0 of 4,000 characters");
    await t.user.type(content, "Hello");
    expect(content).toHaveAccessibleDescription("5 of 4,000 characters");
    fireEvent.change(content, { target: { value: "a".repeat(4001) } });
    expect(content).toHaveAccessibleDescription("4,001 of 4,000 characters: 1 too many");

    await t.user.selectOptions(within(form).getByLabelText("Group"), "7");
    await t.user.selectOptions(within(form).getByLabelText("Type"), "REMINDER");
    await t.user.selectOptions(within(form).getByLabelText("Priority"), "LOW");
    await t.user.type(within(form).getByLabelText("Title"), "Too long");
    await t.user.click(within(form).getByRole("button", { name: "Post message" }));
    expect(content).toHaveAttribute("aria-invalid", "true");
    expect(content).toHaveAccessibleDescription(
      expect.stringContaining("A message can be at most 4,000 characters (this one has 4,001)."),
    );
    expect(t.named("AdminMessagesCreate")).toHaveLength(0);

    // exactly 4,000 goes
    fireEvent.change(content, { target: { value: "a".repeat(4000) } });
    expect(content).toHaveAccessibleDescription("4,000 of 4,000 characters");
  });

  it("posts a new message with every field trimmed, closes, says so, and reads the list and count again", async () => {
    const list = liveList([welcome]);
    const t = renderMessagesTab({
      AdminMessagesPage: list.answer,
      AdminMessagesCreate: (v) => {
        const input = v.input as { groupId: string; title: string; content: string; type: string; priority: string };
        const posted = adminMessage({ id: "20", ...input, groupName: "April 2027 Group" } as Partial<AdminMessagesRowFragment>);
        list.state.rows = [posted, ...list.state.rows];
        return { data: { createGroupMessage: posted } };
      },
    });
    await screen.findByRole("rowheader", { name: /^Week 3 starts Monday/ });
    expect(count()).toHaveTextContent("1 message");
    await t.user.click(screen.getByRole("button", { name: "New message" }));
    const form = dialog("New message");
    // the admin's types only (spec 5); members' types are not offered
    expect(within(within(form).getByLabelText("Type")).getAllByRole("option").map((o) => o.textContent)).toEqual([
      "Choose a type",
      "Announcement",
      "Reminder",
      "Encouragement",
      "Milestone",
    ]);
    await t.user.selectOptions(within(form).getByLabelText("Group"), "8");
    await t.user.selectOptions(within(form).getByLabelText("Type"), "REMINDER");
    await t.user.selectOptions(within(form).getByLabelText("Priority"), "URGENT");
    await t.user.type(within(form).getByLabelText("Title"), "  Catch-up day  ");
    await t.user.type(within(form).getByLabelText("Content"), " Saturday is a catch-up day. ");
    await t.user.click(within(form).getByRole("button", { name: "Post message" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(t.named("AdminMessagesCreate")[0].variables).toEqual({
      input: { groupId: "8", type: "REMINDER", priority: "URGENT", title: "Catch-up day", content: "Saturday is a catch-up day." },
    });
    expect(t.named("AdminMessagesCreate")[0].auth).toBe("admin");
    expect(screen.getByRole("status")).toHaveTextContent("Message posted to April 2027 Group.");
    expect(await screen.findByRole("rowheader", { name: /^Catch-up day/ })).toBeInTheDocument();
    await waitFor(() => expect(count()).toHaveTextContent("2 messages"));
  });

  it("shows a server error about one input beside that input, and one about none above the buttons", async () => {
    let answer = gqlErrors({ message: "A title can be at most 200 characters.", code: "invalid", field: "title" });
    const t = renderMessagesTab({ AdminMessagesCreate: () => answer });
    await screen.findByRole("rowheader", { name: /^Week 3 starts Monday/ });
    await t.user.click(screen.getByRole("button", { name: "New message" }));
    const form = dialog("New message");
    await t.user.selectOptions(within(form).getByLabelText("Group"), "7");
    await t.user.selectOptions(within(form).getByLabelText("Type"), "ANNOUNCEMENT");
    await t.user.selectOptions(within(form).getByLabelText("Priority"), "NORMAL");
    await t.user.type(within(form).getByLabelText("Title"), "A title");
    await t.user.type(within(form).getByLabelText("Content"), "Some text");
    await t.user.click(within(form).getByRole("button", { name: "Post message" }));

    const title = within(form).getByLabelText("Title");
    await waitFor(() => expect(title).toHaveAttribute("aria-invalid", "true"));
    expect(title).toHaveAccessibleDescription("A title can be at most 200 characters.");
    expect(title).toHaveFocus();
    expect(within(form).queryByRole("alert")).not.toBeInTheDocument();
    expect(dialog("New message")).toBeInTheDocument();

    // a refusal naming no input: spec 8's words for a failed post
    answer = gqlErrors({ message: "" });
    await t.user.click(within(form).getByRole("button", { name: "Post message" }));
    expect(await within(form).findByRole("alert")).toHaveTextContent(/^Failed to post message$/);
    expect(await axeViolations()).toEqual([]);
  });

  it("edits a programme-team message: the form holds its values, Save sends them with its id, and the list is read again", async () => {
    const list = liveList([welcome]);
    const t = renderMessagesTab({
      AdminMessagesPage: list.answer,
      AdminMessagesUpdate: (v) => {
        const saved = adminMessage({ ...(v.input as Partial<AdminMessagesRowFragment>), updatedAt: "2027-01-12T08:00:00Z" });
        list.state.rows = [saved];
        return { data: { updateGroupMessage: saved } };
      },
    });
    await screen.findByRole("rowheader", { name: /^Week 3 starts Monday/ });
    await t.user.click(within(rowOf("Week 3 starts Monday")).getByRole("button", { name: "Edit Week 3 starts Monday" }));
    const form = dialog("Edit message");
    expect(within(form).getByLabelText("Group")).toHaveValue("7");
    expect(within(form).getByLabelText("Type")).toHaveValue("ANNOUNCEMENT");
    expect(within(form).getByLabelText("Priority")).toHaveValue("HIGH");
    expect(within(form).getByLabelText("Title")).toHaveValue("Week 3 starts Monday");
    expect(within(form).getByLabelText("Content")).toHaveValue("Read Exodus 1-4 this week.");

    await t.user.clear(within(form).getByLabelText("Title"));
    await t.user.type(within(form).getByLabelText("Title"), "Week 3 starts Tuesday");
    await t.user.click(within(form).getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(t.named("AdminMessagesUpdate")[0].variables).toEqual({
      id: "11",
      input: {
        groupId: "7",
        type: "ANNOUNCEMENT",
        priority: "HIGH",
        title: "Week 3 starts Tuesday",
        content: "Read Exodus 1-4 this week.",
      },
    });
    expect(screen.getByRole("status")).toHaveTextContent("Message saved. Open boards show the new text.");
    expect(await screen.findByRole("rowheader", { name: /^Week 3 starts Tuesday/ })).toBeInTheDocument();
    expect(t.named("AdminMessagesPage").length).toBeGreaterThanOrEqual(2);
  });

  it("offers a member's message no Edit, only Delete, and says why", async () => {
    renderMessagesTab({}, [reportedMessage]);
    const row = within(await screen.findByRole("rowheader", { name: /^Message from Sam Spammer/ }).then((h) => h.closest("tr")!));
    expect(row.queryByRole("button", { name: /^Edit/ })).not.toBeInTheDocument();
    expect(row.getByRole("button", { name: "Delete Message from Sam Spammer" })).toBeInTheDocument();
    expect(row.getByText(MEMBER_NOT_EDITABLE)).toBeInTheDocument();
  });
});

describe("MessagesTab: delete and the report queue", { timeout: 30_000 }, () => {
  it("Delete asks first: Cancel sends nothing; Delete deletes, says so and reads the list and count again", async () => {
    const list = liveList([welcome, reportedMessage]);
    const t = renderMessagesTab({
      AdminMessagesPage: list.answer,
      AdminMessagesDelete: (v) => {
        list.state.rows = list.state.rows.filter((m) => m.id !== v.id);
        return { data: { deleteMessage: v.id } };
      },
    });
    await screen.findByRole("rowheader", { name: /^Week 3 starts Monday/ });
    expect(count()).toHaveTextContent("2 messages");
    const open = () => t.user.click(within(rowOf("Week 3 starts Monday")).getByRole("button", { name: "Delete Week 3 starts Monday" }));

    await open();
    let confirm = dialog("Delete message");
    expect(confirm).toHaveTextContent("Are you sure you want to delete this message?");
    expect(confirm).toHaveTextContent("Week 3 starts Monday on January 2027 Group");
    expect(await axeViolations()).toEqual([]);
    await t.user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(t.named("AdminMessagesDelete")).toHaveLength(0);
    expect(rowOf("Week 3 starts Monday")).toBeInTheDocument();

    await open();
    confirm = dialog("Delete message");
    await t.user.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(t.named("AdminMessagesDelete")[0].variables).toEqual({ id: "11" });
    expect(t.named("AdminMessagesDelete")[0].auth).toBe("admin");
    expect(screen.getByRole("status")).toHaveTextContent("Message deleted.");
    await waitFor(() => expect(screen.queryByRole("rowheader", { name: /^Week 3 starts Monday/ })).not.toBeInTheDocument());
    await waitFor(() => expect(count()).toHaveTextContent("1 message"));
    expect(screen.getByRole("heading", { name: "Messages" })).toHaveFocus();
  });

  it("a refused delete is said in the dialog, which stays open", async () => {
    const t = renderMessagesTab({ AdminMessagesDelete: () => gqlErrors({ message: "Message not found.", code: "not_found" }) });
    await screen.findByRole("rowheader", { name: /^Week 3 starts Monday/ });
    await t.user.click(screen.getByRole("button", { name: "Delete Week 3 starts Monday" }));
    await t.user.click(within(dialog("Delete message")).getByRole("button", { name: "Delete" }));
    expect(await within(dialog("Delete message")).findByRole("alert")).toHaveTextContent("Message not found.");
  });

  it("shows a reported message's reports (who, why, when) and Dismiss reports sends its id, then the queue is read again", async () => {
    const list = liveList([reportedMessage]);
    const t = renderMessagesTab({
      AdminMessagesPage: (v) => {
        const reported = (v.filter as { reported?: boolean }).reported;
        return messagesPage(reported ? list.state.rows.filter((m) => m.openReportCount > 0) : list.state.rows);
      },
      AdminMessagesDismissReports: (v) => {
        const dismissed = { ...reportedMessage, openReportCount: 0, hidden: false, reports: [] };
        list.state.rows = list.state.rows.map((m) => (m.id === v.messageId ? dismissed : m));
        return { data: { dismissMessageReports: dismissed } };
      },
    });
    await screen.findByRole("rowheader", { name: /^Message from Sam Spammer/ });
    await t.user.click(screen.getByRole("checkbox", { name: "Reported only" }));
    await screen.findByRole("table", { name: "Reported messages, newest first" });
    await t.user.click(screen.getByRole("button", { name: "See reports on Message from Sam Spammer" }));

    const reports = dialog("Reports: Message from Sam Spammer");
    expect(reports).toHaveTextContent("2 open reports on April 2027 Group.");
    expect(reports).toHaveTextContent("Members do not see this message until you dismiss the reports or delete it.");
    expect(reports).toHaveTextContent("Buy cheap watches at example.com");
    const items = within(within(reports).getByRole("list")).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual([
      `Ruth Member · ${formatMessageTime("2027-04-03T10:00:00Z")}Advertising`,
      `Boaz Member · ${formatMessageTime("2027-04-03T11:00:00Z")} · joined after the message was posted: does not count toward hidingNo reason given`,
    ]);
    expect(within(reports).getByRole("button", { name: "Close" })).toHaveFocus();
    expect(await axeViolations()).toEqual([]);

    await t.user.click(within(reports).getByRole("button", { name: "Dismiss reports" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(t.named("AdminMessagesDismissReports")[0].variables).toEqual({ messageId: "12" });
    expect(t.named("AdminMessagesDismissReports")[0].auth).toBe("admin");
    expect(screen.getByRole("status")).toHaveTextContent("Reports dismissed. The message shows on its board again.");
    expect(await screen.findByText("No reported messages: nothing is waiting for a decision.")).toBeInTheDocument();
    expect(count()).toHaveTextContent("0 messages");
  });

  it("Delete message from the reports asks first, then deletes", async () => {
    const list = liveList([reportedMessage]);
    const t = renderMessagesTab({
      AdminMessagesPage: list.answer,
      AdminMessagesDelete: (v) => {
        list.state.rows = list.state.rows.filter((m) => m.id !== v.id);
        return { data: { deleteMessage: v.id } };
      },
    });
    await screen.findByRole("rowheader", { name: /^Message from Sam Spammer/ });
    await t.user.click(screen.getByRole("button", { name: "See reports on Message from Sam Spammer" }));
    await t.user.click(within(dialog(/^Reports/)).getByRole("button", { name: "Delete message" }));
    const confirm = dialog("Delete message");
    expect(confirm).toHaveTextContent("Are you sure you want to delete this message?");
    expect(t.named("AdminMessagesDelete")).toHaveLength(0);
    await t.user.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(t.named("AdminMessagesDelete")[0].variables).toEqual({ id: "12" });
    expect(await screen.findByText("No messages yet.")).toBeInTheDocument();
    expect(t.named("AdminMessagesDismissReports")).toHaveLength(0);
  });

  it("a refused dismissal is said in the reports dialog", async () => {
    const t = renderMessagesTab(
      { AdminMessagesDismissReports: () => gqlErrors({ message: "Message not found.", code: "not_found" }) },
      [reportedMessage],
    );
    await t.user.click(await screen.findByRole("button", { name: "See reports on Message from Sam Spammer" }));
    await t.user.click(within(dialog(/^Reports/)).getByRole("button", { name: "Dismiss reports" }));
    expect(await within(dialog(/^Reports/)).findByRole("alert")).toHaveTextContent("Message not found.");
  });

  it("reads in Spanish: heading, columns, types and priorities by their keys, the plurals, the reports and the form's checks", async () => {
    inLanguage("es");
    const t = renderMessagesTab({}, [welcome, reportedMessage]);
    await screen.findByRole("rowheader", { name: /^Week 3 starts Monday/ });
    expect(screen.getByRole("heading", { level: 2, name: "Mensajes" })).toBeInTheDocument();
    const list = screen.getByRole("table", { name: "Mensajes, el más reciente primero" });
    expect(within(list).getAllByRole("columnheader").map((h) => h.textContent)).toEqual([
      "Tipo",
      "Mensaje",
      "Grupo",
      "Autor",
      "Fecha",
      "Prioridad",
      "Denuncias",
      "Acciones",
    ]);
    expect(screen.getByText("2 mensajes, incluidos los ocultos")).toBeInTheDocument();
    expect(cellTexts("Week 3 starts Monday")[0]).toBe("Anuncio");
    expect(cellTexts("Week 3 starts Monday")[4]).toBe("Alta");
    const member = rowOf("Mensaje de Sam Spammer");
    expect(within(member).getAllByRole("cell")[0]).toHaveTextContent("Ánimo");
    expect(within(member).getAllByRole("cell")[5]).toHaveTextContent(/^2 denuncias abiertasOcultoVer las denuncias/);
    expect(within(member).getByText("Los mensajes de los miembros se pueden eliminar, no editar.")).toBeInTheDocument();

    await t.user.click(within(member).getByRole("button", { name: /^Ver las denuncias/ }));
    const reports = screen.getByRole("dialog", { name: "Denuncias: Mensaje de Sam Spammer" });
    expect(reports).toHaveTextContent("2 denuncias abiertas en April 2027 Group.");
    expect(within(reports).getByText("No se indicó ningún motivo")).toBeInTheDocument();
    await t.user.click(within(reports).getByRole("button", { name: "Cerrar" }));

    await t.user.click(screen.getByRole("button", { name: "Nuevo mensaje" }));
    const form = screen.getByRole("dialog", { name: "Nuevo mensaje" });
    await t.user.click(within(form).getByRole("button", { name: "Publicar el mensaje" }));
    expect(within(form).getByText("Elija el grupo en el que publicar.")).toBeInTheDocument();
    expect(within(form).getByText("El título es obligatorio.")).toBeInTheDocument();
    expect(within(form).getByRole("option", { name: "Urgente" })).toBeInTheDocument();
    for (const english of ["Messages", "Announcement", "High", "New message", "Reported only", "A title is required."]) {
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    }
  });
});
