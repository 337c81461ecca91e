// The first page's weight against the real binary: assets in brotli and gzip that decompress to
// the files themselves, JSON gzipped, Home's script without Apollo, each route preloading its
// screen, and no layout shift when Home's group information arrives late.
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { after, before, test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { newPage, startAll, stopAll } from './harness.mjs';

let server;
let browser;
before(async () => ({ server, browser } = await startAll()));
after(() => stopAll({ server, browser }));

/** A raw HTTP exchange (node's fetch would decompress, hiding what was sent). */
function raw(path, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((ok, fail) => {
    const req = request(`${server.baseURL}${path}`, { method, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => ok({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', fail);
    req.end(body);
  });
}

const scriptsOf = (html) => [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);

test('assets and pages come in brotli or gzip, each decompressing to the file itself', async () => {
  const index = await raw('/', { headers: { 'accept-encoding': 'identity' } });
  assert.equal(index.headers['content-encoding'], undefined);
  const html = index.body.toString();
  const files = ['', ...scriptsOf(html)];
  assert.ok(files.length >= 3, `index.html loads scripts: ${html}`);
  for (const file of files) {
    const plain = await raw(`/${file}`);
    assert.equal(plain.status, 200, file);
    assert.equal(plain.headers['content-encoding'], undefined, `${file} without Accept-Encoding`);
    assert.match(plain.headers.vary ?? '', /Accept-Encoding/, `${file}: Vary`);
    for (const [accept, coding, decode] of [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ]) {
      const res = await raw(`/${file}`, { headers: { 'accept-encoding': accept } });
      assert.equal(res.headers['content-encoding'], coding, `${file} for ${accept}`);
      assert.equal(res.headers['content-type'], plain.headers['content-type'], `${file}: type`);
      assert.ok(res.body.length < plain.body.length * 0.9, `${file} ${coding}: ${res.body.length} of ${plain.body.length} bytes`);
      assert.ok(decode(res.body).equals(plain.body), `${file}: ${coding} decompresses to the file`);
      assert.notEqual(res.headers.etag, plain.headers.etag, `${file}: its own ETag per encoding`);
    }
  }
});

test('a large JSON answer is gzipped and a small one is not', async () => {
  const post = (query) =>
    raw('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, br' },
      body: JSON.stringify({ query }),
    });
  const aliases = Array.from({ length: 40 }, (_, i) => `g${i}: currentGroup { name startDate registrationDeadline }`);
  const large = await post(`{ ${aliases.join(' ')} }`);
  assert.equal(large.status, 200);
  assert.equal(large.headers['content-encoding'], 'gzip');
  const answer = JSON.parse(gunzipSync(large.body).toString());
  assert.equal(answer.errors, undefined, JSON.stringify(answer.errors));
  assert.equal(Object.keys(answer.data).length, 40);

  const small = await post('{ currentGroup { name } }');
  assert.equal(small.headers['content-encoding'], undefined);
  assert.equal(JSON.parse(small.body.toString()).errors, undefined);
});

/** The scripts a fresh visit to `path` loads before anything is clicked, with their bytes on the wire. */
async function scriptsLoaded(path) {
  const page = await newPage(browser, server.baseURL, { viewport: { width: 412, height: 823 } });
  const loaded = [];
  page.on('requestfinished', async (req) => {
    if (req.resourceType() === 'script') loaded.push({ url: new URL(req.url()).pathname, sizes: req.sizes() });
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const scripts = await Promise.all(loaded.map(async (s) => ({ url: s.url, wire: (await s.sizes).responseBodySize })));
  assert.deepEqual(page.consoleErrors, []);
  await page.context().close();
  return scripts;
}

test('Home loads no Apollo; /login and /register preload their screens, which bring it', async () => {
  const figures = {};
  for (const path of ['/', '/login', '/register']) {
    const scripts = await scriptsLoaded(path);
    figures[path] = `${scripts.length} scripts, ${(scripts.reduce((n, s) => n + s.wire, 0) / 1000).toFixed(1)} kB on the wire`;
    const apollo = scripts.some((s) => /\/apollo-[\w-]+\.js$/.test(s.url));
    assert.equal(apollo, path !== '/', `${path}: Apollo loaded = ${apollo} (${scripts.map((s) => s.url).join(', ')})`);
  }
  console.log('first load by route (brotli):', figures);

  for (const path of ['/login', '/register']) {
    const html = (await raw(path)).body.toString();
    const screen = path === '/login' ? 'LoginPage' : 'RegisterPage';
    assert.match(html, new RegExp(`rel="modulepreload" crossorigin href="/assets/${screen}-[\\w-]+\\.js"`), `${path} preloads its screen`);
    assert.match(html, /rel="modulepreload" crossorigin href="\/assets\/apollo-/, `${path} preloads Apollo`);
  }
  assert.doesNotMatch((await raw('/')).body.toString(), /apollo-/, '/ preloads no Apollo');
});

test("Home does not shift when the group information arrives late", async () => {
  for (const viewport of [{ width: 360, height: 780 }, { width: 412, height: 823 }, { width: 1280, height: 900 }]) {
    const page = await newPage(browser, server.baseURL, { viewport });
    await page.addInitScript(() => {
      window.__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The group arrives 1.5 s after the page has drawn its skeleton.
    await page.route('**/graphql', async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.goto('/');
    const card = page.getByRole('region', { name: 'Current group' });
    await card.getByRole('status').waitFor();
    const before = await card.boundingBox();
    await page.getByRole('timer').waitFor();
    const afterBox = await card.boundingBox();
    const shift = await page.evaluate(() => window.__shift);
    console.log(`${viewport.width} px: card ${Math.round(before.height)} px loading, ${Math.round(afterBox.height)} px loaded; layout shift ${shift.toFixed(3)}`);
    assert.ok(shift <= 0.1, `${viewport.width} px: cumulative layout shift ${shift.toFixed(3)} > 0.1`);
    assert.ok(Math.abs(afterBox.height - before.height) <= 24, `${viewport.width} px: the card grew from ${before.height} to ${afterBox.height} px`);
    assert.deepEqual(page.consoleErrors, []);
    await page.context().close();
  }
});
