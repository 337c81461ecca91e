// Password reset in Chromium against the real binary with no SMTP server (issue 12): the
// /reset-password states at 360 px, and an admin who forgot the password asks for a link at
// /admin, follows it from the Outbox (where mails wait without SMTP), sets a new password, lands
// on /admin after 3 s and signs in with it; the used link and the old password are refused.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { ADMIN, axe, fitsWidth, newPage, startAll, stopAll } from './harness.mjs';

let server;
let browser;

const PHONE = { viewport: { width: 360, height: 780 } };
const DESKTOP = { viewport: { width: 1280, height: 900 } };
const NOT_SET_UP = 'Mail is not set up (no SMTP_URL): mails wait here. Open a mail to read it and follow its links.';

before(async () => {
  ({ server, browser } = await startAll());
});

after(() => stopAll({ server, browser }));

async function checked(page, label) {
  await axe(page, label);
  await fitsWidth(page, label);
}

async function signIn(page, password) {
  await page.goto('/admin');
  await page.getByLabel('Email', { exact: true }).fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('/reset-password: missing token, the client checks, and an unknown token, at 360 px', async () => {
  const page = await newPage(browser, server.baseURL, PHONE);
  await page.goto('/reset-password');
  await page.getByRole('heading', { level: 1, name: 'Invalid Reset Link' }).waitFor();
  await page.getByText('Invalid or missing reset token. Please request a new password reset.').waitFor();
  await checked(page, 'invalid link');
  await page.getByRole('link', { name: 'Back to Login' }).click();
  await page.waitForURL((url) => url.pathname === '/admin');

  await page.goto('/reset-password?token=not-a-real-token');
  await page.getByRole('heading', { level: 1, name: 'Reset Your Password' }).waitFor();
  await checked(page, 'reset form');
  const password = page.getByLabel('New password', { exact: true });
  const confirm = page.getByLabel('Confirm new password');
  assert.equal(await password.getAttribute('autocomplete'), 'new-password');
  await password.fill('abc');
  await confirm.fill('abd');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await page.getByText('Password must be at least 6 characters long').waitFor();
  await page.getByText('Passwords do not match').waitFor();
  await checked(page, 'reset form errors');

  await password.fill('secret-1');
  await confirm.fill('secret-1');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  const alert = page.getByRole('alert');
  await alert.waitFor();
  assert.match(await alert.innerText(), /reset link/i);
  assert.equal(new URL(page.url()).pathname, '/reset-password');
  await checked(page, 'unknown token');
  assert.deepEqual(page.consoleErrors.filter((e) => !/status of 4\d\d/.test(e)), []);
  await page.context().close();
});

test('an admin who forgot the password resets it through the link in the Outbox and signs in', async () => {
  // Forgot Password? at /admin
  const visitor = await newPage(browser, server.baseURL, PHONE);
  await visitor.goto('/admin');
  await visitor.getByRole('button', { name: 'Forgot Password?' }).click();
  await visitor.getByLabel('Email', { exact: true }).fill(ADMIN.email);
  await visitor.getByRole('button', { name: 'Send Reset Email' }).click();
  await visitor.getByText('Password reset email sent! Check your inbox.').waitFor();
  // the spec's line once, and the server's answer beside it without saying it again
  const said = await visitor.getByRole('status').filter({ hasText: /check your inbox/i }).textContent();
  assert.equal(said.match(/check your inbox/gi)?.length, 1, `"Check your inbox" once, not in: ${said}`);
  await checked(visitor, 'reset email sent');

  // the admin is still signed in on another device: the Outbox shows the mail and its link
  const panel = await newPage(browser, server.baseURL, DESKTOP);
  await signIn(panel, ADMIN.password);
  await panel.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Outbox' }).click();
  await panel.getByText(NOT_SET_UP).waitFor();
  const row = panel.getByRole('row').filter({ hasText: 'Reset your Journey 365 password' }).first();
  await row.waitFor();
  assert.match(await row.innerText(), /Pending/);
  await checked(panel, 'outbox');
  await row.getByRole('button', { name: /^Read the mail to/ }).click();
  const dialog = panel.getByRole('dialog');
  const link = dialog.getByRole('link', { name: /\/reset-password\?token=/ });
  await checked(panel, 'outbox mail');

  // follow the link, choose a new password
  await link.click();
  await panel.waitForURL((url) => url.pathname === '/reset-password');
  await panel.setViewportSize(PHONE.viewport);
  const resetURL = panel.url();
  await panel.getByLabel('New password', { exact: true }).fill('brand-new-pass');
  await panel.getByLabel('Confirm new password').fill('brand-new-pass');
  await panel.getByRole('button', { name: 'Reset Password' }).click();
  await panel.getByRole('heading', { level: 1, name: 'Password Reset Successful!' }).waitFor();
  await panel.getByText('Taking you to the admin sign-in in 3 seconds…').waitFor();
  await checked(panel, 'reset done');
  await panel.waitForURL((url) => url.pathname === '/admin', { timeout: 6_000 });

  // the link works once
  await panel.goto(resetURL);
  await panel.getByLabel('New password', { exact: true }).fill('another-pass');
  await panel.getByLabel('Confirm new password').fill('another-pass');
  await panel.getByRole('button', { name: 'Reset Password' }).click();
  await panel.getByRole('alert').waitFor();
  assert.equal(await panel.getByText('Password Reset Successful!').count(), 0);

  // the old password is refused, the new one signs in
  const fresh = await newPage(browser, server.baseURL, PHONE);
  await signIn(fresh, ADMIN.password);
  await fresh.getByRole('alert').filter({ hasText: 'Invalid credentials. Please try again.' }).waitFor();
  await signIn(fresh, 'brand-new-pass');
  await fresh.getByRole('navigation', { name: 'Admin sections' }).waitFor();

  // the Users tab can send a link to an admin account too, and says where to read it
  await fresh.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Users' }).click();
  await fresh.getByRole('button', { name: /^Send password reset to/ }).first().click();
  await fresh.getByText(`Reset email queued for ${ADMIN.email}.`, { exact: true }).waitFor();
  await fresh.getByText('Mail is not set up: read it in the Outbox.', { exact: true }).waitFor();
  await checked(fresh, 'users after sending a reset');

  for (const p of [visitor, fresh]) assert.deepEqual(p.consoleErrors.filter((e) => !/status of 4\d\d/.test(e)), []);
  await visitor.context().close();
  await panel.context().close();
  await fresh.context().close();
});
