// Test helpers for the board (used by tests only): Apollo Clients (the member's and the admin
// panel's, as in the app) whose link answers each operation by name from handlers, records the
// calls, and gives subscriptions a Subject the test pushes events into.
import { ApolloClient, ApolloLink } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import type { FormattedExecutionResult } from "graphql";
import type { ReactNode } from "react";
import { Observable, type Observer } from "rxjs";
import { AdminApolloProvider, AdminClientContext } from "../admin/client/AdminApolloProvider";
import { createCache } from "../apollo";
import { FORM_RULES_OPERATION, formRulesAnswer } from "../forms/testing";
import type { BoardEvent } from "./BoardLiveContext";
import type { BoardMessageFieldsFragment, BoardQuery, MessageType } from "../gql/graphql";

export interface Call {
  operationName: string;
  variables: Record<string, unknown>;
  /** "admin" when the admin panel's client sent it; else the member operation's `auth` context. */
  auth: string | undefined;
}

/** A handler's answer: a result, an Error (network failure), or an Observable (subscriptions). */
export type Answer = FormattedExecutionResult | Error | Observable<FormattedExecutionResult>;
export type Handler = (variables: Record<string, unknown>, call: Call) => Answer | Promise<Answer>;

/**
 * Clients answering by `handlers`. The form rules every form reads are answered as the server
 * gives them unless a handler says otherwise, and are not recorded among the calls.
 */
