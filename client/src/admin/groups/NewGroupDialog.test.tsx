import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { GroupsTab } from "./GroupsTab";
import { axeViolations, fakeServer, gqlError, renderWithServer } from "./testing";

async function open(options: Parameters<typeof fakeServer>[0] = {}) {
  const server = fakeServer(options);
  const r = renderWithServer(<GroupsTab />, server.handlers);
  await screen.findByRole("list", { name: "Groups in the admin's order" });
  await r.user.click(screen.getByRole("button", { name: "New Group" }));
  const dialog = screen.getByRole("dialog", { name: "New Group" });
  return { ...server, ...r, dialog, d: within(dialog) };
}

describe("New Group", { timeout: 20_000 }, () => {
  it("keeps Create disabled until there is a start date; name is optional, max members starts at 50", async () => {
    const { d, user, named } = await open();
    const start = d.getByLabelText("Start date");
    expect(start).toHaveFocus();
    expect(start).toBeRequired();
    expect(d.getByRole("button", { name: "Create" })).toBeDisabled();
    expect(d.getByLabelText("Name (optional)")).toHaveAttribute("placeholder", expect.stringMatching(/Auto-generated/));
    expect(d.getByLabelText("Max members")).toHaveValue(50);
    await user.type(start, "   ");
    expect(d.getByRole("button", { name: "Create" })).toBeDisabled();
    await user.keyboard("{Enter}");
    await user.type(start, "2031-07-01");
    expect(d.getByRole("button", { name: "Create" })).toBeEnabled();
    expect(named("AdminCreateGroup")).toHaveLength(0);
    expect(await axeViolations()).toEqual([]);
  });

  it("sends 05/15/2031 as 2031-05-15 and shows the server's notice that the start moved to 2031-07-01", async () => {
    const { d, user, named, dialog } = await open();
    await user.type(d.getByLabelText("Start date"), "05/15/2031");
    await user.click(d.getByRole("button", { name: "Create" }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(named("AdminCreateGroup").map((c) => c.variables)).toEqual([{ input: { startDate: "2031-05-15", maxMembers: 50 } }]);
    const status = screen.getAllByRole("status").find((s) => s.textContent);
    expect(status).toHaveTextContent(
      "July 2031 Group created. Start moved from 2031-05-15 to 2031-07-01 (groups start on a quarter).",
    );
    // the list is read again: the new group has its card
    expect(await screen.findByRole("article", { name: "July 2031 Group" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "New Group" })).toHaveFocus();
  });

  it.each(["2031-05-15", "05-15-2031", "05.15.2031"])("sends %s as 2031-05-15", async (typed) => {
    const { d, user, named } = await open();
    await user.type(d.getByLabelText("Start date"), typed);
    await user.type(d.getByLabelText("Name (optional)"), "  Spring readers  ");
    await user.clear(d.getByLabelText("Max members"));
    await user.type(d.getByLabelText("Max members"), "12");
    await user.click(d.getByRole("button", { name: "Create" }));
    await waitFor(() => expect(named("AdminCreateGroup")).toHaveLength(1));
    expect(named("AdminCreateGroup")[0].variables).toEqual({
      input: { startDate: "2031-05-15", name: "Spring readers", maxMembers: 12 },
    });
  });

  it("names a day that does not exist beside the start date and sends nothing", async () => {
    const { d, user, named } = await open();
    const start = d.getByLabelText("Start date");
    await user.type(start, "2027-02-30");
    await user.click(d.getByRole("button", { name: "Create" }));
    const message = 'Start date "2027-02-30" is not a date: February 2027 has 28 days.';
    expect(await d.findByText(message)).toBeInTheDocument();
    expect(start).toHaveAttribute("aria-invalid", "true");
    expect(start).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(start).toHaveFocus();
    expect(named("AdminCreateGroup")).toHaveLength(0);
    expect(await axeViolations()).toEqual([]);

    await user.clear(start);
    await user.type(start, "13/01/2027");
    await user.click(d.getByRole("button", { name: "Create" }));
    expect(await d.findByText(/"13\/01\/2027" is not a date: there is no month 13/)).toBeInTheDocument();
    expect(named("AdminCreateGroup")).toHaveLength(0);
  });

  it("refuses max members below 1", async () => {
    const { d, user, named } = await open();
    await user.type(d.getByLabelText("Start date"), "2031-07-01");
    await user.clear(d.getByLabelText("Max members"));
    await user.type(d.getByLabelText("Max members"), "0");
    await user.click(d.getByRole("button", { name: "Create" }));
    expect(await d.findByText("Max members must be at least 1.")).toBeInTheDocument();
    expect(d.getByLabelText("Max members")).toHaveAttribute("aria-invalid", "true");
    expect(named("AdminCreateGroup")).toHaveLength(0);
  });

  it("shows the server's field error beside its input and stays open", async () => {
    const { d, user, dialog } = await open({
      handlers: {
        AdminCreateGroup: () =>
          gqlError("Start date 2999-01-01 is out of range: a group starts between 2000 and 2100.", "invalid", "startDate"),
      },
    });
    await user.type(d.getByLabelText("Start date"), "2999-01-01");
    await user.click(d.getByRole("button", { name: "Create" }));
    expect(await d.findByText(/is out of range/)).toBeInTheDocument();
    expect(d.getByLabelText("Start date")).toHaveAccessibleDescription(expect.stringContaining("is out of range"));
    expect(dialog).toBeInTheDocument();
    expect(d.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("says what went wrong above the buttons when the server cannot be reached", async () => {
    const { d, user } = await open({ handlers: { AdminCreateGroup: () => new TypeError("Failed to fetch") } });
    await user.type(d.getByLabelText("Start date"), "2031-07-01");
    await user.click(d.getByRole("button", { name: "Create" }));
    expect(await d.findByRole("alert")).toHaveTextContent("We could not reach the server.");
    expect(document.body).not.toHaveTextContent("Failed to fetch");
  });

  it("closes with Cancel and Escape without sending anything", async () => {
    const { d, user, named, dialog } = await open();
    await user.click(d.getByRole("button", { name: "Cancel" }));
    expect(dialog).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "New Group" }));
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(named("AdminCreateGroup")).toHaveLength(0);
  });
});
