import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { today } from "../dashboard/fixtures";
import { expectSignInAsked, renderMemberRoute, routeOf } from "../test/appRoutes";
import { CATCH_UP_HANDLE } from "./CatchUpPage";
import { catchUp, proposal } from "./fixtures";

describe("the /catch-up route", { timeout: 20_000 }, () => {
  it("sends a visitor without a token to /login", () => expectSignInAsked("/catch-up"));

  it("loads the planner for a member, with the navigation, and the page's signed-out notice", async () => {
    expect(routeOf("catch-up")?.handle).toEqual(CATCH_UP_HANDLE);
    renderMemberRoute("/catch-up", {
      CatchUpToday: () => ({ data: { today: today({ catchUp: catchUp(null) }) } }),
      CatchUpProposal: () => ({ data: { catchUpProposal: proposal() } }),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "A way back" })).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Main" })).toBeInTheDocument();
    expect(await screen.findByLabelText("Finish by")).toBeInTheDocument();
  });
});
