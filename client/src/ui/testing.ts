// Test helpers (tests only): a screen rendered in another language shows none of its namespace's English.
import { expect } from "vitest";

const READ_ATTRIBUTES = ["aria-label", "title", "placeholder", "alt"];

/**
 * Fails when an element's whole text, or a read attribute, is one of `english`'s messages (those
 * without placeholders that the translation changes): a text the screen did not take from the catalogue.
 */
export function expectNoEnglish(english: Record<string, string>, translated: Record<string, string>, root: ParentNode = document.body): void {
  const plain = new Set(
    Object.entries(english)
      .filter(([id, text]) => !/[{<]/.test(text) && translated[id] !== text)
      .map(([, text]) => text),
  );
  const leaked: string[] = [];
  for (const element of Array.from(root.querySelectorAll("*"))) {
    const text = element.textContent?.replace(/\s+/g, " ").trim() ?? "";
    if (plain.has(text)) leaked.push(text);
    for (const name of READ_ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value && plain.has(value)) leaked.push(`${name}="${value}"`);
    }
  }
  expect([...new Set(leaked)]).toEqual([]);
}
