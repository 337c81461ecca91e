// GraphiQL 5 draws its editor tabs as `role=tab` items that each hold a button (and, with more
// than one tab, a close button): a tab with interactive content inside is axe's
// `nested-interactive`, and GraphiQL has no option to draw them otherwise. This adjusts the markup
// GraphiQL renders, from the outside and by its class names, so an upgrade keeps working (if
// the names change, nothing here matches and the browser test's axe check says so): the list is
// a plain list of buttons, and the active operation's button says so with aria-current.

const TABLIST = ".graphiql-tabs";
const TAB = ".graphiql-tab";
const TAB_BUTTON = ".graphiql-tab-button";

/** Rewrites GraphiQL's tab markup under `root` as a list of buttons (idempotent). */
export function fixGraphiQLTabs(root: ParentNode): void {
  for (const list of root.querySelectorAll(`${TABLIST}[role="tablist"]`)) list.removeAttribute("role");
  for (const tab of root.querySelectorAll<HTMLElement>(TAB)) {
    const selected = tab.getAttribute("aria-selected");
    if (tab.hasAttribute("role")) tab.removeAttribute("role");
    if (selected === null) continue;
    tab.removeAttribute("aria-selected");
    const button = tab.querySelector(TAB_BUTTON);
    if (!button) continue;
    if (selected === "true") button.setAttribute("aria-current", "true");
    else button.removeAttribute("aria-current");
  }
}

/**
 * Keeps GraphiQL's tabs under `root` as fixGraphiQLTabs leaves them while GraphiQL re-renders
 * (a new tab, another active one). Returns the function that stops watching.
 */
export function watchGraphiQLTabs(root: HTMLElement): () => void {
  fixGraphiQLTabs(root);
  const observer = new MutationObserver(() => fixGraphiQLTabs(root));
  observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ["role", "aria-selected"] });
  return () => observer.disconnect();
}
