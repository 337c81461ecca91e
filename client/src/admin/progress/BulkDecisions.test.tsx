import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ProgressTabRowFragment } from "../../gql/graphql";
import { axeViolations } from "../../test/axe";
import { gqlErrors, progressPage, progressRow, renderProgressTab, trophyRequest } from "./testing";

/** A member's row in group 7 with their request (pending unless said). */
function member(n: number, name: string, status: "PENDING" | "APPROVED" | "REJECTED" | null = "PENDING"): ProgressTabRowFragment {
  return progressRow({
    key: `${n}:7`,
    userId: String(n),
    userName: name,
    userEmail: `${name.split(" ")[0].toLowerCase()}@example.com`,
    trophyRequest: status ? trophyRequest({ id: String(30 + n), status }) : null,
  });
}

const ruth = member(1, "Ruth Member");
const boaz = member(2, "Boaz Field");
const naomi = member(3, "Naomi Elder");
const orpah = member(4, "Orpah Moab", "APPROVED");
const obed = member(5, "Obed Young", null);

const box = (name: string) => screen.getByRole("checkbox", { name: `Select ${name}'s request` });
const pageBox = () => screen.getByRole("checkbox", { name: "Select all pending on this page" });
const bar = () => screen.getByRole("region", { name: "Selected requests" });
const rowOf = (name: string) => screen.getByRole("rowheader", { name: new RegExp(`^${name}`) }).closest("tr")!;
/** The trophy decisions' report (the Awards to ship section below has its own). */
const summary = () =>
  screen
    .getAllByText((_, el) => el?.classList.contains("bulk-report-summary") === true)
    .find((el) => !el.closest(".ship-section"))!;

