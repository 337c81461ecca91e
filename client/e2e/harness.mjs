// Browser-test harness: starts the real binary (bin/journey365) with its own
// private PostgreSQL in a temporary data dir, and Debian's Chromium through
// playwright-core. Every spec file gets a fresh server and database.
import { execFileSync, spawn } from 'node:child_process';
import assert from 'node:assert/strict';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const ADMIN = { email: 'admin@e2e.test', password: 'e2e-secret-pass' };

function freePort() {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => ok(port));
    });
    srv.on('error', fail);
  });
}

/**
 * Starts the binary with its own data dir and port; resolves once /readyz answers.
 * `restart()` stops it and starts it again on the same data dir and port (a deploy or a crash).
 */
export async function startServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'j365-e2e-'));
  chmodSync(dataDir, 0o755); // the private PostgreSQL runs as an unprivileged user
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const log = [];
  let proc;
  let exited;

  async function launch() {
    // JOURNEY365_BIN: another build of the binary (default: the checkout's bin/journey365)
    proc = spawn(process.env.JOURNEY365_BIN || join(root, 'bin/journey365'), ['serve'], {
      env: {
        ...process.env,
        ADDR: `127.0.0.1:${port}`,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        APP_ENV: 'production',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    proc.stdout.on('data', (d) => log.push(String(d)));
    proc.stderr.on('data', (d) => log.push(String(d)));
    exited = new Promise((ok) => proc.on('exit', ok));
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (proc.exitCode !== null) throw new Error(`journey365 exited early:\n${log.join('')}`);
      try {
        if ((await fetch(`${baseURL}/readyz`)).ok) return;
      } catch {
        /* not listening yet */
      }
      if (Date.now() > deadline) throw new Error(`journey365 not ready in 60 s:\n${log.join('')}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  async function halt() {
    proc.kill('SIGTERM');
    const timer = setTimeout(() => proc.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(timer);
  }

  await launch();
  return {
    baseURL,
    log,
    /** Runs SQL in the server's own database (for arranging states such as a full group). */
    psql(sql) {
      return execFileSync('psql', ['-h', join(dataDir, 'run'), '-U', 'journey', '-d', 'journey', '-At', '-v', 'ON_ERROR_STOP=1', '-c', sql], {
        encoding: 'utf8',
      }).trim();
    },
    async restart() {
      await halt();
      await launch();
    },
    async stop() {
      await halt();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A fresh server and browser for one spec file: `before(async () => ({ server, browser } = await startAll()))`. */
export async function startAll() {
  const server = await startServer();
  return { server, browser: await launchBrowser() };
}

/** Closes what startAll opened (either may be missing if startAll failed). */
export async function stopAll({ server, browser }) {
  await browser?.close();
  await server?.stop();
}

/** Launches Debian's Chromium headless with the flags this closed network needs. */
export async function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * Opens a page that records console errors and uncaught exceptions, so a
 * test can assert a screen rendered cleanly. External hosts are blocked:
 * this machine has no network, and a test must not depend on one.
 */
export async function newPage(browser, baseURL, options = {}) {
  const context = await browser.newContext({ baseURL, ...options });
  await context.route(
    (url) => !url.href.startsWith(baseURL) && !url.href.startsWith(baseURL.replace('http', 'ws')),
    (route) => route.abort(),
  );
  return recordConsoleErrors(await context.newPage());
}

/** Collects the page's console errors and uncaught exceptions in page.consoleErrors. */
export function recordConsoleErrors(page) {
  page.consoleErrors = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') page.consoleErrors.push(msg.text());
  });
  page.on('pageerror', (err) => page.consoleErrors.push(String(err)));
  return page;
}

/** GraphQL POST against the running server. */
export async function graphql(baseURL, query, variables = {}, token) {
  const res = await fetch(`${baseURL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return res.json();
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's WCAG 2.x A/AA rules and best practices on the page as it is now. */
export async function axe(page, label) {
  const violations = await page.evaluate(async (source) => {
    if (!window.axe) (0, eval)(source);
    const result = await window.axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, axeSource);
  assert.deepEqual(violations, [], `axe on ${label}`);
}

/** Nothing wider than the viewport (no sideways scrolling of the page itself). */
export async function fitsWidth(page, label) {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  assert.ok(scroll <= width, `${label}: page is ${scroll}px wide in a ${width}px viewport`);
}
