// The one owner of who is signed in on this tab. Every sign-in and sign-out goes through here:
// the member and admin tokens, the member's stored data, and, because cached answers belong to
// the session that fetched them, clearing Apollo's store and restarting the subscription socket
// whenever the identity changes (here, in another tab, or when the server ends a session).
import type { Role, TokenScope } from "../gql/graphql";
import { msg } from "../i18n";
import { saveCredential } from "./savedCredentials";
import {
  getAdminToken as storedAdminToken,
  getUserToken,
  logout as removeMemberSession,
  setAdminToken,
  setUserSession,
  STORAGE_KEYS,
  subscribeToStorage,
} from "./storage";

/** What the app does with an Apollo client when the identity it serves changes (see bindSession). */
export interface SessionClient {
  /** Drops every cached answer and in-flight request (ApolloClient.clearStore). */
  clearStore(): Promise<unknown>;
  /** Reconnects the subscription socket so the server sees the new identity. */
  restartSocket(): void;
}

/**
 * Which identity a bound client serves: "member" (the app's client: both tokens, since its
 * socket falls back to the admin token) or "admin" (the admin panel's client: the admin token).
 */
export type BoundScope = "member" | "admin";

interface Binding {
  client: SessionClient;
  scope: BoundScope;
  /** The identity last seen for this client. */
  identity: string;
}

const bindings = new Set<Binding>();
/** True while signIn replaces the identity itself (its own writes must not clear again). */
let switching = false;

/**
 * Spec 8: what a page says after the server refused the admin token. A descriptor: the screen that
 * shows it translates it (`t(ADMIN_SESSION_EXPIRED)`), in the language active then.
 */
export const ADMIN_SESSION_EXPIRED = msg("auth.adminSessionExpired");

/**
 * Why a session ended, so the page can say so: "expired" (the server ended or refused it),
 * "disabled" (the server says the account is disabled: close 4403), or null (signed out by the
 * person, or never in).
 */
export type EndReason = "expired" | "disabled" | null;

const endReasons: Record<"member" | "admin", EndReason> = { member: null, admin: null };
const reasonListeners = new Set<() => void>();

/**
 * The admin token, only when it is admin-scoped. A member-scoped token kept as the admin token
 * (an admin account that signed in at /login before the server said the scope) is signed out.
 */
export function getAdminToken(): string | null {
  const token = storedAdminToken();
  return token && tokenScope(token) === "admin" ? token : null;
}

export { getUserToken };

function currentIdentity(scope: BoundScope): string {
  const admin = getAdminToken() ?? "";
  return scope === "admin" ? admin : `${getUserToken() ?? ""}|${admin}`;
}

/**
 * The scope a token says it has ("member" or "admin": the JWT's audience), or null when it is
 * not a token this server issues. Read, not verified: the server checks every request; this only
 * decides which slot a stored token may occupy.
 */
export function tokenScope(token: string): "member" | "admin" | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(payload.length / 4) * 4, "="));
    const { aud } = JSON.parse(json) as { aud?: unknown };
    const audience = Array.isArray(aud) ? aud[0] : aud;
    return audience === "member" || audience === "admin" ? audience : null;
  } catch {
    return null;
  }
}

/** Clears the store and restarts the socket of each client whose identity changed. */
function settleIdentity(): Promise<unknown> {
  if (switching) return Promise.resolve();
  const clearing: Promise<unknown>[] = [];
  for (const binding of bindings) {
    const now = currentIdentity(binding.scope);
    if (now === binding.identity) continue;
    binding.identity = now;
    binding.client.restartSocket();
    clearing.push(binding.client.clearStore().catch(() => {}));
  }
  return Promise.all(clearing);
}

/**
 * Connects the session to an Apollo client serving `scope`; returns the function that
 * disconnects it. From then on every change of that identity, including one made in another
 * tab, clears the client's store and restarts its socket. A stored admin token that is not
 * admin-scoped is removed.
 */
export function bindSession(client: SessionClient, scope: BoundScope = "member"): () => void {
  const stored = storedAdminToken();
  if (stored && !getAdminToken()) {
    // Not a token this server issues (edited, truncated): the panel says the session expired,
    // as when the server refuses one. A member-scoped one was an admin's sign-in at /login.
    if (tokenScope(stored) === null) endReasons.admin = "expired";
    setAdminToken(null);
  }
  for (const binding of bindings) binding.identity = currentIdentity(binding.scope);
  const binding: Binding = { client, scope, identity: currentIdentity(scope) };
  bindings.add(binding);
  const unsubscribe = subscribeToStorage((key) => {
    if (key === null || key === STORAGE_KEYS.userToken || key === STORAGE_KEYS.adminToken) void settleIdentity();
  });
  return () => {
    unsubscribe();
    bindings.delete(binding);
  };
}

/** The signed-in user as a sign-in answer gives it (spec 3: Login response user). */
export interface SignedInUser {
  name: string;
  email: string;
  role: Role;
  trophiesCount: number;
}

