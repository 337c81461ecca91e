import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setAdminToken } from "../../auth/storage";
import { testToken } from "../../auth/testTokens";
import type { UsersTabUserFragment } from "../../gql/graphql";
import { translate } from "../../i18n";
import { axeViolations } from "../../test/axe";
import { gqlErrors, renderUsersTab, user, usersPage } from "./testing";
import { canSendReset, DELETE_CONFIRM, PAGE_SIZE } from "./UsersTab";

const ruth = user();
const sam = user({
  id: "2",
  name: "Sam Zero",
  email: "sam@example.com",
  city: null,
  trophiesCount: 0,
  role: "ADMIN",
  status: "INACTIVE",
  groups: [
    { __typename: "UserMembership", groupId: "7", groupName: "January 2027 Group", status: "COMPLETED" },
    { __typename: "UserMembership", groupId: "8", groupName: "April 2027 Group", status: "ACTIVE" },
  ],
});

const table = () => screen.getByRole("table", { name: "Users, newest first" });
const rowOf = (name: string) => screen.getByRole("rowheader", { name }).closest("tr")!;
// the first cell is the row's select box (bulk actions)
const cellTexts = (name: string) => within(rowOf(name)).getAllByRole("cell").slice(1).map((c) => c.textContent);
/** The count of matches (the bulk report is a status region too). */
const countStatus = () => screen.getByText(/\busers? found$/, { selector: '[role="status"]' });

/** People named Person 1..n, newest first. */
function people(from: number, n: number): UsersTabUserFragment[] {
  return Array.from({ length: n }, (_, i) => user({ id: String(from + i), name: `Person ${from + i}`, email: `p${from + i}@example.com` }));
}

// Generous timeouts: the axe checks and the long flows take seconds on a busy machine.
describe("UsersTab: the table", { timeout: 20_000 }, () => {
  it("shows every column, the status as a word, the groups, and the count; as the admin", async () => {
    const t = renderUsersTab({}, [ruth, sam]);
    await screen.findByRole("rowheader", { name: "Ruth Member" });
    expect(within(table()).getAllByRole("columnheader").map((h) => h.textContent)).toEqual([
      "Select",
      "Name",
      "Email",
      "Trophies",
      "Role",
      "City",
      "Status",
      "Groups",
      "Actions",
    ]);
    const ruthCells = cellTexts("Ruth Member");
    expect(ruthCells[0]).toBe("ruth@example.com");
    expect(ruthCells[1]).toMatch(/^2 trophies/);
    expect(ruthCells.slice(2, 6)).toEqual(["User", "Dallas", "Active", "None"]);
    const samCells = cellTexts("Sam Zero");
    expect(samCells.slice(2, 6)).toEqual(["Admin", "Not given", "Inactive", "January 2027 Group (completed), April 2027 Group"]);
    expect(within(rowOf("Sam Zero")).getByRole("button", { name: "Enable Sam Zero" })).toBeInTheDocument();
    expect(within(rowOf("Ruth Member")).getByRole("button", { name: "Disable Ruth Member" })).toBeInTheDocument();
    expect(countStatus()).toHaveTextContent("2 users found");
    // one page: no pager
    expect(screen.queryByRole("navigation", { name: /pages/ })).not.toBeInTheDocument();

    const [first] = t.named("UsersTabUsers");
    expect(first.variables).toEqual({ filter: {}, first: PAGE_SIZE, after: null });
    expect(first.auth).toBe("admin");
    expect(t.named("AdminGroupOptions")[0].auth).toBe("admin");
    expect(await axeViolations()).toEqual([]);
  });

  it("says so when no user matches", async () => {
    renderUsersTab({}, []);
    expect(await screen.findByText("No users yet.")).toBeInTheDocument();
    expect(countStatus()).toHaveTextContent("0 users found");
  });

  it("shows a failed load with the server's words and tries again", async () => {
    let fail = true;
    const t = renderUsersTab({
      UsersTabUsers: () => (fail ? new Error("Failed to fetch") : usersPage([ruth])),
    });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("We could not reach the server. Check your connection and try again.");
    expect(alert).not.toHaveTextContent("Failed to fetch");
    fail = false;
    await t.user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("rowheader", { name: "Ruth Member" })).toBeInTheDocument();
  });
});

