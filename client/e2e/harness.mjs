// Browser-test harness: starts the real binary (bin/journey365) with its own
// private PostgreSQL in a temporary data dir, and Debian's Chromium through
// playwright-core. Every spec file gets a fresh server and database.
import { execFileSync, spawn } from 'node:child_process';
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const ADMIN = { email: 'admin@e2e.test', password: 'e2e-secret-pass' };

/**
 * The Stripe settings a server started with `{ stripe: true }` gets: test-mode keys of the shape stripe-mock
 * accepts (sk_test_ and letters or digits), and the webhook signing secret.
 */
export const STRIPE = {
  secretKey: 'sk_test_e2ejourney365',
  publishableKey: 'pk_test_e2ejourney365',
  webhookSecret: 'whsec_e2ejourney365',
};

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
 * Starts the pinned stripe-mock (`go tool stripe-mock`, the version go.mod names) on a free
 * port, in a process group of its own (so stopping it stops the tool go runs); resolves once it
 * answers HTTP. Its answers are canned: no request reaches Stripe.
 */
export async function startStripeMock() {
  const port = await freePort();
  const apiBase = `http://127.0.0.1:${port}`;
  const log = [];
  const proc = spawn('go', ['tool', 'stripe-mock', '-http-addr', `127.0.0.1:${port}`, '-https-addr', '127.0.0.1:'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout.on('data', (d) => log.push(String(d)));
  proc.stderr.on('data', (d) => log.push(String(d)));
  const exited = new Promise((ok) => proc.on('exit', ok));
  const stop = async () => {
    if (proc.exitCode !== null || proc.signalCode !== null) return;
    try {
      process.kill(-proc.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-proc.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }, 10_000);
    await exited;
    clearTimeout(timer);
  };
  // the first run compiles the tool: allow for it
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`stripe-mock exited early:\n${log.join('')}`);
    try {
      await fetch(`${apiBase}/v1/customers`, { headers: { authorization: `Bearer ${STRIPE.secretKey}` } });
      return { apiBase, log, stop };
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`stripe-mock not ready in 180 s:\n${log.join('')}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * Starts a real SMTP server on a free loopback port (`go run ./cmd/smtpsink`: go-smtp, no TLS or
 * AUTH, as a local relay) in a process group of its own; resolves once it listens. `mails` fills
 * with each mail it accepted ({ from, to, subject, text }); `waitForMail(match)` resolves with the
 * first mail `match` accepts, waiting up to 20 s (the outbox sends within a few seconds).
 */
export async function startSmtpSink() {
  const port = await freePort();
  const mails = [];
  const log = [];
  const waiters = new Set();
  const proc = spawn('go', ['run', './cmd/smtpsink', '-addr', `127.0.0.1:${port}`], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let partial = '';
  proc.stdout.on('data', (d) => {
    const lines = (partial + String(d)).split('\n');
    partial = lines.pop();
    for (const line of lines.filter(Boolean)) {
      mails.push(JSON.parse(line));
      for (const w of waiters) w();
    }
  });
  let listening;
  const ready = new Promise((ok) => (listening = ok));
  proc.stderr.on('data', (d) => {
    log.push(String(d));
    if (log.join('').includes('smtpsink: listening')) listening();
  });
  const exited = new Promise((ok) => proc.on('exit', ok));
  const stop = async () => {
    if (proc.exitCode !== null || proc.signalCode !== null) return;
    try {
      process.kill(-proc.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
    await exited;
  };
  // the first run compiles the command: allow for it
  let timer;
  const started = await Promise.race([
    ready.then(() => true),
    exited.then(() => false),
    new Promise((ok) => (timer = setTimeout(() => ok(false), 180_000))),
  ]);
  clearTimeout(timer);
  if (!started) {
    await stop();
    throw new Error(`the SMTP sink did not start:\n${log.join('')}`);
  }
  async function waitForMail(match, timeout = 20_000) {
    const deadline = Date.now() + timeout;
    for (;;) {
      const found = mails.find(match);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no such mail in ${timeout} ms; the SMTP server got: ${JSON.stringify(mails.map((m) => [m.to, m.subject]))}`);
      await new Promise((ok) => {
        const w = () => {
          waiters.delete(w);
          clearTimeout(timer);
          ok();
        };
        const timer = setTimeout(w, left);
        waiters.add(w);
      });
    }
  }
  return { url: `smtp://127.0.0.1:${port}`, mails, waitForMail, stop };
}

/**
 * Posts `event` (a Stripe event object: id, type, data.object …) to the server's webhook, signed as
 * Stripe signs it: `Stripe-Signature: t={unix seconds},v1={hex HMAC-SHA256(secret, "{t}.{payload}")}`.
 * Resolves with the fetch Response.
 */
