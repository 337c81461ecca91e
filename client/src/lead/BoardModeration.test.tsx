import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { gqlErrors } from "../admin/shared/testing";
import type { LeadMessageFragment } from "../gql/graphql";
import { axeViolations } from "../test/axe";
import { leadMessage, messagesAnswer, renderLeadPage } from "./testing";
import { translate } from "../i18n";
import { hideQuestion } from "./texts";

const team = leadMessage({
  id: "40",
  source: "ADMIN",
  type: "REMINDER",
  title: "Week 3 reading",
  content: "Genesis 12 to 20 this week.",
  authorName: "Ada Admin",
  createdAt: "2027-01-04T09:00:00Z",
});
const reported = leadMessage({ id: "42", authorName: "Sam Zero", content: "Buy my course!", openReportCount: 3, hidden: true });

/** /lead on its Board tab, answering LeadMessages with `board` unless a handler says otherwise. */
async function openBoard(handlers: Parameters<typeof renderLeadPage>[0] = {}, board: LeadMessageFragment[] = [leadMessage(), team]) {
  const t = renderLeadPage({ LeadMessages: () => messagesAnswer(board), ...handlers });
  await t.user.click(await screen.findByRole("tab", { name: "Board" }));
  return t;
}

const list = () => screen.getByRole("list", { name: "Messages on January 2027 Group's board, newest first" });
const article = (author: string) => within(list()).getByRole("article", { name: author });
/** The board's notice (the post form above it has its own). */
const notice = () => screen.getAllByRole("status").find((s) => !s.closest("form"))!;

