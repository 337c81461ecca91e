// The people of a browser test: members registered through GraphQL, the admin's token, and a
// member's signed-in browser context (tokens in localStorage before the app starts).
import assert from 'node:assert/strict';
import { ADMIN, graphql, newPage, recordConsoleErrors } from './harness.mjs';

const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { token user { id name trophiesCount } } }`;

/** Registers a member (placed in the current group) and answers { token, name, id }. */
export async function registerMember(baseURL, name, email) {
  const res = await graphql(baseURL, REGISTER, {
    input: { name, email, city: 'Springfield', mailingAddress: '1 Main St, Springfield' },
  });
  assert.equal(res.errors, undefined, JSON.stringify(res.errors));
  return { token: res.data.register.token, name, id: res.data.register.user.id };
}

/** The harness admin's admin-scoped token. */
export async function adminToken(baseURL) {
  const res = await graphql(
    baseURL,
    `mutation ($e: String!, $p: String!) { adminLogin(email: $e, password: $p) { token } }`,
    { e: ADMIN.email, p: ADMIN.password },
  );
  assert.equal(res.errors, undefined, JSON.stringify(res.errors));
  return res.data.adminLogin.token;
}

/**
 * A signed-in member's browser context: the tokens go into localStorage before the app starts
 * (once per tab session, so a sign-out in the test sticks). Answers the context and its first page.
 */
export async function memberContext(browser, baseURL, member, { admin, viewport = { width: 1280, height: 900 } } = {}) {
  const first = await newPage(browser, baseURL, { viewport });
  const context = first.context();
  await context.addInitScript(
    ([token, data, adminTok]) => {
      if (!sessionStorage.getItem('e2e-seeded')) {
        localStorage.setItem('userToken', token);
        localStorage.setItem('userData', data);
        if (adminTok) localStorage.setItem('adminToken', adminTok);
        sessionStorage.setItem('e2e-seeded', '1');
      }
    },
    [member.token, JSON.stringify({ name: member.name, trophies_count: 0 }), admin ?? null],
  );
  return { context, first };
}

/** Another tab of the same context that records console errors like newPage does. */
export async function anotherTab(context) {
  return recordConsoleErrors(await context.newPage());
}

/** Resolves once the page's graphql-ws socket has sent a subscribe message. */
export function subscribed(page) {
  return new Promise((resolve) => {
    page.on('websocket', (ws) => {
      ws.on('framesent', (frame) => {
        if (String(frame.payload).includes('"type":"subscribe"')) resolve();
      });
    });
  });
}

/** The admin panel signed in through its form, on the Overview. */
export async function adminPage(browser, baseURL, options = {}) {
  const page = await newPage(browser, baseURL, { viewport: { width: 1280, height: 900 }, ...options });
  page.setDefaultTimeout(10_000);
  await page.goto('/admin');
  const form = page.getByRole('form', { name: 'Admin Sign In' });
  await form.getByLabel('Email').fill(ADMIN.email);
  await form.getByLabel('Password').fill(ADMIN.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/overview');
  return page;
}

/** Opens one of the panel's tabs by its link. */
export async function openAdminTab(page, name) {
  const link = page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name, exact: true });
  await link.click();
  await link.and(page.locator('[aria-current="page"]')).waitFor();
  await page.getByRole('heading', { level: 2, name }).waitFor();
  await settled(page);
}

/** Waits until nothing on the page is loading (a busy region or a "Loading…" status). */
export async function settled(page) {
  await page.waitForFunction(
    () =>
      !document.querySelector('[aria-busy="true"]') &&
      ![...document.querySelectorAll('[role="status"]')].some((s) => /Loading/.test(s.textContent)),
    null,
    { timeout: 10_000 },
  );
}

/**
 * Opens the phone menu and follows one of its links to `pathname`. The menu closes on scroll and on
 * route change by design, so a late re-render can close it under the pointer, or a click can land
 * while it closes: each attempt waits for the page to change, and tries again (three times).
 */
export async function openFromMenu(page, name, pathname) {
  const toggle = page.getByRole('button', { name: 'Menu' });
  const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name });
  for (let attempt = 1; ; attempt++) {
    try {
      // The menu closes when the page scrolls, and a link below the fold would be scrolled to:
      // open it at the top of the page.
      await page.evaluate(() => window.scrollTo(0, 0));
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
      await link.click({ timeout: 3_000 });
      await page.waitForURL((url) => url.pathname === pathname, { timeout: 5_000 });
      return;
    } catch (err) {
      if (attempt >= 3) throw err;
    }
  }
}

/**
 * Waits until the page has written its cache, with `needle` in it, to IndexedDB (after a 1 s
 * pause). The database is opened only once the app has made it (opening it first would make it
 * without its store).
 */
export async function cacheKept(page, needle) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const kept = await page.evaluate(async (needle) => {
      if (!(await indexedDB.databases()).some((d) => d.name === 'journey365-cache')) return false;
      return new Promise((resolve) => {
        const open = indexedDB.open('journey365-cache');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('snapshots')) return resolve(false);
          const req = db.transaction('snapshots').objectStore('snapshots').getAll();
          req.onsuccess = () => resolve(req.result.some((json) => json.includes(needle)));
          req.onerror = () => resolve(false);
        };
        open.onerror = () => resolve(false);
      });
    }, needle);
    if (kept) return;
    assert.ok(Date.now() < deadline, `the cache with ${needle} was not kept in IndexedDB within 15 s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
