import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { gqlErrors, renderUsersTab, user, usersPage } from "./testing";

const waitingBot = user({
  id: "31",
  name: "Bot Thirty",
  email: "bot30@example.net",
  waitingSince: "2026-11-26T03:00:00Z",
  registeredNetwork: "198.51.100.0/24",
});

const rowOf = (name: string) => screen.getByRole("rowheader", { name }).closest("tr")!;

describe("UsersTab: the waiting list and a network's registrations (issue 24)", { timeout: 20_000 }, () => {
  it("lists the waiting list oldest first with when they registered and their network", async () => {
    const t = renderUsersTab({
      UsersTabUsers: (v) => usersPage((v.filter as { waiting?: boolean } | undefined)?.waiting ? [waitingBot] : [user()]),
    });
    await screen.findByRole("rowheader", { name: "Ruth Member" });
    await t.user.selectOptions(screen.getByRole("combobox", { name: "List" }), "Waiting list (oldest first)");
    await waitFor(() => expect(t.named("UsersTabUsers").at(-1)!.variables.filter).toEqual({ waiting: true }));
    expect(await screen.findByRole("table", { name: "Waiting list, oldest first" })).toBeInTheDocument();
    const registered = within(rowOf("Bot Thirty")).getByText("from 198.51.100.0/24").closest("td")!;
    expect(registered).toHaveTextContent("Waiting");
    expect(within(registered).getByText((_, el) => el?.tagName === "TIME")).toHaveAttribute(
      "datetime",
      "2026-11-26T03:00:00Z",
    );
    expect(await axeViolations()).toEqual([]);
  });

  it("filters by network, says how many accounts a removal takes before it runs, and runs it when confirmed", async () => {
    const t = renderUsersTab({
      UsersTabUsers: (v) => usersPage((v.filter as { network?: string } | undefined)?.network ? [waitingBot] : [user()]),
      UsersTabNetworkCount: () => ({
        data: { adminUsers: { __typename: "AdminUserPage", totalCount: 50 } },
      }),
      UsersTabRemoveNetwork: () => ({ data: { removeNetworkRegistrations: 50 } }),
    });
    await screen.findByRole("rowheader", { name: "Ruth Member" });
    expect(screen.queryByRole("button", { name: /Remove registrations/ })).not.toBeInTheDocument();
    await t.user.type(screen.getByRole("searchbox", { name: /Network/ }), "198.51.100.0/24{Enter}");
    await waitFor(() => expect(t.named("UsersTabUsers").at(-1)!.variables.filter).toEqual({ network: "198.51.100.0/24" }));

    await t.user.click(screen.getByRole("button", { name: "Remove registrations from 198.51.100.0/24" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove registrations from a network" });
    expect(await within(dialog).findByText(/This removes 50 member accounts registered from 198\.51\.100\.0\/24/)).toBeInTheDocument();
    expect(t.named("UsersTabNetworkCount")[0]).toMatchObject({ variables: { network: "198.51.100.0/24" }, auth: "admin" });
    // nothing is removed until the admin confirms
    expect(t.named("UsersTabRemoveNetwork")).toHaveLength(0);
    expect(await axeViolations()).toEqual([]);

    await t.user.click(within(dialog).getByRole("button", { name: "Remove 50 accounts" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(t.named("UsersTabRemoveNetwork")).toHaveLength(1);
    expect(t.named("UsersTabRemoveNetwork")[0]).toMatchObject({ variables: { network: "198.51.100.0/24" }, auth: "admin" });
    expect(screen.getByText("Removed 50 member accounts registered from 198.51.100.0/24.")).toBeInTheDocument();
  });

  it("Cancel removes nothing; a network with no member accounts offers no removal", async () => {
    const t = renderUsersTab({
      UsersTabNetworkCount: () => ({ data: { adminUsers: { __typename: "AdminUserPage", totalCount: 0 } } }),
    });
    await screen.findByRole("rowheader", { name: "Ruth Member" });
    await t.user.type(screen.getByRole("searchbox", { name: /Network/ }), "203.0.113.0/24{Enter}");
    await t.user.click(await screen.findByRole("button", { name: "Remove registrations from 203.0.113.0/24" }));
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByText("No member accounts were registered from 203.0.113.0/24.")).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: /^Remove/ })).not.toBeInTheDocument();
    await t.user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(t.named("UsersTabRemoveNetwork")).toHaveLength(0);
  });

  it("shows the server's words for a bad network", async () => {
    const t = renderUsersTab({
      UsersTabNetworkCount: () => gqlErrors({ message: '"nowhere" is not a network', code: "invalid" }),
    });
    await screen.findByRole("rowheader", { name: "Ruth Member" });
    await t.user.type(screen.getByRole("searchbox", { name: /Network/ }), "nowhere{Enter}");
    await t.user.click(await screen.findByRole("button", { name: "Remove registrations from nowhere" }));
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByText(/is not a network/)).toBeInTheDocument();
    expect(t.named("UsersTabRemoveNetwork")).toHaveLength(0);
  });
});
