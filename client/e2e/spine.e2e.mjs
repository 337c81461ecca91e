// Issue 2: the spine in a real browser against the real binary.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { newPage, startAll, stopAll } from './harness.mjs';

let server;
let browser;
before(async () => ({ server, browser } = await startAll()));
after(() => stopAll({ server, browser }));

const ROUTES = [
  '/', '/register', '/login', '/join-current-group', '/donate', '/dashboard', '/messages', '/admin',
  '/reset-password', '/reset-password?token=abc', '/awards', '/trophies', '/legacy', '/alumni',
];

test('the home page shows the open group from the real database', async () => {
  const page = await newPage(browser, server.baseURL);
  await page.goto('/');
  await page.getByText(/January 2027 Group|April 2027 Group|July 2027 Group|October 2027 Group/).first().waitFor();
  assert.equal(await page.getByRole('navigation', { name: 'Main' }).count(), 1);
  assert.deepEqual(page.consoleErrors, []);
  await page.context().close();
});

test('every route renders without a console error', async () => {
  const page = await newPage(browser, server.baseURL);
  for (const route of ROUTES) {
    await page.goto(route);
    await page.locator('h1').first().waitFor({ timeout: 10_000 });
    const navs = await page.getByRole('navigation', { name: 'Main' }).count();
    const bare = route === '/legacy' || route === '/alumni';
    assert.equal(navs, bare ? 0 : 1, `${route}: navigation count`);
    assert.equal(await page.getByText('Something went wrong').count(), 0, `${route} shows the error screen`);
    assert.deepEqual(page.consoleErrors, [], `${route}: console errors`);
  }
  await page.context().close();
});

test('the mobile menu opens and closes on Escape', async () => {
  const page = await newPage(browser, server.baseURL, { viewport: { width: 375, height: 740 } });
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Menu' });
  await toggle.waitFor();
  assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
  const awards = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Awards' });
  assert.equal(await awards.isVisible(), false, 'links hidden while the menu is closed');
  await toggle.click();
  await awards.waitFor({ state: 'visible' });
  await page.keyboard.press('Escape');
  await awards.waitFor({ state: 'hidden' });
  assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
  assert.equal(await page.getByRole('link', { name: 'Donate now' }).isVisible(), true, 'floating donate button');
  assert.deepEqual(page.consoleErrors, []);
  await page.context().close();
});

test('an unknown route shows the app, an unknown /api path is JSON', async () => {
  const page = await newPage(browser, server.baseURL);
  const res = await page.goto('/no/such/page');
  assert.equal(res.status(), 200);
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
  await page.getByRole('heading', { level: 1 }).waitFor();

  const api = await page.request.get('/api/nope');
  assert.equal(api.status(), 404);
  assert.match(api.headers()['content-type'], /^application\/json/);
  const body = await api.json();
  assert.equal(body.success, false);
  assert.equal(typeof body.error.message, 'string');
  await page.context().close();
});

test('hashed assets are cached immutably and index.html is not', async () => {
  const page = await newPage(browser, server.baseURL);
  const assets = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname.startsWith('/assets/')) assets.push(r);
  });
  const res = await page.goto('/');
  assert.equal(res.headers()['cache-control'], 'no-cache');
  await page.waitForLoadState('networkidle');
  assert.ok(assets.length > 0, 'the page loaded hashed assets');
  for (const r of assets) assert.match(r.headers()['cache-control'], /immutable/);
  await page.context().close();
});

test('the first start created the admin and this and next quarter\'s groups', () => {
  assert.equal(server.psql("SELECT role FROM users WHERE email = 'admin@e2e.test'"), 'admin');
  assert.equal(Number(server.psql('SELECT count(*) FROM groups')), 2);
});
