// Test helpers for the admin panel (tests only): the member and admin Apollo clients behind the
// app's real auth and session-error links (so a refused admin token ends the admin session as in
// the app), whose last link answers each operation by name and records what was sent; the panel
// rendered at a path.
import { ApolloClient, ApolloLink } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import type { FormattedExecutionResult } from "graphql";
import { Observable } from "rxjs";
import { createAuthLink, createCache, createSessionErrorLink, type ClientScope } from "../../apollo";
import { FORM_RULES_OPERATION, formRulesAnswer } from "../../forms/testing";
import { renderRoutes } from "../../test/renderRoutes";
import { AdminPage } from "../AdminPage";
import { AdminClientContext } from "../client/AdminApolloProvider";

export interface SentCall {
  operationName: string;
  variables: Record<string, unknown>;
  /** The Authorization header sent, if any. */
  authorization: string | undefined;
}

/** A handler's answer: a result, or an Error (no answer: a network failure). */
export type Answer = FormattedExecutionResult | Error;
export type Handler = (variables: Record<string, unknown>) => Answer | Promise<Answer>;

/**
 * Clients answering by `handlers`. The form rules every form reads are answered as the server
 * gives them unless a handler says otherwise, and are not recorded among the calls.
 */
export function adminTestClient(handlers: Record<string, Handler>) {
  const calls: SentCall[] = [];
  const terminal = new ApolloLink((operation) => {
    const headers = (operation.getContext().headers ?? {}) as Record<string, string>;
    const call: SentCall = {
      operationName: operation.operationName ?? "",
      variables: { ...operation.variables },
      authorization: headers.authorization,
    };
    if (call.operationName !== FORM_RULES_OPERATION || handlers[FORM_RULES_OPERATION]) calls.push(call);
    const handler = handlers[call.operationName] ?? (call.operationName === FORM_RULES_OPERATION ? () => formRulesAnswer() : undefined);
    return new Observable<FormattedExecutionResult>((observer) => {
      let closed = false;
      Promise.resolve(handler ? handler(call.variables) : new Error(`no handler for ${call.operationName}`)).then(
        (answer) => {
          if (closed) return;
          if (answer instanceof Error) {
            observer.error(answer);
          } else {
            observer.next(answer);
            observer.complete();
          }
        },
        (e: unknown) => observer.error(e),
      );
      return () => {
        closed = true;
      };
    });
  });
  const clientOf = (scope: ClientScope) =>
    new ApolloClient({
      link: ApolloLink.from([createAuthLink(scope), createSessionErrorLink(scope), terminal]),
      cache: createCache(),
    });
  return {
    client: clientOf("member"),
    adminClient: clientOf("admin"),
    calls,
    named: (name: string) => calls.filter((c) => c.operationName === name),
  };
}

/** A GraphQL error answer with the server's code (and the input it names). */
export function gqlError(message: string, code?: string, field?: string): FormattedExecutionResult {
  return {
    data: null,
    errors: [{ message, ...(code ? { extensions: { code, ...(field ? { field } : {}) } } : {}) }],
  };
}

/** What a browser's fetch throws when there is no answer. */
export const networkFailure = () => new TypeError("Failed to fetch");

/** Renders /admin (and its tabs) at `path`, inside a <main> as in the app's layout. */
export function renderAdmin(path: string, handlers: Record<string, Handler> = {}) {
  const t = adminTestClient(handlers);
  const routes = [
    { path: "/admin", element: <AdminPage />, children: [{ path: "*", element: null }] },
    { path: "/", element: <h1>Home stub</h1> },
  ];
  const rendered = renderRoutes(routes, path, (ui) => (
    <AdminClientContext.Provider value={t.adminClient}>
      <ApolloProvider client={t.client}>
        <main>{ui}</main>
      </ApolloProvider>
    </AdminClientContext.Provider>
  ));
  return { ...t, ...rendered };
}

/** A sign-in answer (adminLogin or changePassword). */
export function authPayload(token: string, scope: "ADMIN" | "MEMBER" = "ADMIN", role: "ADMIN" | "USER" = "ADMIN") {
  return {
    __typename: "AuthPayload" as const,
    token,
    scope,
    user: { __typename: "User" as const, name: "Ada Admin", email: "ada@example.com", role, trophiesCount: 0 },
  };
}
