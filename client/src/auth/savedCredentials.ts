// Saved sign-in suggestions for /login and /join-current-group (spec 3 "Saved credentials",
// spec 5 "Saved credential suggestions"). Storage itself (key `savedCredentials`, 5 kept,
// newest first, de-duplicated by email ignoring case) lives in ./storage.ts; this module adds
// the suggestion filter the forms use.
import {
  getSavedCredentials,
  MAX_SAVED_CREDENTIALS,
  rememberCredential,
  setSavedCredentials,
  type SavedCredential,
} from "./storage";

export type { SavedCredential };
export { MAX_SAVED_CREDENTIALS };

/** How many suggestions a field offers at once (spec 9). */
export const MAX_SUGGESTIONS = 3;

/** The remembered sign-ins, newest first (at most 5). */
export function loadSavedCredentials(): SavedCredential[] {
  return getSavedCredentials();
}

/** Remembers a successful sign-in: moves it to the front, drops an older entry with the same email. */
export function saveCredential(credential: SavedCredential): void {
  rememberCredential(credential);
}

/**
 * The saved sign-ins whose email or name contains `query` (ignoring case and surrounding
 * spaces), newest first, at most `limit`. An empty query suggests nothing: suggestions
 * appear as the visitor types.
 */
export function suggestCredentials(
  saved: readonly SavedCredential[],
  query: string,
  limit: number = MAX_SUGGESTIONS,
): SavedCredential[] {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  return saved
    .filter((c) => c.email.toLowerCase().includes(q) || c.name.toLowerCase().includes(q))
    .slice(0, Math.max(0, limit));
}

/**
 * After the member changed their name or email (issue 29): the saved sign-in for `oldEmail`
 * gives way to `next`, at the front, so /login suggests what signs in now. Nothing saved for
 * `oldEmail` (the member never signed in on this browser): `next` is remembered all the same.
 */
export function replaceCredential(oldEmail: string, next: SavedCredential): void {
  const old = oldEmail.trim().toLowerCase();
  const kept = getSavedCredentials().filter((c) => c.email.toLowerCase() !== old);
  setSavedCredentials(kept);
  rememberCredential(next);
}

interface PasswordCredentialConstructor {
  new (init: { id: string; password: string; name?: string }): Credential;
}

/**
 * Offers the browser's password manager the member's email and password, where it can store
 * one (PasswordCredential: Chromium); elsewhere the form's autocomplete attributes do it.
 */
export async function storePasswordCredential(email: string, password: string, name: string): Promise<void> {
  const Ctor = (globalThis as { PasswordCredential?: PasswordCredentialConstructor }).PasswordCredential;
  if (!Ctor || typeof navigator === "undefined" || !navigator.credentials?.store) return;
  try {
    await navigator.credentials.store(new Ctor({ id: email, password, name }));
  } catch {
    // refused or unsupported: the saved suggestions still hold the email and name
  }
}
