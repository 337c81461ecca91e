import { ApolloClient, ApolloLink, gql, InMemoryCache, type TypedDocumentNode } from "@apollo/client";
import { Observable } from "rxjs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createAuthLink } from "../apollo";
import { bindSession, clearEndReason, endReason, getAdminToken, signIn, signOut, signOutAdmin, type SessionClient } from "./session";
import { getUserData, getUserToken, setAdminToken, setMessageBoardLastRead, setUserToken } from "./storage";
import { testToken } from "./testTokens";

const MeQuery: TypedDocumentNode<{ me: { __typename: "User"; id: string; name: string } }> = gql`
  query Me {
    me {
      id
      name
    }
  }
`;

const people: Record<string, { id: string; name: string }> = {
  "Bearer tok-anna": { id: "1", name: "Anna Reader" },
  "Bearer tok-ben": { id: "2", name: "Ben Reader" },
};

/** A client whose server answers `me` for whoever's token came, after `delayMs`. */
function appClient(delayMs = 0) {
  const terminal = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const who = people[(operation.getContext().headers as Record<string, string>).authorization ?? ""];
        const timer = setTimeout(() => {
          observer.next({ data: { me: who ? { __typename: "User", ...who } : null } });
          observer.complete();
        }, delayMs);
        return () => clearTimeout(timer);
      }),
  );
  const client = new ApolloClient({ link: ApolloLink.from([createAuthLink(), terminal]), cache: new InMemoryCache() });
  const restartSocket = vi.fn();
  const events: string[] = [];
  const binding: SessionClient = {
    clearStore: () => {
      events.push(`clear while userToken=${getUserToken()}`);
      return client.clearStore();
    },
    restartSocket,
  };
  const unbind = bindSession(binding);
  return { client, restartSocket, events, unbind };
}

const answer = (token: string, name: string, role: "USER" | "ADMIN" = "USER", scope: "MEMBER" | "ADMIN" = "MEMBER") => ({
  token,
  scope,
  user: { name, email: `${name.split(" ")[0].toLowerCase()}@example.com`, role, trophiesCount: 0 },
});

let unbinds: (() => void)[] = [];
afterEach(() => {
  unbinds.forEach((u) => u());
  unbinds = [];
});

function setup(delayMs = 0) {
  const app = appClient(delayMs);
  unbinds.push(app.unbind);
  return app;
}

describe("the session owns the cache", () => {
  it("member B signing in after A logged out never reads A's cached answers, even before the network answers", async () => {
    await signIn(answer("tok-anna", "Anna Reader"));
    const { client } = setup(50);
    expect((await client.query({ query: MeQuery })).data?.me.name).toBe("Anna Reader");

    await signOut();
    expect(client.cache.extract()).toEqual({});

    await signIn(answer("tok-ben", "Ben Reader"));
    // what a page opened now sees first: nothing of Anna's, while Ben's answer is on its way
    expect(client.readQuery({ query: MeQuery })).toBeNull();
    const seen: (string | undefined)[] = [];
    const sub = client.watchQuery({ query: MeQuery, fetchPolicy: "cache-and-network" }).subscribe((r) => seen.push(r.data?.me?.name));
    await vi.waitFor(() => expect(seen).toContain("Ben Reader"));
    sub.unsubscribe();
    expect(seen).not.toContain("Anna Reader");
  });

  it("a sign-in over another member's session clears the store before the new token is stored", async () => {
    setUserToken("tok-anna");
    const { client, events, restartSocket } = setup();
    await client.query({ query: MeQuery });
    await signIn(answer("tok-ben", "Ben Reader"));
    expect(events).toEqual(["clear while userToken=tok-anna"]);
    expect(client.readQuery({ query: MeQuery })).toBeNull();
    expect(getUserToken()).toBe("tok-ben");
    expect(getUserData()).toEqual({ name: "Ben Reader", trophies_count: 0 });
    expect(restartSocket).toHaveBeenCalled();
  });

  it("a sign-in or sign-out in another tab clears this tab's store and restarts its socket", async () => {
    setUserToken("tok-anna");
    const { client, restartSocket } = setup();
    await client.query({ query: MeQuery });

    localStorage.setItem("userToken", "tok-ben"); // what the other tab did
    window.dispatchEvent(new StorageEvent("storage", { key: "userToken", newValue: "tok-ben" }));
    await vi.waitFor(() => expect(client.cache.extract()).toEqual({}));
    expect(restartSocket).toHaveBeenCalledTimes(1);
  });

  it("changes of other keys neither clear the store nor restart the socket", async () => {
    setUserToken("tok-anna");
    const { client, restartSocket } = setup();
    await client.query({ query: MeQuery });
    setMessageBoardLastRead(1000);
    setUserToken("tok-anna"); // unchanged
    await Promise.resolve();
    expect(restartSocket).not.toHaveBeenCalled();
    expect(client.readQuery({ query: MeQuery })?.me.name).toBe("Anna Reader");
  });
});

