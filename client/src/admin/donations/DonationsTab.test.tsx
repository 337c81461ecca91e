import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { FormattedExecutionResult } from "graphql";
import { describe, expect, it } from "vitest";
import { createTestClient, type Handler } from "../../board/testing";
import type { DonationsRowFieldsFragment } from "../../gql/graphql";
import { axeViolations } from "../../test/axe";
import { inLanguage } from "../../test/locale";
import { DONATIONS_PAGE_SIZE, DonationsTab } from "./DonationsTab";
import { donationsCsvUrl } from "./exportCsv";
import { pageAnswer, type PageOptions } from "../shared/testing";

const DEMO_NOTE = "Donations marked Demo are examples from the demo programme, not money anyone gave.";
const DATES_REVERSED = "The end date must be on or after the start date.";

function donation(overrides: Partial<DonationsRowFieldsFragment> = {}): DonationsRowFieldsFragment {
  return {
    __typename: "AdminDonation",
    id: "3",
    donorName: "Ruth Mensah",
    donorEmail: "ruth@example.com",
    anonymous: false,
    amount: "25.00",
    type: "ONE_TIME",
    status: "COMPLETED",
    statusReason: null,
    createdAt: "2026-11-23T15:00:00Z",
    subscriptionId: null,
    demo: false,
    ...overrides,
  };
}

const ruth = donation();
const anonymous = donation({
  id: "2",
  donorName: "Bea Owusu",
  donorEmail: "bea@example.com",
  anonymous: true,
  amount: "1000.00",
  type: "MONTHLY",
  status: "PENDING",
  createdAt: "2026-11-22T10:00:00Z",
  subscriptionId: "sub_123",
});
const declined = donation({
  id: "1",
  donorName: "Sam Adjei",
  donorEmail: "sam@example.com",
  amount: "50.50",
  status: "FAILED",
  statusReason: "Your card was declined.",
  createdAt: "2026-11-21T09:00:00Z",
});

function donationsPage(
  nodes: DonationsRowFieldsFragment[],
  { totalAmount = "1075.50", completedAmount = "25.00", ...options }: PageOptions & { totalAmount?: string; completedAmount?: string } = {},
): FormattedExecutionResult {
  return pageAnswer("adminDonations", "AdminDonationPage", nodes, { ...options, extra: { totalAmount, completedAmount } });
}

function renderDonations(handlers: Record<string, Handler> = {}) {
  const t = createTestClient({ DonationsPage: () => donationsPage([ruth, anonymous, declined]), ...handlers });
  const user = userEvent.setup();
  render(
    <main>
      <DonationsTab />
    </main>,
    { wrapper: t.adminWrapper },
  );
  return { ...t, user };
}

const table = () => screen.getByRole("table", { name: "Donations, newest first" });
const cellsOf = (row: HTMLElement) => [
  within(row).getByRole("rowheader").textContent,
  ...within(row).getAllByRole("cell").map((c) => c.textContent),
];
const NO_FILTER = { type: null, status: null, from: null, to: null };

