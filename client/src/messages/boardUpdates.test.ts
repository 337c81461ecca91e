import { describe, expect, it } from "vitest";
import { board, message } from "../board/testing";
import { addMessage, appendPage, markAllRead, mergeFirstPage, newestTime, removeMessage } from "./boardUpdates";

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
});
