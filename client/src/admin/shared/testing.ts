// Test helpers shared by the admin tabs (tests only): answers shaped like the server's.
import type { FormattedExecutionResult } from "graphql";

export interface PageOptions {
  totalCount?: number;
  hasNextPage?: boolean;
  endCursor?: string | null;
  /** Other fields of the page (a list's totals). */
  extra?: Record<string, unknown>;
}

/**
 * An answer of the list `field` (a page of `typename`, the list convention's shape): the nodes,
 * their total (default: as many as given), and a cursor after the last one.
 */
export function pageAnswer<T extends { id?: string; key?: string }>(
  field: string,
  typename: string,
  nodes: T[],
  { totalCount = nodes.length, hasNextPage = false, endCursor, extra = {} }: PageOptions = {},
): FormattedExecutionResult {
  const last = nodes.at(-1);
  const cursor = endCursor !== undefined ? endCursor : last ? `cursor-${last.key ?? last.id}` : null;
  return {
    data: {
      [field]: {
        __typename: typename,
        totalCount,
        ...extra,
        nodes,
        pageInfo: { __typename: "PageInfo", hasNextPage, endCursor: cursor },
      },
    },
  };
}

export const GROUPS = [
  { __typename: "AdminGroup", id: "7", name: "January 2027 Group", startDate: "2027-01-01", endDate: "2027-12-31", archivedAt: null },
  { __typename: "AdminGroup", id: "8", name: "April 2027 Group", startDate: "2027-04-01", endDate: "2028-03-30", archivedAt: null },
];

export function groupsAnswer(): FormattedExecutionResult {
  return { data: { adminGroups: GROUPS } };
}

/** A GraphQL error answer, optionally naming a field. */
export function gqlErrors(...errors: Array<{ message: string; code?: string; field?: string }>): FormattedExecutionResult {
  return {
    data: null,
    errors: errors.map(({ message, code, field }) => ({
      message,
      extensions: { ...(code ? { code } : {}), ...(field ? { field } : {}) },
    })),
  };
}

/**
 * The English messages of a catalogue namespace still on the page in another language (tests of a
 * screen rendered with inLanguage): each message without placeholders whose translation differs,
 * found as whole words in `text` (default: the page's text).
 */
export function englishLeft(english: Record<string, string>, translated: Record<string, string>, text = document.body.textContent ?? ""): string[] {
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return Object.entries(english)
    .filter(([id, message]) => !/[{<]/.test(message) && translated[id] !== message)
    .map(([, message]) => message)
    .filter((message) => new RegExp(`(^|[^\\p{L}])${escape(message)}($|[^\\p{L}])`, "u").test(text));
}
