import { act, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createdText, GroupsTab, movedOrder } from "./GroupsTab";
import { april, axeViolations, closed, fakeServer, gqlError, january, october, renderWithServer } from "./testing";

function setup(options: Parameters<typeof fakeServer>[0] = {}) {
  const server = fakeServer(options);
  return { ...server, ...renderWithServer(<GroupsTab />, server.handlers) };
}

const list = () => screen.getByRole("list", { name: "Groups in the admin's order" });
const cardNames = () => within(list()).getAllByRole("heading", { level: 3 }).map((h) => h.textContent);
const card = (name: string) => screen.getByRole("article", { name });

describe("GroupsTab", { timeout: 20_000 }, () => {
  it("shows each group as a card in the admin's order: status chip with its word, name, start, end, members, max and actions", async () => {
    setup();
    expect(screen.getByText("Loading groups…")).toHaveAttribute("role", "status");
    await screen.findByRole("list", { name: "Groups in the admin's order" });
    expect(cardNames()).toEqual([january.name, april.name, october.name, closed.name]);

    const expectations = [
      [january.name, "Active", "ui-chip-success"],
      [april.name, "Upcoming", "ui-chip-info"],
      [october.name, "Completed", "ui-chip-neutral"],
      [closed.name, "Closed", "ui-chip-danger"],
    ] as const;
    for (const [name, word, tone] of expectations) {
      const chip = within(card(name)).getByText(word);
      expect(chip).toHaveClass("ui-chip", tone);
      expect(chip.parentElement).toHaveTextContent(`Status: ${word}`);
    }

    const jan = within(card(january.name));
    const facts = Object.fromEntries(
      jan.getAllByRole("term").map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({ Start: "Jan 1, 2031", End: "Dec 31, 2031", Members: "2", Max: "50" });
    for (const action of ["Move Up", "Move Down", "View Members of", "Post message to", "Manage"]) {
      expect(jan.getByRole("button", { name: new RegExp(`^${action} ${january.name}$`) })).toBeInTheDocument();
    }
    expect(await axeViolations()).toEqual([]);
  });

  it("offers Delete only on an empty group, asks first (Cancel sends nothing), and removes the card", async () => {
    const { user, named } = setup();
    await screen.findByRole("list", { name: "Groups in the admin's order" });
    expect(within(card(january.name)).queryByRole("button", { name: /^Delete/ })).not.toBeInTheDocument();
    const del = within(card(april.name)).getByRole("button", { name: `Delete ${april.name}` });

    await user.click(del);
    let dialog = screen.getByRole("dialog", { name: "Delete group" });
    expect(dialog).toHaveTextContent("Delete this group?");
    expect(dialog).toHaveTextContent(`${april.name} (Apr 1, 2031 – Mar 31, 2032) has no members.`);
    expect(await axeViolations()).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(named("AdminDeleteGroup")).toHaveLength(0);
    expect(cardNames()).toContain(april.name);

    await user.click(within(card(april.name)).getByRole("button", { name: `Delete ${april.name}` }));
    dialog = screen.getByRole("dialog", { name: "Delete group" });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(cardNames()).toEqual([january.name, october.name, closed.name]));
    expect(named("AdminDeleteGroup").map((c) => c.variables)).toEqual([{ id: april.id }]);
    expect(screen.getByRole("status")).toHaveTextContent(`${april.name} deleted.`);
    await waitFor(() => expect(screen.getByRole("heading", { level: 2, name: "Groups" })).toHaveFocus());
  });

  it("says so when there are no groups yet", async () => {
    setup({ groups: [] });
    expect(await screen.findByText("No groups yet. Create the first one with New Group.")).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("shows why the groups could not load, never the browser's words, and tries again", async () => {
    let fail = true;
    const { named } = setup({
      handlers: {
        AdminGroupsTab: () => (fail ? new TypeError("Failed to fetch") : { data: { adminGroups: [april] } }),
      },
    });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The groups could not be loaded. We could not reach the server.");
    expect(document.body).not.toHaveTextContent("Failed to fetch");
    expect(await axeViolations()).toEqual([]);
    fail = false;
    await act(async () => screen.getByRole("button", { name: "Try again" }).click());
    await waitFor(() => expect(cardNames()).toEqual([april.name]));
    expect(named("AdminGroupsTab")).toHaveLength(2);
  });

  it("moves a group down with the whole new order, keeps the focus on its button, and stops at the ends", async () => {
    const { user, named } = setup();
    await screen.findByRole("list", { name: "Groups in the admin's order" });

    const firstUp = screen.getByRole("button", { name: `Move Up ${january.name}` });
    const lastDown = screen.getByRole("button", { name: `Move Down ${closed.name}` });
    expect(firstUp).toHaveAttribute("aria-disabled", "true");
    expect(lastDown).toHaveAttribute("aria-disabled", "true");
    expect(screen.getByRole("button", { name: `Move Down ${january.name}` })).not.toHaveAttribute("aria-disabled");
    await user.click(firstUp);
    await user.click(lastDown);
    expect(named("AdminReorderGroups")).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: `Move Down ${january.name}` }));
    await waitFor(() => expect(named("AdminReorderGroups")).toHaveLength(1));
    expect(named("AdminReorderGroups")[0].variables).toEqual({ order: ["2", "1", "3", "4"] });
    await waitFor(() => expect(cardNames()).toEqual([april.name, january.name, october.name, closed.name]));
    expect(screen.getByRole("button", { name: `Move Down ${january.name}` })).toHaveFocus();
    expect(screen.getByRole("button", { name: `Move Up ${april.name}` })).toHaveAttribute("aria-disabled", "true");
    expect(await screen.findByText(`${january.name} moved down.`)).toBeInTheDocument();

    // with the keyboard: Enter on the focused button moves it again
    await user.keyboard("{Enter}");
    await waitFor(() => expect(named("AdminReorderGroups")).toHaveLength(2));
    expect(named("AdminReorderGroups")[1].variables).toEqual({ order: ["2", "3", "1", "4"] });
    await waitFor(() => expect(cardNames()).toEqual([april.name, october.name, january.name, closed.name]));
    expect(screen.getByRole("button", { name: `Move Down ${january.name}` })).toHaveFocus();
  });

  it("moves a group up", async () => {
    const { user, named } = setup();
    await user.click(await screen.findByRole("button", { name: `Move Up ${closed.name}` }));
    await waitFor(() => expect(named("AdminReorderGroups")).toHaveLength(1));
    expect(named("AdminReorderGroups")[0].variables).toEqual({ order: ["1", "2", "4", "3"] });
    await waitFor(() => expect(cardNames()).toEqual([january.name, april.name, closed.name, october.name]));
    expect(screen.getByRole("button", { name: `Move Up ${closed.name}` })).toHaveFocus();
  });

  it("gives the focus back to the moved card's button when the browser drops it as the card's node moves", async () => {
    let answer: () => void = () => undefined;
    const server = fakeServer();
    const reorder = server.handlers.AdminReorderGroups;
    const { user } = renderWithServer(<GroupsTab />, {
      ...server.handlers,
      AdminReorderGroups: (v, call) => new Promise((resolve) => (answer = () => resolve(reorder(v, call)))),
    });
    await user.click(await screen.findByRole("button", { name: `Move Down ${january.name}` }));
    // Chromium blurs a focused element whose node is moved in the document; jsdom does not.
    act(() => (document.activeElement as HTMLElement).blur());
    expect(document.body).toHaveFocus();
    await act(async () => answer());
    await waitFor(() => expect(screen.getByRole("button", { name: `Move Down ${january.name}` })).toHaveFocus());
  });

  it("puts the cards back and says why when the server refuses the new order", async () => {
    const { user } = setup({
      handlers: { AdminReorderGroups: () => gqlError("order must name every group once.", "invalid", "order") },
    });
    await user.click(await screen.findByRole("button", { name: `Move Down ${january.name}` }));
    expect(await screen.findByRole("alert")).toHaveTextContent(`Could not move ${january.name}: order must name every group once.`);
    expect(cardNames()).toEqual([january.name, april.name, october.name, closed.name]);
  });
});

