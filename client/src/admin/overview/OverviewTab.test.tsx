import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { setAdminToken } from "../../auth/storage";
import { testToken } from "../../auth/testTokens";
import { axeViolations } from "../../test/axe";
import { inLanguage } from "../../test/locale";
import { gqlError, networkFailure, renderAdmin, type Handler } from "../shell/testing";
import { formatMoney } from "./format";

const overview = {
  __typename: "AdminOverview",
  totalGroups: 12,
  totalUsers: 50000,
  messagesSent: 1234,
  messagesHidden: 3,
  donationsTotal: "1234.5",
  waitingCount: 31,
  membersPerGroup: [
    { __typename: "GroupMemberCount", groupId: "1", groupName: "January 2027 Group", memberCount: 40, maxMembers: 50 },
    { __typename: "GroupMemberCount", groupId: "2", groupName: "April 2027 Group", memberCount: 0, maxMembers: 50 },
  ],
  milestoneCompletion: [
    { __typename: "MilestoneCompletion", milestoneId: 1, name: "The Law", completed: 3, tracked: 4 },
    { __typename: "MilestoneCompletion", milestoneId: 2, name: "The History", completed: 0, tracked: 0 },
  ],
};

function setup(answer: Handler) {
  setAdminToken(testToken("admin"));
  return renderAdmin("/admin/overview", { AdminOverview: answer });
}

describe("formatMoney", () => {
  it.each([
    ["1234.50", "$1,234.50"],
    ["1234.5", "$1,234.50"],
    ["0", "$0.00"],
    ["25.00", "$25.00"],
    ["1234567890123.99", "$1,234,567,890,123.99"],
    ["-3.1", "-$3.10"],
    ["n/a", "n/a"],
  ])("%s is %s", (money, text) => {
    expect(formatMoney(money)).toBe(text);
  });
});

