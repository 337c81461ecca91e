import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../test/axe";
import { clearUpdate, offerUpdate } from "./update";
import { UpdateBanner } from "./UpdateBanner";

// The update's prompt (issue 30) as the layout shows it (register.test.tsx: how a waiting worker
// offers it; e2e/pwa.e2e.mjs: a real second release in Chromium). Nothing happens before the click.

afterEach(() => act(() => clearUpdate()));

describe("UpdateBanner", () => {
  it("says nothing while there is no new version, keeping its live region in the page", () => {
    render(<main><UpdateBanner /></main>);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("offers a waiting version and applies it only on the member's click", async () => {
    const apply = vi.fn();
    const user = userEvent.setup();
    render(<main><UpdateBanner /></main>);
    act(() => offerUpdate(apply));
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent(/^A new version is ready — Reload$/);
    expect(apply).not.toHaveBeenCalled();
    expect(await axeViolations()).toEqual([]);

    // keyboard reachable: Tab lands on Reload, Enter applies it
    await user.tab();
    const reload = screen.getByRole("button", { name: "Reload" });
    expect(reload).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(apply).toHaveBeenCalledTimes(1);
    expect(reload).toBeDisabled();
  });
});