describe("movedOrder", { timeout: 20_000 }, () => {
  it("swaps with the neighbour, and leaves the ends alone", () => {
    expect(movedOrder(["a", "b", "c"], 1, "up")).toEqual(["b", "a", "c"]);
    expect(movedOrder(["a", "b", "c"], 1, "down")).toEqual(["a", "c", "b"]);
    expect(movedOrder(["a", "b", "c"], 0, "up")).toEqual(["a", "b", "c"]);
    expect(movedOrder(["a", "b", "c"], 2, "down")).toEqual(["a", "b", "c"]);
  });
});

describe("createdText", () => {
  const result = (over: Partial<Parameters<typeof createdText>[0]> = {}) => ({
    __typename: "CreateGroupResult" as const,
    group: { ...april, name: "July 2031 Group", startDate: "2031-07-01" },
    requestedStartDate: "2031-07-01",
    startAligned: false,
    notice: null,
    ...over,
  });

  it("names the group, with the server's notice when it sent one", () => {
    expect(createdText(result())).toBe("July 2031 Group created.");
    expect(createdText(result({ requestedStartDate: "2031-05-15", startAligned: true, notice: "Start moved." }))).toBe(
      "July 2031 Group created. Start moved.",
    );
  });

  it("says the start moved when the server aligned it without a notice", () => {
    expect(createdText(result({ requestedStartDate: "2031-05-15", startAligned: true }))).toBe(
      "July 2031 Group created. Start moved from 2031-05-15 to 2031-07-01.",
    );
  });
});