describe("DonationsTab", { timeout: 20_000 }, () => {
  it("shows Loading while the first page is on its way, axe clean", async () => {
    renderDonations({ DonationsPage: () => new Promise(() => {}) });
    expect(await screen.findByRole("status")).toHaveTextContent("Loading donations…");
    expect(await axeViolations()).toEqual([]);
  });

  it("lists the donations: Anonymous with the donor under it, dollars, type and status in words, the reason, the totals", async () => {
    const t = renderDonations();
    await screen.findByRole("rowheader", { name: /Ruth Mensah/ });
    expect(within(table()).getAllByRole("columnheader").map((h) => h.textContent)).toEqual([
      "Donor",
      "Amount",
      "Type",
      "Status",
      "Date",
    ]);
    const rows = within(table()).getAllByRole("row").slice(1);
    expect(cellsOf(rows[0]).slice(0, 4)).toEqual(["Ruth Mensahruth@example.com", "$25.00", "One-time", "Completed"]);
    expect(cellsOf(rows[1]).slice(0, 4)).toEqual(["AnonymousBea Owusu · bea@example.com", "$1,000.00", "Monthly", "Pending"]);
    expect(cellsOf(rows[2]).slice(0, 4)).toEqual([
      "Sam Adjeisam@example.com",
      "$50.50",
      "One-time",
      "FailedYour card was declined.",
    ]);
    expect(within(rows[0]).getByText("Completed")).toHaveClass("ui-chip-success");
    expect(within(rows[1]).getByText("Pending")).toHaveClass("ui-chip-neutral");
    expect(within(rows[2]).getByText("Failed")).toHaveClass("ui-chip-danger");
    expect(rows[0].querySelector("time")).toHaveAttribute("dateTime", "2026-11-23T15:00:00Z");
    expect(screen.getByText("3 donations · $25.00 completed · $1,075.50 with pending and failed")).toBeInTheDocument();
    expect(t.named("DonationsPage")[0].variables).toEqual({ filter: NO_FILTER, first: DONATIONS_PAGE_SIZE, after: null });
    expect(t.named("DonationsPage")[0].auth).toBe("admin");
    expect(await axeViolations()).toEqual([]);
  });

  it("marks the demo programme's example gifts Demo and says what that means, only when the page has one", async () => {
    const example = donation({ id: "9", donorName: "Grace Owusu", donorEmail: "grace.owusu@example.org", demo: true });
    renderDonations({ DonationsPage: () => donationsPage([example, ruth]) });
    const rows = within(await screen.findByRole("table", { name: "Donations, newest first" })).getAllByRole("row").slice(1);
    expect(cellsOf(rows[0])[0]).toBe("Grace Owusu Demograce.owusu@example.org");
    expect(within(rows[0]).getByText("Demo")).toHaveClass("ui-chip-info");
    expect(within(rows[1]).queryByText("Demo")).toBeNull();
    expect(screen.getByText(DEMO_NOTE)).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("says nothing of demo gifts when the page has none", async () => {
    renderDonations();
    await screen.findByRole("rowheader", { name: /Ruth Mensah/ });
    expect(screen.queryByText(DEMO_NOTE)).toBeNull();
    expect(screen.queryByText("Demo")).toBeNull();
  });

  it("with no donations says so, with zero totals", async () => {
    renderDonations({ DonationsPage: () => donationsPage([], { totalAmount: "0.00", completedAmount: "0.00" }) });
    expect(await screen.findByText("No donations yet.")).toBeInTheDocument();
    expect(screen.getByText("0 donations · $0.00 completed · $0.00 with pending and failed")).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("filters by type, status and dates, each back to page 1; a reversed range is refused before asking", async () => {
    const t = renderDonations({
      DonationsPage: (v) => {
        const f = v.filter as { type: string | null; status: string | null };
        return donationsPage(
          [ruth, anonymous, declined].filter((d) => (!f.type || d.type === f.type) && (!f.status || d.status === f.status)),
          { totalAmount: "1000.00", completedAmount: "0.00" },
        );
      },
    });
    await screen.findByRole("rowheader", { name: /Ruth Mensah/ });
    expect(within(screen.getByLabelText("Type")).getAllByRole("option").map((o) => o.textContent)).toEqual([
      "All",
      "One-time",
      "Monthly",
    ]);
    expect(within(screen.getByLabelText("Status")).getAllByRole("option").map((o) => o.textContent)).toEqual([
      "All",
      "Completed",
      "Pending",
      "Failed",
      "Canceled",
    ]);

    await t.user.selectOptions(screen.getByLabelText("Type"), "MONTHLY");
    await waitFor(() => expect(within(table()).getAllByRole("rowheader").map((h) => h.textContent)).toEqual(["AnonymousBea Owusu · bea@example.com"]));
    expect(screen.getByText("1 donation · $0.00 completed · $1,000.00 with pending and failed")).toBeInTheDocument();

    await t.user.selectOptions(screen.getByLabelText("Status"), "COMPLETED");
    expect(await screen.findByText("No donations match these filters.")).toBeInTheDocument();

    await t.user.type(screen.getByLabelText("From"), "2026-11-01");
    await t.user.type(screen.getByLabelText("To"), "2026-11-30");
    await waitFor(() =>
      expect(t.named("DonationsPage").at(-1)!.variables).toEqual({
        filter: { type: "MONTHLY", status: "COMPLETED", from: "2026-11-01", to: "2026-11-30" },
        first: DONATIONS_PAGE_SIZE,
        after: null,
      }),
    );

    const asked = t.named("DonationsPage").length;
    await t.user.clear(screen.getByLabelText("From"));
    await t.user.type(screen.getByLabelText("From"), "2026-12-01");
    expect(await screen.findByText(DATES_REVERSED)).toBeInTheDocument();
    expect(screen.getByLabelText("To")).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    // clearing From asked once more (no From); the reversed range asked nothing
    expect(t.named("DonationsPage").every((c, i) => i < asked || (c.variables.filter as { from: string | null }).from !== "2026-12-01")).toBe(true);
    expect(await axeViolations()).toEqual([]);
  });

  it("pages with Previous and Next, sending the page's end cursor, the totals the filter's", async () => {
    const t = renderDonations({
      DonationsPage: (v) =>
        v.after
          ? donationsPage([declined], { totalCount: 51 })
          : donationsPage([ruth, anonymous], { totalCount: 51, hasNextPage: true, endCursor: "cursor-2" }),
    });
    await screen.findByRole("rowheader", { name: /Ruth Mensah/ });
    const pager = screen.getByRole("navigation", { name: "Donations, newest first pages" });
    expect(within(pager).getByText("Page 1 of 2")).toBeInTheDocument();
    await t.user.click(within(pager).getByRole("button", { name: "Next page" }));
    await screen.findByRole("rowheader", { name: /Sam Adjei/ });
    expect(t.named("DonationsPage").at(-1)!.variables).toEqual({ filter: NO_FILTER, first: DONATIONS_PAGE_SIZE, after: "cursor-2" });
    expect(screen.getByText("51 donations · $25.00 completed · $1,075.50 with pending and failed")).toBeInTheDocument();
    await t.user.click(within(pager).getByRole("button", { name: "Previous page" }));
    await screen.findByRole("rowheader", { name: /Ruth Mensah/ });
  });

  it("a failed load says so in words and tries again, axe clean", async () => {
    let fail = true;
    const t = renderDonations({ DonationsPage: () => (fail ? new TypeError("Failed to fetch") : donationsPage([ruth])) });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Donations could not be loaded. We could not reach the server. Check your connection and try again.",
    );
    expect(await axeViolations()).toEqual([]);
    fail = false;
    await t.user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("rowheader", { name: /Ruth Mensah/ })).toBeInTheDocument();
  });

  it("exports the filter as the REST shim names it", () => {
    expect(donationsCsvUrl({})).toBe("/api/admin/donations.csv");
    expect(donationsCsvUrl({ type: "ONE_TIME", status: "COMPLETED", from: "2026-01-01", to: "2026-01-31" })).toBe(
      "/api/admin/donations.csv?type=one-time&status=completed&from=2026-01-01&to=2026-01-31",
    );
  });

  it("reads in Spanish: heading, columns, statuses, money and the plural of the totals, and says the CSV stays English", async () => {
    inLanguage("es");
    renderDonations();
    const table = await screen.findByRole("table", { name: "Donativos, el más reciente primero" });
    expect(screen.getByRole("heading", { level: 2, name: "Donativos" })).toBeInTheDocument();
    expect(within(table).getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["Donante", "Importe", "Tipo", "Estado", "Fecha"]);
    const rows = within(table).getAllByRole("row").slice(1);
    expect(cellsOf(rows[1]).slice(0, 4)).toEqual(["AnónimoBea Owusu · bea@example.com", "1000,00\u00a0US$", "Mensual", "Pendiente"]);
    expect(within(rows[2]).getByText("Fallido")).toHaveClass("ui-chip-danger");
    expect(screen.getByText("3 donativos · 25,00 US$ completados · 1075,50 US$ con pendientes y fallidos")).toBeInTheDocument();
    expect(screen.getByText("Los nombres de las columnas del archivo CSV se mantienen en inglés, para hojas de cálculo y scripts.")).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "Único" })).toBeInTheDocument();
    for (const english of ["Donations", "Donor", "Anonymous", "Monthly", "Pending", "Failed", "Loading donations…"]) {
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    }
    expect(screen.queryByText(/donations ·/)).not.toBeInTheDocument();
  });
});
