import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { BulkOutcome } from "../../gql/graphql";
import { axeViolations } from "../../test/axe";
import { gqlErrors, renderUsersTab, user } from "./testing";

const ruth = user();
const sam = user({ id: "2", name: "Sam Zero", email: "sam@example.com", status: "INACTIVE" });
const tom = user({ id: "3", name: "Tom Third", email: "tom@example.com" });

const bar = () => screen.getByRole("region", { name: "Selected users" });
const box = (name: string) => screen.getByRole("checkbox", { name: `Select ${name}` });
const report = () => screen.getByText(/ of \d+/, { selector: '[role="status"]' });

function results(...rows: Array<[id: string, outcome: BulkOutcome, message?: string]>) {
  return {
    data: {
      bulkUpdateUsers: rows.map(([id, outcome, message]) => ({ __typename: "BulkResult", id, outcome, message: message ?? null })),
    },
  };
}

// Generous timeouts: the axe checks and the long flows take seconds on a busy machine.
describe("UsersTab: bulk actions", { timeout: 20_000 }, () => {
  it("select two and Disable: asks with the count, reports the one already so, reloads and clears", async () => {
    const t = renderUsersTab(
      { UsersTabBulkUpdateUsers: () => results(["1", "DONE"], ["2", "ALREADY_DECIDED", "Sam Zero is inactive already."]) },
      [ruth, sam, tom],
    );
    await screen.findByRole("rowheader", { name: "Ruth Member" });
    expect(screen.queryByRole("region", { name: "Selected users" })).not.toBeInTheDocument();

    await t.user.click(box("Ruth Member"));
    await t.user.click(box("Sam Zero"));
    expect(within(bar()).getByText("2 selected")).toBeInTheDocument();
    const page = screen.getByRole("checkbox", { name: "Select all on this page" });
    expect(page).toBePartiallyChecked();
    expect(await axeViolations()).toEqual([]);

    await t.user.click(within(bar()).getByRole("button", { name: "Disable" }));
    const dialog = screen.getByRole("dialog", { name: "Disable users" });
    expect(dialog).toHaveAccessibleDescription("Disable 2 users?");
    expect(await axeViolations()).toEqual([]);
    await t.user.click(within(dialog).getByRole("button", { name: "Disable 2 users" }));

    await waitFor(() => expect(report()).toHaveTextContent("Disabled 1 of 2: 1 already so, 0 failed."));
    expect(report()).toHaveFocus();
    const problems = screen.getByRole("list", { name: "Users not changed" });
    expect(within(problems).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Sam Zero — already so: Sam Zero is inactive already.",
    ]);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Selected users" })).not.toBeInTheDocument();
    expect(box("Ruth Member")).not.toBeChecked();
    expect(t.named("UsersTabBulkUpdateUsers")).toHaveLength(1);
    expect(t.named("UsersTabBulkUpdateUsers")[0]).toMatchObject({ variables: { ids: ["1", "2"], action: "DISABLE" }, auth: "admin" });
    await waitFor(() => expect(t.named("UsersTabUsers")).toHaveLength(2)); // the list reloaded
    expect(await axeViolations()).toEqual([]);
  });

  it("Select all on this page, and Clear selection gives the focus back to that box", async () => {
    const t = renderUsersTab({}, [ruth, sam, tom]);
    await screen.findByRole("rowheader", { name: "Ruth Member" });
    const page = screen.getByRole("checkbox", { name: "Select all on this page" });
    await t.user.click(page);
    expect(page).toBeChecked();
    expect(within(bar()).getByText("3 selected")).toBeInTheDocument();
    for (const name of ["Ruth Member", "Sam Zero", "Tom Third"]) expect(box(name)).toBeChecked();

    await t.user.click(within(bar()).getByRole("button", { name: "Clear selection" }));
    expect(screen.queryByRole("region", { name: "Selected users" })).not.toBeInTheDocument();
    expect(box("Tom Third")).not.toBeChecked();
    expect(page).toHaveFocus();
    expect(t.named("UsersTabBulkUpdateUsers")).toHaveLength(0);
  });

  it("Move: impossible without a group; a refusal on groupId is shown beside the select; then moved", async () => {
    let refuse = true;
    const t = renderUsersTab(
      {
        UsersTabBulkUpdateUsers: () =>
          refuse
            ? gqlErrors({ message: "There is no group 8.", code: "not_found", field: "groupId" })
            : results(["1", "DONE"], ["3", "DONE"]),
      },
      [ruth, sam, tom],
    );
    await screen.findByRole("rowheader", { name: "Ruth Member" });
    await t.user.click(box("Ruth Member"));
    await t.user.click(box("Tom Third"));
    await t.user.click(within(bar()).getByRole("button", { name: "Move to group…" }));

    const dialog = screen.getByRole("dialog", { name: "Move users to a group" });
    const select = within(dialog).getByRole("combobox", { name: "Group" });
    expect(select).toHaveFocus();
    const move = within(dialog).getByRole("button", { name: "Move 2 users" });
    expect(move).toBeDisabled();
    await t.user.click(move);
    await t.user.keyboard("{Enter}");
    expect(t.named("UsersTabBulkUpdateUsers")).toHaveLength(0);
    // the groups are the panel's shared group options
    await within(select).findByRole("option", { name: /^April 2027 Group/ });
    expect(await axeViolations()).toEqual([]);

    await t.user.selectOptions(select, "8");
    expect(move).toBeEnabled();
    await t.user.click(move);
    await waitFor(() => expect(select).toHaveAttribute("aria-invalid", "true"));
    expect(select).toHaveAccessibleDescription("There is no group 8.");
    expect(screen.getByRole("dialog", { name: "Move users to a group" })).toBeInTheDocument();
    expect(t.named("UsersTabBulkUpdateUsers")[0].variables).toEqual({ ids: ["1", "3"], action: "MOVE", groupId: "8" });
    expect(await axeViolations()).toEqual([]);

    refuse = false;
    await t.user.click(move);
    await waitFor(() => expect(report()).toHaveTextContent("Moved 2 of 2."));
    expect(screen.queryByRole("list", { name: "Users not changed" })).not.toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Selected users" })).not.toBeInTheDocument();
  });

  it("Delete asks with the count and the consequences, Cancel first; a failed row is listed with why", async () => {
    const t = renderUsersTab(
      {
        UsersTabBulkUpdateUsers: () =>
          results(["1", "DONE"], ["2", "DONE"], ["3", "FAILED", "You cannot delete the last active admin."]),
      },
      [ruth, sam, tom],
    );
    await screen.findByRole("rowheader", { name: "Ruth Member" });
    await t.user.click(screen.getByRole("checkbox", { name: "Select all on this page" }));
    await t.user.click(within(bar()).getByRole("button", { name: "Delete" }));
    let dialog = screen.getByRole("dialog", { name: "Delete users" });
    expect(dialog).toHaveAccessibleDescription(
      "Delete 3 users? Their accounts, memberships and progress go; board messages stay as 'Former member'.",
    );
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
    expect(await axeViolations()).toEqual([]);
    await t.user.keyboard("{Enter}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(t.named("UsersTabBulkUpdateUsers")).toHaveLength(0);
    expect(within(bar()).getByText("3 selected")).toBeInTheDocument();

    await t.user.click(within(bar()).getByRole("button", { name: "Delete" }));
    dialog = screen.getByRole("dialog", { name: "Delete users" });
    await t.user.click(within(dialog).getByRole("button", { name: "Delete 3 users" }));
    await waitFor(() => expect(report()).toHaveTextContent("Deleted 2 of 3: 0 already so, 1 failed."));
    expect(within(screen.getByRole("list", { name: "Users not changed" })).getByRole("listitem")).toHaveTextContent(
      "Tom Third — failed: You cannot delete the last active admin.",
    );
    expect(t.named("UsersTabBulkUpdateUsers")[0].variables).toEqual({ ids: ["1", "2", "3"], action: "DELETE" });
  });

  it("a refusal of the whole call stays in the dialog and keeps the selection", async () => {
    const t = renderUsersTab(
      { UsersTabBulkUpdateUsers: () => gqlErrors({ message: "At most 500 rows at once (501 selected).", code: "invalid", field: "ids" }) },
      [ruth],
    );
    await t.user.click(await screen.findByRole("checkbox", { name: "Select Ruth Member" }));
    await t.user.click(within(bar()).getByRole("button", { name: "Enable" }));
    const dialog = screen.getByRole("dialog", { name: "Enable users" });
    await t.user.click(within(dialog).getByRole("button", { name: "Enable 1 user" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("At most 500 rows at once (501 selected).");
    expect(within(bar()).getByText("1 selected")).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Users not changed" })).not.toBeInTheDocument();
  });
});
