import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setAdminToken } from "../../auth/storage";
import { testToken } from "../../auth/testTokens";
import { GroupsTab } from "./GroupsTab";
import { MEMBERS_PAGE_SIZE } from "./MembersDialog";
import { axeViolations, fakeServer, gqlError, january, member, renderWithServer, user as userRow } from "./testing";

const ruth = member();
const boaz = member({
  userId: "u2",
  name: "Boaz Reader",
  email: "boaz@example.com",
  city: null,
  status: "COMPLETED",
  completedAt: "2031-05-02T12:00:00Z",
  joinDate: "2030-12-10T18:00:00Z",
});

async function open(options: Parameters<typeof fakeServer>[0] = {}) {
  const server = fakeServer({ members: { "1": [ruth, boaz] }, ...options });
  const r = renderWithServer(<GroupsTab />, server.handlers);
  await r.user.click(await screen.findByRole("button", { name: `View Members of ${january.name}` }));
  const dialog = screen.getByRole("dialog", { name: `Members of ${january.name}` });
  const d = within(dialog);
  await d.findByRole("table");
  return { ...server, ...r, dialog, d };
}

const rowOf = (name: string) => screen.getByRole("rowheader", { name }).closest("tr")!;
const alertText = () => within(screen.getByRole("dialog")).queryByRole("alert")?.textContent;

