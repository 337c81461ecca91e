import { describe, expect, it } from "vitest";
import { shellAnswers } from "./navigation";
import { appPath, DEFAULT_URL, noticeFromPush } from "./push";

const origin = "https://journey.example";

describe("noticeFromPush", () => {
  it("shows the server's title, body and tag, and keeps its url for the tap", () => {
    const notice = noticeFromPush(JSON.stringify({ title: "Hope Group", body: "3 new messages", url: "/messages?group=4", tag: "board-4" }), origin);
    expect(notice).toEqual({
      title: "Hope Group",
      options: { body: "3 new messages", tag: "board-4", icon: "/icons/icon-192.png", badge: "/icons/badge-96.png", data: { url: "/messages?group=4" } },
    });
  });

  it("a push without JSON still shows, under the app's name, and opens the dashboard", () => {
    expect(noticeFromPush("Time to read", origin)).toMatchObject({ title: "Journey 365", options: { body: "Time to read", data: { url: DEFAULT_URL } } });
    expect(noticeFromPush(null, origin)).toMatchObject({ title: "Journey 365", options: { body: "" } });
    expect(noticeFromPush(JSON.stringify({ title: "", body: 5 }), origin).title).toBe("Journey 365");
  });
});

describe("appPath", () => {
  it("only ever leads into the app", () => {
    expect(appPath("/messages?group=4#m-9", origin)).toBe("/messages?group=4#m-9");
    expect(appPath(`${origin}/dashboard`, origin)).toBe("/dashboard");
    expect(appPath("https://evil.example/phish", origin)).toBe(DEFAULT_URL);
    expect(appPath("//evil.example/x", origin)).toBe(DEFAULT_URL);
    expect(appPath("javascript:alert(1)", origin)).toBe(DEFAULT_URL);
    expect(appPath(undefined, origin)).toBe(DEFAULT_URL);
  });
});

describe("shellAnswers", () => {
  it("answers the app's screens, and leaves the server's own paths to it", () => {
    for (const path of ["/", "/login", "/dashboard", "/messages", "/admin/users", "/settings"]) expect(shellAnswers(path), path).toBe(true);
    for (const path of ["/api/auth/me", "/api", "/graphql", "/healthz", "/readyz", "/admin/playground", "/sw.js", "/manifest.webmanifest", "/api/ical/x.ics"]) {
      expect(shellAnswers(path), path).toBe(false);
    }
  });
});
