import { describe, expect, it } from "vitest";
import { board, countsAt, deletedEvent, editedEvent, message, newEvent } from "../board/testing";
import type { MessageType } from "../gql/graphql";
import {
  addMessage,
  appendPage,
  applyEvent,
  markAllRead,
  mergeFirstPage,
  newestTime,
  removeMessage,
  replaceMessage,
} from "./boardUpdates";

const older = message({ id: "1", createdAt: "2027-01-05T10:00:00Z" });
const newer = message({ id: "2", createdAt: "2027-01-06T10:00:00Z", type: "PRAYER", unread: true });

describe("board updates", () => {
  it("applies a NEW event: its message on top once, its counts as they are", () => {
    const b = board([older]);
    const event = newEvent(newer, { version: 2, totalCount: 9, unreadCount: 4, counts: board([newer, older]).counts });
    const added = applyEvent(b, event, null);
    expect(added.messages.map((m) => m.id)).toEqual(["2", "1"]);
    expect(added).toMatchObject({ version: 2, totalCount: 9, unreadCount: 4 });
    expect(added.counts.find((c) => c.type === "PRAYER")).toMatchObject({ count: 1, unread: 1 });
    // the same version again (a late or repeated event): the very same board
    expect(applyEvent(added, event, null)).toBe(added);
  });

  it("drops an event at or below the version the board was read at", () => {
    const b = board([older], { version: 5 });
    expect(applyEvent(b, newEvent(newer, countsAt(5, [newer, older])), null)).toBe(b);
    expect(applyEvent(b, newEvent(newer, countsAt(4, [newer, older])), null)).toBe(b);
    expect(applyEvent(b, newEvent(newer, countsAt(6, [newer, older])), null).messages).toHaveLength(2);
  });

  it("takes the counts but does not list a message of another type than the filter; ignores another group", () => {
    const b = board([older]);
    const added = applyEvent(b, newEvent(newer, countsAt(2, [newer, older])), "ENCOURAGEMENT");
    expect(added.messages.map((m) => m.id)).toEqual(["1"]);
    expect(added.totalCount).toBe(2);
    expect(applyEvent(b, newEvent({ ...newer, groupId: "99" }, { ...countsAt(2, []) }), null)).toBe(b);
    expect(addMessage(b, newer, "ENCOURAGEMENT")).toBe(b);
  });

  it("applies a DELETED event: the message unlisted, the counts the event's; an unknown id only takes the counts", () => {
    const b = board([newer, older]);
    const after = applyEvent(b, deletedEvent("2", countsAt(2, [older])), null);
    expect(after.messages.map((m) => m.id)).toEqual(["1"]);
    expect(after.unreadCount).toBe(0);
    const unknown = applyEvent(after, deletedEvent("2", { ...countsAt(3, [older]), totalCount: 0 }), null);
    expect(unknown.messages).toBe(after.messages);
    expect(unknown.totalCount).toBe(0);
    expect(removeMessage(after, "2")).toBe(after);
  });

  it("lists a posted message without touching the counts (its event brings them)", () => {
    const b = board([older]);
    const posted = addMessage(b, newer, null);
    expect(posted.messages.map((m) => m.id)).toEqual(["2", "1"]);
    expect(posted.counts).toBe(b.counts);
    expect(posted.totalCount).toBe(1);
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

  describe("an EDITED event (an admin edited a message)", () => {
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
    const edit = (m: typeof team, filter: MessageType | null = null, on = b) =>
      applyEvent(on, editedEvent(m, countsAt(on.version + 1, [m, newer, older])), filter);

    it("shows the new title, text and priority in the message's place", () => {
      const edited = { ...team, title: "Week 2 (moved)", content: "We meet Monday.", priority: "URGENT" as const };
      const after = edit(edited);
      expect(after.messages.map((m) => m.id)).toEqual(["5", "2", "1"]);
      expect(after.messages[0]).toMatchObject({ title: "Week 2 (moved)", content: "We meet Monday.", priority: "URGENT" });
      expect(after.totalCount).toBe(3);
      expect(after.unreadCount).toBe(2);
      expect(b.messages[0].content).toBe("We meet Sunday."); // the old board is not changed
    });

    it("keeps the unread flag the client knew, whatever the event says", () => {
      expect(edit({ ...team, content: "x", unread: false }).messages[0].unread).toBe(true);
      const read = board([{ ...team, unread: false }]);
      expect(replaceMessage(read, { ...team, content: "x", unread: true }, null).messages[0].unread).toBe(false);
    });

    it("shows a new type with the counts the event carries", () => {
      const after = edit({ ...team, type: "REMINDER" });
      expect(after.messages.map((m) => `${m.id}:${m.type}`)).toEqual(["5:REMINDER", "2:PRAYER", "1:ENCOURAGEMENT"]);
      expect(countOf(after, "ANNOUNCEMENT")).toMatchObject({ count: 0, unread: 0 });
      expect(countOf(after, "REMINDER")).toMatchObject({ count: 1, unread: 1 });
    });

    it("drops it from a list filtered to its old type; keeps it in a list of its new type's filter", () => {
      const announcements = board([team]);
      expect(replaceMessage(announcements, { ...team, type: "REMINDER" }, "ANNOUNCEMENT").messages).toEqual([]);
      const same = replaceMessage(announcements, { ...team, content: "New text" }, "ANNOUNCEMENT");
      expect(same.messages.map((m) => m.content)).toEqual(["New text"]);
    });

    it("leaves the list unchanged for a message it does not list", () => {
      expect(replaceMessage(b, message({ id: "99", content: "elsewhere" }), null)).toBe(b);
    });

    it("removes a message moved to another group", () => {
      expect(replaceMessage(b, { ...team, groupId: "99" }, null).messages.map((m) => m.id)).toEqual(["2", "1"]);
    });
  });
});