describe("BoardModeration", { timeout: 20_000 }, () => {
  it("lists the board with author, type, time and state; Hide only on a member's shown message", async () => {
    const t = await openBoard({}, [leadMessage(), reported, team]);
    await screen.findByRole("list", { name: /board, newest first/ });
    expect(screen.getByRole("heading", { level: 2, name: "Board" })).toBeInTheDocument();
    expect(within(list()).getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(["Barak Member", "Sam Zero", "Ada Admin"]);

    const barak = article("Barak Member");
    expect(barak).toHaveTextContent("Encouragement ·");
    expect(within(barak).getByText("Keep going, friends!")).toBeInTheDocument();
    expect(within(barak).getByRole("button", { name: "Hide Barak Member's message" })).toBeInTheDocument();
    expect(within(barak).queryByRole("button", { name: /Show again/ })).not.toBeInTheDocument();

    const sam = article("Sam Zero");
    expect(sam).toHaveTextContent("Hidden from the board");
    expect(sam).toHaveTextContent("3 open reports");
    expect(within(sam).queryByRole("button", { name: /^Hide/ })).not.toBeInTheDocument();
    expect(within(sam).getByRole("button", { name: "Show again (dismiss reports) on Sam Zero's message" })).toBeInTheDocument();

    const ada = article("Ada Admin");
    expect(ada).toHaveTextContent("Programme team");
    expect(ada).toHaveTextContent("Reminder ·");
    expect(ada).toHaveTextContent("Week 3 reading");
    expect(within(ada).queryByRole("button")).not.toBeInTheDocument();

    expect(screen.getByText("3 messages")).toHaveAttribute("role", "status");
    expect(t.named("LeadMessages")[0].variables).toEqual({ groupId: "7", first: 50 });
    expect(t.named("LeadMessages")[0].auth).toBeUndefined(); // the member's own token
    expect(await axeViolations()).toEqual([]);
  });

  it("Reported only sends reported: true and says when nothing is reported", async () => {
    const t = await openBoard({ LeadMessages: (v) => messagesAnswer(v.reported ? [] : [leadMessage()]) });
    await screen.findByRole("article", { name: "Barak Member" });
    await t.user.click(screen.getByRole("checkbox", { name: "Reported only" }));
    await waitFor(() => expect(t.named("LeadMessages").at(-1)!.variables).toEqual({ groupId: "7", reported: true, first: 50 }));
    expect(await screen.findByText("No message on January 2027 Group's board has open reports.")).toHaveAttribute("role", "status");
    expect(screen.queryByRole("list", { name: /board/ })).not.toBeInTheDocument();
  });

  it("hides a member's message after the confirmation; Cancel sends nothing", async () => {
    const t = await openBoard({
      LeadHideMessage: (v) => ({ data: { leaderHideMessage: leadMessage({ id: v.messageId as string, hidden: true, openReportCount: 1 }) } }),
    });
    const hide = await screen.findByRole("button", { name: "Hide Barak Member's message" });
    await t.user.click(hide);
    let dialog = screen.getByRole("dialog", { name: "Hide message" });
    expect(dialog).toHaveAccessibleDescription(hideQuestion("Barak Member", translate));
    expect(hideQuestion("Barak Member", translate)).toBe(
      "Hide Barak Member's message? It leaves the board now; the programme's admins are told and decide.",
    );
    expect(within(dialog).getByText("Keep going, friends!")).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await t.user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(t.named("LeadHideMessage")).toEqual([]);
    expect(hide).toHaveFocus();

    await t.user.click(hide);
    dialog = screen.getByRole("dialog", { name: "Hide message" });
    await t.user.click(within(dialog).getByRole("button", { name: "Hide" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(t.named("LeadHideMessage")).toEqual([{ operationName: "LeadHideMessage", variables: { messageId: "41" }, auth: undefined }]);
    const barak = article("Barak Member");
    expect(barak).toHaveTextContent("Hidden from the board");
    expect(barak).toHaveTextContent("1 open report");
    expect(within(barak).queryByRole("button", { name: /^Hide/ })).not.toBeInTheDocument();
    expect(within(barak).getByRole("button", { name: /^Show again \(dismiss reports\)/ })).toBeInTheDocument();
    expect(notice()).toHaveTextContent("Barak Member's message is hidden from the board. The programme's admins are told.");
    await waitFor(() => expect(barak).toHaveFocus());
  });

  it("keeps a refusal in the dialog", async () => {
    const t = await openBoard({
      LeadHideMessage: () => gqlErrors({ message: "Only the group's leaders can moderate its board.", code: "forbidden" }),
    });
    await t.user.click(await screen.findByRole("button", { name: "Hide Barak Member's message" }));
    const dialog = screen.getByRole("dialog", { name: "Hide message" });
    await t.user.click(within(dialog).getByRole("button", { name: "Hide" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Only the group's leaders can moderate its board.");
    expect(article("Barak Member")).not.toHaveTextContent("Hidden from the board");
  });

  it("dismisses the reports: the message shows again, and leaves the reported-only list", async () => {
    const t = await openBoard({
      LeadMessages: () => messagesAnswer([reported]),
      LeadDismissReports: (v) => ({
        data: { leaderDismissMessageReports: { ...reported, id: v.messageId as string, hidden: false, openReportCount: 0 } },
      }),
    });
    await t.user.click(await screen.findByRole("button", { name: "Show again (dismiss reports) on Sam Zero's message" }));
    await waitFor(() => expect(article("Sam Zero")).not.toHaveTextContent("Hidden from the board"));
    expect(t.named("LeadDismissReports").map((c) => c.variables)).toEqual([{ messageId: "42" }]);
    expect(article("Sam Zero")).not.toHaveTextContent("open report");
    expect(within(article("Sam Zero")).queryByRole("button", { name: /Show again/ })).not.toBeInTheDocument();
    expect(notice()).toHaveTextContent("Reports dismissed. Sam Zero's message shows on the board.");
    await waitFor(() => expect(article("Sam Zero")).toHaveFocus());

  });

  it("in the reported-only list a dismissed message leaves at once, and the focus goes to the heading", async () => {
    const t = await openBoard({
      LeadMessages: () => messagesAnswer([reported]),
      LeadDismissReports: (v) => ({
        data: { leaderDismissMessageReports: { ...reported, id: v.messageId as string, hidden: false, openReportCount: 0 } },
      }),
    });
    await t.user.click(await screen.findByRole("checkbox", { name: "Reported only" }));
    await waitFor(() => expect(t.named("LeadMessages").at(-1)!.variables.reported).toBe(true));
    await t.user.click(await screen.findByRole("button", { name: /^Show again/ }));
    expect(await screen.findByText("No message on January 2027 Group's board has open reports.")).toBeInTheDocument();
    expect(screen.queryByRole("article")).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("heading", { level: 2, name: "Board" })).toHaveFocus());
  });

  it("shows a failed dismissal beside its button", async () => {
    const t = await openBoard({ LeadMessages: () => messagesAnswer([reported]), LeadDismissReports: () => new Error("offline") });
    const show = await screen.findByRole("button", { name: /^Show again/ });
    await t.user.click(show);
    const alert = await within(article("Sam Zero")).findByRole("alert");
    expect(alert).toHaveTextContent(/^The reports could not be dismissed\./);
    expect(show).toHaveAccessibleDescription(alert.textContent!);
    expect(article("Sam Zero")).toHaveTextContent("Hidden from the board");
  });

  it("Load more appends the next page and moves the focus to its first message", async () => {
    const people = (from: number, n: number) =>
      Array.from({ length: n }, (_, i) => leadMessage({ id: String(from + i), authorName: `Person ${from + i}` }));
    const t = await openBoard({
      LeadMessages: (v) =>
        v.after ? messagesAnswer(people(51, 2), { totalCount: 52 }) : messagesAnswer(people(1, 50), { totalCount: 52, hasNextPage: true, endCursor: "c50" }),
    });
    await screen.findByRole("article", { name: "Person 50" });
    expect(screen.getByText("Showing 50 of 52 messages")).toBeInTheDocument();
    await t.user.click(screen.getByRole("button", { name: "Load more" }));
    const first = await screen.findByRole("article", { name: "Person 51" });
    expect(t.named("LeadMessages").at(-1)!.variables).toEqual({ groupId: "7", first: 50, after: "c50" });
    expect(screen.getByText("52 messages")).toBeInTheDocument();
    await waitFor(() => expect(first).toHaveFocus());
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });

  it("posts an announcement as the group's leader: checked first, sent, the board read again", async () => {
    const t = await openBoard({
      LeadPostAnnouncement: (v) => {
        const input = v.input as { title: string };
        return input.title === "Taken"
          ? gqlErrors({ message: "The title is too long.", code: "BAD_USER_INPUT", field: "title" })
          : { data: { leaderPostAnnouncement: { id: "77" } } };
      },
    });
    const form = await screen.findByRole("form", { name: "Post an announcement" });
    await t.user.click(within(form).getByRole("button", { name: "Post" }));
    expect(within(form).getByRole("textbox", { name: /^Title/ })).toHaveAccessibleDescription("A title is required.");
    expect(t.named("LeadPostAnnouncement")).toHaveLength(0);

    await t.user.type(within(form).getByRole("textbox", { name: /^Title/ }), "Taken");
    await t.user.type(within(form).getByRole("textbox", { name: /^Announcement/ }), "Two chapters a day.");
    await t.user.click(within(form).getByRole("button", { name: "Post" }));
    expect(await within(form).findByText("The title is too long.")).toBeInTheDocument();

    const reads = t.named("LeadMessages").length;
    await t.user.clear(within(form).getByRole("textbox", { name: /^Title/ }));
    await t.user.type(within(form).getByRole("textbox", { name: /^Title/ }), "Week 8");
    await t.user.click(within(form).getByRole("button", { name: "Post" }));
    expect(await within(form).findByText("Your announcement is on January 2027 Group's board.")).toHaveAttribute("role", "status");
    expect(t.named("LeadPostAnnouncement").at(-1)!.variables).toEqual({
      input: { groupId: "7", title: "Week 8", content: "Two chapters a day." },
    });
    expect(within(form).getByRole("textbox", { name: /^Title/ })).toHaveValue("");
    await waitFor(() => expect(t.named("LeadMessages").length).toBeGreaterThan(reads));
    expect(await axeViolations()).toEqual([]);
  });
});