// Generous timeouts: the axe checks take seconds on a busy machine.
describe("ProgressTab: bulk trophy decisions", { timeout: 30_000 }, () => {
  it("selects two, approves after a confirmation naming the count, and reports the one already decided", async () => {
    let decided = false;
    const t = renderProgressTab({
      ProgressTabProgress: () =>
        progressPage(
          decided
            ? [
                { ...ruth, trophiesCount: 3, trophyRequest: trophyRequest({ id: "31", status: "APPROVED" }) },
                { ...boaz, trophyRequest: trophyRequest({ id: "32", status: "REJECTED", reason: "Too early." }) },
                naomi,
              ]
            : [ruth, boaz, naomi],
        ),
      ProgressTabApproveMany: (v) => {
        decided = true;
        expect(v.ids).toEqual(["31", "32"]);
        return {
          data: {
            approveTrophyRequests: [
              { __typename: "BulkResult", id: "31", outcome: "DONE", message: null },
              {
                __typename: "BulkResult",
                id: "32",
                outcome: "ALREADY_DECIDED",
                message: "This trophy request was already rejected, so it cannot be approved.",
              },
            ],
          },
        };
      },
    });
    await screen.findByRole("rowheader", { name: /^Ruth Member/ });
    expect(screen.queryByRole("region", { name: "Selected requests" })).not.toBeInTheDocument();

    await t.user.click(box("Ruth Member"));
    await t.user.click(box("Boaz Field"));
    expect(within(bar()).getByText("2 selected")).toBeInTheDocument();
    expect(box("Naomi Elder")).not.toBeChecked();
    expect(await axeViolations()).toEqual([]);

    await t.user.click(within(bar()).getByRole("button", { name: "Approve 2" }));
    const dialog = screen.getByRole("dialog", { name: "Approve trophy requests" });
    expect(dialog).toHaveAccessibleDescription("Approve 2 trophy requests?");
    expect(t.named("ProgressTabApproveMany")).toHaveLength(0);
    expect(await axeViolations()).toEqual([]);
    await t.user.click(within(dialog).getByRole("button", { name: "Approve 2" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(t.named("ProgressTabApproveMany")[0].auth).toBe("admin");
    expect(summary()).toHaveTextContent("Approved 1 of 2: 1 already decided.");
    expect(summary()).toHaveAttribute("role", "status");
    expect(summary()).toHaveFocus();
    const problems = screen.getByRole("list", { name: "Requests not decided" });
    expect(within(problems).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Boaz Field, January 2027 Group — already decided: This trophy request was already rejected, so it cannot be approved.",
    ]);
    // both left the selection; the rows are loaded again and show the decisions
    expect(screen.queryByRole("region", { name: "Selected requests" })).not.toBeInTheDocument();
    await waitFor(() => expect(within(rowOf("Ruth Member")).getByText("Approved")).toBeInTheDocument());
    expect(within(rowOf("Boaz Field")).getByText("Rejected")).toBeInTheDocument();
    expect(within(rowOf("Ruth Member")).queryByRole("checkbox")).not.toBeInTheDocument();
    expect(box("Naomi Elder")).not.toBeChecked();
    expect(await axeViolations()).toEqual([]);
  });

  it("keeps a request that failed selected, to try again", async () => {
    const t = renderProgressTab(
      {
        ProgressTabApproveMany: () => ({
          data: {
            approveTrophyRequests: [
              { __typename: "BulkResult", id: "31", outcome: "DONE", message: null },
              { __typename: "BulkResult", id: "33", outcome: "FAILED", message: "This one failed on our side; nothing changed for it. Try it again." },
            ],
          },
        }),
      },
      [ruth, boaz, naomi],
    );
    await screen.findByRole("rowheader", { name: /^Ruth Member/ });
    await t.user.click(box("Ruth Member"));
    await t.user.click(box("Naomi Elder"));
    await t.user.click(within(bar()).getByRole("button", { name: "Approve 2" }));
    await t.user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Approve 2" }));
    await waitFor(() => expect(summary()).toHaveTextContent("Approved 1 of 2: 1 failed."));
    expect(screen.getByRole("listitem")).toHaveTextContent(
      "Naomi Elder, January 2027 Group — failed: This one failed on our side; nothing changed for it. Try it again.",
    );
    expect(within(bar()).getByText("1 selected")).toBeInTheDocument();
    expect(box("Naomi Elder")).toBeChecked();
  });

  it("rejects with one reason; a reason the server refuses on `reason` shows beside it and nothing is decided", async () => {
    let refuse = true;
    const t = renderProgressTab(
      {
        ProgressTabRejectMany: (v) =>
          refuse
            ? gqlErrors({ message: "The reason has a character that is not allowed.", code: "invalid", field: "reason" })
            : {
                data: {
                  rejectTrophyRequests: (v.ids as string[]).map((id) => ({ __typename: "BulkResult", id, outcome: "DONE", message: null })),
                },
              },
      },
      [ruth, boaz, naomi],
    );
    await screen.findByRole("rowheader", { name: /^Ruth Member/ });
    await t.user.click(box("Ruth Member"));
    await t.user.click(box("Naomi Elder"));
    await t.user.click(within(bar()).getByRole("button", { name: "Reject 2" }));
    const dialog = screen.getByRole("dialog", { name: "Reject 2 trophy requests" });
    expect(within(dialog).getByText("Ruth Member, Naomi Elder")).toBeInTheDocument();
    const reason = within(dialog).getByRole("textbox", { name: /^Reason/ });
    await t.user.type(reason, "Milestone 8 is missing.");
    await t.user.click(within(dialog).getByRole("button", { name: "Reject" }));

    await within(dialog).findByText("The reason has a character that is not allowed.");
    expect(reason).toHaveAttribute("aria-invalid", "true");
    expect(reason).toHaveAccessibleDescription(/^The reason has a character that is not allowed\./);
    expect(t.named("ProgressTabRejectMany")[0].variables).toEqual({ ids: ["31", "33"], reason: "Milestone 8 is missing." });
    expect(summary()).toHaveTextContent("");
    expect(within(bar()).getByText("2 selected")).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);

    refuse = false;
    await t.user.clear(reason);
    await t.user.type(reason, "Milestone 8 has no report.");
    await t.user.click(within(dialog).getByRole("button", { name: "Reject" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(summary()).toHaveTextContent("Rejected 2 of 2.");
    expect(screen.queryByRole("list", { name: "Requests not decided" })).not.toBeInTheDocument();
    expect(t.named("ProgressTabRejectMany")[1].variables).toEqual({ ids: ["31", "33"], reason: "Milestone 8 has no report." });
  });

  it("select all on the page ticks only the pending requests, by keyboard too; Clear selection empties it", async () => {
    const t = renderProgressTab({}, [ruth, orpah, boaz, obed]);
    await screen.findByRole("rowheader", { name: /^Ruth Member/ });
    // only rows with a pending request have a box
    expect(within(rowOf("Orpah Moab")).queryByRole("checkbox")).not.toBeInTheDocument();
    expect(within(rowOf("Obed Young")).queryByRole("checkbox")).not.toBeInTheDocument();

    pageBox().focus();
    await t.user.keyboard(" ");
    expect(pageBox()).toBeChecked();
    expect(box("Ruth Member")).toBeChecked();
    expect(box("Boaz Field")).toBeChecked();
    expect(within(bar()).getByText("2 selected")).toBeInTheDocument();
    expect(within(bar()).getByRole("button", { name: "Approve 2" })).toBeInTheDocument();

    // one unticked: the page's box is mixed
    await t.user.click(box("Boaz Field"));
    expect(pageBox()).not.toBeChecked();
    expect(pageBox()).toHaveProperty("indeterminate", true);
    expect(pageBox()).toBePartiallyChecked();
    expect(within(bar()).getByText("1 selected")).toBeInTheDocument();

    await t.user.click(within(bar()).getByRole("button", { name: "Clear selection" }));
    expect(screen.queryByRole("region", { name: "Selected requests" })).not.toBeInTheDocument();
    expect(box("Ruth Member")).not.toBeChecked();
    expect(pageBox()).toHaveFocus();
    expect(await axeViolations()).toEqual([]);
  });

  it("a request approved from its own row leaves the selection", async () => {
    const t = renderProgressTab(
      { ProgressTabApprove: () => ({ data: { approveTrophyRequest: { ...ruth, trophyRequest: trophyRequest({ id: "31", status: "APPROVED" }) } } }) },
      [ruth, boaz],
    );
    await screen.findByRole("rowheader", { name: /^Ruth Member/ });
    await t.user.click(box("Ruth Member"));
    await t.user.click(box("Boaz Field"));
    await t.user.click(within(rowOf("Ruth Member")).getByRole("button", { name: /^Approve Journey Completion/ }));
    await waitFor(() => expect(within(bar()).getByText("1 selected")).toBeInTheDocument());
    expect(within(rowOf("Ruth Member")).queryByRole("checkbox")).not.toBeInTheDocument();
    expect(box("Boaz Field")).toBeChecked();
  });

  it("names a member's box with the group when they have two pending requests on the page", async () => {
    const ruthApril = progressRow({ key: "1:8", groupId: "8", groupName: "April 2027 Group", trophyRequest: trophyRequest({ id: "41" }) });
    renderProgressTab({}, [ruth, ruthApril, boaz]);
    await screen.findByRole("checkbox", { name: "Select Ruth Member's request in January 2027 Group" });
    expect(screen.getByRole("checkbox", { name: "Select Ruth Member's request in April 2027 Group" })).toBeInTheDocument();
    expect(box("Boaz Field")).toBeInTheDocument();
  });

  it("selects every pending request of the filter, past the page, with the lean query", async () => {
    const others = [member(6, "Jesse Bethlehem"), member(7, "David Shepherd")];
    const t = renderProgressTab({
      ProgressTabProgress: () => progressPage([ruth, orpah], { totalCount: 120, hasNextPage: true }),
      ProgressTabPendingRequests: (v) => {
        if (v.first === 1) return progressPage([ruth], { totalCount: 3, hasNextPage: true });
        return v.after ? progressPage(others.slice(1), { totalCount: 3 }) : progressPage([ruth, others[0]], { totalCount: 3, hasNextPage: true });
      },
    });
    await screen.findByRole("rowheader", { name: /^Ruth Member/ });
    const selectFilter = await screen.findByRole("button", { name: "Select all 3 pending on the filter" });
    expect(t.named("ProgressTabPendingRequests")[0].variables).toEqual({ filter: { request: "PENDING" }, first: 1 });

    await t.user.click(selectFilter);
    expect(await within(bar()).findByText("3 selected")).toBeInTheDocument();
    const status = screen.getByText("Selected 3 pending requests on the filter.");
    expect(status).toHaveAttribute("role", "status");
    expect(status).toHaveFocus();
    expect(screen.queryByRole("button", { name: /pending on the filter/ })).not.toBeInTheDocument();
    const loads = t.named("ProgressTabPendingRequests").filter((c) => c.variables.first === 100);
    expect(loads.map((c) => c.variables)).toEqual([
      { filter: { request: "PENDING" }, orderBy: "NAME", first: 100, after: null },
      { filter: { request: "PENDING" }, orderBy: "NAME", first: 100, after: "cursor-6:7" },
    ]);
    expect(box("Ruth Member")).toBeChecked();
    expect(pageBox()).toBeChecked();
    expect(await axeViolations()).toEqual([]);
  });

  it("a filter for decided requests offers no selection", async () => {
    const t = renderProgressTab({ ProgressTabProgress: (v) => progressPage((v.filter as { request?: string }).request ? [orpah] : [ruth, orpah]) });
    await screen.findByRole("checkbox", { name: "Select Ruth Member's request" });
    await t.user.selectOptions(screen.getByRole("combobox", { name: "Trophy request" }), "Approved");
    await waitFor(() => expect(screen.queryByRole("rowheader", { name: /^Ruth Member/ })).not.toBeInTheDocument());
    expect(screen.queryByRole("checkbox", { name: /^Select/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /pending on the filter/ })).not.toBeInTheDocument();
    expect(t.named("ProgressTabPendingRequests")).toHaveLength(0);
  });
});
