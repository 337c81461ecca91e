// Accessibility check for tests (tests only): axe-core's WCAG 2.x A/AA rules and best practices
// on what is rendered. Colour contrast needs layout, which jsdom has not: it is left to the
// browser tests.
import axe from "axe-core";

export async function axeViolations(root: Element = document.body): Promise<string[]> {
  const result = await axe.run(root, {
    runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] },
    rules: { "color-contrast": { enabled: false } },
  });
  return result.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
}
