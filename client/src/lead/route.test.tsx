import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectSignInAsked, renderMemberRoute, routeOf } from "../test/appRoutes";
import { LEAD_HANDLE } from "./LeadPage";
import { leadRow, ledGroupsAnswer, progressAnswer } from "./testing";

describe("the /lead route", { timeout: 20_000 }, () => {
  it("sends a visitor without a token to /login", () => expectSignInAsked("/lead"));

  it("loads the page lazily for a leader, with the navigation's Lead link, and the page's signed-out notice", async () => {
    expect(routeOf("lead")?.handle).toEqual(LEAD_HANDLE);
    renderMemberRoute("/lead", { LeadLedGroups: () => ledGroupsAnswer(), LeadProgress: () => progressAnswer([leadRow()]) });
    expect(await screen.findByRole("heading", { level: 1, name: "Lead" })).toBeInTheDocument();
    expect(await screen.findByRole("rowheader", { name: "Ruth Member" })).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(await within(nav).findByRole("link", { name: "Lead" })).toHaveAttribute("aria-current", "page");
  });
});
