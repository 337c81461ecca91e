// The installable app (issue 30) in Chromium against the real binary: Chromium finds nothing
// missing to install it (the DevTools protocol's Page.getInstallabilityErrors) and reads its
// manifest; once the service worker controls the page, /, /login and /dashboard load with the
// network off (the app's frame from the precache, the dashboard's data from the cache kept in
// IndexedDB); a new release waits behind "A new version is ready — Reload" while a form is being
// filled in and applies only on the click; a push delivered to the worker through the DevTools protocol shows a
// notification whose click takes the open page to the push's board URL; /settings' Notifications
// section (off, a lost device removed, blocked) and the update note have zero axe violations at 360 px.
//
// These contexts do not use the harness's newPage: Playwright's request routing makes Chromium
// bypass service workers, which is the very thing under test here (only the update test routes, and
// only /sw.js).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { chromium } from 'playwright-core';
import { axe, fitsWidth, graphql, recordConsoleErrors, startAll, stopAll } from './harness.mjs';
import { cacheKept, registerMember } from './people.mjs';

const PHONE = { width: 360, height: 780 };

let server;
let browser;
let member; // { token, name, id }

before(async () => {
  ({ server, browser } = await startAll());
  member = await registerMember(server.baseURL, 'Lydia Pwa', `lydia.${Date.now()}@e2e.test`);
});

after(() => stopAll({ server, browser }));

/** A browser context without request routing; signed in as the member unless anonymous. */
async function appContext({ viewport = PHONE, anonymous = false, baseURL = server.baseURL } = {}) {
  const context = await browser.newContext({ baseURL, viewport });
  if (!anonymous) {
    await context.addInitScript(
      ([token, data]) => {
        if (!localStorage.getItem('userToken') && !sessionStorage.getItem('e2e-seeded')) {
          localStorage.setItem('userToken', token);
          localStorage.setItem('userData', data);
          sessionStorage.setItem('e2e-seeded', '1');
        }
      },
      [member.token, JSON.stringify({ name: member.name, trophies_count: 0 })],
    );
  }
  const page = recordConsoleErrors(await context.newPage());
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/** Waits until the app's service worker is active and controls the page (registered after load). */
async function controlled(page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, { timeout: 30_000 });
  return page.evaluate(() => navigator.serviceWorker.controller.scriptURL);
}

/** The frame every page of the app has: the main navigation, the main landmark and the footer. */
async function appFrame(page, label) {
  try {
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.locator('main#main').waitFor();
    await page.locator('footer.app-footer').filter({ hasText: 'Genesis to Revelation in 365 days' }).waitFor();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  } catch (e) {
    throw new Error(`${label}: the app's frame did not render: ${e.message}`);
  }
}

/** Polls fn in the page until it answers something other than null. */
async function until(page, fn, arg, timeout = 15_000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await page.evaluate(fn, arg);
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`until: still null after ${timeout} ms: ${fn}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * A proxy in front of the server that can stand in for the next release: from `release()` on, its
 * /sw.js has a byte more (a browser tells a new worker by its bytes; the binary has one build).
 * Everything else, the websocket too, passes through untouched.
 */
async function releaseProxy(target) {
  const upstream = new URL(target);
  let next = false;
  const proxy = http.createServer((req, res) => {
    const headers = { ...req.headers, 'accept-encoding': 'identity' };
    if (next && req.url === '/sw.js') {
      // the whole new script, never a 304 for the old one
      delete headers['if-none-match'];
      delete headers['if-modified-since'];
    }
    const out = http.request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers },
      (answer) => {
        if (!(next && req.url === '/sw.js')) {
          res.writeHead(answer.statusCode, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks = [];
        answer.on('data', (c) => chunks.push(c));
        answer.on('end', () => {
          const body = Buffer.concat([...chunks, Buffer.from('\n// the next release\n')]);
          const headers = { ...answer.headers, 'content-length': String(body.length) };
          delete headers.etag;
          res.writeHead(answer.statusCode, headers);
          res.end(body);
        });
      },
    );
    req.pipe(out);
  });
  const tunnels = new Set();
  proxy.on('upgrade', (req, socket, head) => {
    tunnels.add(socket);
    socket.on('close', () => tunnels.delete(socket));
    const out = net.connect(Number(upstream.port), upstream.hostname, () => {
      out.write(`${req.method} ${req.url} HTTP/1.1\r\n${Object.entries(req.headers).map(([k, v]) => `${k}: ${v}`).join('\r\n')}\r\n\r\n`);
      out.write(head);
      socket.pipe(out).pipe(socket);
    });
    out.on('error', () => socket.destroy());
    socket.on('error', () => out.destroy());
  });
  await new Promise((ok) => proxy.listen(0, '127.0.0.1', ok));
  return {
    baseURL: `http://127.0.0.1:${proxy.address().port}`,
    release: () => {
      next = true;
    },
    close: () =>
      new Promise((ok) => {
        for (const socket of tunnels) socket.destroy();
        proxy.closeAllConnections();
        proxy.close(() => ok());
      }),
  };
}

