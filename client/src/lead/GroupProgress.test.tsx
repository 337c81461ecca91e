import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { LeadRowFragment } from "../gql/graphql";
import { leadRow, progressAnswer, renderLeadPage } from "./testing";

const sam = leadRow({ key: "2:7", userId: "2", userName: "Sam Zero", latestGrade: "D", daysBehind: 40, atRisk: true });

/** Members named Person n, one row each. */
function people(from: number, n: number): LeadRowFragment[] {
  return Array.from({ length: n }, (_, i) => leadRow({ key: `${from + i}:7`, userId: String(from + i), userName: `Person ${from + i}` }));
}

const lastVariables = (t: ReturnType<typeof renderLeadPage>) => t.named("LeadProgress").at(-1)!.variables;

describe("GroupProgress: filters and order", { timeout: 20_000 }, () => {
  it("At-risk members only asks for atRisk: true and names the table after it", async () => {
    const t = renderLeadPage({
      LeadProgress: (v) => progressAnswer((v.filter as { atRisk?: boolean }).atRisk ? [sam] : [leadRow(), sam]),
    });
    await screen.findByRole("table", { name: "Members' progress in January 2027 Group" });
    await t.user.click(screen.getByRole("checkbox", { name: "At-risk members only" }));
    await waitFor(() => expect(lastVariables(t)).toEqual({ groupId: "7", filter: { atRisk: true }, orderBy: "NAME", first: 50 }));
    const table = await screen.findByRole("table", { name: "Members at risk in January 2027 Group" });
    await waitFor(() => expect(within(table).getAllByRole("rowheader").map((h) => h.textContent)).toEqual(["Sam Zero"]));
    expect(screen.getByRole("status")).toHaveTextContent("1 member");
  });

  it("says nobody is at risk, and that nobody is in the group yet", async () => {
    const t = renderLeadPage({}, []);
    expect(await screen.findByText("Nobody in January 2027 Group yet.")).toHaveAttribute("role", "status");
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    await t.user.click(screen.getByRole("checkbox", { name: "At-risk members only" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Nobody is at risk in January 2027 Group."));
  });

  it("sends the order chosen and the name searched", async () => {
    const t = renderLeadPage({}, [leadRow(), sam]);
    await screen.findByRole("rowheader", { name: "Ruth Member" });
    const order = screen.getByRole("combobox", { name: "Order by" });
    expect(within(order).getAllByRole("option").map((o) => o.textContent)).toEqual(["Name", "Most days behind", "Lowest average"]);
    await t.user.selectOptions(order, "Most days behind");
    await waitFor(() => expect(lastVariables(t).orderBy).toBe("DAYS_BEHIND"));
    await t.user.selectOptions(order, "Lowest average");
    await waitFor(() => expect(lastVariables(t).orderBy).toBe("AVG_PERCENTAGE"));

    const search = within(screen.getByRole("search", { name: "Find members" })).getByRole("searchbox", { name: "Search by name" });
    await t.user.type(search, " ruth {Enter}");
    await waitFor(() => expect(lastVariables(t)).toEqual({ groupId: "7", filter: { search: "ruth" }, orderBy: "AVG_PERCENTAGE", first: 50 }));
  });
});

describe("GroupProgress: Load more", { timeout: 20_000 }, () => {
  it("appends the next page after the end cursor and moves the focus to the first new member", async () => {
    const t = renderLeadPage({
      LeadProgress: (v) =>
        v.after ? progressAnswer(people(51, 2), { totalCount: 52 }) : progressAnswer(people(1, 50), { totalCount: 52, hasNextPage: true, endCursor: "c50" }),
    });
    await screen.findByRole("rowheader", { name: "Person 50" });
    expect(screen.getByRole("status")).toHaveTextContent("Showing 50 of 52 members");
    await t.user.click(screen.getByRole("button", { name: "Load more" }));
    const first = await screen.findByRole("rowheader", { name: "Person 51" });
    expect(lastVariables(t)).toEqual({ groupId: "7", filter: {}, orderBy: "NAME", first: 50, after: "c50" });
    expect(screen.getAllByRole("rowheader")).toHaveLength(52);
    expect(screen.getByRole("status")).toHaveTextContent("52 members");
    await waitFor(() => expect(within(first).getByText("Person 51")).toHaveFocus());
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });
});
