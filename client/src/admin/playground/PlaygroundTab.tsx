// The admin's GraphQL playground (issue 14): GraphiQL 5, bundled (no CDN), in this chunk only:
// the panel loads it when /admin/playground opens. Monaco's workers come from the app's own
// origin (graphiql/setup-workers/vite: Vite builds each as a file under /assets).
import "graphiql/setup-workers/vite";
import "graphiql/style.css";
import { GraphiQL, HISTORY_PLUGIN } from "graphiql";
import { useEffect, useId, useMemo, useRef, type ComponentProps } from "react";
import { useT } from "../../i18n";
import { watchGraphiQLTabs } from "./accessibleTabs";
import { defaultQuery } from "./examples";
import { examplesPlugin } from "./examplesPlugin";
import { createPlaygroundFetcher } from "./fetcher";
import { useMutationConfirm } from "./MutationConfirm";
import "./playground.css";

// GraphiQL types its results as graphql-js ExecutionResult (GraphQLError instances); an answer
// off the wire is the formatted shape, which GraphiQL only prints.
type GraphiQLFetcher = ComponentProps<typeof GraphiQL>["fetcher"];

/**
 * /admin/playground: GraphiQL with the admin token sent by the fetcher, the docs explorer (the
 * schema comes from introspection, which the server allows admin tokens only), saved examples,
 * history in localStorage and a question before every mutation. No headers editor: the token is
 * the one credential, and nothing typed there is kept in the browser.
 */
export function PlaygroundTab() {
  const t = useT();
  const plugins = useMemo(() => [examplesPlugin(t), HISTORY_PLUGIN], [t]);
  const headingId = `${useId()}-heading`;
  const { confirm, dialog } = useMutationConfirm();
  const fetcher = useMemo(() => createPlaygroundFetcher({ confirmMutation: confirm }) as GraphiQLFetcher, [confirm]);
  // GraphiQL's tabs as a list of buttons (axe: nested-interactive), see accessibleTabs.ts
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => (frame.current ? watchGraphiQLTabs(frame.current) : undefined), []);
  return (
    <section className="admin-section playground-tab" aria-labelledby={headingId}>
      <h2 id={headingId}>{t("admin-playground.title")}</h2>
      <p className="playground-intro">{t("admin-playground.intro")}</p>
      <div className="playground-frame" ref={frame}>
        <GraphiQL
          fetcher={fetcher}
          plugins={plugins}
          defaultQuery={defaultQuery(t)}
          forcedTheme="light"
          isHeadersEditorEnabled={false}
          shouldPersistHeaders={false}
          defaultEditorToolsVisibility="variables"
        >
          {/* instead of GraphiQL's own, a link to its site (a page on another host) */}
          <GraphiQL.Logo>{t("admin-playground.logo")}</GraphiQL.Logo>
        </GraphiQL>
      </div>
      {dialog}
    </section>
  );
}

export default PlaygroundTab;
