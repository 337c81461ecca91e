import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setAdminToken } from "../../auth/storage";
import { testToken } from "../../auth/testTokens";
import type { ProgressTabRowFragment } from "../../gql/graphql";
import { axeViolations } from "../../test/axe";
import { inLanguage } from "../../test/locale";
import { PAGE_SIZE } from "./ProgressTab";
import { claim, gqlErrors, milestonesAnswer, progressPage, progressRow, renderProgressTab, trophyRequest } from "./testing";

const ruth = progressRow({ trophyRequest: trophyRequest() });
const sam = progressRow({
  key: "2:8",
  userId: "2",
  userName: "Sam Zero",
  userEmail: "sam@example.com",
  groupId: "8",
  groupName: "April 2027 Group",
  trophiesCount: 0,
  milestonesCompleted: 0,
  milestonesTracked: 1,
  avgPercentage: 12,
  trophyRequest: null,
  daysBehind: 40,
  latestGrade: "D",
  atRisk: true,
});

const table = () => screen.getByRole("table", { name: /progress|at risk/i });
const rowOf = (name: string) => screen.getByRole("rowheader", { name: new RegExp(`^${name}`) }).closest("tr")!;
/** A row's cells after its selection box (the bulk decisions' column, tested in BulkDecisions.test.tsx). */
const cellTexts = (name: string) =>
  within(rowOf(name))
    .getAllByRole("cell")
    .filter((c) => !c.classList.contains("progress-select-cell"))
    .map((c) => c.textContent);
const announcement = () => screen.getByText((_, el) => el?.classList.contains("progress-announcement") === true && el.closest(".progress-legacy") === null);

