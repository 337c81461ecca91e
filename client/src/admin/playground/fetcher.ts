// What GraphiQL runs every request through: POST /graphql with the admin token (read when sent,
// never typed by the admin), a question before any mutation, and the server's answer as it is,
// whatever the HTTP status, so a refusal (complexity, depth, size, introspection) shows its words.
import { Kind, OperationTypeNode, parse, type DocumentNode, type FormattedExecutionResult, type OperationDefinitionNode } from "graphql";
import { GRAPHQL_PATH } from "../../apollo";
import { ADMIN_SESSION_EXPIRED, endSessionFor, getAdminToken } from "../../auth/session";
import { networkMessage } from "../../errors/texts";
import { translate } from "../../i18n";

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
export const mutationCancelled = () => translate("admin-playground.cancelled");

/**
 * What a request will run. GraphiQL names the operation under the cursor, but it learns the name
 * a moment after each edit, so a Run right after typing can carry the name of the document before:
 * a name the document does not have is dropped when the document has one operation only (the one
 * the admin sees is the one that runs). `operation` is null when the document does not parse (the
 * server says why) or when it cannot tell which of several runs; `mutations` lists the document's
 * mutations either way.
 */
export function resolveOperation(request: PlaygroundRequest): {
  operation: OperationDefinitionNode | null;
  operationName: string | undefined;
  mutations: OperationDefinitionNode[];
} {
  let document: DocumentNode;
  try {
    document = parse(request.query);
  } catch {
    return { operation: null, operationName: request.operationName || undefined, mutations: [] };
  }
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const mutations = operations.filter((o) => o.operation === OperationTypeNode.MUTATION);
  const named = request.operationName ? operations.find((o) => o.name?.value === request.operationName) : undefined;
  if (named) return { operation: named, operationName: request.operationName || undefined, mutations };
  if (operations.length === 1) return { operation: operations[0], operationName: operations[0].name?.value, mutations };
  return { operation: null, operationName: request.operationName || undefined, mutations };
}

function describe(operations: OperationDefinitionNode[]): PendingMutation {
  return {
    name: operations.length === 1 ? (operations[0].name?.value ?? null) : null,
    fields: operations.flatMap((o) => o.selectionSet.selections.map((s) => (s.kind === Kind.FIELD ? s.name.value : "…"))),
  };
}

/**
 * The mutation a request would run, or null when it runs none. When it cannot tell which of
 * several operations runs, any mutation among them counts: the question is asked rather than not.
 */
export function mutationOf(request: PlaygroundRequest): PendingMutation | null {
  const { operation, mutations } = resolveOperation(request);
  if (operation) return operation.operation === OperationTypeNode.MUTATION ? describe([operation]) : null;
  return mutations.length > 0 ? describe(mutations) : null;
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
    const { operationName } = resolveOperation(request);
    const mutation = mutationOf(request);
    if (mutation && !(await options.confirmMutation(mutation))) return errorResult(mutationCancelled());
    const sent = token();
    if (!sent) return errorResult(translate(ADMIN_SESSION_EXPIRED));
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
          operationName,
          variables: request.variables ?? undefined,
        }),
      });
    } catch {
      return errorResult(networkMessage());
    }
    const text = await response.text().catch(() => "");
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      /* not JSON: said below */
    }
    if (!isGraphQLAnswer(body)) {
      const status = `${response.status}${response.statusText ? ` ${response.statusText}` : ""}`;
      return errorResult(translate("admin-playground.not-graphql", { status }));
    }
    if (refusesSession(body) && token() === sent) onSessionRefused();
    return body;
  };
}
