// The size check (make test): what the browser loads for `/` before anything is clicked, read
// from the built index.html (its script, modulepreloads and stylesheets) and the static imports
// of those scripts, gzipped. Fails when the JavaScript is above the budget: the first page a
// newcomer opens stays small as the app grows (lazy screens are not counted; see routes.tsx).
//
//   node scripts/size-check.mjs [dist]      (BUDGET_KB overrides the 120 kB budget)
import { existsSync, readFileSync } from 'node:fs';
import { join, posix, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = resolve(process.argv[2] ?? 'dist');
const budgetKB = Number(process.env.BUDGET_KB ?? 120);

/** Paths (from the site root, without the leading /) that index.html makes the browser fetch. */
export function pageReferences(html) {
  const refs = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const rel = /\brel="([^"]+)"/.exec(tag)?.[1];
    const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if (!url || /^[a-z]+:|^\/\//i.test(url)) continue;
    if (tag.startsWith('<script') || rel === 'modulepreload' || rel === 'stylesheet') refs.push(url.replace(/^\//, ''));
  }
  return refs;
}

/** The relative modules a built script imports statically (import(...) is lazy: not counted). */
export function staticImports(code) {
  const found = [];
  for (const m of code.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.{1,2}\/[^"']+)["']/g)) {
    found.push(m[1]);
  }
  return found;
}

function firstLoad(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const queue = pageReferences(html);
  const seen = new Set();
  while (queue.length) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    if (!existsSync(join(dist, file))) throw new Error(`size-check: index.html refers to ${file}, which is not in ${dist}`);
    if (file.endsWith('.js')) {
      const code = readFileSync(join(dist, file), 'utf8');
      for (const spec of staticImports(code)) queue.push(posix.join(posix.dirname(file), spec));
    }
  }
  return [...seen];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = firstLoad(dist).map((file) => {
    const raw = readFileSync(join(dist, file));
    return {
      file,
      kind: file.endsWith('.js') ? 'js' : file.endsWith('.css') ? 'css' : 'other',
      raw: raw.length,
      gzip: gzipSync(raw, { level: 9 }).length,
      brotli: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
  });
  const kb = (n) => (n / 1000).toFixed(1); // kB as Vite reports them
  console.log(`What / loads (${dist}):`);
  for (const r of rows.sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${r.file.padEnd(44)} ${kb(r.raw).padStart(7)} kB  gzip ${kb(r.gzip).padStart(6)} kB  br ${kb(r.brotli).padStart(6)} kB`);
  }
  const sum = (kind, key) => rows.filter((r) => r.kind === kind).reduce((n, r) => n + r[key], 0);
  const js = sum('js', 'gzip');
  console.log(`  JavaScript: gzip ${kb(js)} kB (br ${kb(sum('js', 'brotli'))} kB), budget ${budgetKB} kB; CSS: gzip ${kb(sum('css', 'gzip'))} kB`);
  if (js > budgetKB * 1000) {
    console.error(`size-check: / loads ${kb(js)} kB of gzipped JavaScript, above the ${budgetKB} kB budget. Load the new code lazily (routes.tsx: screen()) or make room.`);
    process.exit(1);
  }
}