/** Members named Person n, one row each. */
function people(from: number, n: number): ProgressTabRowFragment[] {
  return Array.from({ length: n }, (_, i) =>
    progressRow({ key: `${from + i}:7`, userId: String(from + i), userName: `Person ${from + i}`, userEmail: `p${from + i}@example.com` }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

// Generous timeouts: the axe checks and the long flows take seconds on a busy machine.
describe("ProgressTab: the table", { timeout: 20_000 }, () => {
  it("shows every column of a row, the request and its status as words, and the count; as the admin", async () => {
    const t = renderProgressTab({}, [ruth, sam]);
    await screen.findByRole("rowheader", { name: /^Ruth Member/ });
    expect(screen.getByRole("heading", { level: 2, name: "Progress" })).toBeInTheDocument();
    expect(within(table()).getAllByRole("columnheader").map((h) => h.textContent)).toEqual([
      "Select",
      "User",
      "Group",
      "Trophies",
      "Milestones completed / tracked",
      "Avg %",
      "Trophy Request",
      "Status",
      "Actions",
    ]);
    // the user cell: the name with the email under it
    expect(screen.getByRole("rowheader", { name: /^Ruth Member/ })).toHaveTextContent("Ruth Memberruth@example.com");
    const ruthCells = cellTexts("Ruth Member");
    expect(ruthCells[0]).toBe("January 2027 Group");
    expect(ruthCells[1]).toBe("2");
    expect(ruthCells[2]).toBe("5 / 6Milestones");
    expect(ruthCells[3]).toBe("87%");
    expect(ruthCells[4]).toMatch(/^Journey CompletionRequested /);
    expect(ruthCells[5]).toBe("Pending");
    expect(within(rowOf("Ruth Member")).getByRole("button", { name: "Approve Journey Completion for Ruth Member, January 2027 Group" })).toBeInTheDocument();
    expect(within(rowOf("Ruth Member")).getByRole("button", { name: "Reject Journey Completion for Ruth Member, January 2027 Group" })).toBeInTheDocument();

    const samCells = cellTexts("Sam Zero");
    expect(samCells.slice(0, 6)).toEqual(["April 2027 Group", "0", "0 / 1Milestones", "12%", "No request", "None"]);
    expect(within(rowOf("Sam Zero")).queryByRole("button", { name: /Approve|Reject/ })).not.toBeInTheDocument();

    expect(screen.getByText("2 members")).toBeInTheDocument();
    // one page: no pager
    expect(screen.queryByRole("navigation", { name: /pages/ })).not.toBeInTheDocument();

    const [first] = t.named("ProgressTabProgress");
    expect(first.variables).toEqual({ filter: {}, orderBy: "NAME", first: PAGE_SIZE, after: null });
    expect(first.auth).toBe("admin");
    expect(t.named("AdminGroupOptions")[0].auth).toBe("admin");
    expect(t.named("ProgressTabLegacyClaims")[0].auth).toBe("admin");
    expect(await axeViolations()).toEqual([]);
  });

  it("shows the group's day and status beside a trophy request: not started, on its day, completed", async () => {
    renderProgressTab({}, [
      progressRow({ key: "1:7", userName: "Early Riser", groupDay: -35, groupStatus: "UPCOMING", trophyRequest: trophyRequest({ id: "1" }) }),
      progressRow({ key: "2:7", userName: "Midway Reader", groupDay: 120, trophyRequest: trophyRequest({ id: "2" }) }),
      progressRow({ key: "3:7", userName: "Finished Reader", groupDay: 400, groupStatus: "COMPLETED", trophyRequest: trophyRequest({ id: "3" }) }),
      progressRow({ key: "4:7", userName: "Quiet Reader", groupDay: -35, groupStatus: "UPCOMING" }),
    ]);
    await screen.findByRole("rowheader", { name: /^Early Riser/ });
    expect(cellTexts("Early Riser")[4]).toMatch(/Group not started: starts in 36 days$/);
    expect(within(rowOf("Early Riser")).getByText("Group not started: starts in 36 days")).toHaveClass("progress-group-early");
    expect(cellTexts("Midway Reader")[4]).toMatch(/Group on day 120 of 365$/);
    expect(cellTexts("Finished Reader")[4]).toMatch(/Group completed$/);
    expect(cellTexts("Quiet Reader")[4]).toBe("No request");
    expect(await axeViolations()).toEqual([]);
  });

  it("shows each status as its word with the rejection's reason; an unknown status is grey", async () => {
    renderProgressTab({}, [
      progressRow({ key: "1:7", userName: "Ann Approved", trophyRequest: trophyRequest({ id: "1", status: "APPROVED" }) }),
      progressRow({
        key: "2:7",
        userName: "Rex Rejected",
        trophyRequest: trophyRequest({ id: "2", status: "REJECTED", reason: "Two milestones are missing." }),
      }),
      progressRow({
        key: "3:7",
        userName: "Una Unknown",
        trophyRequest: trophyRequest({ id: "3", status: "WITHDRAWN" as never }),
      }),
    ]);
    await screen.findByRole("rowheader", { name: /^Ann Approved/ });
    expect(cellTexts("Ann Approved")[5]).toBe("Approved");
    expect(cellTexts("Rex Rejected")[5]).toBe("RejectedReason: Two milestones are missing.");
    const unknown = within(rowOf("Una Unknown")).getByText("Withdrawn");
    expect(unknown).toHaveClass("ui-chip-neutral");
    expect(within(rowOf("Ann Approved")).getByText("Approved")).toHaveClass("ui-chip-success");
    // only pending requests can be decided
    expect(screen.queryByRole("button", { name: /^Approve/ })).not.toBeInTheDocument();
  });

  it("says so when no member matches", async () => {
    renderProgressTab({}, []);
    expect(await screen.findByText("No members in any group yet.")).toBeInTheDocument();
    expect(screen.getByText("0 members")).toBeInTheDocument();
  });

  it("shows a failed load in words and tries again", async () => {
    let fail = true;
    const t = renderProgressTab({ ProgressTabProgress: () => (fail ? new Error("Failed to fetch") : progressPage([ruth])) });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Progress could not be loaded. We could not reach the server.");
    expect(alert).not.toHaveTextContent("Failed to fetch");
    fail = false;
    await t.user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("rowheader", { name: /^Ruth Member/ })).toBeInTheDocument();
  });
});

describe("ProgressTab: decisions", { timeout: 20_000 }, () => {
  it("Approve sends the request's id, the row updates from the answer, and the live region says so", async () => {
    const t = renderProgressTab(
      {
        ProgressTabApprove: (v) => ({
          data: {
            approveTrophyRequest: {
              ...ruth,
              trophiesCount: 3,
              milestonesCompleted: 8,
              milestonesTracked: 8,
              trophyRequest: trophyRequest({ id: v.id as string, status: "APPROVED", decidedAt: "2028-01-02T10:00:00Z" }),
            },
          },
        }),
      },
      [ruth, sam],
    );
    await t.user.click(await screen.findByRole("button", { name: "Approve Journey Completion for Ruth Member, January 2027 Group" }));
    await waitFor(() => expect(cellTexts("Ruth Member")[5]).toBe("Approved"));
    expect(t.named("ProgressTabApprove")).toHaveLength(1);
    expect(t.named("ProgressTabApprove")[0].variables).toEqual({ id: "31" });
    expect(t.named("ProgressTabApprove")[0].auth).toBe("admin");
    expect(cellTexts("Ruth Member")[1]).toBe("3");
    expect(cellTexts("Ruth Member")[2]).toBe("8 / 8Milestones");
    expect(within(rowOf("Ruth Member")).queryByRole("button", { name: /^Approve|^Reject/ })).not.toBeInTheDocument();
    expect(announcement()).toHaveTextContent("Approved Ruth Member's Journey Completion.");
    expect(announcement()).toHaveAttribute("aria-live", "polite");
    // the buttons are gone: the focus is on the row's new status
    expect(within(rowOf("Ruth Member")).getByText("Approved").closest("[tabindex]")).toHaveFocus();
  });

  it("after an approval, the member's other groups on the page show the new trophy count", async () => {
    const ruthApril = progressRow({ key: "1:8", groupId: "8", groupName: "April 2027 Group", milestonesCompleted: 1 });
    const t = renderProgressTab(
      {
        ProgressTabApprove: () => ({
          data: { approveTrophyRequest: { ...ruth, trophiesCount: 3, trophyRequest: trophyRequest({ status: "APPROVED" }) } },
        }),
      },
      [ruth, ruthApril, sam],
    );
    const rows = () =>
      screen
        .getAllByRole("rowheader", { name: /^Ruth Member/ })
        .map((h) => within(h.closest("tr")!).getAllByRole("cell").filter((c) => !c.classList.contains("progress-select-cell")));
    await t.user.click(await screen.findByRole("button", { name: "Approve Journey Completion for Ruth Member, January 2027 Group" }));
    await waitFor(() => expect(rows().map((cells) => [cells[0].textContent, cells[1].textContent])).toEqual([
      ["January 2027 Group", "3"],
      ["April 2027 Group", "3"],
    ]));
    expect(cellTexts("Sam Zero")[1]).toBe("0");
  });

  it("a conflict shows the server's message beside the row and reloads the rows", async () => {
    let decided = false;
    const t = renderProgressTab(
      {
        ProgressTabProgress: () =>
          progressPage([decided ? { ...ruth, trophyRequest: trophyRequest({ status: "APPROVED" }) } : ruth]),
        ProgressTabApprove: () => {
          decided = true;
          return gqlErrors({ message: "This request was already approved.", code: "conflict" });
        },
      },
      [ruth],
    );
    await t.user.click(await screen.findByRole("button", { name: /^Approve Journey Completion for Ruth Member/ }));
    const alert = await within(rowOf("Ruth Member")).findByRole("alert");
    expect(alert).toHaveTextContent("This request was already approved.");
    // the rows are loaded again: the request shows as it is now, the message stays
    await waitFor(() => expect(cellTexts("Ruth Member")[5]).toBe("Approved"));
    expect(within(rowOf("Ruth Member")).getByRole("alert")).toHaveTextContent("This request was already approved.");
    expect(announcement()).toHaveTextContent("");
    expect(t.named("ProgressTabProgress").length).toBeGreaterThanOrEqual(2);
  });

  it("Reject opens a dialog, sends the reason, and the row shows the rejection", async () => {
    const t = renderProgressTab(
      {
        ProgressTabReject: (v) => ({
          data: {
            rejectTrophyRequest: {
              ...ruth,
              trophyRequest: trophyRequest({ status: "REJECTED", reason: (v.reason as string | undefined) ?? null }),
            },
          },
        }),
      },
      [ruth],
    );
    await t.user.click(await screen.findByRole("button", { name: /^Reject Journey Completion for Ruth Member/ }));
    const dialog = screen.getByRole("dialog", { name: "Reject Journey Completion" });
    expect(within(dialog).getByText("Ruth Member, January 2027 Group")).toBeInTheDocument();
    const reason = within(dialog).getByRole("textbox", { name: /^Reason/ });
    expect(reason).toHaveFocus();
    expect(await axeViolations()).toEqual([]);

    await t.user.type(reason, "  Milestone 8 has no report yet.  ");
    expect(reason).toHaveAccessibleDescription("30 of 500 characters.");
    await t.user.click(within(dialog).getByRole("button", { name: "Reject" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(t.named("ProgressTabReject")[0].variables).toEqual({ id: "31", reason: "Milestone 8 has no report yet." });
    expect(t.named("ProgressTabReject")[0].auth).toBe("admin");
    expect(cellTexts("Ruth Member")[5]).toBe("RejectedReason: Milestone 8 has no report yet.");
    expect(announcement()).toHaveTextContent("Rejected Ruth Member's Journey Completion.");
  });

  it("Reject without a reason sends none; Cancel sends nothing", async () => {
    const t = renderProgressTab(
      { ProgressTabReject: () => ({ data: { rejectTrophyRequest: { ...ruth, trophyRequest: trophyRequest({ status: "REJECTED" }) } } }) },
      [ruth],
    );
    const open = await screen.findByRole("button", { name: /^Reject Journey Completion for Ruth Member/ });
    await t.user.click(open);
    await t.user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(open).toHaveFocus();
    expect(t.named("ProgressTabReject")).toHaveLength(0);

    await t.user.click(open);
    await t.user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Reject" }));
    await waitFor(() => expect(cellTexts("Ruth Member")[5]).toBe("Rejected"));
    expect(t.named("ProgressTabReject")[0].variables).toEqual({ id: "31" });
  });

  it("refuses a reason over 500 characters beside it, sending nothing", async () => {
    const t = renderProgressTab({}, [ruth]);
    await t.user.click(await screen.findByRole("button", { name: /^Reject Journey Completion for Ruth Member/ }));
    const dialog = screen.getByRole("dialog");
    const reason = within(dialog).getByRole("textbox", { name: /^Reason/ });
    await t.user.click(reason);
    await t.user.paste("x".repeat(501));
    await t.user.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(await within(dialog).findByText("The reason can be at most 500 characters.")).toBeInTheDocument();
    expect(reason).toHaveAttribute("aria-invalid", "true");
    expect(reason).toHaveFocus();
    expect(t.named("ProgressTabReject")).toHaveLength(0);
  });

  it("shows the server's refusal in the dialog and keeps it open", async () => {
    const t = renderProgressTab(
      { ProgressTabReject: () => gqlErrors({ message: "This request was already rejected.", code: "conflict" }) },
      [ruth],
    );
    await t.user.click(await screen.findByRole("button", { name: /^Reject Journey Completion for Ruth Member/ }));
    const dialog = screen.getByRole("dialog");
    await t.user.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("This request was already rejected.");
    expect(dialog).toHaveAccessibleDescription("This request was already rejected.");
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });
});

describe("ProgressTab: filters, order and paging", { timeout: 20_000 }, () => {
  it("sends each filter and the order, searches after typing stops, and each change goes back to page 1", async () => {
    const t = renderProgressTab({
      ProgressTabProgress: (v) => progressPage(v.after ? people(51, 2) : people(1, 2), { totalCount: 120, hasNextPage: true }),
    });
    await screen.findByRole("rowheader", { name: /^Person 1/ });
    const group = screen.getByRole("combobox", { name: "Group" });
    expect(within(group).getAllByRole("option").map((o) => o.textContent)).toEqual([
      "All groups",
      "January 2027 Group (Jan 1, 2027 – Dec 31, 2027)",
      "April 2027 Group (Apr 1, 2027 – Mar 30, 2028)",
    ]);
    expect(within(screen.getByRole("combobox", { name: "Trophy request" })).getAllByRole("option").map((o) => o.textContent)).toEqual([
      "All",
      "No request",
      "Pending",
      "Approved",
      "Rejected",
    ]);
    expect(within(screen.getByRole("combobox", { name: "Order by" })).getAllByRole("option").map((o) => o.textContent)).toEqual([
      "Name",
      "Days behind",
      "Average %",
      "Oldest request",
    ]);
    expect(screen.getByText("120 members")).toBeInTheDocument();

    const last = () => t.named("ProgressTabProgress").at(-1)!.variables;
    const toPage2 = async () => {
      await t.user.click(screen.getByRole("button", { name: "Next page" }));
      await screen.findByText("Page 2 of 3");
      expect(last().after).toBe("cursor-2:7");
    };

    await toPage2();
    await t.user.type(screen.getByRole("searchbox", { name: "Search" }), "  ruth ");
    await waitFor(() => expect(last()).toEqual({ filter: { search: "ruth" }, orderBy: "NAME", first: 50, after: null }));
    // one request for the settled text, none per keystroke
    expect(t.named("ProgressTabProgress").filter((c) => JSON.stringify(c.variables.filter) !== "{}")).toHaveLength(1);
    expect(await screen.findByText("Page 1 of 3")).toBeInTheDocument();

    await toPage2();
    await t.user.selectOptions(group, "8");
    await waitFor(() => expect(last()).toEqual({ filter: { search: "ruth", groupId: "8" }, orderBy: "NAME", first: 50, after: null }));

    await t.user.selectOptions(screen.getByRole("combobox", { name: "Trophy request" }), "No request");
    await waitFor(() => expect(last().filter).toEqual({ search: "ruth", groupId: "8", request: "NONE" }));
    await t.user.selectOptions(screen.getByRole("combobox", { name: "Trophy request" }), "Pending");
    await waitFor(() => expect(last().filter).toEqual({ search: "ruth", groupId: "8", request: "PENDING" }));

    await toPage2();
    await t.user.click(screen.getByRole("checkbox", { name: "At risk only" }));
    await waitFor(() =>
      expect(last()).toEqual({ filter: { search: "ruth", groupId: "8", request: "PENDING", atRisk: true }, orderBy: "NAME", first: 50, after: null }),
    );
    // the at-risk view shows days behind and the latest grade
    await waitFor(() => expect(screen.getByRole("table", { name: "Members at risk" })).toBeInTheDocument());
    expect(within(screen.getByRole("table", { name: "Members at risk" })).getAllByRole("columnheader").map((h) => h.textContent)).toContain(
      "Days behind",
    );

    await t.user.selectOptions(screen.getByRole("combobox", { name: "Order by" }), "Oldest request");
    await waitFor(() => expect(last().orderBy).toBe("REQUESTED_AT"));
    await t.user.selectOptions(screen.getByRole("combobox", { name: "Order by" }), "Average %");
    await waitFor(() => expect(last().orderBy).toBe("AVG_PERCENTAGE"));

    await t.user.click(screen.getByRole("checkbox", { name: "At risk only" }));
    await t.user.selectOptions(screen.getByRole("combobox", { name: "Trophy request" }), "All");
    await t.user.selectOptions(group, "All groups");
    await t.user.clear(screen.getByRole("searchbox", { name: "Search" }));
    await waitFor(() => expect(last()).toEqual({ filter: {}, orderBy: "AVG_PERCENTAGE", first: 50, after: null }));
  });

  it("the at-risk view shows days behind and the latest grade as columns", async () => {
    const t = renderProgressTab({}, [sam]);
    await screen.findByRole("rowheader", { name: /^Sam Zero/ });
    expect(within(table()).queryByRole("columnheader", { name: "Days behind" })).not.toBeInTheDocument();
    await t.user.selectOptions(screen.getByRole("combobox", { name: "Order by" }), "Days behind");
    await waitFor(() => expect(t.named("ProgressTabProgress").at(-1)!.variables.orderBy).toBe("DAYS_BEHIND"));
    expect(within(table()).getAllByRole("columnheader").map((h) => h.textContent)).toEqual([
      "Select",
      "User",
      "Group",
      "Trophies",
      "Milestones completed / tracked",
      "Avg %",
      "Days behind",
      "Latest grade",
      "Trophy Request",
      "Status",
      "Actions",
    ]);
    expect(cellTexts("Sam Zero").slice(4, 6)).toEqual(["40", "D"]);
    expect(await axeViolations()).toEqual([]);
  });

  it("Previous goes back to the page before", async () => {
    const t = renderProgressTab({
      ProgressTabProgress: (v) => progressPage(v.after ? people(51, 2) : people(1, 2), { totalCount: 52, hasNextPage: !v.after }),
    });
    await screen.findByRole("rowheader", { name: /^Person 1/ });
    const pager = screen.getByRole("navigation", { name: "Members' progress pages" });
    await t.user.click(within(pager).getByRole("button", { name: "Next page" }));
    expect(await screen.findByRole("rowheader", { name: /^Person 51/ })).toBeInTheDocument();
    expect(within(pager).getByRole("button", { name: "Next page" })).toHaveAttribute("aria-disabled", "true");
    await t.user.click(within(pager).getByRole("button", { name: "Previous page" }));
    expect(await screen.findByRole("rowheader", { name: /^Person 1/ })).toBeInTheDocument();
    expect(within(pager).getByText("Page 1 of 2")).toBeInTheDocument();
    expect(t.named("ProgressTabProgress").at(-1)!.variables.after).toBeNull();
  });
});

describe("ProgressTab: milestones", { timeout: 20_000 }, () => {
  it("Milestones lists the member's eight milestones with day, days completed, percentage and grade", async () => {
    const t = renderProgressTab({ ProgressTabMilestones: (v) => milestonesAnswer(v.userId as string, v.groupId as string) }, [ruth]);
    await t.user.click(await screen.findByRole("button", { name: "Milestones of Ruth Member, January 2027 Group" }));
    const dialog = screen.getByRole("dialog", { name: "Ruth Member's milestones" });
    const milestones = await within(dialog).findByRole("table", { name: "Milestones of Ruth Member in January 2027 Group" });
    expect(within(milestones).getAllByRole("rowheader").map((h) => h.textContent)).toEqual([
      "The Law",
      "The History",
      "The Wisdom",
      "Major Prophet",
      "Minor Prophet",
      "The Gospel",
      "The Epistles",
      "Revelation",
    ]);
    const cells = (name: string) =>
      within(within(milestones).getByRole("rowheader", { name }).closest("tr")!).getAllByRole("cell").map((c) => c.textContent);
    expect(cells("The Law")).toEqual(["Day 70", "70/70", "100%", "A", "Yes"]);
    expect(cells("The History")).toEqual(["Day 152", "140/152", "92%", "B", "No"]);
    expect(cells("Revelation")).toEqual(["Day 365", "0/365", "0%", "--", "No"]);
    expect(t.named("ProgressTabMilestones")[0].variables).toEqual({ userId: "1", groupId: "7" });
    expect(t.named("ProgressTabMilestones")[0].auth).toBe("admin");
    expect(await axeViolations()).toEqual([]);
    await t.user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});

describe("ProgressTab: Export CSV", { timeout: 20_000 }, () => {
  it("fetches the CSV of the current filter and order with the admin token, and shows a refusal", async () => {
    const admin = testToken("admin");
    setAdminToken(admin);
    const fetchMock = vi.fn(async () =>
      Response.json({ success: false, error: { message: "The group_id is not a group.", code: "invalid" } }, { status: 400 }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const t = renderProgressTab({}, [ruth]);
    await screen.findByRole("rowheader", { name: /^Ruth Member/ });
    await t.user.selectOptions(screen.getByRole("combobox", { name: "Group" }), "7");
    await t.user.selectOptions(screen.getByRole("combobox", { name: "Trophy request" }), "Pending");
    await t.user.click(screen.getByRole("checkbox", { name: "At risk only" }));
    await t.user.selectOptions(screen.getByRole("combobox", { name: "Order by" }), "Days behind");
    await t.user.click(screen.getByRole("button", { name: "Export CSV" }));
    expect(await screen.findByText("The group_id is not a group.")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/admin/progress.csv?group_id=7&request=pending&at_risk=true&order=days_behind");
    expect((init.headers as Record<string, string>).Authorization).toBe(`Bearer ${admin}`);
  });

  it("reads in Spanish: heading, columns, request and status by their keys, the plurals, legacy claims and the milestones", async () => {
    inLanguage("es");
    const t = renderProgressTab({ ProgressTabMilestones: (v) => milestonesAnswer(v.userId as string, v.groupId as string) }, [ruth, sam], [claim()]);
    await screen.findByRole("rowheader", { name: /^Ruth Member/ });
    expect(screen.getByRole("heading", { level: 2, name: "Progreso" })).toBeInTheDocument();
    const list = screen.getByRole("table", { name: "Progreso de los miembros" });
    expect(within(list).getAllByRole("columnheader").map((h) => h.textContent)).toContain("Solicitud de trofeo");
    expect(screen.getByText("2 miembros")).toBeInTheDocument();
    const request = cellTexts("Ruth Member");
    expect(request).toContain("87 %");
    expect(request.some((c) => c?.startsWith("Recorrido completadoSolicitado el 31 dic 2027Grupo en el día 120 de 365"))).toBe(true);
    expect(within(rowOf("Ruth Member")).getByText("Pendiente")).toBeInTheDocument();
    expect(within(rowOf("Ruth Member")).getByRole("button", { name: "Aprobar Recorrido completado de Ruth Member, January 2027 Group" })).toBeInTheDocument();
    expect(cellTexts("Sam Zero")).toContain("Sin solicitud");
    // Export CSV of the progress and of the awards to ship: each says its columns stay English
    expect(screen.getAllByText("Los nombres de las columnas del archivo CSV se mantienen en inglés, para hojas de cálculo y scripts.")).toHaveLength(2);

    const claims = await screen.findByRole("table", { name: "Solicitudes de recorridos anteriores pendientes" });
    expect(within(claims).getByRole("rowheader", { name: /^Naomi Elder/ })).toBeInTheDocument();
    expect(screen.getByText("1 solicitud pendiente")).toBeInTheDocument();

    await t.user.click(screen.getByRole("button", { name: "Hitos de Ruth Member, January 2027 Group" }));
    const dialog = screen.getByRole("dialog", { name: "Hitos de Ruth Member" });
    const milestones = await within(dialog).findByRole("table", { name: "Hitos de Ruth Member en January 2027 Group" });
    expect(within(milestones).getByRole("rowheader", { name: "La Ley" })).toBeInTheDocument();
    expect(within(milestones).getByRole("rowheader", { name: "Apocalipsis" })).toBeInTheDocument();
    expect(within(milestones).getAllByText("Día 70")[0]).toBeInTheDocument();
    for (const english of ["Progress", "Trophy Request", "2 members", "No request", "Journey Completion", "Pending", "The Law"]) {
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    }
  });
});
