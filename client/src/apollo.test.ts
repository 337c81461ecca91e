import { ApolloClient, ApolloLink, InMemoryCache } from "@apollo/client";
import { Observable } from "rxjs";
import { describe, expect, it, vi } from "vitest";
import { createApolloClient, createAuthLink, createCache, websocketUrl, type ClientScope } from "./apollo";
import { milestone } from "./dashboard/fixtures";
import { MilestoneFields } from "./dashboard/queries";
import { endReason, getAdminToken } from "./auth/session";
import { getUserToken, setAdminToken, setUserToken } from "./auth/storage";
import { testToken } from "./auth/testTokens";
import { CurrentGroupQuery } from "./home/queries";
import { i18n } from "./i18n/i18n";

/** A client of `scope` whose transport records the headers of each request. */
function recordingClient(scope: ClientScope = "member") {
  const seen: Array<Record<string, string>> = [];
  const languages: string[] = [];
  const terminal = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const { "accept-language": language, ...auth } = operation.getContext().headers ?? {};
        languages.push(language);
        seen.push(auth);
        observer.next({ data: { currentGroup: null } });
        observer.complete();
      }),
  );
  const client = new ApolloClient({
    link: ApolloLink.from([createAuthLink(scope), terminal]),
    cache: new InMemoryCache(),
  });
  return { client, seen, languages };
}

describe("auth link", () => {
  it("sends the user token by default", async () => {
    setUserToken("member-token");
    setAdminToken(testToken("admin"));
    const { client, seen } = recordingClient();
    await client.query({ query: CurrentGroupQuery, fetchPolicy: "no-cache" });
    expect(seen[0]).toEqual({ authorization: "Bearer member-token" });
  });

  it("the admin client always sends the admin token, whatever the context says", async () => {
    setUserToken("member-token");
    const admin = testToken("admin");
    setAdminToken(admin);
    const { client, seen } = recordingClient("admin");
    await client.query({ query: CurrentGroupQuery, fetchPolicy: "no-cache" });
    await client.query({ query: CurrentGroupQuery, fetchPolicy: "no-cache", context: { auth: "none" } });
    expect(seen).toEqual([{ authorization: `Bearer ${admin}` }, { authorization: `Bearer ${admin}` }]);
  });

  it("the admin client sends no admin token that is member-scoped (an admin account signed in at /login), nor the member's", async () => {
    setUserToken("member-token");
    setAdminToken(testToken("member"));
    const { client, seen } = recordingClient("admin");
    await client.query({ query: CurrentGroupQuery, fetchPolicy: "no-cache" });
    expect(seen[0]).toEqual({});
  });

  it("sends no header without a token or with auth: none", async () => {
    const { client, seen } = recordingClient();
    await client.query({ query: CurrentGroupQuery, fetchPolicy: "no-cache" });
    setUserToken("member-token");
    await client.query({ query: CurrentGroupQuery, fetchPolicy: "no-cache", context: { auth: "none" } });
    expect(seen).toEqual([{}, {}]);
  });

  it("sends the app's language as Accept-Language, read at request time, so the server answers in it", async () => {
    const { client, languages } = recordingClient();
    await client.query({ query: CurrentGroupQuery, fetchPolicy: "no-cache" });
    i18n.load("es", {});
    i18n.activate("es");
    try {
      await client.query({ query: CurrentGroupQuery, fetchPolicy: "no-cache" });
    } finally {
      i18n.activate("en", ["en-US"]);
    }
    expect(languages).toEqual(["en", "es"]);
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

describe("session error link", () => {
  /** A client of `scope` whose server refuses every operation with `code`. */
  function refusingClient(code: string, scope: ClientScope = "member") {
    const terminal = new ApolloLink(
      () =>
        new Observable((observer) => {
          observer.next({ errors: [{ message: "Refused.", extensions: { code } }] });
          observer.complete();
        }),
    );
    return createApolloClient({ scope, httpLink: terminal, wsLink: scope === "admin" ? null : terminal });
  }

  it("ends the member's session on 'unauthorized' for a member operation, and says it expired", async () => {
    setUserToken("member-token");
    const admin = testToken("admin");
    setAdminToken(admin);
    await expect(refusingClient("unauthorized").query({ query: CurrentGroupQuery })).rejects.toThrow("Refused.");
    expect(getUserToken()).toBeNull();
    expect(endReason("member")).toBe("expired");
    expect(getAdminToken()).toBe(admin);
  });

  it("ends the admin session only on 'forbidden' or 'unauthorized' for an admin client's operation", async () => {
    for (const code of ["forbidden", "unauthorized"]) {
      setUserToken("member-token");
      setAdminToken(testToken("admin"));
      await expect(refusingClient(code, "admin").query({ query: CurrentGroupQuery })).rejects.toThrow();
      expect(getAdminToken()).toBeNull();
      expect(endReason("admin")).toBe("expired");
      expect(getUserToken()).toBe("member-token");
    }
  });

  it("keeps the member signed in on 'forbidden' (an answer about the data) and on other codes", async () => {
    setUserToken("member-token");
    for (const code of ["forbidden", "invalid", "internal"]) {
      await expect(refusingClient(code).query({ query: CurrentGroupQuery })).rejects.toThrow();
    }
    expect(getUserToken()).toBe("member-token");
  });

  it("does not end a session that began after the refused request went out", async () => {
    setUserToken("old-token");
    let sent = false;
    let release: () => void = () => {};
    const terminal = new ApolloLink(
      () =>
        new Observable((observer) => {
          sent = true;
          release = () => {
            observer.next({ errors: [{ message: "Your session has expired.", extensions: { code: "unauthorized" } }] });
            observer.complete();
          };
        }),
    );
    const result = createApolloClient({ httpLink: terminal, wsLink: terminal }).query({ query: CurrentGroupQuery });
    await vi.waitFor(() => expect(sent).toBe(true));
    setUserToken("new-token");
    release();
    await expect(result).rejects.toThrow();
    expect(getUserToken()).toBe("new-token");
  });
});

describe("cache", () => {
  it("keeps two members' milestone 1 apart (admin views of several members)", () => {
    const cache = createCache();
    const standing = (key: string, missingDays: number) => ({ ...milestone(1, missingDays), key });
    cache.writeFragment({ fragment: MilestoneFields, data: standing("1:10:1", 7) });
    cache.writeFragment({ fragment: MilestoneFields, data: standing("2:10:1", 30) });
    const read = (key: string) => cache.readFragment({ fragment: MilestoneFields, id: cache.identify({ __typename: "Milestone", key }) });
    expect(read("1:10:1")?.missingDays).toBe(7);
    expect(read("2:10:1")?.missingDays).toBe(30);
  });
});
