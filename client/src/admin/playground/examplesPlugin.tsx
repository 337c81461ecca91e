import { useGraphiQL, useGraphiQLActions, type GraphiQLPlugin } from "@graphiql/react";
import { useT, type Translate } from "../../i18n";
import { PLAYGROUND_EXAMPLES, variablesText } from "./examples";

function ExamplesIcon() {
  // a list: three lines with bullets (GraphiQL names the button after the plugin's title)
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round">
        <path d="M9 6h11M9 12h11M9 18h11" />
        <circle cx="4.5" cy="6" r="1" />
        <circle cx="4.5" cy="12" r="1" />
        <circle cx="4.5" cy="18" r="1" />
      </g>
    </svg>
  );
}

/** The saved examples, each opened in a new tab with its variables (History keeps what ran). */
function ExamplesContent() {
  const t = useT();
  const queryEditor = useGraphiQL((state) => state.queryEditor);
  const variableEditor = useGraphiQL((state) => state.variableEditor);
  const { addTab } = useGraphiQLActions();
  return (
    <section className="playground-examples" aria-labelledby="playground-examples-title">
      <h3 id="playground-examples-title" className="graphiql-doc-explorer-title">
        {t("admin-playground.examples")}
      </h3>
      <p>{t("admin-playground.examples.intro")}</p>
      <ul>
        {PLAYGROUND_EXAMPLES.map((example) => (
          <li key={example.id}>
            <button
              type="button"
              onClick={() => {
                addTab();
                queryEditor?.setValue(example.query);
                variableEditor?.setValue(variablesText(example));
              }}
            >
              {t(example.title)}
            </button>
            <p>{t(example.description)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The Examples plugin, titled in the admin's language (GraphiQL names its button after the title). */
export function examplesPlugin(t: Translate): GraphiQLPlugin {
  return { title: t("admin-playground.examples"), icon: ExamplesIcon, content: ExamplesContent };
}
