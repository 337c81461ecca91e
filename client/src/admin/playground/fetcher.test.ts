import { describe, expect, it, vi } from "vitest";
import { endReason, getAdminToken } from "../../auth/session";
import { setAdminToken } from "../../auth/storage";
import { testToken } from "../../auth/testTokens";
import { networkMessage } from "../../errors/texts";
import { createPlaygroundFetcher, mutationOf, type PendingMutation } from "./fetcher";

const MUTATION_CANCELLED = "Cancelled: the mutation was not sent.";

interface Sent {
  url: string;
  headers: Record<string, string>;
  body: { query: string; operationName?: string; variables?: unknown };
}

/** A stand-in for the network that records what was sent and answers `status` with `body`. */
function network(status = 200, body: unknown = { data: { me: { name: "Priscilla Admin" } } }) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(url), headers: init?.headers as Record<string, string>, body: JSON.parse(String(init?.body)) });
    return new Response(typeof body === "string" ? body : JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  });
  return { sent, fetch: fetch as unknown as typeof globalThis.fetch };
}

const never = () => Promise.reject(new Error("no mutation expected"));

describe("the playground's fetcher", () => {
  it("sends the stored admin token itself, to /graphql, and gives back the server's answer", async () => {
    const token = testToken("admin", "priscilla");
    setAdminToken(token);
    const net = network();
    const fetcher = createPlaygroundFetcher({ confirmMutation: never, fetch: net.fetch });
    const result = await fetcher({ query: "{ me { name } }" });
    expect(result).toEqual({ data: { me: { name: "Priscilla Admin" } } });
    expect(net.sent).toHaveLength(1);
    expect(net.sent[0].url).toBe("/graphql");
    expect(net.sent[0].headers.authorization).toBe(`Bearer ${token}`);
    expect(net.sent[0].body).toEqual({ query: "{ me { name } }" });
  });

  it("reads the token when it sends: a new sign-in's token goes with the next request", async () => {
    setAdminToken(testToken("admin", "first"));
    const net = network();
    const fetcher = createPlaygroundFetcher({ confirmMutation: never, fetch: net.fetch });
    await fetcher({ query: "{ me { name } }" });
    setAdminToken(testToken("admin", "second"));
    await fetcher({ query: "{ me { name } }" });
    expect(net.sent.map((s) => s.headers.authorization)).toEqual([`Bearer ${testToken("admin", "first")}`, `Bearer ${testToken("admin", "second")}`]);
  });

  it("without an admin token sends nothing (a member's token is never sent)", async () => {
    setAdminToken(testToken("member"));
    const net = network();
    const fetcher = createPlaygroundFetcher({ confirmMutation: never, fetch: net.fetch });
    expect(await fetcher({ query: "{ me { name } }" })).toEqual({ errors: [{ message: "Your admin session expired. Please sign in again." }] });
    expect(net.sent).toEqual([]);
  });

  it("asks before a mutation; a no sends nothing and says so in the response", async () => {
    setAdminToken(testToken("admin"));
    const net = network(200, { data: { createGroup: { notice: null } } });
    const asked: PendingMutation[] = [];
    const answer = { run: false };
    const fetcher = createPlaygroundFetcher({
      confirmMutation: async (m) => {
        asked.push(m);
        return answer.run;
      },
      fetch: net.fetch,
    });
    const request = { query: 'mutation NewGroup { createGroup(input: { startDate: "2031-07-01" }) { notice } }', variables: { a: 1 } };
    expect(await fetcher(request)).toEqual({ errors: [{ message: MUTATION_CANCELLED }] });
    expect(net.sent).toEqual([]);
    expect(asked).toEqual([{ name: "NewGroup", fields: ["createGroup"] }]);

    answer.run = true;
    expect(await fetcher(request)).toEqual({ data: { createGroup: { notice: null } } });
    expect(net.sent).toHaveLength(1);
    expect(net.sent[0].body).toEqual({ query: request.query, operationName: "NewGroup", variables: { a: 1 } });
  });

  it("asks about the operation that runs: the one GraphiQL names in a document of several", () => {
    const doc = "query Read { me { name } }\nmutation Write { logout }\n";
    expect(mutationOf({ query: doc, operationName: "Read" })).toBeNull();
    expect(mutationOf({ query: doc, operationName: "Write" })).toEqual({ name: "Write", fields: ["logout"] });
    expect(mutationOf({ query: "mutation { a: logout b: logout }" })).toEqual({ name: null, fields: ["logout", "logout"] });
    expect(mutationOf({ query: "{ me { name } }" })).toBeNull();
    // a document that does not parse goes to the server, which says what is wrong
    expect(mutationOf({ query: "mutation {" })).toBeNull();
    // GraphiQL learns the name a moment after an edit: a name the document lacks is not a way past the question
    expect(mutationOf({ query: "mutation { logout }", operationName: "MembersBehind" })).toEqual({ name: null, fields: ["logout"] });
    expect(mutationOf({ query: "query A { me { name } }\nmutation B { logout }", operationName: "Gone" })).toEqual({ name: "B", fields: ["logout"] });
  });

  it("runs the one operation the admin sees when GraphiQL still sends the name of the document before", async () => {
    setAdminToken(testToken("admin"));
    const net = network();
    const fetcher = createPlaygroundFetcher({ confirmMutation: async () => true, fetch: net.fetch });
    await fetcher({ query: "{ me { name } }", operationName: "MembersBehind" });
    await fetcher({ query: "mutation Renamed { logout }", operationName: "Renamed" });
    await fetcher({ query: "query A { me { name } }\nquery B { me { email } }", operationName: "Gone" });
    expect(net.sent.map((s) => s.body.operationName)).toEqual([undefined, "Renamed", "Gone"]);
  });

  it("shows the server's refusal of a request it would not run (complexity, size) in its own words", async () => {
    setAdminToken(testToken("admin"));
    const refusal = {
      errors: [{ message: "operation has complexity 5075, which exceeds the limit of 2500", extensions: { code: "COMPLEXITY_LIMIT_EXCEEDED" } }],
      data: null,
    };
    const fetcher = createPlaygroundFetcher({ confirmMutation: never, fetch: network(422, refusal).fetch });
    expect(await fetcher({ query: "{ me { name } }" })).toEqual(refusal);
    const tooLarge = { errors: [{ message: "The request is too large (at most 1024 KB).", extensions: { code: "invalid" } }] };
    const big = createPlaygroundFetcher({ confirmMutation: never, fetch: network(413, tooLarge).fetch });
    expect(await big({ query: "{ me { name } }" })).toEqual(tooLarge);
  });

  it("says plainly when no GraphQL answer came back", async () => {
    setAdminToken(testToken("admin"));
    const proxyPage = createPlaygroundFetcher({ confirmMutation: never, fetch: network(502, "<html>Bad gateway</html>").fetch });
    expect(await proxyPage({ query: "{ me { name } }" })).toEqual({ errors: [{ message: "The server answered 502 without a GraphQL answer." }] });
    const offline = createPlaygroundFetcher({
      confirmMutation: never,
      fetch: (() => Promise.reject(new TypeError("Failed to fetch"))) as typeof fetch,
    });
    expect(await offline({ query: "{ me { name } }" })).toEqual({ errors: [{ message: networkMessage() }] });
  });

  it("ends the admin session when the server refuses the token it was sent, not on a forbidden answer", async () => {
    setAdminToken(testToken("admin"));
    const forbidden = { errors: [{ message: "Not allowed.", extensions: { code: "forbidden" } }], data: null };
    const fetcher = createPlaygroundFetcher({ confirmMutation: never, fetch: network(200, forbidden).fetch });
    await fetcher({ query: "{ me { name } }" });
    expect(getAdminToken()).toBe(testToken("admin"));

    const expired = { errors: [{ message: "Your session has expired. Please log in again.", extensions: { code: "unauthorized" } }], data: null };
    const refused = createPlaygroundFetcher({ confirmMutation: never, fetch: network(200, expired).fetch });
    expect(await refused({ query: "{ me { name } }" })).toEqual(expired);
    await vi.waitFor(() => expect(getAdminToken()).toBeNull());
    expect(endReason("admin")).toBe("expired");
  });
});
