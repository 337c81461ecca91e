// The home page's one question to the server, without Apollo: the first page a newcomer opens
// loads no GraphQL client (about 55 kB compressed), only this POST. The rest of the app, and
// Home's navigation badge once someone is signed in, use Apollo.
import { useCallback, useEffect, useState } from "react";
import type { CurrentGroupQuery } from "../gql/graphql";
import { requestLanguage } from "../i18n/i18n";
import { translate } from "../i18n";

export type CurrentGroup = NonNullable<CurrentGroupQuery["currentGroup"]>;

/** No usable answer came back: said in words a visitor can act on, never the browser's. */
function unreachable(): Error {
  return new Error(translate("home.unreachable"));
}

/**
 * home/queries.ts's CurrentGroup, as graphql's print and stripIgnoredCharacters write it
 * (currentGroup.test.ts checks it against the generated document). Printing it here would bring
 * graphql's printer, and with it the whole Apollo chunk, into the first load.
 */
export const CURRENT_GROUP_QUERY =
  "query CurrentGroup{currentGroup{name startDate registrationDeadline memberCount maxMembers}}";

const REQUEST_BODY = JSON.stringify({ operationName: "CurrentGroup", query: CURRENT_GROUP_QUERY });

interface GraphQLAnswer {
  data?: CurrentGroupQuery | null;
  errors?: { message?: unknown }[];
}

/** The group open for registration (null: none). Rejects with a message fit to show. */
export async function fetchCurrentGroup(signal?: AbortSignal): Promise<CurrentGroup | null> {
  let response: Response;
  let answer: GraphQLAnswer;
  try {
    response = await fetch("/graphql", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/graphql-response+json, application/json",
        "accept-language": requestLanguage(),
      },
      body: REQUEST_BODY,
      signal,
    });
    answer = (await response.json()) as GraphQLAnswer;
  } catch (error) {
    if (signal?.aborted) throw error;
    throw unreachable();
  }
  const messages = (answer.errors ?? []).map((e) => (typeof e.message === "string" ? e.message : "")).filter(Boolean);
  if (messages.length > 0) throw new Error(messages.join("; "));
  if (!response.ok || !answer.data) throw unreachable();
  return answer.data.currentGroup;
}

export type CurrentGroupState =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "done"; group: CurrentGroup | null };

/** Asks on mount; `retry` asks again (the loading state shows meanwhile). */
export function useCurrentGroup(): CurrentGroupState & { retry(): void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<CurrentGroupState>({ status: "loading" });

  useEffect(() => {
    const controller = new AbortController();
    fetchCurrentGroup(controller.signal).then(
      (group) => setState({ status: "done", group }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: "error", message: error instanceof Error ? error.message : unreachable().message });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: "loading" });
    setAttempt((n) => n + 1);
  }, []);
  return { ...state, retry };
}
