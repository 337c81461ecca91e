import { act, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { setUserData } from "../auth/storage";
import { testToken } from "../auth/testTokens";
import { countsAt, deletedEvent, gqlError, message, type Handler } from "../board/testing";
import { networkMessage } from "../errors/classify";
import { axeViolations } from "../test/axe";
import { translate } from "../i18n";
import { REPORT_THANKS as REPORT_THANKS_MESSAGE } from "./MessagesPage";

const REPORT_THANKS = translate(REPORT_THANKS_MESSAGE);
import { renderBoardPage } from "./testing";

const VIEWER = "Boaz Viewer";
const ruth = message({ id: "1", authorName: "Ruth Member", content: "Buy cheap watches here", createdAt: "2027-01-05T10:00:00Z" });
const team = message({
  id: "2",
  source: "ADMIN",
  title: "Week 2 begins",
  authorName: "Programme Team",
  type: "ANNOUNCEMENT",
  createdAt: "2027-01-06T10:00:00Z",
});
const own = message({ id: "3", authorName: VIEWER, content: "Day 3 done", createdAt: "2027-01-07T10:00:00Z", mine: true });
const ann = message({ id: "4", type: "PRAYER", authorName: "Ann", createdAt: "2027-01-04T10:00:00Z" });

function setup(options: { admin?: string; handlers?: Record<string, Handler> } = {}) {
  setUserData({ name: VIEWER, trophies_count: 0 });
  return renderBoardPage({ messages: [own, team, ruth, ann], ...options });
}

const reportButtons = () => screen.queryAllByRole("button", { name: /^Report message from / }).map((b) => b.getAttribute("aria-label"));
const article = (name: string) => screen.getByRole("article", { name });

async function openReport(user: ReturnType<typeof setup>["user"], author = "Ruth Member") {
  await screen.findByRole("list", { name: "Messages, newest first" });
  const opener = screen.getByRole("button", { name: `Report message from ${author}` });
  await user.click(opener);
  const dialog = screen.getByRole("dialog", { name: `Report message from ${author}` });
  return { opener, dialog, reason: within(dialog).getByRole("textbox", { name: "Reason (optional)" }) };
}

describe("reporting a message", () => {
  it("offers Report on other members' messages only: not one's own, not the programme team's", async () => {
    setup();
    await screen.findByRole("list", { name: "Messages, newest first" });
    expect(reportButtons()).toEqual(["Report message from Ruth Member", "Report message from Ann"]);
    expect(within(article("Message from Boaz Viewer")).queryByRole("button")).not.toBeInTheDocument();
    expect(within(article("Week 2 begins")).queryByRole("button")).not.toBeInTheDocument();
    // the visible word is the start of the accessible name
    expect(within(article("Message from Ruth Member")).getByRole("button", { name: "Report message from Ruth Member" })).toHaveTextContent(
      /^Report/,
    );
  });

  it("offers no Report button to an admin viewer (admins delete instead)", async () => {
    setup({ admin: testToken("admin") });
    await screen.findByRole("list", { name: "Messages, newest first" });
    expect(reportButtons()).toEqual([]);
    expect(screen.getAllByRole("button", { name: "Delete message" })).toHaveLength(4);
  });

  it("sends the reason, then says thank you, shows 'Reported' and puts the focus in the button's place", async () => {
    const { user, named } = setup({ handlers: { ReportMessage: (v) => ({ data: { reportMessage: v.messageId as string } }) } });
    const { dialog, reason } = await openReport(user);
    expect(reason).toHaveFocus();
    expect(within(dialog).getByText("0 of 500 characters.")).toBeInTheDocument();
    expect(within(dialog).getByText(/Other members never see it/)).toBeInTheDocument();
    await user.type(reason, "  Advertising, not encouragement ");
    expect(within(dialog).getByText("30 of 500 characters.")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Report" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(named("ReportMessage")).toHaveLength(1);
    expect(named("ReportMessage")[0].variables).toEqual({ messageId: "1", reason: "Advertising, not encouragement" });
    expect(named("ReportMessage")[0].auth).toBeUndefined(); // the member's own token
    expect(screen.getByText(REPORT_THANKS)).toBeInTheDocument();
    const reported = within(article("Message from Ruth Member")).getByText("Reported");
    expect(within(article("Message from Ruth Member")).queryByRole("button")).not.toBeInTheDocument();
    await waitFor(() => expect(reported).toHaveFocus());
    expect(reportButtons()).toEqual(["Report message from Ann"]);
  });

  it("sends no reason when none is given", async () => {
    const { user, named } = setup({ handlers: { ReportMessage: () => ({ data: { reportMessage: "4" } }) } });
    const { dialog } = await openReport(user, "Ann");
    await user.click(within(dialog).getByRole("button", { name: "Report" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(named("ReportMessage")[0].variables).toEqual({ messageId: "4", reason: null });
  });

  it("shows the server's refusal in the dialog (already reported), and the dialog stays", async () => {
    const { user } = setup({
      handlers: { ReportMessage: () => gqlError("You have already reported this message.", "conflict") },
    });
    const { dialog } = await openReport(user);
    await user.click(within(dialog).getByRole("button", { name: "Report" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("You have already reported this message.");
    expect(screen.getByRole("dialog")).toHaveAccessibleDescription(/You have already reported this message\./);
    expect(screen.queryByText(REPORT_THANKS)).not.toBeInTheDocument();
    expect(within(article("Message from Ruth Member")).queryByText("Reported")).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("shows the server's words when it refuses (an own message the board did not mark) and for a message gone", async () => {
    let answer = gqlError("You cannot report your own message.", "invalid");
    const { user, named } = setup({ handlers: { ReportMessage: () => answer } });
    const { dialog } = await openReport(user);
    await user.click(within(dialog).getByRole("button", { name: "Report" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("You cannot report your own message.");

    answer = gqlError("This message is not on your group's board (it may have been removed).", "not_found");
    const boards = named("Board").length;
    await user.click(within(dialog).getByRole("button", { name: "Report" }));
    await waitFor(() => expect(within(dialog).getByRole("alert")).toHaveTextContent("This message is not on your group's board"));
    await waitFor(() => expect(named("Board").length).toBeGreaterThan(boards)); // the list catches up
  });

  it("shows a refusal about the reason beside the reason field", async () => {
    const { user } = setup({
      handlers: {
        ReportMessage: () => ({
          data: null,
          errors: [{ message: "A reason can be at most 500 characters (this one has 501).", extensions: { code: "invalid", field: "reason" } }],
        }),
      },
    });
    const { dialog, reason } = await openReport(user);
    await user.type(reason, "Spam");
    await user.click(within(dialog).getByRole("button", { name: "Report" }));
    await waitFor(() => expect(reason).toHaveAttribute("aria-invalid", "true"));
    expect(reason).toHaveAccessibleDescription(/A reason can be at most 500 characters \(this one has 501\)\./);
    expect(within(dialog).queryByRole("alert")).not.toBeInTheDocument();
  });

  it("refuses a reason over 500 characters before sending it", async () => {
    const { user, named } = setup({ handlers: { ReportMessage: () => ({ data: { reportMessage: "1" } }) } });
    const { dialog, reason } = await openReport(user);
    await user.click(reason);
    await user.paste("x".repeat(501));
    expect(within(dialog).getByText("501 of 500 characters.")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Report" }));
    expect(await within(dialog).findByText("A reason can be at most 500 characters (this one has 501).")).toBeInTheDocument();
    expect(reason).toHaveAttribute("aria-invalid", "true");
    expect(reason).toHaveFocus();
    expect(named("ReportMessage")).toHaveLength(0);
  });

  it("says to check the connection when the server cannot be reached (never the browser's words)", async () => {
    const { user } = setup({ handlers: { ReportMessage: () => new TypeError("Failed to fetch") } });
    const { dialog } = await openReport(user);
    await user.click(within(dialog).getByRole("button", { name: "Report" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(networkMessage());
    expect(dialog).not.toHaveTextContent("Failed to fetch");
  });

  it("Cancel and Escape close the dialog without sending, and the focus goes back to the Report button", async () => {
    const { user, named } = setup();
    const first = await openReport(user);
    await user.click(within(first.dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() => expect(first.opener).toHaveFocus());

    // the keyboard alone: Enter opens, Tab stays inside, Escape closes
    await user.keyboard("{Enter}");
    const dialog = screen.getByRole("dialog", { name: "Report message from Ruth Member" });
    const reason = within(dialog).getByRole("textbox", { name: "Reason (optional)" });
    expect(reason).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole("button", { name: "Report" })).toHaveFocus();
    await user.tab();
    expect(reason).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() => expect(first.opener).toHaveFocus());
    expect(named("ReportMessage")).toHaveLength(0);
  });

  it("drops a message hidden after reports (DELETED) while the board is open", async () => {
    const { stream } = setup();
    await screen.findByRole("list", { name: "Messages, newest first" });
    await waitFor(() => expect(stream.subscribers).toBe(1));
    act(() => stream.next(deletedEvent("1", countsAt(2, [team, own, ann]))));
    await waitFor(() => expect(screen.queryByRole("article", { name: "Message from Ruth Member" })).not.toBeInTheDocument());
    expect(reportButtons()).toEqual(["Report message from Ann"]);
  });

  it("has no axe violations on the board with Report buttons, in the dialog, and after a report", async () => {
    const { user } = setup({ handlers: { ReportMessage: () => ({ data: { reportMessage: "1" } }) } });
    await screen.findByRole("list", { name: "Messages, newest first" });
    expect(await axeViolations()).toEqual([]);
    const { dialog } = await openReport(user);
    expect(await axeViolations()).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Report" }));
    await waitFor(() => expect(screen.getByText(REPORT_THANKS)).toBeInTheDocument());
    expect(await axeViolations()).toEqual([]);
  });
});