test('Chromium finds the app installable: manifest, icons and service worker', { timeout: 90_000 }, async () => {
  // A profile of its own: Chromium never offers to install from an incognito context.
  const profile = mkdtempSync(join(tmpdir(), 'j365-pwa-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    baseURL: server.baseURL,
    viewport: { width: 1280, height: 900 },
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  after(() => rmSync(profile, { recursive: true, force: true }));
  const page = recordConsoleErrors(context.pages()[0] ?? (await context.newPage()));
  page.setDefaultTimeout(15_000);
  await page.goto('/');
  assert.equal(await controlled(page), `${server.baseURL}/sw.js`);
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  assert.deepEqual(installabilityErrors, [], 'Page.getInstallabilityErrors');

  const { url, errors, data } = await cdp.send('Page.getAppManifest');
  assert.equal(url, `${server.baseURL}/manifest.webmanifest`);
  assert.deepEqual(errors, []);
  const manifest = JSON.parse(data);
  assert.equal(manifest.name, 'Journey 365');
  assert.equal(manifest.short_name, 'Journey 365');
  assert.equal(manifest.start_url, '/dashboard');
  assert.equal(manifest.scope, '/');
  assert.equal(manifest.display, 'standalone');
  assert.equal(manifest.theme_color, '#2f5d62');
  assert.equal(manifest.background_color, '#f7f4ee');
  assert.deepEqual(
    manifest.icons.map((i) => `${i.sizes} ${i.purpose}`),
    ['192x192 any', '512x512 any', '512x512 maskable'],
  );
  // each icon is a PNG of the size it claims
  for (const icon of manifest.icons) {
    const res = await fetch(new URL(icon.src, server.baseURL));
    assert.equal(res.headers.get('content-type'), 'image/png', icon.src);
    const png = Buffer.from(await res.arrayBuffer());
    const [w, h] = [png.readUInt32BE(16), png.readUInt32BE(20)];
    assert.equal(`${w}x${h}`, icon.sizes, icon.src);
  }
  const manifestRes = await fetch(`${server.baseURL}/manifest.webmanifest`);
  assert.equal(manifestRes.headers.get('content-type'), 'application/manifest+json');
  const sw = await fetch(`${server.baseURL}/sw.js`);
  assert.equal(sw.headers.get('cache-control'), 'no-cache');
  assert.match(await page.locator('meta[name="theme-color"]').getAttribute('content'), /^#2f5d62$/);
  assert.equal(await page.locator('link[rel="apple-touch-icon"]').getAttribute('href'), '/icons/apple-touch-icon.png');
  assert.deepEqual(page.consoleErrors, []);
  await context.close();
});

test('with the network off, /, /login and /dashboard load the app from the service worker, the dashboard with its data', { timeout: 90_000 }, async () => {
  const { context, page } = await appContext();
  await page.goto('/dashboard');
  await appFrame(page, 'online /dashboard');
  await controlled(page);
  await cacheKept(page, '"welcomeName":"Lydia"');
  await context.setOffline(true);
  assert.equal(await page.evaluate(() => navigator.onLine), false);

  for (const path of ['/', '/login', '/dashboard']) {
    const response = await page.goto(path);
    assert.ok(response.fromServiceWorker(), `${path} was not answered by the service worker`);
    await appFrame(page, `offline ${path}`);
  }
  // on a train with no signal: the member's own dashboard, from the cache kept on the device
  await page.getByRole('heading', { level: 1, name: 'Welcome back, Lydia' }).waitFor();
  await page.getByRole('article', { name: 'The Law' }).waitFor();
  await page.getByRole('status').filter({ hasText: /^You are offline\./ }).waitFor();
  await context.setOffline(false);
  await context.close();
});

test('a new release waits behind the Reload note while a form is filled in, and applies only on the click', { timeout: 90_000 }, async () => {
  const proxy = await releaseProxy(server.baseURL);
  const { context, page } = await appContext({ baseURL: proxy.baseURL });
  try {
  await page.goto('/settings');
  await controlled(page);
  await page.getByRole('checkbox', { name: 'Send me a daily reminder' }).check();
  const reminderTime = page.getByLabel('Reminder time');
  await reminderTime.fill('06:45');

  proxy.release();
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
  const note = page.getByRole('status').filter({ hasText: 'A new version is ready — Reload' });
  await note.waitFor();
  assert.equal(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration()).waiting)), true);
  // nothing applied by itself: the same page, the member's input still there
  await page.waitForTimeout(1_000);
  assert.equal(await reminderTime.inputValue(), '06:45');
  // the note is at the top of the page's content, in its flow (it never covers the form)
  await page.evaluate(() => window.scrollTo(0, 0));
  await fitsWidth(page, 'settings with the update note at 360 px');
  await axe(page, 'the update note at 360 px');

  // keyboard reachable; the click hands over to the new worker and reloads once it controls
  await note.getByRole('button', { name: 'Reload' }).focus();
  const reloaded = page.waitForEvent('load');
  await page.keyboard.press('Enter');
  await reloaded;
  await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
  assert.equal(await page.getByText('A new version is ready').count(), 0);
  assert.deepEqual(
    await page.evaluate(async () => {
      const r = await navigator.serviceWorker.getRegistration();
      return { waiting: Boolean(r.waiting), active: r.active?.state };
    }),
    { waiting: false, active: 'activated' },
  );
  } finally {
    await context.close();
    await proxy.close();
  }
});

