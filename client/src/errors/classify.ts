// The one reading of a failed operation for every screen: what kind of failure it was, the
// server's code (the schema's ErrorCode, the wire value of extensions.code), the input it names,
// and words a member can act on. Browser texts such as "Failed to fetch" never reach the screen.
import { CombinedGraphQLErrors, ServerError, ServerParseError } from "@apollo/client/errors";
import type { ErrorCode } from "../gql/graphql";
import { translate } from "../i18n";
import { networkMessage, unexpectedMessage } from "./texts";

export type { ErrorCode };

/** Every code the server sends (graph/schema/schema.graphqls: enum ErrorCode). */
export const ERROR_CODES: readonly ErrorCode[] = [
  "invalid",
  "unauthorized",
  "forbidden",
  "not_found",
  "conflict",
  "rate_limited",
  "unavailable",
  "internal",
];

export { networkMessage, unexpectedMessage };

/** Close codes with which the server ends a session on the websocket (see apollo.ts). */
export const SESSION_END_CLOSE_CODES: readonly number[] = [4401, 4403];

/** The close code of a socket whose account is disabled (the server's only 4403). */
export const ACCOUNT_DISABLED_CLOSE_CODE = 4403;

/** What the server says of a disabled account. */
export function accountDisabledText(): string {
  return translate("errors.accountDisabled");
}

export interface ClassifiedError {
  /**
   * "server": the server answered and refused (it said why: `code`, `message`);
   * "network": no usable answer came back;
   * "unexpected": something else went wrong (a fault on the page).
   */
  kind: "server" | "network" | "unexpected";
  /** The server's code; null when it sent none this client knows. */
  code: ErrorCode | null;
  /** The server's own words (every error's message, joined), or null. */
  serverMessage: string | null;
  /** The input the server named (extensions.field), or null. */
  field: string | null;
  /** What to show: the server's words, else a sentence saying what happened and what to do. */
  message: string;
}

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && (ERROR_CODES as readonly string[]).includes(value);
}

interface WireError {
  message?: unknown;
  extensions?: Record<string, unknown> | null;
}

function fromWireErrors(errors: readonly WireError[]): ClassifiedError {
  const code = errors.map((e) => e.extensions?.code).find(isErrorCode) ?? null;
  const field = errors.map((e) => e.extensions?.field).find((f): f is string => typeof f === "string" && f !== "") ?? null;
  const text = errors
    .map((e) => (typeof e.message === "string" ? e.message.trim() : ""))
    .filter(Boolean)
    .join(" ");
  const serverMessage = text || null;
  return { kind: "server", code, field, serverMessage, message: serverMessage ?? unexpectedMessage() };
}

/** A non-OK HTTP answer whose body is still a GraphQL answer (the server's own refusals). */
function wireErrorsOf(bodyText: string): WireError[] | null {
  try {
    const body = JSON.parse(bodyText) as { errors?: unknown };
    return Array.isArray(body.errors) && body.errors.length > 0 ? (body.errors as WireError[]) : null;
  } catch {
    return null;
  }
}

/** The code of a websocket close event, or of a subscription's "Socket closed with event N" error. */
export function closeCode(error: unknown): number | null {
  if (typeof error === "object" && error !== null && "code" in error && typeof error.code === "number" && "reason" in error) {
    return error.code;
  }
  if (error instanceof Error) {
    // GraphQLWsLink turns a close event into this message
    const match = /^Socket closed with event (\d+)/.exec(error.message);
    if (match) return Number(match[1]);
  }
  return null;
}

const NETWORK_TEXTS = [/failed to fetch/i, /networkerror/i, /load failed/i, /network request failed/i, /network error/i];

function network(): ClassifiedError {
  return { kind: "network", code: null, serverMessage: null, field: null, message: networkMessage() };
}

/** Reads any failure of an Apollo operation (or anything thrown) the one way every screen uses. */
export function classify(error: unknown): ClassifiedError {
  if (CombinedGraphQLErrors.is(error)) return fromWireErrors(error.errors);
  if (ServerError.is(error)) {
    const errors = wireErrorsOf(error.bodyText);
    return errors ? fromWireErrors(errors) : network();
  }
  if (ServerParseError.is(error)) return network();
  const close = closeCode(error);
  if (close !== null) {
    if (!SESSION_END_CLOSE_CODES.includes(close)) return network();
    return {
      kind: "server",
      code: "unauthorized",
      field: null,
      serverMessage: null,
      message: translate(close === ACCOUNT_DISABLED_CLOSE_CODE ? "errors.accountDisabled" : "errors.sessionExpired"),
    };
  }
  if (error instanceof TypeError && NETWORK_TEXTS.some((re) => re.test(error.message))) return network();
  if (error instanceof Error && NETWORK_TEXTS.some((re) => re.test(error.message))) return network();
  return { kind: "unexpected", code: null, serverMessage: null, field: null, message: unexpectedMessage() };
}

/** Whether the server refused with the given code. */
export function hasErrorCode(error: unknown, code: ErrorCode): boolean {
  return classify(error).code === code;
}

/** The session is missing, ended or expired: sign in again. */
export function isUnauthorized(error: unknown): boolean {
  return hasErrorCode(error, "unauthorized");
}

/** The server answered with its reasons (as opposed to no answer at all). */
export function isServerAnswer(error: unknown): boolean {
  return classify(error).kind === "server";
}

/** What to show for a failure: the server's words, else what happened and what to do. */
export function errorText(error: unknown): string {
  return classify(error).message;
}

/** Texts for a call whose failures the spec words itself (spec 8: Login, Registration). */
export interface FailureTexts {
  /** The server refused without words, e.g. "Login failed. Please try again." */
  generic: string;
  /** No usable answer, e.g. "Login failed. Please check your connection and try again." */
  network: string;
}

/** The server's words, else the call's generic or network text. */
export function failureText(error: unknown, texts: FailureTexts): string {
  const c = classify(error);
  if (c.kind === "network") return texts.network;
  return c.serverMessage ?? texts.generic;
}

/** The server's own words for a failure, or null when it sent none. */
export function serverMessage(error: unknown): string | null {
  return classify(error).serverMessage;
}