export function createTestClient(handlers: Record<string, Handler>) {
  const calls: Call[] = [];
  const answering = (client: "member" | "admin") => new ApolloLink((operation) => {
    const call: Call = {
      operationName: operation.operationName ?? "",
      variables: { ...operation.variables },
      auth: client === "admin" ? "admin" : operation.getContext().auth,
    };
    if (call.operationName !== FORM_RULES_OPERATION || handlers[FORM_RULES_OPERATION]) calls.push(call);
    const handler = handlers[call.operationName] ?? (call.operationName === FORM_RULES_OPERATION ? () => formRulesAnswer() : undefined);
    return new Observable<FormattedExecutionResult>((observer) => {
      let inner: { unsubscribe(): void } | undefined;
      let closed = false;
      Promise.resolve(handler ? handler(call.variables, call) : new Error(`no handler for ${call.operationName}`)).then(
        (answer) => {
          if (closed) return;
          if (answer instanceof Observable) {
            inner = answer.subscribe(observer);
          } else if (answer instanceof Error) {
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
        inner?.unsubscribe();
      };
    });
  });
  // The app's own cache, with its type policies: a test sees what the app would.
  const client = new ApolloClient({ link: answering("member"), cache: createCache() });
  const adminClient = new ApolloClient({ link: answering("admin"), cache: createCache() });
  /** The member client, with the admin client standing by (the board's Delete). */
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AdminClientContext.Provider value={adminClient}>
      <ApolloProvider client={client}>{children}</ApolloProvider>
    </AdminClientContext.Provider>
  );
  /** As the signed-in admin panel: the admin client. */
  const adminWrapper = ({ children }: { children: ReactNode }) => (
    <AdminClientContext.Provider value={adminClient}>
      <AdminApolloProvider>{children}</AdminApolloProvider>
    </AdminClientContext.Provider>
  );
  return { client, adminClient, calls, wrapper, adminWrapper, named: (name: string) => calls.filter((c) => c.operationName === name) };
}

/**
 * A subscription stream the test controls: `next(event)` goes to every open subscription;
 * `complete()` ends the open ones (as a server shutting down does), `error(e)` fails them;
 * later ones stay open.
 */
export function eventStream() {
  const observers = new Set<Observer<FormattedExecutionResult>>();
  const observable = new Observable<FormattedExecutionResult>((observer) => {
    observers.add(observer);
    return () => {
      observers.delete(observer);
    };
  });
  return {
    observable,
    get subscribers() {
      return observers.size;
    },
    next: (event: BoardEvent) => {
      for (const o of Array.from(observers)) o.next({ data: { boardEvents: event } });
    },
    complete: () => {
      for (const o of Array.from(observers)) {
        observers.delete(o);
        o.complete();
      }
    },
    /** Fails the open subscriptions with error (a GraphQL error, or the socket closing). */
    error: (error: unknown) => {
      for (const o of Array.from(observers)) {
        observers.delete(o);
        o.error(error);
      }
    },
  };
}

/** A GraphQL error answer with an extensions code. */
export function gqlError(message: string, code?: string): FormattedExecutionResult {
  return { data: null, errors: [{ message, ...(code ? { extensions: { code } } : {}) }] };
}

export function message(overrides: Partial<BoardMessageFieldsFragment> = {}): BoardMessageFieldsFragment {
  return {
    __typename: "Message",
    id: "1",
    groupId: "7",
    source: "USER",
    type: "ENCOURAGEMENT",
    priority: "NORMAL",
    title: null,
    content: "Keep going, friends!",
    authorName: "Ruth Member",
    createdAt: "2027-01-05T17:30:00Z",
    unread: false,
    mine: false,
    ...overrides,
  };
}

const TYPES: MessageType[] = ["MILESTONE", "ENCOURAGEMENT", "PRAYER", "TESTIMONY", "QUESTION", "REMINDER", "ANNOUNCEMENT"];

/** A board page; the counts are derived from the messages unless given. */
export function board(
  messages: BoardMessageFieldsFragment[],
  overrides: Partial<BoardQuery["board"]> = {},
): BoardQuery["board"] {
  return {
    __typename: "Board",
    groupId: "7",
    groupName: "January 2027 Group",
    messages,
    pageInfo: { __typename: "PageInfo", hasNextPage: false, endCursor: messages.length ? `c${messages.at(-1)!.id}` : null },
    totalCount: messages.length,
    unreadCount: messages.filter((m) => m.unread).length,
    counts: TYPES.map((type) => ({
      __typename: "TypeCount" as const,
      type,
      count: messages.filter((m) => m.type === type).length,
      unread: messages.filter((m) => m.type === type && m.unread).length,
    })),
    lastReadAt: null,
    version: 1,
    ...overrides,
  };
}

/** What an event says of the board after it: its version and the member's counts then. */
export type EventCounts = Pick<BoardEvent, "version" | "totalCount" | "unreadCount" | "counts">;

/** The counts the server sends at `version` when the board holds `messages` (as board() counts them). */
export function countsAt(version: number, messages: BoardMessageFieldsFragment[]): EventCounts {
  const b = board(messages);
  return { version, totalCount: b.totalCount, unreadCount: b.unreadCount, counts: b.counts };
}

/** Counts that say only how many messages are unread (what the navigation badge shows). */
export function unreadAt(version: number, unreadCount: number): EventCounts {
  return { version, totalCount: unreadCount, unreadCount, counts: [] };
}

export function newEvent(m: BoardMessageFieldsFragment, after: EventCounts): BoardEvent {
  return { __typename: "BoardEvent", kind: "NEW", groupId: m.groupId, messageId: m.id, message: m, ...after };
}

/** An admin edited the message: the event carries its new fields. */
export function editedEvent(m: BoardMessageFieldsFragment, after: EventCounts): BoardEvent {
  return { __typename: "BoardEvent", kind: "EDITED", groupId: m.groupId, messageId: m.id, message: m, ...after };
}

export function deletedEvent(id: string, after: EventCounts, groupId = "7"): BoardEvent {
  return { __typename: "BoardEvent", kind: "DELETED", groupId, messageId: id, message: null, ...after };
}

export function unreadAnswer(unreadCount: number, groupId = "7", version = 1): FormattedExecutionResult {
  return { data: { board: { __typename: "Board", groupId, unreadCount, version } } };
}

/**
 * The English messages of a catalogue namespace still shown on the page (its text, or an
 * aria-label, title, placeholder or alt): in another language, none should be. Messages with
 * placeholders or markup, and those the other language writes the same, are not looked for.
 */
export function englishShown(english: Record<string, string>, other: Record<string, string>, root: HTMLElement = document.body): string[] {
  const attributes = [...root.querySelectorAll("[aria-label], [title], [placeholder], [alt]")].flatMap((el) =>
    ["aria-label", "title", "placeholder", "alt"].map((name) => el.getAttribute(name) ?? ""),
  );
  const shown = [root.textContent ?? "", ...attributes].join("\n");
  return Object.entries(english)
    .filter(([id, text]) => !/[{<#]/.test(text) && text.length > 3 && text !== other[id] && wholeWords(text).test(shown))
    .map(([id, text]) => `${id}: ${text}`);
}

/** text, not as a part of a longer word ("Report" is not in "Reportar"). */
function wholeWords(text: string): RegExp {
  return new RegExp(`(?<![\\p{L}])${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}])`, "u");
}