test('a push shows a notification, and its click takes the open page to the board', { timeout: 90_000 }, async () => {
  const { context, page } = await appContext();
  await context.grantPermissions(['notifications'], { origin: server.baseURL });
  const cdp = await context.newCDPSession(page);
  const registrations = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => registrations.push(...e.registrations));
  await page.goto('/dashboard');
  await appFrame(page, '/dashboard');
  await controlled(page);
  await cdp.send('ServiceWorker.enable');
  for (let i = 0; i < 50 && !registrations.some((r) => r.scopeURL === `${server.baseURL}/` && !r.isDeleted); i++) {
    await new Promise((r) => setTimeout(r, 100));
  }
  const registration = registrations.find((r) => r.scopeURL === `${server.baseURL}/` && !r.isDeleted);
  assert.ok(registration, `no registration for ${server.baseURL}/ among ${JSON.stringify(registrations)}`);

  const payload = { title: 'E2E Group', body: '2 new messages on your board', url: '/messages', tag: 'board-e2e' };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: server.baseURL,
    registrationId: registration.registrationId,
    data: JSON.stringify(payload),
  });
  const notifications = await until(page, async () => {
    const found = await (await navigator.serviceWorker.ready).getNotifications();
    return found.length ? found.map((n) => ({ title: n.title, body: n.body, tag: n.tag, url: n.data?.url, icon: n.icon })) : null;
  });
  assert.deepEqual(notifications, [
    { title: payload.title, body: payload.body, tag: payload.tag, url: '/messages', icon: `${server.baseURL}/icons/icon-192.png` },
  ]);

  // The tap: a notificationclick with that notification, dispatched inside the worker.
  const [worker] = context.serviceWorkers();
  assert.ok(worker, 'no service worker in the context');
  await worker.evaluate(async () => {
    const [notification] = await self.registration.getNotifications();
    self.dispatchEvent(new NotificationEvent('notificationclick', { notification }));
  });
  await page.waitForURL((url) => url.pathname === '/messages');
  await appFrame(page, '/messages after the click');
  await until(page, async () => ((await (await navigator.serviceWorker.ready).getNotifications()).length === 0 ? true : null));
  await context.close();
});

test('at 360 px the Notifications section says where this device stands and removes a lost device, with zero axe violations', { timeout: 90_000 }, async () => {
  // a phone of the member's registered earlier (its push service is never reached here)
  const lost = await graphql(
    server.baseURL,
    `mutation($input: PushSubscriptionInput!) { subscribePush(input: $input) { id } }`,
    {
      input: {
        endpoint: `https://push.e2e.test/send/lost-${Date.now()}`,
        p256dh: 'BPgiUwUieXWhocvzdkAvQo9p9kdAotUcnzTz3Ly7NipsMgBC2CvL1KR0gPaSE9F1603U-6P1LZ733aiKL7xqN_s',
        auth: 'QfJ9FPlxRv2p5cIDYulbaw',
        label: 'Chrome on Android',
      },
    },
    member.token,
  );
  assert.ok(lost.data?.subscribePush?.id, JSON.stringify(lost));
  const { context, page } = await appContext();
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Notifications' });
  await section.getByText('Notifications are off on this device.').waitFor();
  const choices = section.getByRole('form', { name: 'What notifications tell you of' });
  await choices.waitFor();
  await section.getByRole('listitem').filter({ hasText: 'Chrome on Android' }).waitFor();
  await page.getByRole('form', { name: 'Settings' }).waitFor();
  await fitsWidth(page, '/settings at 360 px');
  await axe(page, '/settings with the Notifications section at 360 px');

  // the lost phone is removed from this browser, and stays removed
  await section.getByRole('button', { name: /^Remove Chrome on Android/ }).click();
  await section.getByText('No device of yours gets notifications yet.').waitFor();
  const after = await graphql(server.baseURL, '{ myPushSettings { devices { id } } }', {}, member.token);
  assert.deepEqual(after.data.myPushSettings.devices, []);

  // blocked in the browser: how to allow them, and no button that could not work
  const cdp = await context.newCDPSession(page);
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  await cdp.send('Browser.setPermission', {
    origin: server.baseURL,
    browserContextId: targetInfo.browserContextId,
    permission: { name: 'notifications' },
    setting: 'denied',
  });
  await page.reload();
  await section.getByText(/Notifications are blocked for Journey 365 in this browser\. To allow them/).waitFor();
  assert.equal(await section.getByRole('button', { name: 'Turn on notifications on this device' }).count(), 0);
  await fitsWidth(page, '/settings blocked at 360 px');
  await axe(page, '/settings with notifications blocked at 360 px');
  await context.close();
});
