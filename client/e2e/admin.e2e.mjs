// The admin panel's shell in Chromium (issue 10): sign-in and its refusals, the tabs as URLs
// (reload and back), the session ending when the server refuses the admin token, Change
// Password keeping this session and ending the others, and zero axe violations on every tab at
// 360 px and on a desktop.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { ADMIN, axe, fitsWidth, graphql, newPage, startAll, stopAll } from './harness.mjs';

let server;
let browser;
let member; // a valid non-admin account that has a password

const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 900 };
const TABS = ['Overview', 'Groups', 'Users', 'Progress', 'Messages', 'Announcements', 'Reading', 'Settings', 'Donations', 'Audit', 'Outbox', 'Playground', 'Change Password'];

before(async () => {
  ({ server, browser } = await startAll());
  const email = `member.${Date.now()}@e2e.test`;
  const res = await graphql(
    server.baseURL,
    `mutation ($input: RegisterInput!) { register(input: $input) { token } }`,
    { input: { name: 'Phoebe Deacon', email, city: 'Cenchreae', mailingAddress: '1 Port Road, Cenchreae' } },
  );
  assert.equal(res.errors, undefined, JSON.stringify(res.errors));
  // the admin's password on a member account: right password, wrong role
  server.psql(`UPDATE users SET password_hash = (SELECT password_hash FROM users WHERE email = '${ADMIN.email}') WHERE email = '${email}'`);
  member = { email };
});

after(() => stopAll({ server, browser }));

