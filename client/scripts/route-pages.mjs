// One page per screen of src/routes.tsx: a copy of the built index.html named for the route's
// path (dist/login.html for /login) that also preloads the screen's chunks and stylesheets, so
// they download alongside the main bundle instead of after it has run (one round trip and the
// main bundle's run time less before the screen shows). The server sends <path>.html for /<path>
// when there is one (web/spa.go), index.html otherwise. Reads Vite's manifest, then deletes it
// so the binary does not serve it.
//
//   node scripts/route-pages.mjs [dist]      (npm run build runs it after vite build)
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const client = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = resolve(process.argv[2] ?? join(client, 'dist'));
const manifestPath = join(dist, '.vite/manifest.json');

/** [path, module] of every `{ path: "x", element: screen(() => import("./y")) }` in routes.tsx. */
export function screenRoutes(source) {
  return [...source.matchAll(/path: "([\w-]+)",\s*element: screen\(\(\) => import\("\.\/([^"]+)"\)\)/g)].map((m) => [m[1], m[2]]);
}

function manifestKey(manifest, module) {
  const key = ['.tsx', '.ts', '.jsx', '.js'].map((ext) => `src/${module}${ext}`).find((k) => manifest[k]);
  if (!key) throw new Error(`route-pages: src/${module} is not in Vite's manifest`);
  return key;
}

/** The chunk files and stylesheets a manifest entry needs, its static imports included. */
function needs(manifest, key, out = { js: new Set(), css: new Set() }) {
  const chunk = manifest[key];
  if (!chunk || out.js.has(chunk.file)) return out;
  out.js.add(chunk.file);
  for (const css of chunk.css ?? []) out.css.add(css);
  for (const imported of chunk.imports ?? []) needs(manifest, imported, out);
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const routes = screenRoutes(readFileSync(join(client, 'src/routes.tsx'), 'utf8'));
  if (routes.length === 0) throw new Error('route-pages: no screen(() => import(...)) routes found in src/routes.tsx');
  const index = readFileSync(join(dist, 'index.html'), 'utf8');
  const first = needs(manifest, 'index.html');
  // screen() brings Apollo with every screen (routes.tsx).
  const withScreens = manifestKey(manifest, 'app/AppApolloProvider');
  for (const [path, module] of routes) {
    const out = needs(manifest, withScreens, needs(manifest, manifestKey(manifest, module)));
    const links = [
      ...[...out.css].filter((f) => !first.css.has(f)).map((f) => `    <link rel="stylesheet" crossorigin href="/${f}">`),
      ...[...out.js].filter((f) => !first.js.has(f)).map((f) => `    <link rel="modulepreload" crossorigin href="/${f}">`),
    ];
    const page = join(dist, `${path}.html`);
    if (existsSync(page)) throw new Error(`route-pages: ${page} exists already (a public file named like a route?)`);
    writeFileSync(page, index.replace(/\n(\s*)<\/head>/, (end) => `\n${links.join('\n')}${end}`));
    console.log(`route-pages: /${path} preloads ${links.length} files`);
  }
  rmSync(join(dist, '.vite'), { recursive: true, force: true });
}
