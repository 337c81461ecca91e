// Accessibility checks for the Users tab's tests: axe-core over the rendered document. Colour
// contrast needs real rendering (jsdom has no layout or canvas), so it is left to the browser
// checks (Lighthouse, Playwright); every other WCAG A/AA rule and best practice runs, except
// the page-level ones (a main landmark, an h1, everything inside landmarks), which belong to the
// admin shell that hosts the tab, not to the tab rendered alone.
import axe from "axe-core";

/** The violations axe finds in `root` (default the whole document), as readable lines. */
export async function axeViolations(root: Element = document.body): Promise<string[]> {
  const result = await axe.run(root, {
    runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] },
    rules: {
      "color-contrast": { enabled: false },
      region: { enabled: false },
      "landmark-one-main": { enabled: false },
      "page-has-heading-one": { enabled: false },
    },
  });
  return result.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
}
