/// <reference types="vitest/config" />
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

// The Go server (journey365 serve) listens on :8080 and serves /graphql (HTTP and
// graphql-transport-ws) and the REST shims under /api. `npm run dev` proxies both.
const backend = "http://127.0.0.1:8080";

export default defineConfig({
  plugins: [react()],
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
  },
});
