import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../test/axe";
import { OfflineBanner } from "./OfflineBanner";

const OFFLINE_TEXT =
  "You are offline. What you post or report is kept on this device and sent when the connection returns.";

describe("OfflineBanner", () => {
  afterEach(() => vi.restoreAllMocks());

  it("says so while the browser is offline, in a status region, and goes when it is back", async () => {
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
    render(<OfflineBanner />);
    expect(screen.queryByText(OFFLINE_TEXT)).not.toBeInTheDocument();
    onLine.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event("offline")));
    expect(screen.getByRole("status")).toHaveTextContent(OFFLINE_TEXT);
    expect(await axeViolations()).toEqual([]);
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event("online")));
    expect(screen.queryByText(OFFLINE_TEXT)).not.toBeInTheDocument();
  });
});
