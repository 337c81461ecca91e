import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { GroupsTab } from "./GroupsTab";
import { changedFields, manageValuesOf } from "./ManageGroupDialog";
import { april, axeViolations, fakeServer, gqlError, january, renderWithServer } from "./testing";

async function open(name = january.name, options: Parameters<typeof fakeServer>[0] = {}) {
  const server = fakeServer(options);
  const r = renderWithServer(<GroupsTab />, server.handlers);
  await r.user.click(await screen.findByRole("button", { name: `Manage ${name}` }));
  const dialog = screen.getByRole("dialog", { name: `Manage ${name}` });
  return { ...server, ...r, dialog, d: within(dialog) };
}

const statusLine = () => screen.getAllByRole("status").find((s) => s.textContent);

describe("Manage", { timeout: 20_000 }, () => {
  it("shows every field of the group, the raw invite URL included", async () => {
    const { d } = await open();
    expect(d.getByLabelText("Name")).toHaveValue(january.name);
    expect(d.getByLabelText("Status")).toHaveValue("ACTIVE");
    expect(within(d.getByLabelText("Status")).getAllByRole("option").map((o) => o.textContent)).toEqual([
      "Upcoming",
      "Active",
      "Completed",
      "Closed",
    ]);
    expect(d.getByLabelText("Start date")).toHaveValue("2031-01-01");
    expect(d.getByLabelText("Max members")).toHaveValue(50);
    expect(d.getByLabelText("Group chat invite URL (optional)")).toHaveValue("https://chat.whatsapp.com/AbCdEf");
    expect(d.getByLabelText("Reading plan URL (optional)")).toHaveValue("");
    expect(await axeViolations()).toEqual([]);
  });

  it("sends only the fields that changed", async () => {
    const { d, user, named, dialog } = await open();
    await user.clear(d.getByLabelText("Name"));
    await user.type(d.getByLabelText("Name"), "Winter readers ");
    await user.clear(d.getByLabelText("Max members"));
    await user.type(d.getByLabelText("Max members"), "60");
    await user.type(d.getByLabelText("Reading plan URL (optional)"), "https://www.bible.com/reading-plans/1");
    await user.click(d.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(named("AdminUpdateGroup").map((c) => c.variables)).toEqual([
      {
        id: "1",
        input: { name: "Winter readers", maxMembers: 60, youversionPlanUrl: "https://www.bible.com/reading-plans/1" },
      },
    ]);
    expect(named("AdminSetGroupStatus")).toHaveLength(0);
    expect(statusLine()).toHaveTextContent("Winter readers saved.");
    // the card shows the answer
    const card = await screen.findByRole("article", { name: "Winter readers" });
    expect(within(card).getByText("60")).toBeInTheDocument();
  });

  it("uses setGroupStatus when only the status changed", async () => {
    const { d, user, named } = await open(april.name);
    await user.selectOptions(d.getByLabelText("Status"), "CLOSED");
    await user.click(d.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(named("AdminSetGroupStatus")).toHaveLength(1));
    expect(named("AdminSetGroupStatus")[0].variables).toEqual({ id: "2", status: "CLOSED" });
    expect(named("AdminUpdateGroup")).toHaveLength(0);
    const card = await screen.findByRole("article", { name: april.name });
    await waitFor(() => expect(within(card).getByText("Closed")).toHaveClass("ui-chip-danger"));
    expect(statusLine()).toHaveTextContent("April 2031 Group is now closed.");
  });

  it("sends the status with updateGroup when other fields changed too, and clears an emptied link", async () => {
    const { d, user, named } = await open();
    await user.selectOptions(d.getByLabelText("Status"), "COMPLETED");
    await user.clear(d.getByLabelText("Group chat invite URL (optional)"));
    await user.click(d.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(named("AdminUpdateGroup")).toHaveLength(1));
    expect(named("AdminUpdateGroup")[0].variables).toEqual({
      id: "1",
      input: { status: "COMPLETED", whatsappInviteUrl: "" },
    });
    expect(named("AdminSetGroupStatus")).toHaveLength(0);
  });

  it("sends a start date typed in another format as YYYY-MM-DD, and nothing when nothing changed", async () => {
    const { d, user, named, dialog } = await open();
    await user.clear(d.getByLabelText("Start date"));
    await user.type(d.getByLabelText("Start date"), "01/01/2031");
    await user.click(d.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(named("AdminUpdateGroup")).toHaveLength(0);
    expect(named("AdminSetGroupStatus")).toHaveLength(0);
    expect(statusLine()).toHaveTextContent(`No changes to ${january.name}.`);

    await user.click(screen.getByRole("button", { name: `Manage ${january.name}` }));
    const again = within(screen.getByRole("dialog", { name: `Manage ${january.name}` }));
    await user.clear(again.getByLabelText("Start date"));
    await user.type(again.getByLabelText("Start date"), "04.01.2031");
    await user.click(again.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(named("AdminUpdateGroup")).toHaveLength(1));
    expect(named("AdminUpdateGroup")[0].variables).toEqual({ id: "1", input: { startDate: "2031-04-01" } });
  });

  it("shows the server's field error beside its input", async () => {
    const message = "maxMembers cannot be below the group's 2 members (got 1); remove members first.";
    const { d, user, dialog } = await open(january.name, {
      handlers: { AdminUpdateGroup: () => gqlError(message, "invalid", "maxMembers") },
    });
    const max = d.getByLabelText("Max members");
    await user.clear(max);
    await user.type(max, "1");
    await user.type(d.getByLabelText("Name"), "!");
    await user.click(d.getByRole("button", { name: "Save" }));
    expect(await d.findByText(message)).toBeInTheDocument();
    expect(max).toHaveAttribute("aria-invalid", "true");
    expect(max).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(max).toHaveFocus();
    expect(d.getByLabelText("Name")).not.toHaveAttribute("aria-invalid");
    expect(dialog).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("checks the name, the date and max members before sending", async () => {
    const { d, user, named } = await open();
    await user.clear(d.getByLabelText("Name"));
    await user.clear(d.getByLabelText("Start date"));
    await user.type(d.getByLabelText("Start date"), "2031-02-30");
    await user.clear(d.getByLabelText("Max members"));
    await user.click(d.getByRole("button", { name: "Save" }));
    expect(await d.findByText("Enter the group's name.")).toBeInTheDocument();
    expect(d.getByText(/February 2031 has 28 days/)).toBeInTheDocument();
    expect(d.getByText("Max members must be a whole number, at least 1.")).toBeInTheDocument();
    expect(d.getByLabelText("Name")).toHaveFocus();
    expect(named("AdminUpdateGroup")).toHaveLength(0);
  });
});

describe("changedFields", { timeout: 20_000 }, () => {
  it("is empty for the group's own values", () => {
    expect(changedFields(january, manageValuesOf(january))).toEqual({});
    expect(changedFields(april, manageValuesOf(april))).toEqual({});
    expect(changedFields(january, { ...manageValuesOf(january), maxMembers: "050", startDate: "1/1/2031" })).toEqual({});
  });

  it("names each changed field once, with the value to send", () => {
    expect(
      changedFields(april, {
        ...manageValuesOf(april),
        status: "ACTIVE",
        maxMembers: "45",
        whatsappInviteUrl: "https://chat.whatsapp.com/New",
      }),
    ).toEqual({ status: "ACTIVE", maxMembers: 45, whatsappInviteUrl: "https://chat.whatsapp.com/New" });
  });
});