async function signIn(page, email, password) {
  const form = page.getByRole('form', { name: 'Admin Sign In' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

const tabs = (page) => page.getByRole('navigation', { name: 'Admin sections' });

test('sign-in refusals, then the panel: tabs in the URL (reload, back), axe-clean at 360 px and on a desktop', async () => {
  const page = await newPage(browser, server.baseURL, { viewport: PHONE });
  await page.goto('/admin');
  await page.getByRole('heading', { level: 1, name: 'Journey 365 Admin' }).waitFor();
  await axe(page, 'signed out');
  await fitsWidth(page, 'signed out');

  await signIn(page, ADMIN.email, 'not-the-password');
  await page.getByRole('alert').filter({ hasText: /^Invalid credentials\. Please try again\.$/ }).waitFor();
  await signIn(page, member.email, ADMIN.password);
  await page.getByRole('alert').filter({ hasText: /^Access denied\. Admin privileges required\.$/ }).waitFor();
  assert.equal(await page.evaluate(() => localStorage.getItem('adminToken')), null);
  await axe(page, 'sign-in error');

  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  await page.getByRole('form', { name: 'Reset Password' }).waitFor();
  await axe(page, 'reset form');
  await page.getByRole('button', { name: 'Back to Login' }).click();

  await signIn(page, ADMIN.email, ADMIN.password);
  await page.waitForURL((url) => url.pathname === '/admin/overview');
  await tabs(page).getByRole('link', { name: 'Change Password' }).waitFor(); // the panel's code may still be loading
  assert.deepEqual(await tabs(page).getByRole('link').allInnerTexts(), TABS);
  await page.getByText('Total Groups').waitFor();
  await page.getByRole('figure', { name: 'Members per group' }).waitFor();

  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    // the Playground (GraphiQL, a document of its own) has its own spec: playground.e2e.mjs
    for (const name of TABS.filter((tab) => tab !== 'Playground')) {
      const link = tabs(page).getByRole('link', { name, exact: true });
      await link.click();
      // a tab's code may still be on its way (the previous tab shows meanwhile)
      await link.and(page.locator('[aria-current="page"]')).waitFor();
      await page.getByRole('heading', { level: 2 }).first().waitFor();
      await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], .admin-status[role="status"]'), null, { timeout: 10_000 });
      await axe(page, `${name} at ${viewport.width}px`);
      await fitsWidth(page, `${name} at ${viewport.width}px`);
    }
  }

  // the tab is the URL: reload keeps it, back returns to the one before
  await tabs(page).getByRole('link', { name: 'Audit' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/audit');
  await page.reload();
  await page.getByRole('heading', { level: 2, name: 'Audit' }).waitFor();
  assert.equal(await tabs(page).getByRole('link', { name: 'Audit' }).getAttribute('aria-current'), 'page');
  await page.goBack();
  await page.waitForURL((url) => url.pathname === '/admin/password');
  await page.getByRole('heading', { level: 2, name: 'Change Admin Password' }).waitFor();

  // Logout ends the admin session
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('form', { name: 'Admin Sign In' }).waitFor();
  assert.equal(await page.evaluate(() => localStorage.getItem('adminToken')), null);
  assert.deepEqual(page.consoleErrors.filter((e) => !/status of 40[13]/.test(e)), []);
  await page.context().close();
});

test("a refused admin token on a data load ends the session: 'Your admin session expired. Please sign in again.'", async () => {
  const page = await newPage(browser, server.baseURL, { viewport: DESKTOP });
  await page.goto('/admin/overview');
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.getByText('Total Groups').waitFor();
  // every session of the account ends (as a password change elsewhere would)
  server.psql(`UPDATE users SET token_version = token_version + 1 WHERE email = '${ADMIN.email}'`);
  await tabs(page).getByRole('link', { name: 'Audit' }).click();
  await page.getByRole('alert').filter({ hasText: /^Your admin session expired\. Please sign in again\.$/ }).waitFor();
  assert.equal(await page.evaluate(() => localStorage.getItem('adminToken')), null);
  assert.equal(new URL(page.url()).pathname, '/admin/audit');
  await axe(page, 'session expired');
  // signing in again lands on the same tab, without the notice
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.getByRole('heading', { level: 2, name: 'Audit' }).waitFor();
  assert.equal(await page.getByText('Your admin session expired. Please sign in again.').count(), 0);
  await page.context().close();
});

test("a malformed admin token in the browser says the admin session expired, once", async () => {
  const page = await newPage(browser, server.baseURL, { viewport: DESKTOP });
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('adminToken', 'eyJhbGciOi.truncated'));
  await page.goto('/admin');
  await page.getByRole('alert').filter({ hasText: /^Your admin session expired\. Please sign in again\.$/ }).waitFor();
  assert.equal(await page.evaluate(() => localStorage.getItem('adminToken')), null);
  await page.reload();
  await page.getByRole('form', { name: 'Admin Sign In' }).waitFor();
  assert.equal(await page.getByText('Your admin session expired. Please sign in again.').count(), 0);
  await page.context().close();
});

test('Change Password: checks, a wrong current password, success keeps this session and ends the other', async () => {
  const other = await newPage(browser, server.baseURL, { viewport: DESKTOP });
  await other.goto('/admin/overview');
  await signIn(other, ADMIN.email, ADMIN.password);
  await other.getByText('Total Groups').waitFor();

  const page = await newPage(browser, server.baseURL, { viewport: PHONE });
  await page.goto('/admin/password');
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.getByRole('heading', { level: 2, name: 'Change Admin Password' }).waitFor();
  const fill = async (current, next, confirm) => {
    await page.getByLabel('Current password').fill(current);
    await page.getByLabel('New password', { exact: true }).fill(next);
    await page.getByLabel('Confirm new password').fill(confirm);
    await page.getByRole('button', { name: 'Change Password' }).click();
  };
  await fill(ADMIN.password, 'brand-new-pass', 'brand-new-pasS');
  await page.getByText('New passwords do not match').waitFor();
  await fill(ADMIN.password, 'short', 'short');
  await page.getByText('New password must be at least 6 characters').waitFor();
  await fill('wrong-current', 'brand-new-pass', 'brand-new-pass');
  await page.getByText('Current password is incorrect.').waitFor();
  await axe(page, 'change password errors');

  const before = await page.evaluate(() => localStorage.getItem('adminToken'));
  await fill(ADMIN.password, 'brand-new-pass', 'brand-new-pass');
  await page.getByText('Password changed successfully!').waitFor();
  const now = await page.evaluate(() => localStorage.getItem('adminToken'));
  assert.ok(now && now !== before, 'the answer’s new token is kept');
  // this session goes on
  await tabs(page).getByRole('link', { name: 'Overview' }).click();
  await page.getByText('Total Groups').waitFor();
  assert.equal(await page.getByRole('form', { name: 'Admin Sign In' }).count(), 0);

  // the other session ends at its next data load
  await tabs(other).getByRole('link', { name: 'Audit' }).click();
  await other.getByRole('alert').filter({ hasText: 'Your admin session expired. Please sign in again.' }).waitFor();

  // the new password signs in; the old one does not
  await page.getByRole('button', { name: 'Logout' }).click();
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.getByRole('alert').filter({ hasText: 'Invalid credentials. Please try again.' }).waitFor();
  await signIn(page, ADMIN.email, 'brand-new-pass');
  await page.getByText('Total Groups').waitFor();
  await page.context().close();
  await other.context().close();
});
