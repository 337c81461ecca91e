import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../test/axe";
import { GROUP, leadRow, ledGroupsAnswer, OTHER_GROUP, progressAnswer, renderLeadPage } from "./testing";

const tab = (name: string) => screen.getByRole("tab", { name });
const panel = () => screen.getByRole("tabpanel");

describe("the group's tabs", { timeout: 20_000 }, () => {
  it("open on Progress; the arrow keys, Home and End move between them and show each", async () => {
    const t = renderLeadPage();
    const list = await screen.findByRole("tablist", { name: "January 2027 Group" });
    expect(within(list).getAllByRole("tab").map((x) => x.textContent)).toEqual(["Progress", "Board", "Write to members"]);
    expect(tab("Progress")).toHaveAttribute("aria-selected", "true");
    expect(panel()).toHaveAccessibleName("Progress");
    expect(await within(panel()).findByRole("heading", { level: 2, name: "Progress" })).toBeInTheDocument();
    // nothing is asked for a tab not shown
    expect(t.named("LeadMessages")).toEqual([]);
    expect(t.named("LeadAnnouncementPreview")).toEqual([]);

    tab("Progress").focus();
    await t.user.keyboard("{ArrowRight}");
    expect(tab("Board")).toHaveFocus();
    expect(tab("Board")).toHaveAttribute("aria-selected", "true");
    expect(tab("Progress")).toHaveAttribute("aria-selected", "false");
    expect(tab("Progress")).toHaveAttribute("tabindex", "-1");
    expect(panel()).toHaveAccessibleName("Board");
    expect(await within(panel()).findByRole("heading", { level: 2, name: "Board" })).toBeInTheDocument();

    await t.user.keyboard("{End}");
    expect(tab("Write to members")).toHaveFocus();
    expect(await within(panel()).findByRole("heading", { level: 2, name: "Write to members" })).toBeInTheDocument();
    await t.user.keyboard("{ArrowRight}");
    expect(tab("Progress")).toHaveFocus();
    await t.user.keyboard("{ArrowLeft}");
    expect(tab("Write to members")).toHaveFocus();
    await t.user.keyboard("{Home}");
    expect(tab("Progress")).toHaveAttribute("aria-selected", "true");
    expect(await axeViolations()).toEqual([]);
  });

  it("keeps the tab chosen when the leader chooses another group", async () => {
    const t = renderLeadPage({
      LeadLedGroups: () => ledGroupsAnswer([OTHER_GROUP, GROUP]),
      LeadProgress: () => progressAnswer([leadRow()]),
    });
    await t.user.click(await screen.findByRole("tab", { name: "Board" }));
    await screen.findByRole("article", { name: "Barak Member" });
    await t.user.selectOptions(screen.getByRole("combobox", { name: "Group" }), "January 2027 Group");
    expect(await screen.findByRole("tablist", { name: "January 2027 Group" })).toBeInTheDocument();
    expect(tab("Board")).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByRole("list", { name: "Messages on January 2027 Group's board, newest first" })).toBeInTheDocument();
    expect(t.named("LeadMessages").map((c) => c.variables.groupId)).toEqual(["8", "7"]);
  });
});
