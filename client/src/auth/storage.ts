// The one owner of the browser's localStorage keys (spec 3: "Local browser storage keys").
// Every read and write of these keys goes through this module, so the key names and value
// formats live in one place. Writes announce themselves with a window event so mounted
// components re-render; the `storage` event carries changes made in other tabs.

export const STORAGE_KEYS = {
  userToken: "userToken",
  userData: "userData",
  adminToken: "adminToken",
  messageBoardLastRead: "messageBoardLastRead",
  savedCredentials: "savedCredentials",
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Fired on window after this tab changes one of the keys above; `detail.key` names it. */
export const STORAGE_CHANGE_EVENT = "journey365:storage-change";

export interface StorageChangeDetail {
  key: StorageKey;
}

/** What the app keeps about the signed-in member (spec 3: userData). */
export interface UserData {
  name: string;
  trophies_count: number;
}

/** One remembered login (spec 3: saved credentials). */
export interface SavedCredential {
  email: string;
  name: string;
}

/** How many saved credentials are kept (spec 9). */
export const MAX_SAVED_CREDENTIALS = 5;

const KNOWN_KEYS = new Set<string>(Object.values(STORAGE_KEYS));

function store(): Storage | null {
  try {
    return typeof window !== "undefined" ? window.localStorage : null;
  } catch {
    return null; // storage disabled (privacy settings): behave as signed out
  }
}

function read(key: StorageKey): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: StorageKey, value: string | null): void {
  const s = store();
  if (!s) return;
  try {
    if (value === null) s.removeItem(key);
    else s.setItem(key, value);
  } catch {
    // quota exceeded or storage disabled: nothing sensible to do but carry on
  }
  notify(key);
}

function notify(key: StorageKey): void {
  if (typeof window === "undefined") return;
  window.dispatchEvent(
    new CustomEvent<StorageChangeDetail>(STORAGE_CHANGE_EVENT, { detail: { key } }),
  );
}

function readJSON(key: StorageKey): unknown {
  const raw = read(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

// ---- tokens ---------------------------------------------------------------------------

export function getUserToken(): string | null {
  return read(STORAGE_KEYS.userToken) || null;
}

export function setUserToken(token: string | null): void {
  write(STORAGE_KEYS.userToken, token);
}

export function getAdminToken(): string | null {
  return read(STORAGE_KEYS.adminToken) || null;
}

export function setAdminToken(token: string | null): void {
  write(STORAGE_KEYS.adminToken, token);
}

// ---- user data -------------------------------------------------------------------------

/** The raw stored userData string (stable between calls; handy as a render snapshot). */
export function getUserDataRaw(): string | null {
  return read(STORAGE_KEYS.userData);
}

export function parseUserData(raw: string | null): UserData | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== "object") return null;
  const v = value as Record<string, unknown>;
  const name = typeof v.name === "string" ? v.name : "";
  const trophies = Number(v.trophies_count);
  return { name, trophies_count: Number.isFinite(trophies) ? trophies : 0 };
}

export function getUserData(): UserData | null {
  return parseUserData(getUserDataRaw());
}

export function setUserData(data: UserData | null): void {
  write(
    STORAGE_KEYS.userData,
    data === null ? null : JSON.stringify({ name: data.name, trophies_count: data.trophies_count }),
  );
}

/** Stores a member session (spec 4: Login, any role other than admin). */
export function setUserSession(token: string, data: UserData): void {
  setUserToken(token);
  setUserData(data);
}

/** Member logout (spec 2): removes the user token and the user data. */
export function logout(): void {
  const s = store();
  try {
    s?.removeItem(STORAGE_KEYS.userToken);
    s?.removeItem(STORAGE_KEYS.userData);
  } catch {
    // ignore
  }
  notify(STORAGE_KEYS.userToken);
  notify(STORAGE_KEYS.userData);
}

/** Admin logout: removes the admin token only. */
export function adminLogout(): void {
  setAdminToken(null);
}

// ---- message board ----------------------------------------------------------------------

/** Last-read time of the member's message board, in epoch milliseconds, or null if none. */
export function getMessageBoardLastRead(): number | null {
  const raw = read(STORAGE_KEYS.messageBoardLastRead);
  if (raw === null || raw === "") return null;
  const n = Number(raw);
  if (Number.isFinite(n)) return n;
  const parsed = Date.parse(raw); // tolerate an ISO timestamp
  return Number.isNaN(parsed) ? null : parsed;
}

export function setMessageBoardLastRead(timestamp: number | Date | null): void {
  if (timestamp === null) {
    write(STORAGE_KEYS.messageBoardLastRead, null);
    return;
  }
  const ms = timestamp instanceof Date ? timestamp.getTime() : timestamp;
  write(STORAGE_KEYS.messageBoardLastRead, String(Math.trunc(ms)));
}

// ---- saved credentials --------------------------------------------------------------------

export function getSavedCredentials(): SavedCredential[] {
  const value = readJSON(STORAGE_KEYS.savedCredentials);
  if (!Array.isArray(value)) return [];
  return value
    .filter(
      (c): c is SavedCredential =>
        !!c && typeof c === "object" && typeof c.email === "string" && typeof c.name === "string",
    )
    .map((c) => ({ email: c.email, name: c.name }))
    .slice(0, MAX_SAVED_CREDENTIALS);
}

export function setSavedCredentials(list: SavedCredential[]): void {
  write(STORAGE_KEYS.savedCredentials, JSON.stringify(list.slice(0, MAX_SAVED_CREDENTIALS)));
}

/**
 * Remembers a successful login (spec 5): newest first, de-duplicated by email
 * case-insensitively, at most 5 kept.
 */
export function rememberCredential(credential: SavedCredential): void {
  const email = credential.email.trim();
  const name = credential.name.trim();
  if (!email) return;
  const rest = getSavedCredentials().filter(
    (c) => c.email.toLowerCase() !== email.toLowerCase(),
  );
  setSavedCredentials([{ email, name }, ...rest]);
}

// ---- change subscription --------------------------------------------------------------------

/**
 * Calls `listener` whenever one of the keys changes, in this tab (custom event) or in
 * another tab (`storage` event). Returns the unsubscribe function.
 */
export function subscribeToStorage(listener: (key: StorageKey | null) => void): () => void {
  if (typeof window === "undefined") return () => {};
  const onLocal = (event: Event) => {
    listener((event as CustomEvent<StorageChangeDetail>).detail?.key ?? null);
  };
  const onOtherTab = (event: StorageEvent) => {
    // key null means the other tab called localStorage.clear()
    if (event.key === null) listener(null);
    else if (KNOWN_KEYS.has(event.key)) listener(event.key as StorageKey);
  };
  window.addEventListener(STORAGE_CHANGE_EVENT, onLocal);
  window.addEventListener("storage", onOtherTab);
  return () => {
    window.removeEventListener(STORAGE_CHANGE_EVENT, onLocal);
    window.removeEventListener("storage", onOtherTab);
  };
}
