import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { formatCalendarDate } from "../lib/dates";
import { InvitationCard } from "./InvitationCard";

// Local time (TZ=America/Los_Angeles): 2026-12-24 23:59:50, ten seconds before the day the
// invitation opens.
const NOW = new Date(2026, 11, 24, 23, 59, 50).getTime();

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

function unitValue(label: string): string {
  return screen.getByText(label).nextElementSibling?.textContent ?? "";
}

describe("InvitationCard", () => {
  it("links 'Join Reading Group' to the invite in a new tab when the link is available", () => {
    render(
      <InvitationCard group={{ invitationAvailableOn: "2026-12-25", whatsappInviteUrl: "https://chat.example/invite/abc" }} />,
    );
    expect(screen.getByRole("heading", { name: "Accept Your Invitation" })).toBeInTheDocument();
    const link = screen.getByRole("link", { name: /Join Reading Group/ });
    expect(link).toHaveAttribute("href", "https://chat.example/invite/abc");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(link).toHaveAccessibleName("Join Reading Group (opens in a new tab)");
    expect(screen.queryByRole("timer")).not.toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("counts down to local midnight of the availability date, says when, and disables the button", () => {
    render(<InvitationCard group={{ invitationAvailableOn: "2026-12-25", whatsappInviteUrl: null }} />);
    expect(screen.getByRole("timer")).toBeInTheDocument();
    expect(unitValue("Days")).toBe("00");
    expect(unitValue("Seconds")).toBe("10");
    act(() => vi.advanceTimersByTime(3000));
    expect(unitValue("Seconds")).toBe("07");
    const date = formatCalendarDate("2026-12-25");
    expect(date).toMatch(/25/); // never shifted to the 24th west of UTC
    expect(screen.getByText(`Available on ${date}`)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Join Reading Group" })).toBeDisabled();
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });

  it("shows days, hours and minutes for a date further away", () => {
    render(<InvitationCard group={{ invitationAvailableOn: "2027-01-05", whatsappInviteUrl: null }} />);
    expect(unitValue("Days")).toBe("11"); // Dec 25 is 10 s away, Jan 5 eleven days later
    expect(unitValue("Hours")).toBe("00");
    expect(unitValue("Minutes")).toBe("00");
    expect(unitValue("Seconds")).toBe("10");
  });

  it("keeps the button disabled once the date has come but no link is set yet", () => {
    render(<InvitationCard group={{ invitationAvailableOn: "2026-12-20", whatsappInviteUrl: null }} />);
    expect(screen.queryByRole("timer")).not.toBeInTheDocument();
    expect(screen.getByText("The invitation link will be posted here shortly.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Join Reading Group" })).toBeDisabled();
  });

  it("without a group, says the invitation comes with the group", () => {
    render(<InvitationCard group={null} />);
    expect(screen.getByText(/once you have been placed in a group/)).toBeInTheDocument();
  });
});
