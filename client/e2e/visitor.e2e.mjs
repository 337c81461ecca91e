// The visitor screens in a real browser against the real binary: register, log out and back
// in through a saved credential, the admin's login, and joining when every group is full.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { ADMIN, newPage, startAll, stopAll } from './harness.mjs';
import { openFromMenu } from './people.mjs';

let server;
let browser;
before(async () => ({ server, browser } = await startAll()));
after(() => stopAll({ server, browser }));

const MEMBER = {
  name: 'Lydia of Thyatira',
  email: 'lydia.e2e@example.com',
  city: 'Philippi',
  address: '1 Riverside Way\nPhilippi',
};

const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 900 };

const storage = (page, key) => page.evaluate((k) => window.localStorage.getItem(k), key);

test('home fits a 360 px phone and a 1280 px desktop', async () => {
  for (const [label, viewport] of [['360', { width: 360, height: 780 }], ['1280', DESKTOP]]) {
    const page = await newPage(browser, server.baseURL, { viewport });
    await page.goto('/');
    await page.getByRole('timer').waitFor();
    await page.getByRole('link', { name: 'Start Your Journey Today' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `${label} px: no horizontal scrolling (overflow ${overflow} px)`);
    const video = page.getByRole('link', { name: 'Watch Introduction Video' });
    assert.equal(await video.getAttribute('target'), '_blank');
    assert.equal(await video.getAttribute('rel'), 'noopener noreferrer');
    await page.screenshot({ path: `/tmp/j365-home-${label}.png`, fullPage: true });
    assert.deepEqual(page.consoleErrors, []);
    await page.context().close();
  }
});

// Kept across tests (a) -> (b) -> (d): the same browser profile, like one visitor's phone.
let phone;

test('(a) a visitor registers and lands on the dashboard, signed in', async () => {
  phone = await newPage(browser, server.baseURL, { viewport: PHONE });
  const page = phone;
  await page.goto('/register');
  await page.getByRole('heading', { level: 1, name: 'Register for Next Group' }).waitFor();
  await page.getByLabel('Full name').fill(MEMBER.name);
  await page.getByLabel('Email').fill(MEMBER.email);
  await page.getByLabel('City').fill(MEMBER.city);
  await page.getByLabel('Mailing address').fill(MEMBER.address);
  await page.getByRole('button', { name: 'Register' }).click();

  await page.getByRole('heading', { name: "You're registered!" }).waitFor();
  const currentGroup = server.psql(
    "SELECT g.name FROM groups g JOIN group_members m ON m.group_id = g.id JOIN users u ON u.id = m.user_id WHERE u.email = 'lydia.e2e@example.com'",
  );
  assert.ok(currentGroup, 'the member was placed in a group');
  await page.getByText(currentGroup, { exact: true }).waitFor();
  await page.getByText('Taking you to your dashboard in 5 seconds...').waitFor();
  assert.deepEqual(page.consoleErrors, [], 'console errors on /register');

  const started = Date.now();
  await page.waitForURL('**/dashboard', { timeout: 10_000 });
  const waited = Date.now() - started;
  assert.ok(waited > 3_000, `redirected after about 5 s (waited ${waited} ms)`);
  assert.ok(await storage(page, 'userToken'), 'userToken stored');
  assert.deepEqual(JSON.parse(await storage(page, 'userData')), { name: MEMBER.name, trophies_count: 0 });
  assert.deepEqual(JSON.parse(await storage(page, 'savedCredentials')), [{ email: MEMBER.email, name: MEMBER.name }]);
  await page.locator('h1').first().waitFor();
  assert.deepEqual(page.consoleErrors, [], 'console errors on /dashboard');
});

test('(b) logs out and back in by picking the saved credential', async () => {
  const page = phone;
  assert.ok(page, 'needs the page of (a)');
  await page.getByRole('button', { name: 'Log out' }).click();
  // Spec 2: logout goes to /, and the visitor's home page shows there.
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('heading', { level: 1, name: 'Journey 365' }).waitFor();
  await page.getByRole('button', { name: 'Log out' }).waitFor({ state: 'detached' });
  assert.equal(await storage(page, 'userToken'), null);
  assert.equal(await storage(page, 'userData'), null);

  // to /login through the menu, as a visitor on a phone would
  await openFromMenu(page, 'Login', '/login');
  await page.getByRole('heading', { level: 1, name: 'Welcome Back' }).waitFor();

  const email = page.getByLabel('Email');
  await email.click();
  await email.pressSequentially('LYDIA');
  const option = page.getByRole('listbox', { name: 'Saved sign-ins' }).getByRole('option');
  await option.first().waitFor();
  assert.equal(await option.count(), 1);
  await page.keyboard.press('ArrowDown');
  assert.equal(await option.first().getAttribute('aria-selected'), 'true');
  await page.keyboard.press('Enter');
  assert.equal(await email.inputValue(), MEMBER.email);
  assert.equal(await page.getByLabel('Full name').inputValue(), MEMBER.name);
  assert.equal(page.url().endsWith('/login'), true, 'Enter picked the suggestion, it did not submit');

  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL('**/dashboard');
  assert.ok(await storage(page, 'userToken'), 'userToken stored again');
  await page.locator('h1').first().waitFor();
  assert.deepEqual(page.consoleErrors, []);
});

test('(c) the admin logs in at /login and lands on /admin, where the password is still needed', async () => {
  const page = await newPage(browser, server.baseURL, { viewport: DESKTOP });
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Full name').fill('Administrator');
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL('**/admin');
  // /login only ever gives a member-scoped token: it is no admin session (decisions: Admin sessions)
  assert.equal(await storage(page, 'adminToken'), null, 'no admin token from /login');
  assert.equal(await storage(page, 'userToken'), null, 'no member session for the admin');
  await page.getByRole('form', { name: 'Admin Sign In' }).waitFor();
  assert.deepEqual(page.consoleErrors, []);
  await page.context().close();
});

test('(d) joining when every group is full shows why, then opens the dashboard', async () => {
  const page = phone;
  assert.ok(page, 'needs the page of (a)');
  // Fill every group: full ones at their member count; an empty group cannot be "full"
  // (max_members >= 1), so close it instead. Then no group is open for registration.
  server.psql(
    "UPDATE groups SET max_members = GREATEST(member_count, 1), status = CASE WHEN member_count = 0 THEN 'closed' ELSE status END",
  );
  assert.equal(
    server.psql("SELECT count(*) FROM groups WHERE status IN ('upcoming','active') AND member_count < max_members"),
    '0',
  );

  await page.goto('/join-current-group');
  await page.getByRole('heading', { level: 1, name: 'Join the Current Group' }).waitFor();
  await page.getByLabel('Email').fill(MEMBER.email);
  await page.getByLabel('Full name').fill(MEMBER.name);
  await page.getByRole('button', { name: 'Log In and Join Group' }).click();

  await page.getByText('No group is open for registration right now.').waitFor();
  await page.getByText('Taking you to your dashboard in 3 seconds...').waitFor();
  assert.equal(new URL(page.url()).pathname, '/join-current-group');
  assert.deepEqual(page.consoleErrors, [], 'console errors on /join-current-group');
  await page.waitForURL('**/dashboard', { timeout: 10_000 });
  await page.locator('h1').first().waitFor();
  assert.deepEqual(page.consoleErrors, []);
  await page.context().close();
  phone = undefined;
});
