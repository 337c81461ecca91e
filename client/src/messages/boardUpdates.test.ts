import { describe, expect, it } from "vitest";
import { board, message } from "../board/testing";
import { addMessage, appendPage, markAllRead, mergeFirstPage, newestTime, removeMessage, replaceMessage } from "./boardUpdates";

const older = message({ id: "1", createdAt: "2027-01-05T10:00:00Z" });
const newer = message({ id: "2", createdAt: "2027-01-06T10:00:00Z", type: "PRAYER", unread: true });

describe("board updates", () => {
  it("adds a new message on top once, with the counts", () => {
    const b = board([older]);
    const added = addMessage(b, newer, null);
    expect(added.messages.map((m) => m.id)).toEqual(["2", "1"]);
    expect(added.totalCount).toBe(2);
    expect(added.unreadCount).toBe(1);
    expect(added.counts.find((c) => c.type === "PRAYER")).toMatchObject({ count: 1, unread: 1 });
    expect(addMessage(added, newer, null)).toBe(added);
  });

  it("counts but does not list a message of another type than the filter, or of another group", () => {
    const b = board([older]);
    const added = addMessage(b, newer, "ENCOURAGEMENT");
    expect(added.messages.map((m) => m.id)).toEqual(["1"]);
    expect(added.totalCount).toBe(2);
    expect(addMessage(b, { ...newer, groupId: "99" }, null)).toBe(b);
  });

  it("removes a listed message and its counts; an unknown id changes nothing", () => {
    const b = board([newer, older]);
    const { board: after, found } = removeMessage(b, "2");
    expect(found).toBe(true);
    expect(after.messages.map((m) => m.id)).toEqual(["1"]);
    expect(after.unreadCount).toBe(0);
    expect(removeMessage(after, "2")).toEqual({ board: after, found: false });
  });

  it("marks everything read", () => {
    const after = markAllRead(board([newer, older]), 0);
    expect(after.messages.every((m) => !m.unread)).toBe(true);
    expect(after.unreadCount).toBe(0);
    expect(after.counts.every((c) => c.unread === 0)).toBe(true);
  });

  it("appends an older page without duplicates, and keeps it through a refresh of the first page", () => {
    const m3 = message({ id: "3", createdAt: "2027-01-07T10:00:00Z" });
    const first = board([m3, newer], { pageInfo: { __typename: "PageInfo", hasNextPage: true, endCursor: "c2" } });
    const both = appendPage(first, board([newer, older]));
    expect(both.messages.map((m) => m.id)).toEqual(["3", "2", "1"]);
    expect(both.pageInfo.hasNextPage).toBe(false);

    const m4 = message({ id: "4", createdAt: "2027-01-08T10:00:00Z" });
    const fresh = board([m4, m3], { pageInfo: { __typename: "PageInfo", hasNextPage: true, endCursor: "c3" } });
    const merged = mergeFirstPage(both, fresh);
    expect(merged.messages.map((m) => m.id)).toEqual(["4", "3", "2", "1"]);
    expect(merged.pageInfo).toEqual(both.pageInfo);
    expect(newestTime(merged)).toBe(Date.parse("2027-01-08T10:00:00Z"));
  });

  describe("replaceMessage (an admin edited a message)", () => {
    const team = message({
      id: "5",
      source: "ADMIN",
      title: "Week 2",
      type: "ANNOUNCEMENT",
      priority: "NORMAL",
      content: "We meet Sunday.",
      createdAt: "2027-01-06T12:00:00Z",
      unread: true,
    });
    const b = board([team, newer, older]);
    const countOf = (x: ReturnType<typeof board>, type: string) => x.counts.find((c) => c.type === type);

    it("shows the new title, text and priority in the message's place, with the same counts", () => {
      const edited = { ...team, title: "Week 2 (moved)", content: "We meet Monday.", priority: "URGENT" as const };
      const after = replaceMessage(b, edited, null);
      expect(after.messages.map((m) => m.id)).toEqual(["5", "2", "1"]);
      expect(after.messages[0]).toMatchObject({ title: "Week 2 (moved)", content: "We meet Monday.", priority: "URGENT" });
      expect(after.counts).toEqual(b.counts);
      expect(after.totalCount).toBe(3);
      expect(after.unreadCount).toBe(2);
      expect(b.messages[0].content).toBe("We meet Sunday."); // the old board is not changed
    });

    it("keeps the unread flag the client knew, whatever the event says", () => {
      expect(replaceMessage(b, { ...team, content: "x", unread: false }, null).messages[0].unread).toBe(true);
      const read = board([{ ...team, unread: false }]);
      const after = replaceMessage(read, { ...team, content: "x", unread: true }, null);
      expect(after.messages[0].unread).toBe(false);
      expect(after.unreadCount).toBe(0);
    });

    it("moves a message whose type changed from the old type's counts to the new one's, unread with it", () => {
      const after = replaceMessage(b, { ...team, type: "REMINDER" }, null);
      expect(after.messages.map((m) => `${m.id}:${m.type}`)).toEqual(["5:REMINDER", "2:PRAYER", "1:ENCOURAGEMENT"]);
      expect(countOf(after, "ANNOUNCEMENT")).toMatchObject({ count: 0, unread: 0 });
      expect(countOf(after, "REMINDER")).toMatchObject({ count: 1, unread: 1 });
      expect(after.totalCount).toBe(3);
      expect(after.unreadCount).toBe(2);
    });

    it("drops it from a list filtered to its old type; keeps it in a list of its new type's filter", () => {
      const announcements = board([team]);
      const after = replaceMessage(announcements, { ...team, type: "REMINDER" }, "ANNOUNCEMENT");
      expect(after.messages).toEqual([]);
      expect(countOf(after, "ANNOUNCEMENT")).toMatchObject({ count: 0, unread: 0 });
      expect(countOf(after, "REMINDER")).toMatchObject({ count: 1, unread: 1 });
      // the same type under a filter: it stays
      const same = replaceMessage(announcements, { ...team, content: "New text" }, "ANNOUNCEMENT");
      expect(same.messages.map((m) => m.content)).toEqual(["New text"]);
    });

    it("leaves the board unchanged for a message it does not list", () => {
      expect(replaceMessage(b, message({ id: "99", content: "elsewhere" }), null)).toBe(b);
    });

    it("removes a message moved to another group, with its counts", () => {
      const after = replaceMessage(b, { ...team, groupId: "99" }, null);
      expect(after.messages.map((m) => m.id)).toEqual(["2", "1"]);
      expect(countOf(after, "ANNOUNCEMENT")).toMatchObject({ count: 0, unread: 0 });
      expect(after.totalCount).toBe(2);
      expect(after.unreadCount).toBe(1);
    });
  });
});
