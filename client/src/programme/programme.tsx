// The programme's name and public links (its settings, set in the panel's Settings tab), read
// once per page load and shared by the header, every page's title, Home and the dashboard.
// Without Apollo, as Home's current group (home/currentGroup.ts): the layout and the first page
// a newcomer opens load no GraphQL client. The server reads the settings per request; a reload
// reads them again, and the admin's save puts the new ones here at once.
import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from "react";
import type { ProgrammeSettingsQuery as Data } from "../gql/graphql";

/** The programme's settings as every visitor's client reads them. */
export type ProgrammeSettings = Data["programmeSettings"];

/**
 * The product's name, shown until the server has said the programme's (and where no provider is
 * around, as in a component's own test).
 */
export const DEFAULT_PROGRAMME_NAME = "Journey 365";

/**
 * programme/queries.ts's ProgrammeSettings as graphql's print and stripIgnoredCharacters write it
 * (programme.test.ts checks it against the generated document).
 */
export const PROGRAMME_SETTINGS_QUERY =
  "query ProgrammeSettings{programmeSettings{name introVideoPart1Url introVideoPart2Url introVideoPart3Url homeIntroVideoUrl bibleAppUrl helpStartPlanUrl helpChangeLanguageUrl}}";

const REQUEST_BODY = JSON.stringify({
  operationName: "ProgrammeSettings",
  query: PROGRAMME_SETTINGS_QUERY,
});

type State = { status: "idle" | "loading" | "error"; settings: null } | { status: "done"; settings: ProgrammeSettings };

let state: State = { status: "idle", settings: null };
const listeners = new Set<() => void>();

function publish(next: State) {
  state = next;
  for (const l of listeners) l();
}

/** Asks the server once (again after a failure, when a page asks again). */
function load() {
  if (state.status === "loading" || state.status === "done") return;
  publish({ status: "loading", settings: null });
  fetch("/graphql", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/graphql-response+json, application/json",
    },
    body: REQUEST_BODY,
  })
    .then((r) => r.json() as Promise<{ data?: Data | null }>)
    .then((answer) => {
      const settings = answer.data?.programmeSettings;
      publish(settings ? { status: "done", settings } : { status: "error", settings: null });
    })
    .catch(() => publish({ status: "error", settings: null }));
}

/** The settings now known here (an admin's save, a test's fixture). */
export function setProgrammeSettings(settings: ProgrammeSettings): void {
  publish({ status: "done", settings });
}

/** Forgets them (tests): the next page asks again. */
export function resetProgrammeSettings(): void {
  publish({ status: "idle", settings: null });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The programme's settings: null while on their way (loading) or when they could not be read. */
export function useProgrammeSettings(): {
  settings: ProgrammeSettings | null;
  loading: boolean;
} {
  const s = useSyncExternalStore(subscribe, () => state);
  useEffect(() => {
    if (state.status === "idle" || state.status === "error") load();
  }, []);
  return {
    settings: s.settings,
    loading: s.status === "idle" || s.status === "loading",
  };
}

const ProgrammeNameContext = createContext<string>(DEFAULT_PROGRAMME_NAME);

/** Gives the programme's name to the header, the footer and every page's title (the layout holds it). */
export function ProgrammeNameProvider({ children }: { children: ReactNode }) {
  const { settings } = useProgrammeSettings();
  return (
    <ProgrammeNameContext.Provider value={settings?.name ?? DEFAULT_PROGRAMME_NAME}>
      {children}
    </ProgrammeNameContext.Provider>
  );
}

/** The programme's name (DEFAULT_PROGRAMME_NAME outside the layout, or until the server answers). */
export function useProgrammeName(): string {
  return useContext(ProgrammeNameContext);
}
