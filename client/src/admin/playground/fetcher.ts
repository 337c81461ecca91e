// What GraphiQL runs every request through: POST /graphql with the admin token (read when sent,
// never typed by the admin), a question before any mutation, and the server's answer as it is,
// whatever the HTTP status, so a refusal (complexity, depth, size, introspection) shows its words.
import { getOperationAST, parse, type DocumentNode, type FormattedExecutionResult, type OperationDefinitionNode } from "graphql";
import { GRAPHQL_PATH } from "../../apollo";
import { ADMIN_SESSION_EXPIRED, endSessionFor, getAdminToken } from "../../auth/session";
import { NETWORK_MESSAGE } from "../../errors/texts";

/** What GraphiQL hands a fetcher (@graphiql/toolkit's FetcherParams). */
export interface PlaygroundRequest {
  query: string;
  operationName?: string | null;
  variables?: unknown;
}

/** A GraphQL answer as it came over the wire (GraphiQL shows it as JSON). */
export type PlaygroundResult = FormattedExecutionResult;

/** The mutation about to run, for the question asked before it. */
export interface PendingMutation {
  /** Its operation name, or null for an anonymous one. */
  name: string | null;
  /** Its root fields, in order (e.g. ["createGroupMessage"]). */
  fields: string[];
}

export interface PlaygroundFetcherOptions {
  /** Asked before a mutation is sent; false sends nothing. */
  confirmMutation: (mutation: PendingMutation) => Promise<boolean>;
  /** The admin token now (default: the session's; null when signed out). */
  token?: () => string | null;
  /** Default: the browser's fetch. */
  fetch?: typeof fetch;
  /** Called when the server refused the token it was sent (default: ends the admin session). */
  onSessionRefused?: () => void;
}

/** Shown in the response pane when the admin cancels a mutation. */
export const MUTATION_CANCELLED = "Cancelled: the mutation was not sent.";

/** The operation a request would run, when its document parses (else the server says why). */
export function operationOf(request: PlaygroundRequest): OperationDefinitionNode | null {
  let document: DocumentNode;
  try {
    document = parse(request.query);
  } catch {
    return null;
  }
  return getOperationAST(document, request.operationName || undefined) ?? null;
}

/** The mutation a request would run, or null when it runs none. */
export function mutationOf(request: PlaygroundRequest): PendingMutation | null {
  const operation = operationOf(request);
  if (!operation || operation.operation !== "mutation") return null;
  const fields = operation.selectionSet.selections.map((s) => (s.kind === "Field" ? s.name.value : "…"));
  return { name: operation.name?.value ?? null, fields };
}

function errorResult(message: string): PlaygroundResult {
  return { errors: [{ message }] };
}

function isGraphQLAnswer(body: unknown): body is PlaygroundResult {
  return typeof body === "object" && body !== null && ("data" in body || "errors" in body);
}

function refusesSession(result: PlaygroundResult): boolean {
  return (result.errors ?? []).some((e) => e.extensions?.code === "unauthorized");
}

/**
 * The playground's fetcher. A mutation (the operation GraphiQL names, or the document's only
 * one) is sent only after confirmMutation says yes. An answer saying the token is refused
 * (`unauthorized`) ends the admin session, as the rest of the panel does, when the token sent is
 * still the one stored; the panel then shows its sign-in. A `forbidden` answer is shown only: in
 * a playground it is about the operation asked, not the session.
 */
export function createPlaygroundFetcher(options: PlaygroundFetcherOptions) {
  const token = options.token ?? getAdminToken;
  const onSessionRefused = options.onSessionRefused ?? (() => void endSessionFor("admin", "expired"));
  return async function playgroundFetcher(request: PlaygroundRequest): Promise<PlaygroundResult> {
    const mutation = mutationOf(request);
    if (mutation && !(await options.confirmMutation(mutation))) return errorResult(MUTATION_CANCELLED);
    const sent = token();
    if (!sent) return errorResult(ADMIN_SESSION_EXPIRED);
    const send = options.fetch ?? fetch;
    let response: Response;
    try {
      response = await send(GRAPHQL_PATH, {
        method: "POST",
        headers: {
          accept: "application/graphql-response+json, application/json",
          "content-type": "application/json",
          authorization: `Bearer ${sent}`,
        },
        body: JSON.stringify({
          query: request.query,
          operationName: request.operationName || undefined,
          variables: request.variables ?? undefined,
        }),
      });
    } catch {
      return errorResult(NETWORK_MESSAGE);
    }
    const text = await response.text().catch(() => "");
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      /* not JSON: said below */
    }
    if (!isGraphQLAnswer(body)) {
      return errorResult(`The server answered ${response.status}${response.statusText ? ` ${response.statusText}` : ""} without a GraphQL answer.`);
    }
    if (refusesSession(body) && token() === sent) onSessionRefused();
    return body;
  };
}
