import type { ClientOptions } from "graphql-ws";
import { describe, expect, it, vi } from "vitest";

const created: { options: ClientOptions; terminate: ReturnType<typeof vi.fn> }[] = [];

vi.mock("graphql-ws", () => ({
  createClient: (options: ClientOptions) => {
    const client = { options, terminate: vi.fn(), subscribe: vi.fn(), on: vi.fn(), dispose: vi.fn() };
    created.push(client);
    return client;
  },
}));

const { createWsClient, getApolloClient } = await import("./apollo");
const { getAdminToken, getUserToken, setAdminToken, setMessageBoardLastRead, setUserToken } = await import("./auth/storage");
const { testToken } = await import("./auth/testTokens");
const { clearEndReason, endReason, renewSession } = await import("./auth/session");
const admin = testToken("admin");

/** The listener the client registered for a graphql-ws event. */
function listener(client: (typeof created)[number], event: string): (...args: unknown[]) => void {
  const on = (client as unknown as { on: ReturnType<typeof vi.fn> }).on;
  const call = on.mock.calls.find(([name]) => name === event);
  if (!call) throw new Error(`no ${event} listener`);
  return call[1] as (...args: unknown[]) => void;
}

const closeEvent = (code: number, reason = "") => ({ code, reason, wasClean: true });

async function params(options: ClientOptions) {
  const p = options.connectionParams;
  return typeof p === "function" ? await p() : p;
}

describe("websocket client", () => {
  it("is lazy, targets /graphql and reads the token at connect time", async () => {
    createWsClient("ws://example.test/graphql");
    const { options } = created.at(-1)!;
    expect(options.url).toBe("ws://example.test/graphql");
    expect(options.lazy).toBe(true);

    expect(await params(options)).toEqual({ "accept-language": "en" });
    setUserToken("member-token");
    expect(await params(options)).toEqual({ authorization: "Bearer member-token", "accept-language": "en" });
  });

  it("falls back to the admin token when no member is signed in", async () => {
    createWsClient("ws://example.test/graphql");
    setAdminToken(admin);
    expect(await params(created.at(-1)!.options)).toEqual({ authorization: `Bearer ${admin}`, "accept-language": "en" });
  });

  it("the app's client restarts its socket when the identity changes, not on other keys", () => {
    getApolloClient();
    const { terminate } = created.at(-1)!;
    setMessageBoardLastRead(1);
    expect(terminate).not.toHaveBeenCalled();
    setUserToken("someone");
    expect(terminate).toHaveBeenCalledTimes(1);
    setUserToken("someone"); // unchanged
    expect(terminate).toHaveBeenCalledTimes(1);
    setUserToken(null);
    expect(terminate).toHaveBeenCalledTimes(2);
  });

  it("signs the member out when the server ends the session (4401, 4403) and does not retry", async () => {
    for (const code of [4401, 4403]) {
      setUserToken("member-token");
      setAdminToken(admin);
      createWsClient("ws://example.test/graphql");
      const client = created.at(-1)!;
      await params(client.options); // connects with the member token
      expect(client.options.shouldRetry?.(closeEvent(code))).toBe(false);
      listener(client, "closed")(closeEvent(code, "Your session has expired. Please log in again."));
      expect(getUserToken()).toBeNull();
      expect(getAdminToken()).toBe(admin); // only the session the socket used
    }
  });

  it("a renewal of the member's session (renewSession) is not its end: the socket that sent the old token reconnects", async () => {
    setUserToken("member-token");
    createWsClient("ws://example.test/graphql");
    const client = created.at(-1)!;
    await params(client.options); // connects with the old token
    let answer!: (a: { token: string; scope: "MEMBER"; user: { name: string; email: string; role: "USER"; trophiesCount: number } }) => void;
    const renewal = renewSession(() => new Promise((ok) => (answer = ok)));
    // the server ended the old token before the answer with the new one arrived
    expect(client.options.shouldRetry?.(closeEvent(4401))).toBe(true);
    listener(client, "closed")(closeEvent(4401, "Your session has expired. Please log in again."));
    expect(getUserToken()).toBe("member-token");
    answer({ token: "renewed-token", scope: "MEMBER", user: { name: "Ruth", email: "ruth@example.com", role: "USER", trophiesCount: 0 } });
    await renewal;
    expect(getUserToken()).toBe("renewed-token");
    expect(endReason("member")).toBeNull();
    // a late close of the old token's socket is not the end either; the new token's is
    listener(client, "closed")(closeEvent(4401));
    expect(getUserToken()).toBe("renewed-token");
    expect(await params(client.options)).toEqual({ authorization: "Bearer renewed-token", "accept-language": "en" });
    expect(client.options.shouldRetry?.(closeEvent(4401))).toBe(false);
    listener(client, "closed")(closeEvent(4401));
    expect(getUserToken()).toBeNull();
    clearEndReason("member");
  });

  it("says why: 4403 is a disabled member account, 4401 an expired session; an admin's session just expires", async () => {
    for (const [code, scope, reason] of [
      [4403, "member", "disabled"],
      [4401, "member", "expired"],
      [4403, "admin", "expired"],
    ] as const) {
      if (scope === "member") setUserToken("member-token");
      setAdminToken(admin);
      createWsClient("ws://example.test/graphql");
      const client = created.at(-1)!;
      await params(client.options);
      listener(client, "closed")(closeEvent(code));
      expect(endReason(scope)).toBe(reason);
      clearEndReason(scope);
    }
  });

  it("signs the admin out when an admin-only socket's session ends", async () => {
    setAdminToken(admin);
    createWsClient("ws://example.test/graphql");
    const client = created.at(-1)!;
    await params(client.options);
    listener(client, "closed")(closeEvent(4401));
    expect(getAdminToken()).toBeNull();
  });

  it("keeps the session and retries on restarts, lifetime ends and outages", async () => {
    setUserToken("member-token");
    createWsClient("ws://example.test/graphql");
    const client = created.at(-1)!;
    await params(client.options);
    for (const code of [1001, 1006, 1013]) {
      expect(client.options.shouldRetry?.(closeEvent(code))).toBe(true);
      listener(client, "closed")(closeEvent(code));
    }
    expect(getUserToken()).toBe("member-token");
  });
});
