import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../test/axe";
import { milestonesAnswer, renderLeadPage } from "./testing";

const contact = (userId: string, email: string | null, mailingAddress: string | null) => ({
  data: { leaderMemberContact: { __typename: "LeaderMemberContact", userId, city: "Springfield", email, mailingAddress } },
});

describe("LeadMilestonesDialog", { timeout: 20_000 }, () => {
  it.each([true, false])("with contact details visible: %s — shows them, or says they stay with the admins", async (visible) => {
    const t = renderLeadPage({
      LeadMilestones: (v) => milestonesAnswer(v.userId as string, v.groupId as string),
      LeadMemberContact: (v) =>
        visible ? contact(v.userId as string, "ruth@example.com", "1 Psalm Street") : contact(v.userId as string, null, null),
    });
    await t.user.click(await screen.findByRole("button", { name: "Milestones of Ruth Member" }));
    const dialog = screen.getByRole("dialog", { name: "Ruth Member's milestones" });
    if (visible) {
      expect(await within(dialog).findByRole("link", { name: "ruth@example.com" })).toHaveAttribute("href", "mailto:ruth@example.com");
      expect(within(dialog).getByText("1 Psalm Street")).toBeInTheDocument();
    } else {
      expect(await within(dialog).findByText("Their email and postal address stay with the programme's admins.")).toBeInTheDocument();
      expect(within(dialog).queryByRole("link", { name: /@/ })).not.toBeInTheDocument();
    }
    expect(t.named("LeadMemberContact")[0].variables).toEqual({ groupId: "7", userId: "1" });
    expect(await axeViolations()).toEqual([]);
  });

  it("lists a member's eight milestones from leaderMilestones; Escape closes it and the focus returns", async () => {
    const t = renderLeadPage({ LeadMilestones: (v) => milestonesAnswer(v.userId as string, v.groupId as string) });
    const opener = await screen.findByRole("button", { name: "Milestones of Ruth Member" });
    await t.user.click(opener);
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
    expect(t.named("LeadMilestones")).toEqual([{ operationName: "LeadMilestones", variables: { groupId: "7", userId: "1" }, auth: undefined }]);
    expect(await axeViolations()).toEqual([]);

    await t.user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it("shows a failure with Try again", async () => {
    const t = renderLeadPage({ LeadMilestones: () => new Error("offline") });
    await t.user.click(await screen.findByRole("button", { name: "Milestones of Ruth Member" }));
    const dialog = screen.getByRole("dialog", { name: "Ruth Member's milestones" });
    expect(await within(dialog).findByText(/^The milestones could not be loaded\./)).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