describe("OverviewTab", () => {
  it("says it is loading, then shows the four counters and both charts in text", async () => {
    let answer!: (value: unknown) => void;
    setup(() => new Promise((resolve) => (answer = resolve)).then(() => ({ data: { adminOverview: overview } })));
    expect(screen.getByRole("status")).toHaveTextContent("Loading the overview…");
    answer(null);

    expect(await screen.findByText("Total Groups")).toBeInTheDocument();
    const values = Object.fromEntries(
      screen.getAllByRole("term").map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    );
    expect(values).toEqual({
      "Total Groups": "12",
      "Total Users": "50,000",
      "Messages Sent": "1,234",
      Donations: "$1,234.50",
      "Waiting List": "31",
    });
    // each counter says what it counts: the Messages tab's count (hidden ones included), the
    // Donations tab's completed sum
    const note = (term: string) =>
      screen.getAllByRole("term").find((dt) => dt.textContent === term)?.parentElement?.querySelector(".admin-counter-note")?.textContent;
    expect(note("Messages Sent")).toBe("Every message on the boards, 3 hidden by reports included");
    expect(note("Donations")).toBe("Completed gifts only; pending and failed are not counted");

    const groups = screen.getByRole("figure", { name: "Members per group" });
    const groupRows = within(groups).getAllByRole("listitem").map((li) => li.textContent);
    expect(groupRows).toEqual(["January 2027 Group40 of 50 members", "April 2027 Group0 of 50 members"]);

    const milestones = screen.getByRole("figure", { name: "Completion per milestone" });
    // the eight milestones are all shown, never cut off inside a scroll box
    expect(within(milestones).queryByRole("region")).not.toBeInTheDocument();
    expect(milestones.querySelector(".admin-chart-scroll")).toBeNull();
    expect(within(milestones).getByText("The Law")).toBeInTheDocument();
    expect(within(milestones).getByText("3 of 4 completed (75%)")).toBeInTheDocument();
    expect(within(milestones).getByText("No progress saved yet")).toBeInTheDocument();
    // the bars are pictures of the numbers beside them
    const fills = groups.querySelectorAll<HTMLElement>(".admin-chart-fill");
    expect(Array.from(fills).map((f) => f.style.width)).toEqual(["80%", "0%"]);
    expect(fills[0].closest("[aria-hidden='true']")).not.toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it("says when there are no groups or milestones yet", async () => {
    setup(() => ({ data: { adminOverview: { ...overview, membersPerGroup: [], milestoneCompletion: [] } } }));
    expect(await screen.findByText("No groups yet.")).toBeInTheDocument();
    expect(screen.getByText("No milestones yet.")).toBeInTheDocument();
  });

  it("says what went wrong when the server cannot answer, never the browser's words, and can try again", async () => {
    let fail = true;
    const { user } = setup(() => (fail ? networkFailure() : { data: { adminOverview: overview } }));
    expect(await screen.findByRole("alert")).toHaveTextContent("We could not reach the server. Check your connection and try again.");
    expect(screen.queryByText(/Failed to fetch/)).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("$1,234.50")).toBeInTheDocument();
    expect(localStorage.getItem("adminToken")).not.toBeNull();
  });

  it("shows the server's words for a failure that is not about the session", async () => {
    setup(() => gqlError("The database is busy. Please try again in a moment.", "unavailable"));
    expect(await screen.findByRole("alert")).toHaveTextContent("The database is busy. Please try again in a moment.");
    expect(localStorage.getItem("adminToken")).not.toBeNull();
  });

  it("says how to set up giving and mail when they are not, with the webhook address", async () => {
    setAdminToken(testToken("admin"));
    renderAdmin("/admin/overview", {
      AdminOverview: () => ({ data: { adminOverview: overview } }),
      AdminSetup: () => ({ data: { donationSettings: { __typename: "DonationSettings", enabled: false }, adminMailConfigured: false } }),
    });
    const notes = await screen.findByRole("region", { name: "Finish setting up" });
    expect(notes).toHaveTextContent("Online giving is not set up");
    expect(notes).toHaveTextContent("STRIPE_SECRET_KEY");
    expect(notes).toHaveTextContent(`${window.location.origin}/api/stripe/webhook`);
    expect(notes).toHaveTextContent("Mail is not set up");
    expect(notes).toHaveTextContent("SMTP_URL");
    await screen.findByText("$1,234.50");
    expect(await axeViolations()).toEqual([]);
  });

  it("says nothing about setup when giving and mail are set up", async () => {
    setAdminToken(testToken("admin"));
    renderAdmin("/admin/overview", {
      AdminOverview: () => ({ data: { adminOverview: overview } }),
      AdminSetup: () => ({ data: { donationSettings: { __typename: "DonationSettings", enabled: true }, adminMailConfigured: true } }),
    });
    await screen.findByText("$1,234.50");
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole("region", { name: "Finish setting up" })).not.toBeInTheDocument();
  });

  it("only mentions what is missing", async () => {
    setAdminToken(testToken("admin"));
    renderAdmin("/admin/overview", {
      AdminOverview: () => ({ data: { adminOverview: overview } }),
      AdminSetup: () => ({ data: { donationSettings: { __typename: "DonationSettings", enabled: true }, adminMailConfigured: false } }),
    });
    const notes = await screen.findByRole("region", { name: "Finish setting up" });
    expect(notes).toHaveTextContent("Mail is not set up");
    expect(notes).not.toHaveTextContent("Online giving");
  });
});

