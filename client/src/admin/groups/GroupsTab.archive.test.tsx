import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { GroupsTab, movedAmong } from "./GroupsTab";
import {
  april,
  axeViolations,
  closed,
  fakeServer,
  gqlError,
  group,
  january,
  october,
  renderWithServer,
} from "./testing";

function setup(options: Parameters<typeof fakeServer>[0] = {}) {
  const server = fakeServer(options);
  return { ...server, ...renderWithServer(<GroupsTab />, server.handlers) };
}

const list = () => screen.getByRole("list", { name: "Groups in the admin's order" });
const cardNames = () =>
  within(list())
    .getAllByRole("heading", { level: 3 })
    .map((h) => h.textContent);
const card = (name: string) => screen.getByRole("article", { name });

describe("GroupsTab archiving", { timeout: 20_000 }, () => {
  it("offers Archive only on ended groups, asks first (Cancel sends nothing), moves the card under a collapsed Archived section, and Unarchive brings it back", async () => {
    const { user, named } = setup();
    await screen.findByRole("list", { name: "Groups in the admin's order" });
    for (const running of [january, april]) {
      expect(within(card(running.name)).queryByRole("button", { name: /^Archive/ })).not.toBeInTheDocument();
    }
    expect(within(card(closed.name)).getByRole("button", { name: `Archive ${closed.name}` })).toBeInTheDocument();
    expect(screen.queryByText(/^Archived/)).not.toBeInTheDocument();

    await user.click(within(card(october.name)).getByRole("button", { name: `Archive ${october.name}` }));
    let dialog = screen.getByRole("dialog", { name: "Archive group" });
    expect(dialog).toHaveTextContent("Archive this group?");
    expect(dialog).toHaveTextContent(`${october.name} (Oct 1, 2030 – Sep 30, 2031) leaves every group list`);
    expect(dialog).toHaveTextContent("Its 30 member(s), their progress and awards stay");
    expect(await axeViolations()).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(named("AdminArchiveGroup")).toHaveLength(0);

    await user.click(within(card(october.name)).getByRole("button", { name: `Archive ${october.name}` }));
    dialog = screen.getByRole("dialog", { name: "Archive group" });
    await user.click(within(dialog).getByRole("button", { name: "Archive" }));
    await waitFor(() => expect(cardNames()).toEqual([january.name, april.name, closed.name]));
    expect(named("AdminArchiveGroup").map((c) => c.variables)).toEqual([{ id: october.id }]);
    expect(screen.getAllByRole("status")[0]).toHaveTextContent(`${october.name} archived: it is under Archived.`);
    await waitFor(() => expect(screen.getByRole("heading", { level: 2, name: "Groups" })).toHaveFocus());

    // Kept, collapsed at first: only View Members and Unarchive.
    const summary = screen.getByText("Archived (1)");
    const section = summary.closest("details");
    expect(section).not.toHaveAttribute("open");
    await user.click(summary);
    expect(section).toHaveAttribute("open");
    const archived = within(screen.getByRole("list", { name: "Archived groups" }));
    const archivedCard = within(archived.getByRole("article", { name: october.name }));
    expect(archivedCard.getAllByRole("button").map((b) => b.textContent)).toEqual([
      `View Members of ${october.name}`,
      `Unarchive ${october.name}`,
    ]);
    expect(await axeViolations()).toEqual([]);
    // An archived group takes no new members.
    await user.click(archivedCard.getByRole("button", { name: `View Members of ${october.name}` }));
    const members = await screen.findByRole("dialog", { name: new RegExp(october.name) });
    expect(within(members).queryByRole("button", { name: "Add Members" })).not.toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    await user.click(archivedCard.getByRole("button", { name: `Unarchive ${october.name}` }));
    await waitFor(() => expect(cardNames()).toEqual([january.name, april.name, october.name, closed.name]));
    expect(named("AdminUnarchiveGroup").map((c) => c.variables)).toEqual([{ id: october.id }]);
    expect(screen.queryByText(/^Archived \(/)).not.toBeInTheDocument();
    expect(screen.getAllByRole("status")[0]).toHaveTextContent(`${october.name} unarchived.`);
  });

  it("keeps a refusal in the dialog", async () => {
    const { user } = setup({
      handlers: {
        AdminArchiveGroup: () =>
          gqlError(
            "Pilot Group (#4) is still active: only a completed or closed group can be archived.",
            "conflict",
            "id",
          ),
      },
    });
    await user.click(await screen.findByRole("button", { name: `Archive ${closed.name}` }));
    const dialog = screen.getByRole("dialog", { name: "Archive group" });
    await user.click(within(dialog).getByRole("button", { name: "Archive" }));
    expect(
      await within(dialog).findByText(/is still active: only a completed or closed group can be archived/),
    ).toBeInTheDocument();
    expect(cardNames()).toContain(closed.name);
  });

  it("moves a card past archived groups, which keep their places in the order", () => {
    const a = group({ id: "a" });
    const gone = group({ id: "x", archivedAt: "2031-01-01T00:00:00Z" });
    const b = group({ id: "b" });
    const shown = (g: { archivedAt?: unknown }) => !g.archivedAt;
    expect(movedAmong([a, gone, b], shown, "a", "down").map((g) => g.id)).toEqual(["b", "x", "a"]);
    expect(movedAmong([a, gone, b], shown, "b", "up").map((g) => g.id)).toEqual(["b", "x", "a"]);
    expect(movedAmong([a, gone, b], shown, "b", "down").map((g) => g.id)).toEqual(["a", "x", "b"]);
  });
});