export async function postStripeEvent(baseURL, event, secret = STRIPE.webhookSecret) {
  const payload = JSON.stringify({ object: 'event', api_version: '2026-02-25.clover', created: Math.floor(Date.now() / 1000), livemode: false, ...event });
  const t = Math.floor(Date.now() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${payload}`).digest('hex');
  return fetch(`${baseURL}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': `t=${t},v1=${v1}` },
    body: payload,
  });
}

/**
 * Starts the binary with its own data dir and port; resolves once /readyz answers.
 * `restart()` stops it and starts it again on the same data dir and port (a deploy or a crash).
 * With `{ stripe: true }` a stripe-mock starts beside it and the binary gets test-mode keys,
 * STRIPE_API_BASE pointing at the mock and STRIPE_WEBHOOK_SECRET (STRIPE above); `stripe` then
 * holds the mock, stopped with the server. With `{ smtp: true }` a real SMTP server starts beside it
 * (startSmtpSink) and the binary's SMTP_URL points at it: `smtp` holds it, stopped with the server.
 */
export async function startServer({ stripe = false, smtp = false } = {}) {
  const mock = stripe ? await startStripeMock() : null;
  const sink = smtp ? await startSmtpSink() : null;
  const stripeEnv = mock
    ? {
        STRIPE_SECRET_KEY: STRIPE.secretKey,
        STRIPE_PUBLISHABLE_KEY: STRIPE.publishableKey,
        STRIPE_WEBHOOK_SECRET: STRIPE.webhookSecret,
        STRIPE_API_BASE: mock.apiBase,
      }
    : {};
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
        ...stripeEnv,
        ...(sink ? { SMTP_URL: sink.url } : {}),
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

  try {
    const template = templateDir();
    if (existsSync(template)) {
      copyDir(template, dataDir);
      await launch();
    } else {
      await launch();
      await halt();
      keepTemplate(dataDir, template);
      await launch();
    }
  } catch (e) {
    await mock?.stop();
    await sink?.stop();
    throw e;
  }
  return {
    baseURL,
    log,
    stripe: mock,
    smtp: sink,
    /** The server's data dir: its PostgreSQL's socket is under run/, its secrets beside it. */
    dataDir,
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
      await mock?.stop();
      await sink?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Where the data dir of this build's first start is kept: its cluster made and migrated, the admin
 * and this quarter's groups in place. Each spec file's server starts from a copy of it, in a
 * fraction of a second rather than the two seconds initdb and the migrations take. One per build of
 * the binary (its size and time), in the temporary directory.
 */
function templateDir() {
  const { size, mtimeMs } = statSync(process.env.JOURNEY365_BIN || join(root, 'bin/journey365'));
  return join(tmpdir(), `j365-e2e-template-${size}-${Math.round(mtimeMs)}`);
}

/** Copies dir's contents into to, owners and modes kept (the cluster's files are its user's). */
function copyDir(dir, to) {
  execFileSync('cp', ['-a', `${dir}/.`, to]);
}

/** Keeps a copy of a stopped server's dataDir as template, and drops the templates of older builds. */
function keepTemplate(dataDir, template) {
  const scratch = mkdtempSync(join(tmpdir(), 'j365-e2e-copy-'));
  copyDir(dataDir, scratch);
  const name = basename(template);
  for (const old of readdirSync(tmpdir()).filter((n) => n.startsWith('j365-e2e-template-') && n !== name)) {
    rmSync(join(tmpdir(), old), { recursive: true, force: true });
  }
  try {
    renameSync(scratch, template);
  } catch {
    rmSync(scratch, { recursive: true, force: true }); // another spec file kept one first
  }
}

/**
 * A fresh server and browser for one spec file: `before(async () => ({ server, browser } = await startAll()))`.
 * `options` go to startServer (`{ stripe: true }`: with a stripe-mock).
 */
export async function startAll(options) {
  const server = await startServer(options);
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

/**
 * axe-core's WCAG 2.x A/AA rules and best practices on the page as it is now, or on the part of
 * it that `within` (a CSS selector) names.
 */
export async function axe(page, label, within = null) {
  const violations = await page.evaluate(async ([source, within]) => {
    if (!window.axe) (0, eval)(source);
    const result = await window.axe.run(within ? document.querySelector(within) : document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, [axeSource, within]);
  assert.deepEqual(violations, [], `axe on ${label}`);
}

/** Nothing wider than the viewport (no sideways scrolling of the page itself). */
export async function fitsWidth(page, label) {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  assert.ok(scroll <= width, `${label}: page is ${scroll}px wide in a ${width}px viewport`);
}
