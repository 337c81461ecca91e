// The app's Apollo clients, built by one factory for one session each. Queries and mutations go
// over HTTP to /graphql; subscriptions go over a graphql-ws WebSocket to the same path. Auth
// comes from localStorage (spec 3). The member client sends `Authorization: Bearer <userToken>`
// unless an operation's context says `{ auth: "none" }` (send nothing); the admin panel's client
// (admin/adminClient.ts) always sends the admin token and has no socket. Who is signed in belongs
// to auth/session.ts: each client is bound to it on creation, so a change of its identity clears
// its cache (and restarts the socket), and a refusal of its token ends its session only
// (createSessionErrorLink). Importing this module does nothing.
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, split } from "@apollo/client";
import { ErrorLink } from "@apollo/client/link/error";
import { GraphQLWsLink } from "@apollo/client/link/subscriptions";
import { OperationTypeNode } from "graphql";
import { createClient, type Client as WsClient } from "graphql-ws";
import { bindSession, endSessionFor, getAdminToken, getUserToken, renewingSession } from "./auth/session";
import { memberOf } from "./offline/identity";
import { CachePersistor, idbSnapshotStore } from "./offline/persist";
import { requestLanguage } from "./i18n/i18n";
import { ACCOUNT_DISABLED_CLOSE_CODE, classify, closeCode, SESSION_END_CLOSE_CODES } from "./errors/classify";

/** Whose session a client serves: the member's (the app) or the admin's (the admin panel). */
export type ClientScope = "member" | "admin";

/** A member client's operation sends the member token ("user", the default) or nothing ("none"). */
export type AuthScope = "user" | "none";

declare module "@apollo/client" {
  interface DefaultContext {
    /** A member client's operation without a token: `useMutation(Doc, { context: { auth: "none" } })`. */
    auth?: AuthScope;
    /** The token the auth link sent (set by it; the error link ends only that session). */
    sentToken?: string | null;
  }
}

export const GRAPHQL_PATH = "/graphql";

/** The token an operation of a client of `scope` sends, read now (never cached). */
export function tokenFor(scope: ClientScope, auth: AuthScope | undefined): string | null {
  if (scope === "admin") return getAdminToken();
  return auth === "none" ? null : getUserToken();
}

/**
 * Adds the Authorization header of the client's session (see tokenFor), and Accept-Language with the
 * app's language, so the server's messages (and a new member's mails) are in it.
 */
export function createAuthLink(scope: ClientScope = "member"): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const token = tokenFor(scope, operation.getContext().auth);
    operation.setContext((previous) => {
      const headers: Record<string, string> = { ...(previous.headers ?? {}) };
      // drop any header a caller set in another casing, so exactly one goes out
      for (const name of Object.keys(headers)) {
        if (name.toLowerCase() === "authorization") delete headers[name];
      }
      if (token) headers.authorization = `Bearer ${token}`;
      headers["accept-language"] = requestLanguage();
      return { headers, sentToken: token };
    });
    return forward(operation);
  });
}

/** ws(s)://<host>/graphql for the page's own origin. */
export function websocketUrl(location: Pick<Location, "protocol" | "host"> = window.location): string {
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  return `${scheme}//${location.host}${GRAPHQL_PATH}`;
}

/**
 * Ends the client's own session when the server refuses the token an operation sent, and no
 * other: 'unauthorized' on the member client (missing, ended or expired session); 'unauthorized'
 * or 'forbidden' on the admin client (spec 8: "Your admin session expired. Please sign in
 * again."). A member's 'forbidden' (not in that group) is an answer about the data, not the
 * session. An answer for a token that is no longer the stored one (a sign-in happened
 * meanwhile) is ignored.
 */
export function createSessionErrorLink(scope: ClientScope = "member"): ApolloLink {
  return new ErrorLink(({ error, operation }) => {
    const { auth, sentToken } = operation.getContext();
    if (!sentToken || tokenFor(scope, auth) !== sentToken) return;
    // the socket of a token being renewed (renewSession) closed: not the session's end
    if (scope === "member" && renewingSession() && isSessionEndedClose(error)) return;
    const { code } = classify(error);
    if (code === "unauthorized" || (scope === "admin" && code === "forbidden")) {
      void endSessionFor(scope === "admin" ? "admin" : "user", "expired");
    }
  });
}

/**
 * Close codes with which the server ends a session on the websocket: 4401 (no token, or the
 * session ended or expired) and 4403 (token refused, account disabled). The member is signed
 * out, as after an 'unauthorized' GraphQL error. Other codes (1001 restart or socket lifetime,
 * 1013 the server could not check the token) are retried by graphql-ws.
 */
export { SESSION_END_CLOSE_CODES };

/** Whether a close event (or a subscription's "Socket closed with event N" error) ended the session. */
export function isSessionEndedClose(value: unknown): boolean {
  const code = closeCode(value);
  return code !== null && SESSION_END_CLOSE_CODES.includes(code);
}

const reconnectListeners = new Set<() => void>();

/**
 * Calls listener whenever the subscription socket connects again after a drop (a server
 * restart, a network change): graphql-ws resubscribes on its own, but what was posted while
 * the socket was down must be fetched. Returns the unsubscribe function.
 */
export function onWsReconnect(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => reconnectListeners.delete(listener);
}

