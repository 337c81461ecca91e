// Spec 8, User save failure: the server's message plus the validation details joined with '; ';
// else 'Email already exists' for a conflict on the email; else 'Failed to save user'.
import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";
import { classify } from "../../errors/classify";
import { msg, translate, type Translate } from "../../i18n";

export const EMAIL_EXISTS = msg("admin-users.save.emailExists");
export const SAVE_FAILED = msg("admin-users.save.failed");

/** Each message the server sent (one GraphQL error per wrong input), in order, without repeats. */
function serverMessages(error: unknown): string[] {
  let errors: ReadonlyArray<{ message?: unknown }> = [];
  if (CombinedGraphQLErrors.is(error)) {
    errors = error.errors;
  } else if (ServerError.is(error)) {
    try {
      const body = JSON.parse(error.bodyText) as { errors?: unknown };
      if (Array.isArray(body.errors)) errors = body.errors as Array<{ message?: unknown }>;
    } catch {
      // not a GraphQL answer: no words from the server
    }
  }
  const messages = errors.map((e) => (typeof e.message === "string" ? e.message.trim() : "")).filter(Boolean);
  return Array.from(new Set(messages));
}

/**
 * The text shown above the form's buttons when saving a user fails. A conflict on the email (the
 * GraphQL form of the REST 409) reads 'Email already exists', even when the server worded it: its
 * words for it are written for members signing up ("… Please log in instead."), which does not
 * fit an admin. A conflict the server did not word reads the same (the REST rule: 409 → 'Email
 * already exists'); no answer at all (offline) reads 'Failed to save user'.
 */
export function saveErrorText(error: unknown, t: Translate = translate): string {
  const c = classify(error);
  if (c.kind !== "server") return t(SAVE_FAILED);
  if (c.code === "conflict" && c.field === "email") return t(EMAIL_EXISTS);
  const messages = serverMessages(error);
  if (messages.length > 0) return messages.join("; ");
  return c.code === "conflict" ? t(EMAIL_EXISTS) : t(SAVE_FAILED);
}
