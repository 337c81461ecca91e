// The literal-string lint (issue 31, make lint): fails on a text a person would read that is written in a
// component instead of coming from the catalogues (src/i18n/catalogs, through useT, Trans or msg).
//
// It reports, in src/**/*.{ts,tsx} (not tests, not the generated src/gql):
//   - text between JSX tags ("<p>Hello</p>"), and string literals shown as JSX children ({"Hello"},
//     {ok ? "Saved" : "Failed"});
//   - string literals given to a JSX attribute or object property that people read (label, title,
//     aria-label, placeholder, alt, hint, message, …);
//   - any string literal that reads as a sentence (two words and a full stop, "?" or "!"), except in
//     new Error(…) and console.*(…), which are for developers.
// Language names in their own language, the product's name and symbols are allowed (ALLOWED).
//
//   node scripts/lint-i18n.mjs [files…]
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const VISIBLE_NAMES = /^(aria-label|aria-description|aria-valuetext|alt|title|placeholder|label|[a-z]+Label|hint|message|[a-z]+Message|notice|[a-z]+Notice|text|[a-z]+Text|heading|caption|description|legend|summary|empty|emptyText|error|prompt|question)$/;
const ALLOWED = new Set(['Journey 365', 'English', 'Español']);
const SENTENCE = /[A-Za-z]{2,}[,']? [A-Za-z'’]{2,}.*[.!?…]$/;
const HAS_LETTER = /\p{L}/u;

export function lintSource(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const problems = [];
  const report = (node, what) => {
    const { line, character } = source.getLineAndCharacterOfPosition(node.getStart(source));
    problems.push(`${fileName}:${line + 1}:${character + 1}: ${what}`);
  };
  const literalText = (node) =>
    ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node.text : ts.isTemplateExpression(node) ? node.head.text + node.templateSpans.map((s) => s.literal.text).join(' ') : null;
  const visible = (value) => value !== null && HAS_LETTER.test(value) && !ALLOWED.has(value.trim());

  const forDevelopers = (node) => {
    for (let p = node.parent; p; p = p.parent) {
      if (ts.isNewExpression(p) && /Error$/.test(p.expression.getText(source))) return true;
      if (ts.isCallExpression(p) && /^console\./.test(p.expression.getText(source))) return true;
      if (ts.isImportDeclaration(p) || ts.isExportDeclaration(p) || ts.isLiteralTypeNode(p)) return true;
    }
    return false;
  };
  // a literal shown as is where it stands: inside a JSX child expression, not as a call's argument
  const shownAsChild = (node) => {
    let p = node.parent;
    while (p && (ts.isConditionalExpression(p) || ts.isParenthesizedExpression(p) || (ts.isBinaryExpression(p) && /^(&&|\|\||\?\?|\+)$/.test(p.operatorToken.getText(source))) || ts.isTemplateSpan(p) || ts.isTemplateExpression(p))) {
      if (ts.isConditionalExpression(p) && p.condition === node) return false;
      node = p;
      p = p.parent;
    }
    return !!p && ts.isJsxExpression(p) && !!p.parent && (ts.isJsxElement(p.parent) || ts.isJsxFragment(p.parent));
  };
  const attributeOrPropertyName = (node) => {
    let p = node.parent;
    while (p && (ts.isConditionalExpression(p) || ts.isParenthesizedExpression(p) || ts.isJsxExpression(p) || (ts.isBinaryExpression(p) && /^(\|\||\?\?)$/.test(p.operatorToken.getText(source))))) p = p.parent;
    if (p && ts.isJsxAttribute(p)) return p.name.getText(source);
    if (p && ts.isPropertyAssignment(p) && p.initializer !== node.parent?.parent) {
      return ts.isIdentifier(p.name) || ts.isStringLiteral(p.name) ? p.name.text : null;
    }
    return null;
  };

  const visit = (node) => {
    if (ts.isJsxText(node)) {
      const value = node.getText(source).replace(/&[a-z]+;|&#\d+;/g, ' ').replace(/\s+/g, ' ').trim();
      if (visible(value)) report(node, `text in JSX: "${value}"`);
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) {
      const value = literalText(node);
      if (visible(value) && !forDevelopers(node)) {
        const name = attributeOrPropertyName(node);
        if (shownAsChild(node)) report(node, `text shown in JSX: "${value}"`);
        else if (name && VISIBLE_NAMES.test(name)) report(node, `text in "${name}": "${value}"`);
        else if (SENTENCE.test(value.trim())) report(node, `a sentence: "${value}"`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return problems;
}

export function sourceFiles(dir = 'src') {
  return readdirSync(dir, { recursive: true })
    .map((f) => join(dir, f))
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$|\.d\.ts$|(^|\/)testing\.tsx?$|^src\/gql\/|^src\/test\//.test(f));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = process.argv.length > 2 ? process.argv.slice(2) : sourceFiles();
  const problems = files.flatMap((file) => lintSource(relative('.', file), readFileSync(file, 'utf8')));
  for (const problem of problems) console.error(problem);
  if (problems.length) {
    console.error(`\nlint-i18n: ${problems.length} text(s) outside the catalogues. Put each in src/i18n/catalogs/{en,es}/… and read it with useT, Trans or msg (src/i18n/index.ts).`);
    process.exit(1);
  }
  console.log(`lint-i18n: ${files.length} files, every text from the catalogues`);
}
