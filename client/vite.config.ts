/// <reference types="vitest/config" />
import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import { VitePWA } from "vite-plugin-pwa";
import { BUNDLES, catalogFiles, compileBundle, LOCALES, PSEUDO } from "./scripts/catalogs.mjs";

// The Go server (journey365 serve) listens on :8080 and serves /graphql (HTTP and
// graphql-transport-ws) and the REST shims under /api. `npm run dev` proxies both.
const backend = "http://127.0.0.1:8080";

interface ViteManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

/**
 * The built files a member's screens can load: everything reachable from index.html through
 * static and dynamic imports, except through the admin's GraphQL playground (src/admin/playground:
 * GraphiQL, Monaco, Prettier and their workers, about 6 MB that a member never opens and whose
 * page the server answers itself) and the pseudo-locale's catalogues (for a browser test only). Read from Vite's manifest, which is still in dist when the
 * service worker is built (scripts/route-pages.mjs deletes it afterwards).
 */
function memberFiles(): Set<string> {
  const path = fileURLToPath(new URL("./dist/.vite/manifest.json", import.meta.url));
  const manifest = JSON.parse(readFileSync(path, "utf8")) as Record<string, ViteManifestChunk>;
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || /(^|\/)src\/admin\/playground\/|^virtual:catalog\/pseudo\//.test(key)) return;
    seen.add(key);
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  visit("index.html");
  return files;
}

const CATALOG_PREFIX = "virtual:catalog/";

/**
 * The message catalogues as modules: `virtual:catalog/<locale>/<bundle>` is that bundle compiled for
 * Lingui's runtime (scripts/catalogs.mjs), so the browser gets no message parser, and each language's
 * bundle is a chunk of its own.
 */
function catalogs(): Plugin {
  return {
    name: "journey365-catalogs",
    resolveId(id) {
      return id.startsWith(CATALOG_PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${CATALOG_PREFIX}`)) return null;
      const [locale, bundle] = id.slice(CATALOG_PREFIX.length + 1).split("/");
      if (![...LOCALES, PSEUDO].includes(locale) || !BUNDLES.includes(bundle)) {
        throw new Error(`catalogs: no bundle ${locale}/${bundle}`);
      }
      for (const file of catalogFiles(locale === PSEUDO ? "en" : locale, bundle)) this.addWatchFile(file);
      return `export default ${JSON.stringify(compileBundle(locale, bundle))};`;
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    catalogs(),
    // The service worker (issue 30): src/sw.ts built to dist/sw.js with the precache list injected.
    // The app registers it itself after the load event (src/pwa/start.ts), and the manifest is the
    // static public/manifest.webmanifest, so the plugin adds nothing to index.html.
    VitePWA({
      strategies: "injectManifest",
      srcDir: "src",
      filename: "sw.ts",
      injectRegister: false,
      registerType: "prompt",
      manifest: false,
      injectManifest: {
        rollupFormat: "iife",
        // The app shell (index.html only: the route pages, written after this by
        // scripts/route-pages.mjs, are index.html with preloads, and a precached shell has its
        // files at hand), every hashed script and stylesheet a member's screen loads, the icons
        // and the manifest. Not the compressed copies (scripts/compress.mjs writes them later
        // anyway; the browser stores what it decoded), and not the admin's GraphQL playground
        // (GraphiQL and its editor are megabytes a member never opens; its page is the server's:
        // src/sw.ts leaves /admin/playground to the network).
        globPatterns: ["index.html", "assets/**/*.{js,css}", "favicon.svg", "icons/*.png", "manifest.webmanifest"],
        globIgnores: ["**/*.gz", "**/*.br"],
        // Monaco's 2.8 MB chunk is over Workbox's 2 MiB default: it is dropped by the transform.
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        manifestTransforms: [
          (entries) => {
            const keep = memberFiles();
            const manifest = entries.filter((entry) => !entry.url.startsWith("assets/") || keep.has(entry.url));
            const big = manifest.filter((entry) => entry.size > 1024 * 1024).map((entry) => entry.url);
            return { manifest, warnings: big.length ? [`precache: files over 1 MiB: ${big.join(", ")}`] : [] };
          },
        ],
      },
    }),
  ],
  server: {
    proxy: {
      "/graphql": { target: backend, ws: true, changeOrigin: true },
      "/api": { target: backend, changeOrigin: true },
    },
  },
  build: {
    // Embedded into the Go binary by client/embed.go (//go:embed all:dist).
    outDir: "dist",
    assetsDir: "assets",
    emptyOutDir: true,
    // Read by scripts/route-pages.mjs (which then deletes it, so the binary does not serve it).
    manifest: true,
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks: a release that changes only app code keeps these cached.
        codeSplitting: {
          groups: [
            { name: "react", test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: "router", test: /[\\/]node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/ },
            {
              name: "apollo",
              test: /[\\/]node_modules[\\/](@apollo|graphql|graphql-ws|graphql-tag|rxjs|@wry|optimism|tslib|@graphql-typed-document-node)[\\/]/,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: "jsdom",
    setupFiles: ["./src/test/setup.ts"],
    include: ["src/**/*.test.{ts,tsx}"],
    // A zone west of UTC, so a calendar date shown as the day before is caught.
    env: { TZ: "America/Los_Angeles" },
    restoreMocks: true,
    // Every core: Vitest takes one less than the machine has (one worker on two cores, 325 s
    // for the suite here, against 215 s with two).
    maxWorkers: availableParallelism(),
  },
});