describe("Members", { timeout: 20_000 }, () => {
  it("shows 'Total Members x / max' and each member with email, city, status, join date and actions", async () => {
    const { d, named } = await open();
    expect(d.getByText("Total Members 2 / 50")).toBeInTheDocument();
    expect(named("AdminGroupMembersPage")[0].variables).toEqual({ groupId: "1", first: MEMBERS_PAGE_SIZE, after: null });
    const headers = d.getAllByRole("columnheader").map((h) => h.textContent);
    expect(headers).toEqual(["Name", "Email", "City", "Status", "Joined", "Actions"]);

    const r = within(rowOf("Ruth Member"));
    expect(r.getByText("ruth@example.com")).toBeInTheDocument();
    expect(r.getByText("Leeds")).toBeInTheDocument();
    expect(r.getByText("Active")).toHaveClass("ui-chip");
    expect(r.getByText("Dec 20, 2030")).toBeInTheDocument();
    expect(r.getByRole("button", { name: "Mark Completed Ruth Member" })).toBeEnabled();

    const b = within(rowOf("Boaz Reader"));
    expect(b.getByText("Completed")).toHaveClass("ui-chip");
    expect(b.getByText("on May 2, 2031")).toBeInTheDocument();
    expect(b.getByRole("button", { name: "Mark Completed Boaz Reader" })).toBeDisabled();
    expect(await axeViolations()).toEqual([]);
  });

  it("marks a member completed once: the button is disabled afterwards and the date shows", async () => {
    const { d, user, named } = await open();
    await user.click(d.getByRole("button", { name: "Mark Completed Ruth Member" }));
    await waitFor(() => expect(within(rowOf("Ruth Member")).getByRole("button", { name: "Mark Completed Ruth Member" })).toBeDisabled());
    expect(named("AdminCompleteGroupMember").map((c) => c.variables)).toEqual([{ groupId: "1", userId: "u1" }]);
    expect(within(rowOf("Ruth Member")).getByText("on Jun 1, 2031")).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf("Ruth Member")).getByRole("button", { name: "Remove Ruth Member" })).toHaveFocus());
    expect(d.getByText("Ruth Member marked completed.")).toBeInTheDocument();
  });

  it.each([
    ["no answer", () => new TypeError("Failed to fetch"), "Failed to mark completed"],
    ["a refusal without words", () => ({ data: null, errors: [{ message: "", extensions: { code: "internal" } }] }), "Failed to mark completed"],
    ["the server's words", () => gqlError("Ruth Member is already completed.", "conflict"), "Ruth Member is already completed."],
  ])("alerts when marking completed fails (%s)", async (_, answer, text) => {
    const { d, user } = await open({ handlers: { AdminCompleteGroupMember: answer } });
    await user.click(d.getByRole("button", { name: "Mark Completed Ruth Member" }));
    await waitFor(() => expect(alertText()).toBe(text));
    expect(d.getByRole("button", { name: "Mark Completed Ruth Member" })).toBeEnabled();
  });

  it("asks before removing, and Cancel keeps the member", async () => {
    const { d, user, named } = await open();
    await user.click(d.getByRole("button", { name: "Remove Ruth Member" }));
    const confirm = d.getByRole("group", { name: "Remove Ruth Member?" });
    expect(within(confirm).getByRole("button", { name: "Cancel removing Ruth Member" })).toHaveFocus();
    expect(await axeViolations()).toEqual([]);
    await user.click(within(confirm).getByRole("button", { name: "Cancel removing Ruth Member" }));
    expect(d.queryByRole("group", { name: "Remove Ruth Member?" })).not.toBeInTheDocument();
    expect(d.getByRole("button", { name: "Remove Ruth Member" })).toHaveFocus();
    expect(named("AdminRemoveGroupMember")).toHaveLength(0);
  });

  it("removes a member after the confirmation; the list and both counts follow", async () => {
    const { d, user, named } = await open();
    await user.click(d.getByRole("button", { name: "Remove Ruth Member" }));
    await user.click(d.getByRole("button", { name: "Yes, remove Ruth Member" }));
    await waitFor(() => expect(d.queryByRole("rowheader", { name: "Ruth Member" })).not.toBeInTheDocument());
    expect(named("AdminRemoveGroupMember").map((c) => c.variables)).toEqual([{ groupId: "1", userId: "u1" }]);
    expect(await d.findByText(`Ruth Member removed from ${january.name}.`)).toBeInTheDocument();
    expect(d.getByText("Total Members 1 / 50")).toBeInTheDocument();
    await waitFor(() => expect(d.getByRole("button", { name: "Add Members" })).toHaveFocus());
    await user.click(d.getByRole("button", { name: "Close" }));
    const card = within(screen.getByRole("article", { name: january.name }));
    expect(card.getAllByRole("term").find((t) => t.textContent === "Members")?.nextElementSibling).toHaveTextContent("1");
  });

  it.each([
    ["no answer", () => new TypeError("Failed to fetch"), "Failed to remove member"],
    ["the server's words", () => gqlError("Ruth Member is not in this group.", "not_found"), "Ruth Member is not in this group."],
  ])("alerts when removing fails (%s)", async (_, answer, text) => {
    const { d, user } = await open({ handlers: { AdminRemoveGroupMember: answer } });
    await user.click(d.getByRole("button", { name: "Remove Ruth Member" }));
    await user.click(d.getByRole("button", { name: "Yes, remove Ruth Member" }));
    await waitFor(() => expect(alertText()).toBe(text));
    expect(d.getByRole("rowheader", { name: "Ruth Member" })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent("Failed to fetch");
  });

  it("pages through the members with the server's cursor", async () => {
    const many = Array.from({ length: MEMBERS_PAGE_SIZE + 3 }, (_, i) =>
      member({ userId: `m${i}`, name: `Member ${String(i).padStart(2, "0")}`, email: `m${i}@example.com` }),
    );
    const { d, user, named } = await open({
      groups: [{ ...january, memberCount: many.length }],
      members: { "1": many },
    });
    expect(d.getByText(`Page 1 of 2`)).toBeInTheDocument();
    await user.click(d.getByRole("button", { name: "Next page" }));
    await d.findByRole("rowheader", { name: "Member 27" });
    expect(named("AdminGroupMembersPage").at(-1)!.variables).toEqual({ groupId: "1", first: MEMBERS_PAGE_SIZE, after: `c${MEMBERS_PAGE_SIZE}` });
    expect(d.getAllByRole("rowheader")).toHaveLength(3);
    await user.click(d.getByRole("button", { name: "Previous page" }));
    await d.findByRole("rowheader", { name: "Member 00" });
  });

  it("says so when the group has no members", async () => {
    const { d } = await open({ members: {}, groups: [{ ...january, memberCount: 0 }] });
    expect(d.getByText("No members yet.")).toBeInTheDocument();
    expect(d.getByText("Total Members 0 / 50")).toBeInTheDocument();
  });
});

