import { ApolloClient, ApolloLink, InMemoryCache } from "@apollo/client";
import { Observable } from "rxjs";
import { describe, expect, it } from "vitest";
import { createApolloClient, createAuthLink, websocketUrl } from "./apollo";
import { setAdminToken, setUserToken } from "./auth/storage";
import { testToken } from "./auth/testTokens";
import { CurrentGroupQuery } from "./home/queries";

/** A client whose transport records the headers of each request. */
function recordingClient() {
  const seen: Array<Record<string, string>> = [];
  const terminal = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        seen.push({ ...(operation.getContext().headers ?? {}) });
        observer.next({ data: { currentGroup: null } });
        observer.complete();
      }),
  );
  const client = new ApolloClient({
    link: ApolloLink.from([createAuthLink(), terminal]),
    cache: new InMemoryCache(),
  });
  return { client, seen };
}

describe("auth link", () => {
  it("sends the user token by default", async () => {
    setUserToken("member-token");
    setAdminToken(testToken("admin"));
    const { client, seen } = recordingClient();
    await client.query({ query: CurrentGroupQuery, fetchPolicy: "no-cache" });
    expect(seen[0]).toEqual({ authorization: "Bearer member-token" });
  });

  it("sends the admin token when the context says auth: admin", async () => {
    setUserToken("member-token");
    const admin = testToken("admin");
    setAdminToken(admin);
    const { client, seen } = recordingClient();
    await client.query({ query: CurrentGroupQuery, fetchPolicy: "no-cache", context: { auth: "admin" } });
    expect(seen[0]).toEqual({ authorization: `Bearer ${admin}` });
  });

  it("sends no admin token that is member-scoped (an admin account signed in at /login)", async () => {
    setAdminToken(testToken("member"));
    const { client, seen } = recordingClient();
    await client.query({ query: CurrentGroupQuery, fetchPolicy: "no-cache", context: { auth: "admin" } });
    expect(seen[0]).toEqual({});
  });

  it("sends no header without a token or with auth: none", async () => {
    const { client, seen } = recordingClient();
    await client.query({ query: CurrentGroupQuery, fetchPolicy: "no-cache" });
    setUserToken("member-token");
    await client.query({ query: CurrentGroupQuery, fetchPolicy: "no-cache", context: { auth: "none" } });
    expect(seen).toEqual([{}, {}]);
  });

  it("reads the token at request time", async () => {
    const { client, seen } = recordingClient();
    setUserToken("first");
    await client.query({ query: CurrentGroupQuery, fetchPolicy: "no-cache" });
    setUserToken("second");
    await client.query({ query: CurrentGroupQuery, fetchPolicy: "no-cache" });
    expect(seen.map((h) => h.authorization)).toEqual(["Bearer first", "Bearer second"]);
  });
});

describe("transport", () => {
  it("derives the websocket URL from the page origin", () => {
    expect(websocketUrl({ protocol: "http:", host: "localhost:5173" })).toBe("ws://localhost:5173/graphql");
    expect(websocketUrl({ protocol: "https:", host: "journey365.example" })).toBe(
      "wss://journey365.example/graphql",
    );
  });

  it("sends queries over HTTP, not the websocket", async () => {
    const used: string[] = [];
    const fake = (name: string) =>
      new ApolloLink(
        () =>
          new Observable((observer) => {
            used.push(name);
            observer.next({ data: { currentGroup: null } });
            observer.complete();
          }),
      );
    const client = createApolloClient({ httpLink: fake("http"), wsLink: fake("ws") });
    await client.query({ query: CurrentGroupQuery });
    expect(used).toEqual(["http"]);
  });
});