describe("the admin panel's client", () => {
  /** A binding of scope "admin" that records when it is cleared. */
  function adminBinding() {
    const clears: string[] = [];
    const unbind = bindSession({ clearStore: async () => clears.push(`clear while adminToken=${getAdminToken()}`), restartSocket: () => {} }, "admin");
    unbinds.push(unbind);
    return clears;
  }

  it("keeps its cache when the member signs in or out", async () => {
    setAdminToken(testToken("admin"));
    const clears = adminBinding();
    const member = setup();
    await signIn(answer("tok-anna", "Anna Reader"));
    await signOut();
    expect(clears).toEqual([]);
    expect(member.events).toHaveLength(2);
  });

  it("is cleared when the admin session ends or another admin signs in, and the member's cache with it", async () => {
    const first = testToken("admin");
    setAdminToken(first);
    const clears = adminBinding();
    const member = setup();
    await signOutAdmin("expired");
    expect(clears).toEqual(["clear while adminToken=null"]);
    await signIn(answer(testToken("admin"), "Ada Admin", "ADMIN", "ADMIN"));
    expect(clears).toEqual(["clear while adminToken=null", "clear while adminToken=null"]);
    expect(member.events).toHaveLength(2);
  });
});

describe("admin sessions", () => {
  it("keeps a token as the admin token only when the server says ADMIN", async () => {
    setup();
    const adminToken = testToken("admin", "ada");
    expect(await signIn(answer(adminToken, "Ada Admin", "ADMIN", "ADMIN"))).toBe("admin");
    expect(getAdminToken()).toBe(adminToken);
    expect(getUserToken()).toBeNull();
  });

  it("sends an admin account with a member-scoped token to /admin with no admin session", async () => {
    setup();
    expect(await signIn(answer(testToken("member", "ada"), "Ada Admin", "ADMIN", "MEMBER"))).toBe("admin");
    expect(getAdminToken()).toBeNull();
    expect(localStorage.getItem("adminToken")).toBeNull();
    expect(getUserToken()).toBeNull();
  });

  it("removes a member-scoped token stored as the admin token (before the server said the scope)", () => {
    setAdminToken(testToken("member", "ada"));
    setup();
    expect(localStorage.getItem("adminToken")).toBeNull();
  });

  it("removes a malformed admin token and says the admin session expired, as for one the server refused", () => {
    for (const broken of ["not-a-token", "a.%%%.b", `x.${btoa("{}")}.y`]) {
      setAdminToken(broken);
      setup();
      expect(localStorage.getItem("adminToken")).toBeNull();
      expect(endReason("admin")).toBe("expired");
      clearEndReason("admin");
    }
  });

  it("remembers that the admin session expired until the page has said so", async () => {
    setAdminToken(testToken("admin", "ada"));
    setup();
    await signOutAdmin("expired");
    expect(getAdminToken()).toBeNull();
    expect(endReason("admin")).toBe("expired");
    expect(endReason("member")).toBeNull();
    clearEndReason("admin");
    expect(endReason("admin")).toBeNull();
  });
});
