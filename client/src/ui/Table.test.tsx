import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Chip } from "./Chip";
import { pageCountOf, Table, type Column } from "./Table";

interface Member {
  id: number;
  name: string;
  group: string;
  active: boolean;
}

const columns: Column<Member>[] = [
  { header: "Name", cell: (m) => m.name, rowHeader: true },
  { header: "Group", cell: (m) => m.group },
  { header: "Status", cell: (m) => <Chip tone={m.active ? "success" : "neutral"}>{m.active ? "Active" : "Inactive"}</Chip> },
];

const members: Member[] = Array.from({ length: 5 }, (_, i) => ({
  id: i + 1,
  name: `Member ${i + 1}`,
  group: "January 2027",
  active: i % 2 === 0,
}));

/** Two members a page, paged on the client. */
function Paged() {
  const [page, setPage] = useState(1);
  const size = 2;
  return (
    <Table
      caption="Members"
      columns={columns}
      rows={members.slice((page - 1) * size, page * size)}
      rowKey={(m) => m.id}
      empty="No members yet."
      paging={{ page, pageCount: pageCountOf(members.length, size), onPage: setPage }}
    />
  );
}

describe("Table", () => {
  it("has a caption, column headers and row headers", () => {
    render(<Table caption="Members" columns={columns} rows={members.slice(0, 2)} rowKey={(m) => m.id} empty="None" />);
    const table = screen.getByRole("table", { name: "Members" });
    const headers = within(table).getAllByRole("columnheader");
    expect(headers.map((h) => h.textContent)).toEqual(["Name", "Group", "Status"]);
    headers.forEach((h) => expect(h).toHaveAttribute("scope", "col"));
    expect(within(table).getByRole("rowheader", { name: "Member 1" })).toHaveAttribute("scope", "row");
    expect(within(table).getAllByRole("row")).toHaveLength(3);
    // scrolls sideways inside a region the keyboard can reach
    expect(screen.getByRole("region", { name: "Members" })).toHaveAttribute("tabindex", "0");
    // no pager for one page
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
  });

  it("says so when there are no rows", () => {
    render(<Table caption="Members" columns={columns} rows={[]} rowKey={(m) => m.id} empty="No members yet." />);
    const table = screen.getByRole("table", { name: "Members" });
    expect(within(table).getByRole("cell", { name: "No members yet." })).toHaveAttribute("colspan", "3");
  });

  it("pages with Previous and Next, saying 'Page x of y'; the ends do nothing and keep the focus", async () => {
    const user = userEvent.setup();
    render(<Paged />);
    const pager = screen.getByRole("navigation", { name: "Members pages" });
    const previous = within(pager).getByRole("button", { name: "Previous page" });
    const next = within(pager).getByRole("button", { name: "Next page" });
    expect(within(pager).getByText("Page 1 of 3")).toBeInTheDocument();
    expect(previous).toHaveAttribute("aria-disabled", "true");

    await user.click(previous);
    expect(within(pager).getByText("Page 1 of 3")).toBeInTheDocument();

    await user.click(next);
    expect(within(pager).getByText("Page 2 of 3")).toBeInTheDocument();
    expect(screen.getByRole("rowheader", { name: "Member 3" })).toBeInTheDocument();
    expect(previous).not.toHaveAttribute("aria-disabled");

    await user.click(next);
    expect(within(pager).getByText("Page 3 of 3")).toBeInTheDocument();
    expect(next).toHaveAttribute("aria-disabled", "true");
    expect(next).toHaveFocus(); // still on the button just used
    await user.click(next);
    expect(within(pager).getByText("Page 3 of 3")).toBeInTheDocument();
    expect(screen.getAllByRole("rowheader").map((h) => h.textContent)).toEqual(["Member 5"]);
  });

  it("pageCountOf: at least one page", () => {
    expect(pageCountOf(0, 50)).toBe(1);
    expect(pageCountOf(50, 50)).toBe(1);
    expect(pageCountOf(51, 50)).toBe(2);
  });
});

describe("Chip", () => {
  it("always shows its word", () => {
    render(
      <>
        <Chip tone="success">Approved</Chip>
        <Chip tone="danger">Rejected</Chip>
        <Chip>Pending</Chip>
      </>,
    );
    expect(screen.getByText("Approved")).toHaveClass("ui-chip", "ui-chip-success");
    expect(screen.getByText("Rejected")).toHaveClass("ui-chip-danger");
    expect(screen.getByText("Pending")).toHaveClass("ui-chip-neutral");
  });
});
