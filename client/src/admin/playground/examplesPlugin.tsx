import { useGraphiQL, useGraphiQLActions, type GraphiQLPlugin } from "@graphiql/react";
import { PLAYGROUND_EXAMPLES, variablesText } from "./examples";

export const EXAMPLES_TITLE = "Examples";

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
  const queryEditor = useGraphiQL((state) => state.queryEditor);
  const variableEditor = useGraphiQL((state) => state.variableEditor);
  const { addTab } = useGraphiQLActions();
  return (
    <section className="playground-examples" aria-labelledby="playground-examples-title">
      <h3 id="playground-examples-title" className="graphiql-doc-explorer-title">
        {EXAMPLES_TITLE}
      </h3>
      <p>Each opens in a new tab, ready to run.</p>
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
              {example.title}
            </button>
            <p>{example.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export const EXAMPLES_PLUGIN: GraphiQLPlugin = {
  title: EXAMPLES_TITLE,
  icon: ExamplesIcon,
  content: ExamplesContent,
};
