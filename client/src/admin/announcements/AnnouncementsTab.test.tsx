import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { ANNOUNCEMENTS_PAGE_SIZE, QUEUING_REFRESH_MS } from "./AnnouncementsTab";
import { previewText } from "./texts";
import { announcement, announcementsPage, renderAnnouncements } from "./testing";

const everyone = announcement();
const group = announcement({
  id: "2",
  audience: "GROUP",
  groupId: "7",
  groupName: "January 2027 Group",
  subject: "Your group meets Sunday",
  recipients: 12,
  leftOut: 0,
  sent: 12,
  failed: 0,
  pending: 0,
});
const atRisk = announcement({
  id: "3",
  audience: "AT_RISK",
  groupId: "8",
  groupName: "April 2027 Group",
  subject: "We miss you",
  recipients: 3,
  leftOut: 1,
  queuedAt: null,
  sent: 0,
  failed: 0,
  pending: 0,
});

const table = () => screen.getByRole("table", { name: "Sent announcements" });
const cells = (subject: string) =>
  within(screen.getByRole("rowheader", { name: subject }).closest("tr")!)
    .getAllByRole("cell")
    .map((c) => c.textContent);

afterEach(() => {
  vi.useRealTimers();
});

describe("previewText", () => {
  it.each([
    [123, 4, "This will reach 123 members (4 turned announcements off and are left out)."],
    [1, 1, "This will reach 1 member (1 turned announcements off and is left out)."],
    [1234, 0, "This will reach 1,234 members."],
  ])("%i reached, %i left out", (recipients, leftOut, text) => {
    expect(previewText(recipients, leftOut)).toBe(text);
  });
});

describe("Sent announcements", { timeout: 20_000 }, () => {
  it("lists them newest first: date, subject, audience with its group, recipients, left out and delivery in words", async () => {
    const t = renderAnnouncements({ AnnouncementPage: () => announcementsPage([atRisk, group, everyone]) });
    expect(screen.getByRole("heading", { level: 2, name: "Announcements" })).toBeInTheDocument();
    await screen.findByRole("rowheader", { name: "We miss you" });
    expect(
      within(table())
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Date", "Subject", "Audience", "Recipients", "Left out", "Delivery"]);
    expect(cells("Week 3 starts Monday").slice(1)).toEqual([
      "Everyone active",
      "123",
      "4",
      "120 sent / 2 pending / 1 failed",
    ]);
    expect(cells("Your group meets Sunday").slice(1)).toEqual([
      "One group: January 2027 Group",
      "12",
      "0",
      "12 sent / 0 pending / 0 failed",
    ]);
    expect(cells("We miss you").slice(1)).toEqual(["At risk in April 2027 Group", "3", "1", "Queuing…"]);
    const date = within(screen.getByRole("rowheader", { name: "Week 3 starts Monday" }).closest("tr")!).getAllByRole(
      "cell",
    )[0];
    expect(date.querySelector("time")).toHaveAttribute("dateTime", "2026-11-23T15:00:00Z");
    expect(screen.getByText("3 announcements sent")).toBeInTheDocument();
    expect(t.named("AnnouncementPage")[0].variables).toEqual({ first: ANNOUNCEMENTS_PAGE_SIZE, after: null });
    expect(t.named("AnnouncementPage")[0].auth).toBe("admin");
    expect(await axeViolations()).toEqual([]);
  });

  it("says when none were sent yet", async () => {
    renderAnnouncements({ AnnouncementPage: () => announcementsPage([]) });
    expect(await screen.findByText("No announcements yet.")).toBeInTheDocument();
    expect(screen.getByText("0 announcements sent")).toBeInTheDocument();
  });

  it("pages with Previous and Next, sending the page's end cursor", async () => {
    const t = renderAnnouncements({
      AnnouncementPage: (v) =>
        v.after
          ? announcementsPage([everyone], { totalCount: 21 })
          : announcementsPage([group], { totalCount: 21, hasNextPage: true, endCursor: "cursor-2" }),
    });
    await screen.findByRole("rowheader", { name: "Your group meets Sunday" });
    const pager = screen.getByRole("navigation", { name: "Sent announcements pages" });
    await t.user.click(within(pager).getByRole("button", { name: "Next page" }));
    await screen.findByRole("rowheader", { name: "Week 3 starts Monday" });
    expect(t.named("AnnouncementPage").at(-1)!.variables).toEqual({
      first: ANNOUNCEMENTS_PAGE_SIZE,
      after: "cursor-2",
    });
  });

  it("asks again while an announcement is queuing, and stops once every mail is queued", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let queued = false;
    const t = renderAnnouncements({
      AnnouncementPage: () =>
        announcementsPage([queued ? { ...atRisk, queuedAt: "2026-11-23T15:01:00Z", pending: 3 } : atRisk]),
    });
    await screen.findByText("Queuing…");
    const asked = t.named("AnnouncementPage").length;
    queued = true;
    await act(async () => vi.advanceTimersByTime(QUEUING_REFRESH_MS));
    await waitFor(() => expect(cells("We miss you")[4]).toBe("0 sent / 3 pending / 0 failed"));
    expect(t.named("AnnouncementPage").length).toBe(asked + 1);
    await act(async () => vi.advanceTimersByTime(QUEUING_REFRESH_MS * 2));
    expect(t.named("AnnouncementPage").length).toBe(asked + 1);
  });

  it("a failed load says so in words and tries again", async () => {
    let fail = true;
    const t = renderAnnouncements({
      AnnouncementPage: () => (fail ? new TypeError("Failed to fetch") : announcementsPage([everyone])),
    });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Sent announcements could not be loaded. We could not reach the server. Check your connection and try again.",
    );
    fail = false;
    await t.user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("rowheader", { name: "Week 3 starts Monday" })).toBeInTheDocument();
  });
});