describe("Yesterday's daily rhythm", () => {
  const rhythm = {
    __typename: "DailyRhythmYesterday",
    checkIns: { __typename: "CheckInCounts", read: 1204, missed: 37 },
    reminders: { __typename: "ReminderDeliveries", queued: 1300, sent: 1290, failed: 10 },
  };

  it("shows check-ins read and missed, and reminders queued, sent and failed, each named in words", async () => {
    setAdminToken(testToken("admin"));
    const { named } = renderAdmin("/admin/overview", {
      AdminOverview: () => ({ data: { adminOverview: overview } }),
      AdminRhythmYesterday: () => ({ data: { adminRhythmYesterday: rhythm } }),
    });
    const section = await screen.findByRole("region", { name: "Yesterday's daily rhythm" });
    await within(section).findByText("1,204");
    const figures = Object.fromEntries(
      within(section).getAllByRole("term").map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    );
    expect(figures).toEqual({
      "Check-ins read": "1,204",
      "Check-ins missed": "37",
      "Reminders queued": "1,300",
      "Reminders sent": "1,290",
      "Reminders failed": "10",
    });
    expect(named("AdminRhythmYesterday")[0].authorization).toMatch(/^Bearer /);
    expect(await axeViolations()).toEqual([]);
  });

  it("says so when yesterday's figures cannot be loaded, leaves the rest of the Overview, and tries again", async () => {
    setAdminToken(testToken("admin"));
    let fail = true;
    const { user } = renderAdmin("/admin/overview", {
      AdminOverview: () => ({ data: { adminOverview: overview } }),
      AdminRhythmYesterday: () => (fail ? networkFailure() : { data: { adminRhythmYesterday: rhythm } }),
    });
    const section = await screen.findByRole("region", { name: "Yesterday's daily rhythm" });
    expect(
      await within(section).findByText(
        "Yesterday's figures could not be loaded. We could not reach the server. Check your connection and try again.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText("$1,234.50")).toBeInTheDocument();
    // the Overview's own failure is the one announced
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    fail = false;
    await user.click(within(section).getByRole("button", { name: "Load yesterday's figures again" }));
    expect(await within(section).findByText("1,290")).toBeInTheDocument();
  });
});

describe("OverviewTab in Spanish", () => {
  it("names the counters, charts, milestones and setup notes in Spanish, with Spanish numbers and money", async () => {
    inLanguage("es");
    setAdminToken(testToken("admin"));
    renderAdmin("/admin/overview", {
      AdminOverview: () => ({ data: { adminOverview: overview } }),
      AdminSetup: () => ({ data: { donationSettings: { __typename: "DonationSettings", enabled: false }, adminMailConfigured: false } }),
      AdminRhythmYesterday: () => ({
        data: {
          adminRhythmYesterday: {
            __typename: "DailyRhythmYesterday",
            checkIns: { __typename: "CheckInCounts", read: 1204, missed: 1 },
            reminders: { __typename: "ReminderDeliveries", queued: 0, sent: 0, failed: 0 },
          },
        },
      }),
    });
    expect(await screen.findByText("Total de grupos")).toBeInTheDocument();
    const tab = screen.getByRole("region", { name: "Resumen" });
    const values = Object.fromEntries(within(tab).getAllByRole("term").map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));
    expect(values).toMatchObject({ "Total de usuarios": "50.000", "Mensajes enviados": "1234", Donativos: "1234,50\u00a0US$", "Lista de espera": "31" });
    expect(within(tab).getByText("Todos los mensajes de los tableros, incluidos 3 ocultos por denuncias")).toBeInTheDocument();
    const milestones = within(tab).getByRole("figure", { name: "Avance por hito" });
    expect(within(milestones).getByText("La Ley")).toBeInTheDocument();
    expect(within(milestones).getByText("3 de 4 lo completaron (75 %)")).toBeInTheDocument();
    expect(within(tab).getByRole("figure", { name: "Miembros por grupo" })).toHaveTextContent("40 de 50 miembros");
    const notes = within(tab).getByRole("region", { name: "Termine la configuración" });
    expect(notes).toHaveTextContent("Las donaciones en línea no están configuradas");
    expect(notes).toHaveTextContent(`${window.location.origin}/api/stripe/webhook`);
    expect(within(notes).getByText("SMTP_FROM").tagName).toBe("CODE");
    const rhythm = await within(tab).findByRole("region", { name: "El ritmo diario de ayer" });
    expect(await within(rhythm).findByText("Lecturas registradas")).toBeInTheDocument();
    for (const english of ["Overview", "Total Groups", "The Law", "Members per group", "Finish setting up", "Check-ins read"]) {
      expect(within(tab).queryByText(english)).not.toBeInTheDocument();
    }
  });
});
