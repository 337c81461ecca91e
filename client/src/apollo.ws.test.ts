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

const { createWsClient } = await import("./apollo");
const { setAdminToken, setUserToken, setMessageBoardLastRead } = await import("./auth/storage");

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

    expect(await params(options)).toEqual({});
    setUserToken("member-token");
    expect(await params(options)).toEqual({ authorization: "Bearer member-token" });
  });

  it("falls back to the admin token when no member is signed in", async () => {
    createWsClient("ws://example.test/graphql");
    setAdminToken("admin-token");
    expect(await params(created.at(-1)!.options)).toEqual({ authorization: "Bearer admin-token" });
  });

  it("restarts the socket when a token changes, not on other keys", () => {
    createWsClient("ws://example.test/graphql");
    const { terminate } = created.at(-1)!;
    setMessageBoardLastRead(1);
    expect(terminate).not.toHaveBeenCalled();
    setUserToken("someone");
    expect(terminate).toHaveBeenCalledTimes(1);
    setUserToken("someone"); // unchanged
    expect(terminate).toHaveBeenCalledTimes(1);
  });
});
