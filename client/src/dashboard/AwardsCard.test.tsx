import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../test/axe";
import { AwardsCard, type AwardsCardProps } from "./AwardsCard";

type Award = AwardsCardProps["awards"]["nodes"][number];

function award(overrides: Partial<Award> = {}): Award {
  return {
    __typename: "Award",
    id: "1",
    name: "Journey Completion",
    completedAt: "2027-01-05T15:00:00Z",
    shippedOn: null,
    shippingNote: null,
    ...overrides,
  };
}

function renderCard(nodes: Award[]) {
  return render(
    <MemoryRouter>
      <main>
        <AwardsCard awards={{ __typename: "AwardList", totalCount: nodes.length, nodes }} />
      </main>
    </MemoryRouter>,
  );
}

const items = () => within(screen.getByRole("list", { name: "Most recent awards" })).getAllByRole("listitem");

describe("AwardsCard: whether each award was posted", () => {
  it("shows the day an award was posted and the team's tracking note, in words", async () => {
    renderCard([award({ shippedOn: "2027-02-01", shippingNote: "Royal Mail AB123" })]);
    const [item] = items();
    expect(within(item).getByText(/^Posted on/)).toHaveTextContent("Posted on Feb 1, 2027Tracking note: Royal Mail AB123");
    expect(within(item).getByText("Feb 1, 2027")).toHaveAttribute("datetime", "2027-02-01");
    expect(within(item).queryByText(/on its way soon/)).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("says an award not posted yet is on its way, and leaves out a missing note", () => {
    renderCard([award({ id: "2" }), award({ id: "1", shippedOn: "2027-02-01" })]);
    const [waiting, posted] = items();
    expect(within(waiting).getByText("Not posted yet: on its way soon.")).toBeInTheDocument();
    expect(within(posted).getByText(/^Posted on/)).toHaveTextContent(/^Posted on Feb 1, 2027$/);
    expect(within(posted).queryByText(/Tracking note/)).not.toBeInTheDocument();
  });
});
