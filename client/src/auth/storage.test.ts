import { describe, expect, it, vi } from "vitest";
import {
  getAdminToken,
  getMessageBoardLastRead,
  getSavedCredentials,
  getUserData,
  getUserToken,
  logout,
  rememberCredential,
  setAdminToken,
  setMessageBoardLastRead,
  setUserSession,
  STORAGE_KEYS,
  subscribeToStorage,
} from "./storage";

describe("storage keys", () => {
  it("uses the spec's key names", () => {
    expect(Object.values(STORAGE_KEYS)).toEqual([
      "userToken",
      "userData",
      "adminToken",
      "messageBoardLastRead",
      "savedCredentials",
    ]);
  });
});

describe("member session", () => {
  it("stores the token and {name, trophies_count}", () => {
    setUserSession("tok", { name: "Lydia of Thyatira", trophies_count: 1 });
    expect(localStorage.getItem("userToken")).toBe("tok");
    expect(JSON.parse(localStorage.getItem("userData") ?? "")).toEqual({
      name: "Lydia of Thyatira",
      trophies_count: 1,
    });
    expect(getUserToken()).toBe("tok");
    expect(getUserData()).toEqual({ name: "Lydia of Thyatira", trophies_count: 1 });
  });

  it("logout removes userToken and userData only", () => {
    setUserSession("tok", { name: "A", trophies_count: 0 });
    setAdminToken("adm");
    setMessageBoardLastRead(1000);
    logout();
    expect(localStorage.getItem("userToken")).toBeNull();
    expect(localStorage.getItem("userData")).toBeNull();
    expect(getAdminToken()).toBe("adm");
    expect(getMessageBoardLastRead()).toBe(1000);
  });

  it("treats broken userData as absent", () => {
    localStorage.setItem("userData", "{not json");
    expect(getUserData()).toBeNull();
  });
});

describe("messageBoardLastRead", () => {
  it("round-trips epoch milliseconds and reads ISO strings", () => {
    expect(getMessageBoardLastRead()).toBeNull();
    setMessageBoardLastRead(new Date("2027-01-02T03:04:05.000Z"));
    expect(getMessageBoardLastRead()).toBe(Date.parse("2027-01-02T03:04:05.000Z"));
    localStorage.setItem("messageBoardLastRead", "2027-01-02T03:04:06.000Z");
    expect(getMessageBoardLastRead()).toBe(Date.parse("2027-01-02T03:04:06.000Z"));
  });
});

describe("saved credentials", () => {
  it("keeps 5, newest first, de-duplicated by email ignoring case", () => {
    for (let i = 1; i <= 6; i++) rememberCredential({ email: `p${i}@example.com`, name: `P${i}` });
    rememberCredential({ email: "P4@EXAMPLE.com", name: "P4 again" });
    expect(getSavedCredentials()).toEqual([
      { email: "P4@EXAMPLE.com", name: "P4 again" },
      { email: "p6@example.com", name: "P6" },
      { email: "p5@example.com", name: "P5" },
      { email: "p3@example.com", name: "P3" },
      { email: "p2@example.com", name: "P2" },
    ]);
  });
});

describe("subscribeToStorage", () => {
  it("hears changes in this tab and in other tabs, until unsubscribed", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToStorage(listener);

    setAdminToken("adm");
    expect(listener).toHaveBeenLastCalledWith("adminToken");

    window.dispatchEvent(new StorageEvent("storage", { key: "userToken", newValue: "x" }));
    expect(listener).toHaveBeenLastCalledWith("userToken");

    listener.mockClear();
    window.dispatchEvent(new StorageEvent("storage", { key: "somethingElse" }));
    expect(listener).not.toHaveBeenCalled();

    unsubscribe();
    setAdminToken(null);
    expect(listener).not.toHaveBeenCalled();
  });
});
