import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithServer } from "../groups/testing";
import { choosableGroups, GroupFilter } from "./groupOptions";

const groups = [
  {
    __typename: "AdminGroup",
    id: "7",
    name: "January 2027 Group",
    startDate: "2027-01-01",
    endDate: "2027-12-31",
    archivedAt: null,
  },
  {
    __typename: "AdminGroup",
    id: "3",
    name: "January 2025 Group",
    startDate: "2025-01-01",
    endDate: "2025-12-31",
    archivedAt: "2026-02-01T10:00:00Z",
  },
  {
    __typename: "AdminGroup",
    id: "8",
    name: "April 2027 Group",
    startDate: "2027-04-01",
    endDate: "2028-03-30",
    archivedAt: null,
  },
];

describe("group dropdowns", () => {
  it("leave archived groups out", async () => {
    renderWithServer(<GroupFilter value="" onChange={() => undefined} />, {
      AdminGroupOptions: () => ({ data: { adminGroups: groups } }),
    });
    const select = await screen.findByRole("combobox", { name: "Group" });
    await within(select).findByRole("option", { name: /January 2027 Group/ });
    expect(
      within(select)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual([
      "All groups",
      "January 2027 Group (Jan 1, 2027 – Dec 31, 2027)",
      "April 2027 Group (Apr 1, 2027 – Mar 30, 2028)",
    ]);
  });

  it("choosableGroups keeps the order and drops the archived", () => {
    expect(choosableGroups(groups).map((g) => g.id)).toEqual(["7", "8"]);
  });
});
