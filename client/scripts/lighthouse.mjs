// Lighthouse (mobile preset: Moto G Power viewport, simulated slow 4G and 4x CPU slowdown)
// against the real binary with its own private PostgreSQL, on the pages a newcomer opens
// first. Fails when a page scores below the bars: performance 90, accessibility 100.
//
//   make lighthouse                     (builds, then runs this)
//   BIN=/path/to/journey365 node scripts/lighthouse.mjs [/ /login ...]
//
// Reports (JSON) are written to $LIGHTHOUSE_OUT or a temporary directory, printed at the end.
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const BIN = process.env.BIN || join(root, 'bin/journey365');
const PAGES = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/login', '/register'];
const BARS = { performance: 90, accessibility: 100 };

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

async function startServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'j365-lighthouse-'));
  chmodSync(dataDir, 0o755); // the private PostgreSQL runs as an unprivileged user
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const log = [];
  const proc = spawn(BIN, ['serve'], {
    env: { ...process.env, ADDR: `127.0.0.1:${port}`, DATA_DIR: dataDir, DATABASE_URL: '', APP_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout.on('data', (d) => log.push(String(d)));
  proc.stderr.on('data', (d) => log.push(String(d)));
  const exited = new Promise((ok) => proc.on('exit', ok));
  const stop = async () => {
    if (proc.exitCode === null) {
      proc.kill('SIGTERM');
      const timer = setTimeout(() => proc.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`lighthouse: ${BIN} exited early:\n${log.join('')}`);
    try {
      if ((await fetch(`${baseURL}/readyz`)).ok) return { baseURL, stop };
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`lighthouse: ${BIN} not ready in 60 s:\n${log.join('')}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

const ms = (audit) => `${Math.round(audit.numericValue)} ms`;

function summary(path, lhr) {
  const a = lhr.audits;
  return {
    page: path,
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    FCP: ms(a['first-contentful-paint']),
    LCP: ms(a['largest-contentful-paint']),
    TBT: ms(a['total-blocking-time']),
    CLS: a['cumulative-layout-shift'].numericValue.toFixed(3),
    SI: ms(a['speed-index']),
    'transfer (kB)': Math.round(a['total-byte-weight'].numericValue / 1024),
  };
}

const server = await startServer();
const outDir = process.env.LIGHTHOUSE_OUT || mkdtempSync(join(tmpdir(), 'j365-lighthouse-reports-'));
mkdirSync(outDir, { recursive: true });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
const rows = [];
try {
  for (const path of PAGES) {
    const result = await lighthouse(`${server.baseURL}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error(`lighthouse: no result for ${path}`);
    if (result.lhr.runtimeError) throw new Error(`lighthouse: ${path}: ${result.lhr.runtimeError.message}`);
    writeFileSync(join(outDir, `${path.replace(/\W+/g, '_') || '_'}.json`), result.report);
    rows.push(summary(path, result.lhr));
  }
} finally {
  await chrome.kill();
  await server.stop();
}

console.table(rows);
console.log(`Reports: ${outDir}`);
const failing = rows.filter((r) => r.performance < BARS.performance || r.accessibility < BARS.accessibility);
if (failing.length) {
  console.error(
    `lighthouse: below performance ${BARS.performance} / accessibility ${BARS.accessibility}: ${failing.map((r) => r.page).join(', ')}`,
  );
  process.exit(1);
}