describe("UsersTab: trophies", { timeout: 20_000 }, () => {
  it("labels each control with the user's name", async () => {
    renderUsersTab({}, [ruth]);
    await screen.findByRole("rowheader", { name: "Ruth Member" });
    expect(screen.getByRole("button", { name: "Remove a trophy from Ruth Member" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "+1 trophy for Ruth Member" })).toBeInTheDocument();
    expect(screen.getByRole("spinbutton", { name: "New trophy count for Ruth Member" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Set trophies for Ruth Member" })).toBeInTheDocument();
  });

  it("+1 sends INCREMENT and shows the new count; minus sends DECREMENT", async () => {
    let count = 2;
    const t = renderUsersTab(
      {
        UsersTabAdjustTrophies: (v) => {
          count = v.op === "INCREMENT" ? count + 1 : count - 1;
          return { data: { adjustTrophies: { __typename: "AdminUser", id: v.id, trophiesCount: count } } };
        },
      },
      [ruth],
    );
    await t.user.click(await screen.findByRole("button", { name: "+1 trophy for Ruth Member" }));
    await waitFor(() => expect(cellTexts("Ruth Member")[1]).toMatch(/^3 trophies/));
    expect(t.named("UsersTabAdjustTrophies")[0].variables).toEqual({ id: "1", op: "INCREMENT" });
    expect(t.named("UsersTabAdjustTrophies")[0].auth).toBe("admin");

    await t.user.click(screen.getByRole("button", { name: "Remove a trophy from Ruth Member" }));
    await waitFor(() => expect(cellTexts("Ruth Member")[1]).toMatch(/^2 trophies/));
    expect(t.named("UsersTabAdjustTrophies")[1].variables).toEqual({ id: "1", op: "DECREMENT" });
  });

  it("minus is unavailable at 0 and sends nothing", async () => {
    const t = renderUsersTab({}, [sam]);
    const minus = await screen.findByRole("button", { name: "Remove a trophy from Sam Zero" });
    expect(minus).toHaveAttribute("aria-disabled", "true");
    await t.user.click(minus);
    expect(t.named("UsersTabAdjustTrophies")).toHaveLength(0);
    // +1 is still there
    expect(screen.getByRole("button", { name: "+1 trophy for Sam Zero" })).not.toHaveAttribute("aria-disabled");
  });

  it("Set sends SET with the value; a negative value is refused with a message", async () => {
    const t = renderUsersTab(
      {
        UsersTabAdjustTrophies: (v) => ({
          data: { adjustTrophies: { __typename: "AdminUser", id: v.id, trophiesCount: v.value as number } },
        }),
      },
      [ruth],
    );
    const input = await screen.findByRole("spinbutton", { name: "New trophy count for Ruth Member" });
    await t.user.type(input, "-3");
    await t.user.click(screen.getByRole("button", { name: "Set trophies for Ruth Member" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Trophies cannot be below 0.");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("Trophies cannot be below 0.");
    expect(t.named("UsersTabAdjustTrophies")).toHaveLength(0);
    expect(await axeViolations()).toEqual([]);

    await t.user.clear(input);
    await t.user.type(input, "5{Enter}");
    await waitFor(() => expect(cellTexts("Ruth Member")[1]).toMatch(/^5 trophies/));
    expect(t.named("UsersTabAdjustTrophies")[0].variables).toEqual({ id: "1", op: "SET", value: 5 });
    expect(screen.queryByText("Trophies cannot be below 0.")).not.toBeInTheDocument();
    expect(input).toHaveValue(null);
  });

  it("Set refuses an empty value", async () => {
    const t = renderUsersTab({}, [ruth]);
    await t.user.click(await screen.findByRole("button", { name: "Set trophies for Ruth Member" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Enter a whole number of trophies, 0 or more.");
    expect(t.named("UsersTabAdjustTrophies")).toHaveLength(0);
  });

  it("shows the server's refusal above the table", async () => {
    const t = renderUsersTab(
      { UsersTabAdjustTrophies: () => gqlErrors({ message: "Trophies cannot be below 0.", code: "invalid", field: "value" }) },
      [ruth],
    );
    await t.user.click(await screen.findByRole("button", { name: "+1 trophy for Ruth Member" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Trophies cannot be below 0.");
    expect(cellTexts("Ruth Member")[1]).toMatch(/^2 trophies/);
  });
});

describe("UsersTab: paging", { timeout: 20_000 }, () => {
  it("Next sends the page's end cursor, Previous goes back; Page x of y from the total", async () => {
    // three people a page keep the test quick; the pages come from the total (120 at 50 a page)
    const pages: Record<string, UsersTabUserFragment[]> = {
      start: people(1, 3),
      "cursor-3": people(51, 3),
      "cursor-53": people(101, 3),
    };
    const t = renderUsersTab({
      UsersTabUsers: (v) => {
        const nodes = pages[(v.after as string | null) ?? "start"];
        return usersPage(nodes, { totalCount: 120, hasNextPage: v.after !== "cursor-53" });
      },
    });
    await screen.findByRole("rowheader", { name: "Person 1" });
    const pager = screen.getByRole("navigation", { name: "Users, newest first pages" });
    expect(within(pager).getByText("Page 1 of 3")).toBeInTheDocument();
    expect(countStatus()).toHaveTextContent("120 users found");
    expect(within(pager).getByRole("button", { name: "Previous page" })).toHaveAttribute("aria-disabled", "true");

    await t.user.click(within(pager).getByRole("button", { name: "Next page" }));
    expect(await screen.findByRole("rowheader", { name: "Person 51" })).toBeInTheDocument();
    expect(within(pager).getByText("Page 2 of 3")).toBeInTheDocument();
    expect(t.named("UsersTabUsers").at(-1)!.variables).toEqual({ filter: {}, first: 50, after: "cursor-3" });

    await t.user.click(within(pager).getByRole("button", { name: "Next page" }));
    expect(await screen.findByRole("rowheader", { name: "Person 101" })).toBeInTheDocument();
    expect(within(pager).getByText("Page 3 of 3")).toBeInTheDocument();
    expect(t.named("UsersTabUsers").at(-1)!.variables.after).toBe("cursor-53");
    const next = within(pager).getByRole("button", { name: "Next page" });
    expect(next).toHaveAttribute("aria-disabled", "true");
    const calls = t.named("UsersTabUsers").length;
    await t.user.click(next);
    expect(t.named("UsersTabUsers")).toHaveLength(calls);

    await t.user.click(within(pager).getByRole("button", { name: "Previous page" }));
    expect(await screen.findByRole("rowheader", { name: "Person 51" })).toBeInTheDocument();
    expect(within(pager).getByText("Page 2 of 3")).toBeInTheDocument();
    await t.user.click(within(pager).getByRole("button", { name: "Previous page" }));
    expect(await screen.findByRole("rowheader", { name: "Person 1" })).toBeInTheDocument();
    expect(within(pager).getByText("Page 1 of 3")).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });
});

describe("UsersTab: search and filters", { timeout: 20_000 }, () => {
  it("searches after typing stops, filters by role, status and group, and each change goes back to page 1", async () => {
    const t = renderUsersTab({
      UsersTabUsers: (v) =>
        usersPage(v.after ? people(51, 2) : people(1, 2), { totalCount: 300, hasNextPage: true }),
    });
    await screen.findByRole("rowheader", { name: "Person 1" });
    // the group filter lists the groups
    const group = screen.getByRole("combobox", { name: "Group" });
    expect(within(group).getAllByRole("option").map((o) => o.textContent)).toEqual([
      "All groups",
      "January 2027 Group (Jan 1, 2027 – Dec 31, 2027)",
      "April 2027 Group (Apr 1, 2027 – Mar 30, 2028)",
    ]);

    const toPage2 = async () => {
      await t.user.click(screen.getByRole("button", { name: "Next page" }));
      await screen.findByText("Page 2 of 6");
    };
    const last = () => t.named("UsersTabUsers").at(-1)!.variables;

    await toPage2();
    await t.user.type(screen.getByRole("searchbox", { name: "Search" }), "  dal ");
    await waitFor(() => expect(last()).toEqual({ filter: { search: "dal" }, first: 50, after: null }));
    // one request for the settled text, none per keystroke
    expect(t.named("UsersTabUsers").filter((c) => JSON.stringify(c.variables.filter) !== "{}")).toHaveLength(1);
    expect(await screen.findByText("Page 1 of 6")).toBeInTheDocument();

    await toPage2();
    await t.user.selectOptions(screen.getByRole("combobox", { name: "Role" }), "Admin");
    await waitFor(() => expect(last()).toEqual({ filter: { search: "dal", role: "ADMIN" }, first: 50, after: null }));
    expect(await screen.findByText("Page 1 of 6")).toBeInTheDocument();

    await toPage2();
    await t.user.selectOptions(screen.getByRole("combobox", { name: "Status" }), "Inactive");
    await waitFor(() =>
      expect(last()).toEqual({ filter: { search: "dal", role: "ADMIN", status: "INACTIVE" }, first: 50, after: null }),
    );

    await toPage2();
    await t.user.selectOptions(group, "8");
    await waitFor(() =>
      expect(last()).toEqual({
        filter: { search: "dal", role: "ADMIN", status: "INACTIVE", groupId: "8" },
        first: 50,
        after: null,
      }),
    );
    expect(await screen.findByText("Page 1 of 6")).toBeInTheDocument();

    // back to everyone
    await t.user.clear(screen.getByRole("searchbox", { name: "Search" }));
    await t.user.selectOptions(screen.getByRole("combobox", { name: "Role" }), "All roles");
    await t.user.selectOptions(screen.getByRole("combobox", { name: "Status" }), "All statuses");
    await t.user.selectOptions(group, "All groups");
    await waitFor(() => expect(last()).toEqual({ filter: {}, first: 50, after: null }));
  });

  it("Enter searches at once", async () => {
    const t = renderUsersTab();
    await screen.findByRole("rowheader", { name: "Ruth Member" });
    await t.user.type(screen.getByRole("searchbox", { name: "Search" }), "ruth@{Enter}");
    await waitFor(() => expect(t.named("UsersTabUsers").at(-1)!.variables.filter).toEqual({ search: "ruth@" }), {
      timeout: 200,
    });
  });

  it("says when nothing matches", async () => {
    const t = renderUsersTab({ UsersTabUsers: (v) => usersPage(v.filter && Object.keys(v.filter).length ? [] : [ruth]) });
    await screen.findByRole("rowheader", { name: "Ruth Member" });
    await t.user.selectOptions(screen.getByRole("combobox", { name: "Role" }), "Admin");
    expect(await screen.findByText("No users match the search and filters.")).toBeInTheDocument();
    expect(countStatus()).toHaveTextContent("0 users found");
  });
});

describe("UsersTab: Disable, Enable, Delete", { timeout: 20_000 }, () => {
  it("Disable shows the new status; Enable brings it back", async () => {
    const t = renderUsersTab(
      {
        UsersTabSetStatus: (v) => ({ data: { setUserStatus: { __typename: "AdminUser", id: v.id, status: v.status } } }),
      },
      [ruth],
    );
    await t.user.click(await screen.findByRole("button", { name: "Disable Ruth Member" }));
    expect(await screen.findByRole("button", { name: "Enable Ruth Member" })).toBeInTheDocument();
    expect(cellTexts("Ruth Member")[4]).toBe("Inactive");
    expect(t.named("UsersTabSetStatus")[0]).toMatchObject({ variables: { id: "1", status: "INACTIVE" }, auth: "admin" });

    await t.user.click(screen.getByRole("button", { name: "Enable Ruth Member" }));
    expect(await screen.findByRole("button", { name: "Disable Ruth Member" })).toBeInTheDocument();
    expect(cellTexts("Ruth Member")[4]).toBe("Active");
    expect(t.named("UsersTabSetStatus")[1].variables).toEqual({ id: "1", status: "ACTIVE" });
  });

  it("shows the server's refusal as text near the table", async () => {
    const t = renderUsersTab(
      { UsersTabSetStatus: () => gqlErrors({ message: "You cannot disable yourself.", code: "forbidden" }) },
      [ruth],
    );
    await t.user.click(await screen.findByRole("button", { name: "Disable Ruth Member" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("You cannot disable yourself.");
    expect(cellTexts("Ruth Member")[4]).toBe("Active");
  });

  it("Delete asks 'Delete this user?' and removes the row when confirmed; Cancel changes nothing", async () => {
    let deleted = false;
    const t = renderUsersTab({
      UsersTabUsers: () => usersPage(deleted ? [sam] : [ruth, sam]),
      UsersTabDeleteUser: (v) => {
        deleted = true;
        return { data: { deleteUser: v.id } };
      },
    });
    await t.user.click(await screen.findByRole("button", { name: "Delete Ruth Member" }));
    let dialog = screen.getByRole("dialog", { name: "Delete user" });
    expect(within(dialog).getByText(translate(DELETE_CONFIRM))).toBeInTheDocument();
    expect(within(dialog).getByText("Ruth Member")).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await t.user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(t.named("UsersTabDeleteUser")).toHaveLength(0);
    expect(screen.getByRole("button", { name: "Delete Ruth Member" })).toHaveFocus();

    await t.user.click(screen.getByRole("button", { name: "Delete Ruth Member" }));
    dialog = screen.getByRole("dialog", { name: "Delete user" });
    await t.user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByRole("rowheader", { name: "Ruth Member" })).not.toBeInTheDocument());
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(t.named("UsersTabDeleteUser")[0]).toMatchObject({ variables: { id: "1" }, auth: "admin" });
    expect(screen.getByRole("rowheader", { name: "Sam Zero" })).toBeInTheDocument();
    await waitFor(() => expect(countStatus()).toHaveTextContent("1 user found"));
    expect(screen.getByRole("heading", { name: "Users" })).toHaveFocus();
  });

  it("a refused delete says why in the dialog and keeps the row", async () => {
    const t = renderUsersTab(
      { UsersTabDeleteUser: () => gqlErrors({ message: "You cannot delete the last active admin.", code: "forbidden" }) },
      [ruth],
    );
    await t.user.click(await screen.findByRole("button", { name: "Delete Ruth Member" }));
    const dialog = screen.getByRole("dialog", { name: "Delete user" });
    await t.user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("You cannot delete the last active admin.");
    expect(screen.getByRole("rowheader", { name: "Ruth Member", hidden: true })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });
});

describe("UsersTab: Export CSV", { timeout: 20_000 }, () => {
  const { createObjectURL, revokeObjectURL } = URL;
  afterEach(() => {
    vi.unstubAllGlobals();
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
  });

  it("downloads the CSV of the current filters with the admin token", async () => {
    const token = testToken("admin", "boss");
    setAdminToken(token);
    const fetchMock = vi.fn(
      async () =>
        new Response("\uFEFFname,email\r\n", {
          status: 200,
          headers: { "Content-Type": "text/csv", "Content-Disposition": 'attachment; filename="users-2027.csv"' },
        }),
    );
    vi.stubGlobal("fetch", fetchMock);
    // jsdom has no object URLs
    const createObjectURL = vi.fn(() => "blob:users");
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    let downloaded: string | null = null;
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      downloaded = this.download;
    });

    const t = renderUsersTab();
    await screen.findByRole("rowheader", { name: "Ruth Member" });
    await t.user.type(screen.getByRole("searchbox", { name: "Search" }), "O'Brien & co{Enter}");
    await t.user.selectOptions(screen.getByRole("combobox", { name: "Status" }), "Active");
    await t.user.selectOptions(screen.getByRole("combobox", { name: "Group" }), "7");
    await t.user.click(screen.getByRole("button", { name: "Export CSV" }));

    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/admin/users.csv?search=O%27Brien+%26+co&status=active&group_id=7");
    expect((init.headers as Record<string, string>).Authorization).toBe(`Bearer ${token}`);
    expect(downloaded).toBe("users-2027.csv");
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(createObjectURL.mock.calls[0]).toEqual([expect.objectContaining({ type: "text/csv", size: 15 })]);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows why an export failed, as text", async () => {
    setAdminToken(testToken("admin"));
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json({ success: false, error: { message: "status is not valid.", code: "invalid" } }, { status: 400 }),
      ),
    );
    const t = renderUsersTab();
    await screen.findByRole("rowheader", { name: "Ruth Member" });
    await t.user.click(screen.getByRole("button", { name: "Export CSV" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("status is not valid.");
  });
});

describe("UsersTab: Send password reset", { timeout: 20_000 }, () => {
  const queued = (to: string) => ({
    data: { sendPasswordReset: { __typename: "OutboxEmail", id: "40", toAddress: to, status: "PENDING" } },
  });

  it("is offered on admin accounts' rows and members with a password, not on members without one", async () => {
    const pia = user({ id: "3", name: "Pia Secure", email: "pia@example.com", hasPassword: true });
    const t = renderUsersTab(
      { UsersTabSendPasswordReset: (v) => queued(v.userId === "3" ? "pia@example.com" : "?") },
      [ruth, sam, pia],
    );
    await screen.findByRole("rowheader", { name: "Pia Secure" });
    expect(within(rowOf("Sam Zero")).getByRole("button", { name: "Send password reset to Sam Zero" })).toHaveTextContent(
      "Send password reset",
    );
    expect(within(rowOf("Pia Secure")).getByRole("button", { name: "Send password reset to Pia Secure" })).toHaveTextContent(
      "Send password reset",
    );
    // Ruth signs in by email and name: no password to reset, no button
    expect(within(rowOf("Ruth Member")).queryByRole("button", { name: /password reset/i })).not.toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: /^Send password reset/ })).toHaveLength(2);

    await t.user.click(screen.getByRole("button", { name: "Send password reset to Pia Secure" }));
    expect(await within(rowOf("Pia Secure")).findByText("Reset email queued for pia@example.com.")).toBeInTheDocument();
    expect(t.named("UsersTabSendPasswordReset")[0].variables).toEqual({ userId: "3" });
  });

  it("canSendReset: an admin account, or a member with a password", () => {
    expect(canSendReset({ role: "ADMIN", hasPassword: true })).toBe(true);
    expect(canSendReset({ role: "ADMIN", hasPassword: false })).toBe(true);
    expect(canSendReset({ role: "USER", hasPassword: true })).toBe(true);
    expect(canSendReset({ role: "USER", hasPassword: false })).toBe(false);
  });

  it("queues the mail and says so in the row; without SMTP it says to read it in the Outbox", async () => {
    const t = renderUsersTab(
      {
        UsersTabSendPasswordReset: (v) => queued(v.userId === "2" ? "sam@example.com" : "?"),
        UsersTabMailConfigured: () => ({ data: { adminMailConfigured: false } }),
      },
      [ruth, sam],
    );
    await screen.findByRole("rowheader", { name: "Sam Zero" });
    await t.user.click(screen.getByRole("button", { name: "Send password reset to Sam Zero" }));
    const row = rowOf("Sam Zero");
    expect(await within(row).findByText("Reset email queued for sam@example.com.")).toBeInTheDocument();
    expect(within(row).getByText("Mail is not set up: read it in the Outbox.")).toBeInTheDocument();
    expect(within(rowOf("Ruth Member")).queryByText(/Reset email queued/)).not.toBeInTheDocument();
    expect(t.named("UsersTabSendPasswordReset")).toHaveLength(1);
    expect(t.named("UsersTabSendPasswordReset")[0].variables).toEqual({ userId: "2" });
    expect(t.named("UsersTabSendPasswordReset")[0].auth).toBe("admin");
    expect(t.named("UsersTabMailConfigured")[0].auth).toBe("admin");
    // announced too, for screen readers (the row's text is not a live region)
    expect(document.querySelector('[aria-live="polite"].visually-hidden')).toHaveTextContent(
      "Reset email queued for sam@example.com. Mail is not set up: read it in the Outbox.",
    );
    expect(await axeViolations()).toEqual([]);
  });

  it("with SMTP set up it only says the mail is queued", async () => {
    const t = renderUsersTab(
      {
        UsersTabSendPasswordReset: () => queued("sam@example.com"),
        UsersTabMailConfigured: () => ({ data: { adminMailConfigured: true } }),
      },
      [sam],
    );
    await screen.findByRole("rowheader", { name: "Sam Zero" });
    await t.user.click(screen.getByRole("button", { name: "Send password reset to Sam Zero" }));
    expect(await within(rowOf("Sam Zero")).findByText("Reset email queued for sam@example.com.")).toBeInTheDocument();
    expect(screen.queryByText(/Mail is not set up/)).not.toBeInTheDocument();
  });

  it("a refusal is shown in the row with the server's words", async () => {
    const t = renderUsersTab(
      {
        UsersTabSendPasswordReset: () =>
          gqlErrors({ message: "Too many reset emails for this account; try again in an hour.", code: "rate_limited" }),
      },
      [sam],
    );
    await screen.findByRole("rowheader", { name: "Sam Zero" });
    await t.user.click(screen.getByRole("button", { name: "Send password reset to Sam Zero" }));
    const alert = await within(rowOf("Sam Zero")).findByRole("alert");
    expect(alert).toHaveTextContent(
      "Could not send a password reset to sam@example.com: Too many reset emails for this account; try again in an hour.",
    );
    expect(screen.queryByText(/Reset email queued/)).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });
});