/**
 * The graphql-ws client. Lazy: it connects on the first subscription. The token is read at
 * connect time; the session restarts the socket when the identity changes (bindSession), so
 * the server sees the new one (graphql-ws resubscribes active subscriptions after the restart).
 * When the server ends the session (SESSION_END_CLOSE_CODES) the session whose token the
 * socket sent is signed out and the socket is not retried; every other close is retried.
 */
export function createWsClient(url: string = websocketUrl()): WsClient {
  let sentToken: "user" | "admin" | "none" = "none";
  let sentUserToken: string | null = null;
  // The member's session is being renewed (renewSession), or was since the socket connected:
  // the server ended the old token, not the session; the socket reconnects with the new one.
  const renewed = () => sentToken === "user" && (renewingSession() || sentUserToken !== getUserToken());
  const client = createClient({
    url,
    lazy: true,
    connectionParams: () => {
      const user = getUserToken();
      const token = user ?? getAdminToken();
      sentToken = user ? "user" : token ? "admin" : "none";
      sentUserToken = user;
      const language = { "accept-language": requestLanguage() };
      return token ? { authorization: `Bearer ${token}`, ...language } : language;
    },
    retryAttempts: Infinity,
    shouldRetry: (event) => !isSessionEndedClose(event) || renewed(),
  });
  client.on("connected", (_socket, _payload, wasRetry) => {
    if (wasRetry) reconnectListeners.forEach((listener) => listener());
  });
  client.on("closed", (event) => {
    if (!isSessionEndedClose(event) || sentToken === "none" || renewed()) return;
    // 4403 is a disabled account: a member is told so at /login; the admin panel says its
    // session expired (spec 8) whatever the reason.
    const disabled = closeCode(event) === ACCOUNT_DISABLED_CLOSE_CODE && sentToken === "user";
    void endSessionFor(sentToken, disabled ? "disabled" : "expired");
  });
  return client;
}

export interface CreateApolloClientOptions {
  /** Whose session the client serves (default "member"). */
  scope?: ClientScope;
  /** The terminating link for queries and mutations (default: HttpLink to /graphql). */
  httpLink?: ApolloLink;
  /**
   * The terminating link for subscriptions (default: GraphQLWsLink to ws(s)://host/graphql).
   * Null: the client has no subscriptions (the admin panel's).
   */
  wsLink?: ApolloLink | null;
}

/**
 * The cache. A milestone's `id` is its number (1..8), the same for every member, so it is
 * normalised by its `key` (member:group:milestone): two members' standings never merge. A
 * Progress row is one membership, normalised by its `key` (member:group). A bulk action's report
 * rows stay inside their answer. The member's push settings are one object per session: each
 * mutation's answer replaces them in the Notifications section's query.
 */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Milestone: { keyFields: ["key"] },
      ProgressRow: { keyFields: ["key"] },
      // a bulk action's report row: its id may name a user, a request or an award, so it is not normalised
      BulkResult: { keyFields: false },
      PushSettings: { keyFields: [] },
      // a message's undecided reports: the server's list replaces the one cached (dismissed: empty)
      AdminMessage: { fields: { reports: { merge: false } } },
    },
  });
}

/** A client of one session: its auth link, its session-error link, then the transport. */
export function createApolloClient(options: CreateApolloClientOptions = {}): ApolloClient {
  const scope = options.scope ?? "member";
  const httpLink = options.httpLink ?? new HttpLink({ uri: GRAPHQL_PATH });
  const wsLink = options.wsLink === undefined ? new GraphQLWsLink(createWsClient()) : options.wsLink;
  const transport = wsLink
    ? split(({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION, wsLink, httpLink)
    : httpLink;
  return new ApolloClient({
    link: ApolloLink.from([createAuthLink(scope), createSessionErrorLink(scope), transport]),
    cache: createCache(),
  });
}

let singleton: ApolloClient | undefined;
let restored: Promise<unknown> = Promise.resolve();
let restoreDone = true;

/**
 * The app's (member) Apollo Client, created on first use and bound to the session. Its cache is
 * kept on the device for the signed-in member (offline/persist.ts) and restored from there
 * (whenRestored); a change of identity clears both the store and what was kept.
 */
export function getApolloClient(): ApolloClient {
  if (!singleton) {
    const ws = createWsClient();
    const client = createApolloClient({ wsLink: new GraphQLWsLink(ws) });
    const persistor = createPersistor(client);
    bindSession({
      clearStore: () => (persistor ? persistor.clear(() => client.clearStore()) : client.clearStore()),
      restartSocket: () => ws.terminate(),
    });
    singleton = client;
  }
  return singleton;
}

function createPersistor(client: ApolloClient): CachePersistor | null {
  if (typeof indexedDB === "undefined") return null; // tests without IndexedDB, old browsers
  const persistor = new CachePersistor({
    cache: client.cache as InMemoryCache,
    store: idbSnapshotStore(),
    member: () => memberOf(getUserToken()),
  });
  // the last changes, before the pause is over, when the page goes away or to the background
  const persistNow = () => void persistor.persist().catch(() => {});
  window.addEventListener("pagehide", persistNow);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") persistNow();
  });
  restoreDone = false;
  restored = persistor
    .restore()
    .catch(() => false)
    .finally(() => {
      restoreDone = true;
    });
  return persistor;
}

/**
 * Resolves once the member's kept cache is in the app client's cache (at once when there is
 * none, or it is already there): screens wait for it before their first query.
 */
export function whenRestored(): { done: boolean; promise: Promise<unknown> } {
  return { done: restoreDone, promise: restored };
}