/** A login, adminLogin or register answer. */
export interface SignInAnswer {
  token: string;
  scope: TokenScope;
  user: SignedInUser;
}

/**
 * Where the person goes next: "admin" for /admin (an admin account: with an admin-scoped token
 * it is signed in there, else /admin asks for the password), "member" for /dashboard.
 */
export type SessionKind = "admin" | "member";

/**
 * Starts a session from a sign-in answer (spec 4: Login). The cache of whoever was signed in
 * before is cleared before the new token is stored, so nothing of theirs can show for the new
 * person, even before the network answers. The token is kept as the admin token only when the
 * server says it is ADMIN-scoped; an admin account's member-scoped token is not kept at all.
 * Also remembers the email and name for the sign-in forms' suggestions.
 */
export async function signIn(answer: SignInAnswer): Promise<SessionKind> {
  const { token, scope, user } = answer;
  saveCredential({ email: user.email, name: user.name });
  // the clients whose identity this sign-in replaces: an admin sign-in changes the admin token,
  // which both clients serve; a member sign-in only the member client's
  const affected = [...bindings].filter((binding) => scope === "ADMIN" || binding.scope === "member");
  switching = true;
  try {
    await Promise.all(affected.map((binding) => binding.client.clearStore().catch(() => {})));
    if (scope === "ADMIN") {
      setAdminToken(token);
      endReasons.admin = null;
    } else if (user.role === "ADMIN") {
      // an admin account at /login: a new sign-in here still ends the member session before it
      removeMemberSession();
    } else {
      setUserSession(token, { name: user.name, trophies_count: user.trophiesCount });
      endReasons.member = null;
    }
  } finally {
    switching = false;
  }
  for (const binding of bindings) {
    binding.identity = currentIdentity(binding.scope);
    if (affected.includes(binding)) binding.client.restartSocket();
  }
  notifyReasons();
  return user.role === "ADMIN" || scope === "ADMIN" ? "admin" : "member";
}

/** How many renewals (renewSession) are under way. */
let renewals = 0;

/**
 * A renewal of the member's session is under way: the server may already have ended the old
 * token (and closed the socket that sent it) before the answer with the new one arrives. The
 * socket's client (apollo.ts) then does not take that close for the end of the session.
 */
export function renewingSession(): boolean {
  return renewals > 0;
}

/**
 * Carries the signed-in member's session on with the new token that `send` answers, for the same
 * account (issue 29: adding a password or choosing sign-in links on /profile ends every other
 * session, and this session's old token with them). Unlike signIn nothing is cleared, as the
 * cache is the same person's: the new token is stored before anything else is sent with the old
 * one (which the server now refuses, and which would sign the member out), and the socket
 * reconnects with it. An admin-scoped or admin account's answer is a sign-in as signIn makes it.
 */
export async function renewSession(send: () => Promise<SignInAnswer>): Promise<SessionKind> {
  renewals++;
  try {
    const answer = await send();
    const { token, scope, user } = answer;
    if (scope === "ADMIN" || user.role === "ADMIN") return await signIn(answer);
    saveCredential({ email: user.email, name: user.name });
    switching = true;
    try {
      setUserSession(token, { name: user.name, trophies_count: user.trophiesCount });
      endReasons.member = null;
    } finally {
      switching = false;
    }
    for (const binding of bindings) {
      const now = currentIdentity(binding.scope);
      if (now === binding.identity) continue;
      binding.identity = now;
      binding.client.restartSocket();
    }
    notifyReasons();
    return "member";
  } finally {
    renewals--;
  }
}

/** Member logout (spec 2), or the server ending the member's session ("expired"). */
export function signOut(reason: EndReason = null): Promise<unknown> {
  endReasons.member = reason;
  removeMemberSession();
  notifyReasons();
  return settleIdentity();
}

/** Admin logout, or the server refusing the admin token ("expired"). */
export function signOutAdmin(reason: EndReason = null): Promise<unknown> {
  endReasons.admin = reason;
  setAdminToken(null);
  notifyReasons();
  return settleIdentity();
}

/** Ends the session whose token an operation sent. */
export function endSessionFor(scope: "user" | "admin", reason: EndReason): Promise<unknown> {
  return scope === "admin" ? signOutAdmin(reason) : signOut(reason);
}

/** Why the member's or the admin's last session ended. */
export function endReason(which: "member" | "admin"): EndReason {
  return endReasons[which];
}

/** Forgets why the last session ended (the notice was shown). */
export function clearEndReason(which: "member" | "admin"): void {
  if (endReasons[which] === null) return;
  endReasons[which] = null;
  notifyReasons();
}

/** Calls listener when an end reason changes; returns the unsubscribe function. */
export function subscribeToEndReasons(listener: () => void): () => void {
  reasonListeners.add(listener);
  return () => reasonListeners.delete(listener);
}

function notifyReasons(): void {
  reasonListeners.forEach((listener) => listener());
}
