import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { GroupsTab } from "./GroupsTab";
import { LEADER_CANDIDATES_LIMIT } from "./MakeLeaderForm";
import { axeViolations, fakeServer, gqlError, january, leader, member, renderWithServer } from "./testing";

const ruth = member();
const boaz = member({ userId: "u2", name: "Boaz Reader", email: "boaz@example.com" });
const group = january.name;

/** The Groups tab with Manage open on January: its Leaders section. */
async function open(options: Parameters<typeof fakeServer>[0] = {}) {
  const server = fakeServer({ members: { "1": [ruth, boaz] }, ...options });
  const r = renderWithServer(<GroupsTab />, server.handlers);
  await r.user.click(await screen.findByRole("button", { name: `Manage ${group}` }));
  const dialog = screen.getByRole("dialog", { name: `Manage ${group}` });
  const section = within(dialog).getByRole("region", { name: "Leaders" });
  return { ...server, ...r, dialog, section, s: within(section) };
}

const optionsOf = (select: HTMLElement) => within(select).getAllByRole("option").map((o) => o.textContent);

describe("Leaders", { timeout: 20_000 }, () => {
  it("lists the leaders with email and since when, and offers only the members who do not lead", async () => {
    const { s, named } = await open({ leaders: { "1": [leader()] } });
    const list = await s.findByRole("list", { name: "Leaders" });
    const item = within(within(list).getByRole("listitem"));
    expect(item.getByText("Ruth Member")).toBeInTheDocument();
    expect(item.getByText("ruth@example.com")).toBeInTheDocument();
    expect(item.getByText("Leader since Feb 3, 2031")).toBeInTheDocument();
    expect(item.getByRole("button", { name: "Remove Ruth Member as leader" })).toBeInTheDocument();
    expect(named("AdminGroupLeaders")[0].variables).toEqual({ groupId: "1" });

    const select = await s.findByLabelText("Member");
    expect(optionsOf(select)).toEqual(["Choose a member", "Boaz Reader (boaz@example.com)"]);
    expect(named("AdminGroupLeaderCandidates")[0].variables).toEqual({ groupId: "1", search: null, first: LEADER_CANDIDATES_LIMIT });
    expect(s.queryByLabelText("Search members")).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("says so when the group has no leaders", async () => {
    const { s } = await open();
    expect(await s.findByText(`${group} has no leaders yet. A leader sees the group's progress and moderates its board.`)).toBeInTheDocument();
    expect(s.queryByRole("list")).not.toBeInTheDocument();
    await s.findByLabelText("Member");
    expect(await axeViolations()).toEqual([]);
  });

  it("makes a member leader: the status says so and the list shows them", async () => {
    const { s, user, named } = await open();
    const select = await s.findByLabelText("Member");
    await user.selectOptions(select, "u1");
    const make = s.getByRole("button", { name: "Make leader" });
    await user.click(make);
    expect(await s.findByRole("status")).toHaveTextContent(`Ruth Member now leads ${group}.`);
    expect(named("AdminGroupAddLeader").map((c) => c.variables)).toEqual([{ groupId: "1", userId: "u1" }]);
    const list = await s.findByRole("list", { name: "Leaders" });
    expect(within(list).getByText("Ruth Member")).toBeInTheDocument();
    expect(within(list).getByText("Leader since Jun 2, 2031")).toBeInTheDocument();
    // the list came from the answer: not read again
    expect(named("AdminGroupLeaders")).toHaveLength(1);
    expect(optionsOf(s.getByLabelText("Member"))).toEqual(["Choose a member", "Boaz Reader (boaz@example.com)"]);
    expect(s.getByLabelText("Member")).toHaveValue("");
    expect(make).toHaveFocus();

    // the last member offered: the choice goes and the heading keeps the focus
    await user.selectOptions(s.getByLabelText("Member"), "u2");
    await user.click(make);
    expect(await s.findByText(`Every member listed already leads ${group}.`)).toBeInTheDocument();
    expect(s.getByRole("status")).toHaveTextContent(`Boaz Reader now leads ${group}.`);
    await waitFor(() => expect(s.getByRole("heading", { name: "Leaders" })).toHaveFocus());
  });

  it("asks for a choice before sending", async () => {
    const { s, user, named } = await open();
    await user.click(await s.findByRole("button", { name: "Make leader" }));
    expect(await s.findByText("Choose the member to make leader.")).toBeInTheDocument();
    expect(s.getByLabelText("Member")).toHaveFocus();
    expect(named("AdminGroupAddLeader")).toHaveLength(0);
  });

  it("shows a refusal naming userId beside the choice", async () => {
    const message = `User u1 is not a member of ${group}: add them to the group before making them its leader.`;
    const { s, user, dialog } = await open({ handlers: { AdminGroupAddLeader: () => gqlError(message, "invalid", "userId") } });
    const select = await s.findByLabelText("Member");
    await user.selectOptions(select, "u1");
    await user.click(s.getByRole("button", { name: "Make leader" }));
    expect(await s.findByText(message)).toBeInTheDocument();
    expect(select).toHaveAttribute("aria-invalid", "true");
    expect(select).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(select).toHaveFocus();
    expect(s.queryByRole("alert")).not.toBeInTheDocument();
    expect(s.getByRole("status")).toHaveTextContent("");
    expect(dialog).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("removes a leader after the confirmation, which says they stay a member", async () => {
    const { s, user, named, dialog } = await open({ leaders: { "1": [leader()] } });
    await user.click(await s.findByRole("button", { name: "Remove Ruth Member as leader" }));
    let confirm = screen.getByRole("dialog", { name: "Remove leader" });
    expect(confirm).toHaveAccessibleDescription(`Remove Ruth Member as the leader of ${group}?`);
    expect(within(confirm).getByText(`Ruth Member stays a member of ${group}; only the leadership ends.`)).toBeInTheDocument();

    // Escape closes the question only: the Manage modal stays
    await user.keyboard("{Escape}");
    expect(confirm).not.toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    expect(named("AdminGroupRemoveLeader")).toHaveLength(0);

    await user.click(s.getByRole("button", { name: "Remove Ruth Member as leader" }));
    confirm = screen.getByRole("dialog", { name: "Remove leader" });
    await user.click(within(confirm).getByRole("button", { name: "Remove as leader" }));
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    expect(named("AdminGroupRemoveLeader").map((c) => c.variables)).toEqual([{ groupId: "1", userId: "u1" }]);
    expect(s.getByRole("status")).toHaveTextContent(`Ruth Member no longer leads ${group}. They stay a member.`);
    expect(s.getByText(`${group} has no leaders yet. A leader sees the group's progress and moderates its board.`)).toBeInTheDocument();
    expect(s.getByRole("heading", { name: "Leaders" })).toHaveFocus();
    expect(optionsOf(s.getByLabelText("Member"))).toContain("Ruth Member (ruth@example.com)");
    expect(dialog).toBeInTheDocument();
  });

  it("keeps a refused removal in the confirmation", async () => {
    const { s, user } = await open({
      leaders: { "1": [leader()] },
      handlers: { AdminGroupRemoveLeader: () => gqlError("Ruth Member is not a member of this group.", "not_found") },
    });
    await user.click(await s.findByRole("button", { name: "Remove Ruth Member as leader" }));
    const confirm = screen.getByRole("dialog", { name: "Remove leader" });
    await user.click(within(confirm).getByRole("button", { name: "Remove as leader" }));
    expect(await within(confirm).findByRole("alert")).toHaveTextContent("Ruth Member is not a member of this group.");
    expect(s.getByRole("list", { name: "Leaders" })).toBeInTheDocument();
  });

  it("offers a search by name or email when the group has more members than the list holds", async () => {
    const many = Array.from({ length: LEADER_CANDIDATES_LIMIT + 1 }, (_, i) =>
      member({ userId: `m${i}`, name: `Reader ${i}`, email: `reader${i}@example.com` }),
    );
    const { s, user, named } = await open({ members: { "1": many } });
    const search = await s.findByLabelText("Search members");
    expect(search).toHaveAccessibleDescription(`Name or email. The first ${LEADER_CANDIDATES_LIMIT} matching members are offered.`);
    expect(optionsOf(s.getByLabelText("Member"))).toHaveLength(LEADER_CANDIDATES_LIMIT + 1);
    await user.type(search, "reader100@");
    await waitFor(() => expect(optionsOf(s.getByLabelText("Member"))).toEqual(["Choose a member", "Reader 100 (reader100@example.com)"]));
    expect(named("AdminGroupLeaderCandidates").at(-1)?.variables).toEqual({ groupId: "1", search: "reader100@", first: LEADER_CANDIDATES_LIMIT });
    await user.type(search, "x");
    expect(await s.findByText("No member matches “reader100@x”.")).toBeInTheDocument();
    expect(search).toHaveFocus();
    expect(await axeViolations()).toEqual([]);
  });

  it("shows a failed load with Try again", async () => {
    const { s } = await open({ handlers: { AdminGroupLeaders: () => new TypeError("Failed to fetch") } });
    expect(await s.findByText(/^The leaders could not be loaded\./)).toBeInTheDocument();
    expect(s.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