describe("Add Members", { timeout: 20_000 }, () => {
  const people = [
    userRow("u3", "Anna Smith", "Leeds"),
    userRow("u4", "Hannah Jones", "York"),
    userRow("u5", "Peter Brown", "Hull"),
    userRow("u1", "Ruth Member", "Leeds"),
  ];

  it("searches the users not in the group once typing pauses, and adds the checked ones in one call", async () => {
    const { d, user, named } = await open({ users: people });
    await user.click(d.getByRole("button", { name: "Add Members" }));
    expect(d.getByRole("button", { name: "Add Members" })).toHaveAttribute("aria-expanded", "true");
    const panel = within(d.getByRole("region", { name: "Add Members" }));
    const search = panel.getByLabelText("Search users");
    expect(search).toHaveFocus();
    await panel.findByRole("rowheader", { name: "Peter Brown" });
    // Ruth is already in the group: not offered
    expect(panel.queryByRole("rowheader", { name: "Ruth Member" })).not.toBeInTheDocument();
    expect(named("AdminGroupAddCandidates")[0].variables).toEqual({ filter: { notInGroupId: "1" }, first: 10, after: null });
    expect(await axeViolations()).toEqual([]);

    await user.type(search, "ann");
    await waitFor(() => expect(panel.queryByRole("rowheader", { name: "Peter Brown" })).not.toBeInTheDocument());
    const searches = named("AdminGroupAddCandidates").map((c) => c.variables.filter);
    expect(searches).toEqual([{ notInGroupId: "1" }, { notInGroupId: "1", search: "ann" }]);

    expect(panel.getByRole("button", { name: "Add selected" })).toBeDisabled();
    await user.click(panel.getByRole("checkbox", { name: "Anna Smith" }));
    await user.click(panel.getByLabelText("Hannah Jones"));
    expect(panel.getByText(/2 selected · 48 seats left/)).toBeInTheDocument();
    await user.click(panel.getByRole("button", { name: "Add 2 selected" }));

    await waitFor(() => expect(d.queryByRole("region", { name: "Add Members" })).not.toBeInTheDocument());
    expect(named("AdminAddGroupMembers").map((c) => c.variables)).toEqual([{ groupId: "1", userIds: ["u3", "u4"] }]);
    expect(d.getByText("Total Members 4 / 50")).toBeInTheDocument();
    expect(await d.findByRole("rowheader", { name: "Anna Smith" })).toBeInTheDocument();
    expect(d.getByRole("rowheader", { name: "Hannah Jones" })).toBeInTheDocument();
    expect(d.getByText(`2 members added to ${january.name}.`)).toBeInTheDocument();
    expect(d.getByRole("button", { name: "Add Members" })).toHaveFocus();

    // opened again, the search no longer offers the people just added
    await user.click(d.getByRole("button", { name: "Add Members" }));
    const again = within(d.getByRole("region", { name: "Add Members" }));
    await waitFor(() => expect(again.queryByRole("rowheader", { name: "Anna Smith" })).not.toBeInTheDocument());
    expect(again.getByRole("rowheader", { name: "Peter Brown" })).toBeInTheDocument();
  });

  it("names the search the rows on screen answer, not the one still loading", async () => {
    let release = () => {};
    let asked = false;
    const server = fakeServer({ members: { "1": [ruth, boaz] }, users: people });
    const answer = server.handlers.AdminGroupAddCandidates;
    const { d, user } = await open({
      users: people,
      handlers: {
        AdminGroupAddCandidates: (v, call) => {
          const filter = v.filter as { search?: string };
          if (!filter.search) return answer(v, call);
          return new Promise((resolve) => {
            asked = true;
            release = () => resolve(answer(v, call));
          });
        },
      },
    });
    await user.click(d.getByRole("button", { name: "Add Members" }));
    const panel = within(d.getByRole("region", { name: "Add Members" }));
    expect(await panel.findByRole("table", { name: "Users not in this group" })).toBeInTheDocument();
    await user.type(panel.getByLabelText("Search users"), "ann");
    await waitFor(() => expect(asked).toBe(true)); // the search is asked, not yet answered
    expect(panel.getByRole("table", { name: "Users not in this group" })).toBeInTheDocument();
    release();
    expect(await panel.findByRole("table", { name: "Users matching “ann”" })).toBeInTheDocument();
    expect(panel.queryByRole("rowheader", { name: "Peter Brown" })).not.toBeInTheDocument();
  });

  it("shows the first page after adding, where the newest members are", async () => {
    const many = Array.from({ length: MEMBERS_PAGE_SIZE + 1 }, (_, i) =>
      member({ userId: `m${i}`, name: `Member ${String(i).padStart(2, "0")}`, email: `m${i}@example.com` }),
    );
    const { d, user, named } = await open({
      groups: [{ ...january, memberCount: many.length }],
      members: { "1": many },
      users: people,
    });
    await user.click(d.getByRole("button", { name: "Next page" }));
    await d.findByRole("rowheader", { name: `Member ${MEMBERS_PAGE_SIZE}` });
    await user.click(d.getByRole("button", { name: "Add Members" }));
    const panel = within(d.getByRole("region", { name: "Add Members" }));
    await user.click(await panel.findByRole("checkbox", { name: "Peter Brown" }));
    await user.click(panel.getByRole("button", { name: "Add 1 selected" }));
    expect(await d.findByRole("rowheader", { name: "Peter Brown" })).toBeInTheDocument();
    expect(d.getByText("Page 1 of 2")).toBeInTheDocument();
    expect(named("AdminGroupMembersPage").at(-1)!.variables.after).toBeNull();
  });

  it("keeps the checked users across searches and pages", async () => {
    const crowd = Array.from({ length: 12 }, (_, i) => userRow(`c${i}`, `Person ${String(i).padStart(2, "0")}`));
    const { d, user, named } = await open({ users: crowd });
    await user.click(d.getByRole("button", { name: "Add Members" }));
    const panel = within(d.getByRole("region", { name: "Add Members" }));
    await user.click(await panel.findByRole("checkbox", { name: "Person 00" }));
    await user.click(panel.getByRole("button", { name: "Next page" }));
    await user.click(await panel.findByRole("checkbox", { name: "Person 11" }));
    expect(named("AdminGroupAddCandidates").at(-1)!.variables.after).toBe("c10");
    await user.click(panel.getByRole("button", { name: "Previous page" }));
    expect(await panel.findByRole("checkbox", { name: "Person 00" })).toBeChecked();
    await user.click(panel.getByRole("button", { name: "Add 2 selected" }));
    await waitFor(() => expect(named("AdminAddGroupMembers")).toHaveLength(1));
    expect(named("AdminAddGroupMembers")[0].variables).toEqual({ groupId: "1", userIds: ["c0", "c11"] });
  });

  it("shows the server's reason when it refuses the batch (capacity), and adds no one", async () => {
    const { d, user } = await open({ users: people, groups: [{ ...january, memberCount: 2, maxMembers: 3 }] });
    await user.click(d.getByRole("button", { name: "Add Members" }));
    const panel = within(d.getByRole("region", { name: "Add Members" }));
    await user.click(await panel.findByRole("checkbox", { name: "Anna Smith" }));
    await user.click(panel.getByRole("checkbox", { name: "Peter Brown" }));
    await user.click(panel.getByRole("button", { name: "Add 2 selected" }));
    expect(await panel.findByRole("alert")).toHaveTextContent(`${january.name} has 1 seats left; 2 cannot be added.`);
    expect(d.getByText("Total Members 2 / 3")).toBeInTheDocument();
    const members = within(d.getByRole("table", { name: "Members" }));
    expect(members.queryByRole("rowheader", { name: "Anna Smith" })).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("never shows the browser's words when the add cannot reach the server", async () => {
    const { d, user } = await open({ users: people, handlers: { AdminAddGroupMembers: () => new TypeError("Failed to fetch") } });
    await user.click(d.getByRole("button", { name: "Add Members" }));
    const panel = within(d.getByRole("region", { name: "Add Members" }));
    await user.click(await panel.findByRole("checkbox", { name: "Anna Smith" }));
    await user.click(panel.getByRole("button", { name: "Add 1 selected" }));
    expect(await panel.findByRole("alert")).toHaveTextContent("Failed to add members. We could not reach the server.");
    expect(document.body).not.toHaveTextContent("Failed to fetch");
  });
});

describe("Members: Export CSV", { timeout: 20_000 }, () => {
  const { createObjectURL, revokeObjectURL } = URL;
  afterEach(() => {
    vi.unstubAllGlobals();
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
  });

  it("downloads the group's members with the admin token, under the server's file name", async () => {
    const token = testToken("admin", "boss");
    setAdminToken(token);
    const fetchMock = vi.fn(
      async () =>
        new Response("\uFEFFname,email\r\n", {
          status: 200,
          headers: {
            "Content-Type": "text/csv; charset=utf-8",
            "Content-Disposition": `attachment; filename="January members.csv"; filename*=UTF-8''January%202031%20Group%20members.csv`,
          },
        }),
    );
    vi.stubGlobal("fetch", fetchMock);
    URL.createObjectURL = vi.fn(() => "blob:members"); // jsdom has no object URLs
    URL.revokeObjectURL = vi.fn();
    let downloaded: string | null = null;
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      downloaded = this.download;
    });
    const { d, user } = await open();
    await user.click(d.getByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/admin/groups/1/members.csv");
    expect((init.headers as Record<string, string>).Authorization).toBe(`Bearer ${token}`);
    expect(downloaded).toBe("January 2031 Group members.csv");
    expect(d.queryByRole("alert")).not.toBeInTheDocument();
    expect(d.getByText(`The members of ${january.name} are downloading as CSV.`)).toBeInTheDocument();
  });

  it.each([
    ["the server's words", async () => Response.json({ success: false, error: { message: "Group 1 not found." } }, { status: 404 }), "Group 1 not found."],
    ["a refusal without words", async () => new Response("oops", { status: 500 }), "Failed to export members. Please try again."],
    ["no answer", async () => Promise.reject(new TypeError("Failed to fetch")), "We could not reach the server. Check your connection and try again."],
  ])("says why an export failed (%s)", async (_, answer, text) => {
    setAdminToken(testToken("admin"));
    vi.stubGlobal("fetch", vi.fn(answer));
    const { d, user } = await open();
    await user.click(d.getByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(alertText()).toBe(text));
  });
});
