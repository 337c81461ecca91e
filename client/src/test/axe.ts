// Accessibility check for tests: axe-core's WCAG 2.x A/AA rules and best practices on what is
// rendered (the page-level rules, such as one main landmark, apply to a whole document, not to the
// body a test renders into). Colour contrast needs layout, which jsdom has not: the browser tests
// check it.
import axe from "axe-core";

export async function axeViolations(root: Element = document.body): Promise<string[]> {
  const result = await axe.run(root, {
    runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] },
    rules: { "color-contrast": { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}
