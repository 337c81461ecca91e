import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { CLAIMS_PAGE_SIZE } from "./LegacyClaimsSection";
import { claim, claimsPage, gqlErrors, progressRow, renderProgressTab } from "./testing";

const naomi = claim();
const boaz = claim({
  id: "92",
  name: "Boaz Known",
  email: "boaz@example.com",
  city: null,
  completedJourneys: 1,
  lastCompletionYear: null,
  note: null,
  userId: "5",
  currentTrophies: 0,
});

const section = () => screen.getByRole("region", { name: "Legacy claims" });
const claimsTable = () => within(section()).getByRole("table", { name: /legacy claims$/ });
const rowOf = (name: string) => within(claimsTable()).getByRole("rowheader", { name: new RegExp(`^${name}`) }).closest("tr")!;
const cellTexts = (name: string) => within(rowOf(name)).getAllByRole("cell").map((c) => c.textContent);

describe("Legacy claims", { timeout: 20_000 }, () => {
  it("lists pending claims with what the person told us and whether an account exists", async () => {
    const t = renderProgressTab({}, [], [naomi, boaz]);
    await within(section()).findByRole("rowheader", { name: /^Naomi Elder/ });
    expect(within(section()).getByRole("heading", { level: 3, name: "Legacy claims" })).toBeInTheDocument();
    expect(within(section()).getByRole("combobox", { name: "Claim status" })).toHaveValue("PENDING");
    expect(within(claimsTable()).getAllByRole("columnheader").map((h) => h.textContent)).toEqual([
      "Name",
      "City",
      "Completed journeys",
      "Last completion",
      "Note",
      "Account",
      "Submitted",
      "Status",
      "Actions",
    ]);
    expect(within(claimsTable()).getByRole("rowheader", { name: /^Naomi Elder/ })).toHaveTextContent("Naomi Eldernaomi@example.com");
    const naomiCells = cellTexts("Naomi Elder");
    expect(naomiCells.slice(0, 5)).toEqual(["Tulsa", "4", "2019", "Finished with the church group in 2019.", "No account (confirming creates one)"]);
    expect(naomiCells[6]).toBe("Pending");
    expect(cellTexts("Boaz Known").slice(0, 5)).toEqual(["Not given", "1", "Not given", "None", "Account exists, 0 trophies now"]);
    expect(within(section()).getByText("2 claims pending")).toBeInTheDocument();
    expect(t.named("ProgressTabLegacyClaims")[0].variables).toEqual({ status: "PENDING", first: CLAIMS_PAGE_SIZE, after: null });
    expect(await axeViolations(section())).toEqual([]);
  });

  it("Approve sends the claim's id, the row shows the approval awaiting the owner's confirmation, and the progress table is loaded again", async () => {
    const t = renderProgressTab(
      {
        ProgressTabApproveLegacyClaim: (v) => ({
          data: {
            approveLegacyClaim: {
              ...naomi,
              id: v.id as string,
              status: "APPROVED",
              decidedAt: "2027-01-05T12:00:00Z",
              confirmationExpiresAt: "2099-01-12T12:00:00Z",
            },
          },
        }),
      },
      [progressRow()],
      [naomi],
    );
    const approve = await within(section()).findByRole("button", { name: "Approve the legacy claim of Naomi Elder (naomi@example.com)" });
    const progressLoads = t.named("ProgressTabProgress").length;
    await t.user.click(approve);
    await waitFor(() => expect(cellTexts("Naomi Elder")[6]).toMatch(/^ApprovedAwaiting confirmation \(link works until .*2099\)$/));
    expect(t.named("ProgressTabApproveLegacyClaim")[0].variables).toEqual({ id: "91" });
    expect(t.named("ProgressTabApproveLegacyClaim")[0].auth).toBe("admin");
    expect(cellTexts("Naomi Elder")[4]).toBe("No account");
    expect(within(rowOf("Naomi Elder")).queryByRole("button", { name: /^Approve|^Reject/ })).not.toBeInTheDocument();
    expect(within(section()).getByText("Approved Naomi Elder's legacy claim of 4 journeys. A link to confirm was mailed to naomi@example.com; nothing is counted until they confirm.")).toHaveAttribute("aria-live", "polite");
    await waitFor(() => expect(t.named("ProgressTabProgress").length).toBe(progressLoads + 1));
    expect(within(rowOf("Naomi Elder")).getByText("Approved").closest("[tabindex]")).toHaveFocus();
    expect(await axeViolations(section())).toEqual([]);
  });

  it("shows a refusal beside the claim", async () => {
    const t = renderProgressTab(
      { ProgressTabApproveLegacyClaim: () => gqlErrors({ message: "This claim was already rejected.", code: "conflict" }) },
      [],
      [naomi],
    );
    await t.user.click(await within(section()).findByRole("button", { name: /^Approve the legacy claim of Naomi Elder/ }));
    expect(await within(rowOf("Naomi Elder")).findByRole("alert")).toHaveTextContent("This claim was already rejected.");
  });

  it("Reject sends the optional reason", async () => {
    const t = renderProgressTab(
      {
        ProgressTabRejectLegacyClaim: (v) => ({
          data: { rejectLegacyClaim: { ...naomi, status: "REJECTED", reason: (v.reason as string | undefined) ?? null } },
        }),
      },
      [],
      [naomi],
    );
    await t.user.click(await within(section()).findByRole("button", { name: /^Reject the legacy claim of Naomi Elder/ }));
    const dialog = screen.getByRole("dialog", { name: "Reject legacy claim" });
    expect(within(dialog).getByText("Naomi Elder (naomi@example.com), 4 journeys")).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await t.user.type(within(dialog).getByRole("textbox", { name: /^Reason/ }), "No record of this group.");
    await t.user.click(within(dialog).getByRole("button", { name: "Reject" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(t.named("ProgressTabRejectLegacyClaim")[0].variables).toEqual({ id: "91", reason: "No record of this group." });
    expect(cellTexts("Naomi Elder")[6]).toBe("RejectedReason: No record of this group.");
    expect(within(section()).getByText("Rejected Naomi Elder's legacy claim.")).toBeInTheDocument();
  });

  it("shows another status on asking, pages with Next, and says when there are none", async () => {
    const t = renderProgressTab({
      ProgressTabLegacyClaims: (v) => {
        if (v.status === "APPROVED") return claimsPage([]);
        return v.after
          ? claimsPage([claim({ id: "99", name: "Later Claim", email: "later@example.com" })], { totalCount: 21 })
          : claimsPage([naomi], { totalCount: 21, hasNextPage: true });
      },
    });
    await within(section()).findByRole("rowheader", { name: /^Naomi Elder/ });
    await t.user.click(within(section()).getByRole("button", { name: "Next page" }));
    expect(await within(section()).findByRole("rowheader", { name: /^Later Claim/ })).toBeInTheDocument();
    expect(t.named("ProgressTabLegacyClaims").at(-1)!.variables).toEqual({ status: "PENDING", first: CLAIMS_PAGE_SIZE, after: "cursor-91" });

    await t.user.selectOptions(within(section()).getByRole("combobox", { name: "Claim status" }), "Approved");
    expect(await within(section()).findByText("No approved legacy claims.")).toBeInTheDocument();
    expect(t.named("ProgressTabLegacyClaims").at(-1)!.variables).toEqual({ status: "APPROVED", first: CLAIMS_PAGE_SIZE, after: null });
    expect(within(section()).getByText("0 claims approved")).toBeInTheDocument();
  });
});
