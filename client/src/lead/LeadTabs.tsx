import { useId, useRef, type KeyboardEvent, type ReactNode } from "react";

export interface LeadTab<K extends string> {
  key: K;
  label: string;
}

export interface LeadTabsProps<K extends string> {
  /** The tab list's accessible name. */
  label: string;
  tabs: ReadonlyArray<LeadTab<K>>;
  selected: K;
  onSelect: (key: K) => void;
  /** The selected tab's panel (only it is rendered, so the others ask the server nothing). */
  children: ReactNode;
}

/**
 * A simple tab list (the ARIA tabs pattern): one tab stop, the arrow keys, Home and End move
 * between the tabs and show each at once; the selected tab is marked by aria-selected and an
 * underline and bold text, never a colour alone.
 */
export function LeadTabs<K extends string>({ label, tabs, selected, onSelect, children }: LeadTabsProps<K>) {
  const id = useId();
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const tabId = (key: K) => `${id}-tab-${key}`;
  const panelId = `${id}-panel`;

  const onKeyDown = (event: KeyboardEvent) => {
    const at = tabs.findIndex((t) => t.key === selected);
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = tabs[(to + tabs.length) % tabs.length].key;
    onSelect(next);
    refs.current.get(next)?.focus();
  };

  return (
    <>
      <div className="lead-tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((t) => (
          <button
            key={t.key}
            ref={(el) => {
              if (el) refs.current.set(t.key, el);
              else refs.current.delete(t.key);
            }}
            type="button"
            role="tab"
            id={tabId(t.key)}
            className="lead-tab"
            aria-selected={t.key === selected}
            // only the selected tab's panel exists
            aria-controls={t.key === selected ? panelId : undefined}
            tabIndex={t.key === selected ? 0 : -1}
            onClick={() => onSelect(t.key)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selected)} className="lead-panel">
        {children}
      </div>
    </>
  );
}
