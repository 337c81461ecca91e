import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BUNDLES, LOCALES, placeholders, pseudoText, readBundle, readLocale } from "../../scripts/catalogs.mjs";
import { sourceFiles } from "../../scripts/lint-i18n.mjs";

const english = readLocale("en");

// Every message id the app's code names: any string literal "<namespace>.<…>" of a catalogue namespace,
// wherever it stands (t("…"), msg("…"), <Trans id="…">, t(ok ? "…" : "…")).
function idsInCode(): Map<string, string> {
  const namespaces = [...new Set(Object.keys(english).map((id) => id.split(".")[0]))];
  const idLiteral = new RegExp(`["'\`]((?:${namespaces.join("|")})\\.[\\w.-]+)["'\`]`, "g");
  const ids = new Map<string, string>();
  for (const file of sourceFiles()) {
    // comments name ids as examples
    const text = readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, "");
    for (const m of text.matchAll(idLiteral)) ids.set(m[1], file);
  }
  return ids;
}

describe("the message catalogues", () => {
  it.each(LOCALES.filter((l) => l !== "en"))("%s has every English id in the same bundle, and no other", (locale) => {
    for (const bundle of BUNDLES) {
      expect(Object.keys(readBundle(locale, bundle)).sort(), `${locale}/${bundle}`).toEqual(Object.keys(readBundle("en", bundle)).sort());
    }
  });

  it.each(LOCALES.filter((l) => l !== "en"))("%s keeps every placeholder and tag of the English message", (locale) => {
    const translated = readLocale(locale);
    const differ = Object.keys(english).filter(
      (id) => JSON.stringify(placeholders(translated[id] ?? "")) !== JSON.stringify(placeholders(english[id])),
    );
    expect(differ.map((id) => `${id}: ${english[id]} | ${translated[id]}`)).toEqual([]);
  });

  it.each(LOCALES)("%s has no empty message", (locale) => {
    const messages = readLocale(locale);
    expect(Object.keys(messages).filter((id) => messages[id].trim() === "")).toEqual([]);
  });

  it("has every id the code reads, and the code reads every id", () => {
    const used = idsInCode();
    expect([...used].filter(([id]) => !(id in english)).map(([id, file]) => `${id} (${file})`), "missing").toEqual([]);
    expect(Object.keys(english).filter((id) => !used.has(id)), "unused").toEqual([]);
  });

  it("pseudo-locale text is accented and 40 % longer, its placeholders and tags untouched", () => {
    expect(pseudoText("Read <0>today</0>")).toBe("Ŕéáď <0>ţöďáý</0> ~~~~");
    expect(pseudoText("Twelve words")).toBe("Ţŵéļṽé ŵöŕďš ~~~~~");
    expect(pseudoText("#")).toBe("#");
  });
});
