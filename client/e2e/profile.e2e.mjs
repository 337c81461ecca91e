// Member self-service and the optional secure sign-in (issue 29), in Chromium against the real
// binary, whose mails go to a real SMTP server on loopback (the harness's go-smtp sink): the links
// are read from the mails the server really sent. At 1280 px a member edits their details on
// /profile and changes their email by the link mailed to the new address (the old one is told);
// another adds a password, is then refused the name-only sign-in with the server's words, signs in
// with the password and with a single-use sign-in link. At 360 px /profile, the secure sign-in of
// /login and the link pages fit the screen, are axe clean and work from the keyboard. No console
// errors anywhere.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { axe, fitsWidth, newPage, startAll, stopAll } from './harness.mjs';
import { memberContext, registerMember, settled } from './people.mjs';

const stamp = Date.now();
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 360, height: 780 };
const SECURE_MESSAGE = 'This account signs in with a password or an emailed link. Enter your password, or ask for a sign-in link.';
const LINK_REQUESTED = 'If an account uses that email, a sign-in link is on its way. It works once, for 15 minutes.';
const CONFIRM_SPENT = 'This confirmation link has expired or was already used. Ask for the change again on your profile.';
const SIGN_IN_SPENT = 'This sign-in link has expired or was already used. Please ask for a new one on the sign-in page.';

let server;
let browser;

before(async () => {
  ({ server, browser } = await startAll({ smtp: true }));
});

after(() => stopAll({ server, browser }));

/** The text of the error shown beside a control (its aria-describedby error), and that it is marked invalid. */
async function errorBeside(control) {
  return control.evaluate((el) => {
    const ids = (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    const error = ids.map((id) => document.getElementById(id)).find((e) => e?.id.endsWith('-error'));
    return { invalid: el.getAttribute('aria-invalid') === 'true', text: error?.textContent ?? null };
  });
}

/** The path and query of the link to `path` in a mail's plain text (the token is base64url). */
function linkIn(mail, path) {
  const m = new RegExp(`${path.replace('/', '\\/')}\\?token=[A-Za-z0-9_-]+`).exec(mail.text);
  assert.ok(m, `no ${path} link in:\n${mail.text}`);
  return m[0];
}

/** The user's email in the server's own database. */
function storedEmail(id) {
  return server.psql(`SELECT email FROM users WHERE id = ${Number(id)}`);
}

/** Whether the focused element is `locator`'s. */
function focused(locator) {
  return locator.evaluate((el) => el === document.activeElement);
}

/** Presses Tab until `locator` has the focus (at most `max` times); fails otherwise. */
async function tabTo(page, locator, label, max = 30) {
  for (let i = 0; i < max; i++) {
    if (await focused(locator)) return;
    await page.keyboard.press('Tab');
  }
  assert.fail(`${label} is not reached with Tab`);
}

test('at 1280 px: a member edits their details on /profile and changes their email by the mailed link', async () => {
  const oldEmail = `ruth.${stamp}@e2e.test`;
  const newEmail = `ruth.new.${stamp}@e2e.test`;
  const ruth = await registerMember(server.baseURL, `Ruth Profile${stamp}`, oldEmail);
  await registerMember(server.baseURL, `Naomi Taken${stamp}`, `naomi.${stamp}@e2e.test`);
  const { context, first: page } = await memberContext(browser, server.baseURL, ruth, { viewport: DESKTOP });
  page.setDefaultTimeout(10_000);

  // from the nav
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/profile');
  await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
  await settled(page);
  const details = page.getByRole('form', { name: 'Your details' });
  assert.equal(await details.getByLabel('Full name').inputValue(), ruth.name);
  await page.getByText(`You sign in with ${oldEmail}.`).waitFor();
  await axe(page, '/profile at 1280px');
  await fitsWidth(page, '/profile at 1280px');

  // name, city and address: saved, shown, stored
  const newName = `Ruth Moabite${stamp}`;
  await details.getByLabel('Full name').fill(newName);
  await details.getByLabel('City').fill('Bethlehem');
  await details.getByLabel('Mailing address').fill('3 Threshing Floor Lane, Bethlehem');
  await details.getByRole('button', { name: 'Save details' }).click();
  await details.getByRole('status').filter({ hasText: 'Your details are saved.' }).waitFor();
  assert.equal(
    server.psql(`SELECT name || '|' || city || '|' || mailing_address FROM users WHERE id = ${Number(ruth.id)}`),
    `${newName}|Bethlehem|3 Threshing Floor Lane, Bethlehem`,
  );
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
  await settled(page);
  assert.equal(await details.getByLabel('Full name').inputValue(), newName);
  assert.equal(await details.getByLabel('City').inputValue(), 'Bethlehem');
  assert.equal(await details.getByLabel('Mailing address').inputValue(), '3 Threshing Floor Lane, Bethlehem');

  // a bad email and a taken one are refused beside the field; nothing is sent
  const emailForm = page.getByRole('form', { name: 'Email' });
  const newEmailInput = emailForm.getByLabel('New email address');
  const send = emailForm.getByRole('button', { name: 'Send confirmation link' });
  await newEmailInput.fill(`not-an-email-${stamp}`);
  await send.click();
  await page.waitForFunction(() => document.querySelector('[aria-invalid="true"][type="email"]'));
  assert.deepEqual(await errorBeside(newEmailInput), { invalid: true, text: `"not-an-email-${stamp}" is not a valid email address.` });
  await newEmailInput.fill(`naomi.${stamp}@e2e.test`);
  await send.click();
  await emailForm.getByText('Another account already uses this email address.').waitFor();
  assert.deepEqual(await errorBeside(newEmailInput), { invalid: true, text: 'Another account already uses this email address.' });
  await axe(page, 'email refused at 1280px');

  // a free one: a confirmation to the NEW address, a notice to the OLD one
  await newEmailInput.fill(newEmail);
  await send.click();
  await emailForm.getByRole('status').filter({ hasText: `We sent a link to ${newEmail}.` }).waitFor();
  const confirmMail = await server.smtp.waitForMail((m) => m.to.includes(newEmail) && /Confirm your new .* email address/.test(m.subject));
  const notice = await server.smtp.waitForMail((m) => m.to.includes(oldEmail) && /A new email address was asked for/.test(m.subject));
  assert.match(notice.text, new RegExp(`from ${oldEmail} to ${newEmail}`));
  assert.doesNotMatch(notice.text, /token=/, 'the notice to the old address carries no link that acts');
  const confirmURL = linkIn(confirmMail, '/confirm-email');
  assert.equal(storedEmail(ruth.id), oldEmail, 'nothing changes before the link is used');

  // following the link changes nothing; Confirm does
  const inbox = await newPage(browser, server.baseURL, { viewport: DESKTOP });
  inbox.setDefaultTimeout(10_000);
  await inbox.goto(confirmURL);
  await inbox.getByRole('heading', { level: 1, name: 'Confirm Your New Email' }).waitFor();
  await settled(inbox);
  assert.equal(storedEmail(ruth.id), oldEmail, 'opening the link (a GET) changes nothing');
  await axe(inbox, '/confirm-email at 1280px');
  await inbox.getByRole('button', { name: 'Confirm' }).click();
  await inbox.getByRole('heading', { level: 1, name: 'Your Email Is Changed' }).waitFor();
  await inbox.getByText(`You now sign in with ${newEmail}.`).waitFor();
  assert.equal(storedEmail(ruth.id), newEmail);
  await axe(inbox, 'email confirmed at 1280px');

  // the same link again is refused with the message, and changes nothing
  await inbox.goto(confirmURL);
  await inbox.getByRole('button', { name: 'Confirm' }).click();
  await inbox.getByRole('alert').filter({ hasText: CONFIRM_SPENT }).waitFor();
  assert.equal(storedEmail(ruth.id), newEmail);
  await axe(inbox, 'confirmation link used again at 1280px');

  // the profile shows the new address
  await page.reload();
  await page.getByText(`You sign in with ${newEmail}.`).waitFor();

  assert.deepEqual(page.consoleErrors, [], 'no console errors on /profile');
  assert.deepEqual(inbox.consoleErrors, [], 'no console errors on /confirm-email');
  await inbox.context().close();
  await context.close();
});

test('at 1280 px: a member adds a password; name-only sign-in is refused; the password and a single-use link sign in', async () => {
  const email = `boaz.${stamp}@e2e.test`;
  const boaz = await registerMember(server.baseURL, `Boaz Secure${stamp}`, email);
  const { context, first: page } = await memberContext(browser, server.baseURL, boaz, { viewport: DESKTOP });
  page.setDefaultTimeout(10_000);

  // a password on /profile: 5 characters refused beside the field, 10 saved
  await page.goto('/profile');
  await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
  await settled(page);
  const add = page.getByRole('form', { name: 'Add a password' });
  const newPassword = add.getByLabel('New password', { exact: true });
  await newPassword.fill('short');
  await add.getByLabel('Confirm new password').fill('short');
  await add.getByRole('button', { name: 'Add password' }).click();
  await add.getByText('New password must be at least 6 characters').waitFor();
  assert.deepEqual(await errorBeside(newPassword), { invalid: true, text: 'New password must be at least 6 characters' });
  assert.equal(server.psql(`SELECT password_hash IS NULL FROM users WHERE id = ${Number(boaz.id)}`), 't', 'no password stored');
  await axe(page, 'short password refused at 1280px');

  const password = `threshing-floor-${stamp}`;
  await newPassword.fill(password);
  await add.getByLabel('Confirm new password').fill(password);
  await add.getByRole('button', { name: 'Add password' }).click();
  await page.getByRole('status').filter({ hasText: 'Your password is saved. You now sign in with it (or a sign-in link).' }).waitFor();
  await page.getByRole('form', { name: 'Change your password' }).waitFor();
  assert.equal(server.psql(`SELECT password_hash IS NOT NULL FROM users WHERE id = ${Number(boaz.id)}`), 't');
  assert.deepEqual(page.consoleErrors, [], 'no console errors on /profile');
  await context.close();

  // a fresh browser: email and full name alone are refused with the server's words, and the
  // secure section opens with the email filled in
  const login = await newPage(browser, server.baseURL, { viewport: DESKTOP });
  login.setDefaultTimeout(10_000);
  await login.goto('/login');
  await login.getByRole('heading', { level: 1, name: 'Welcome Back' }).waitFor();
  await login.getByLabel('Email', { exact: true }).fill(email);
  await login.getByLabel('Full name').fill(boaz.name);
  await login.getByRole('button', { name: 'Log In' }).click();
  const refusal = login.getByRole('alert').filter({ hasText: SECURE_MESSAGE });
  await refusal.waitFor();
  assert.equal((await refusal.textContent()).trim(), SECURE_MESSAGE);
  const secure = login.getByRole('form', { name: 'Sign in with a password or a link' });
  await secure.waitFor();
  assert.equal(await secure.getByLabel('Email').inputValue(), email);
  assert.equal(await focused(secure.getByLabel('Password')), true, 'the password field has the focus');
  assert.equal(new URL(login.url()).pathname, '/login', 'not signed in');
  await axe(login, 'secure sign-in open at 1280px');

  // a wrong password is refused; the right one signs in
  await secure.getByLabel('Password').fill('not-the-password');
  await secure.getByRole('button', { name: 'Sign in with password' }).click();
  await secure.getByRole('alert').filter({ hasText: 'That email and password do not match. Please try again.' }).waitFor();
  await secure.getByLabel('Password').fill(password);
  await secure.getByRole('button', { name: 'Sign in with password' }).click();
  await login.waitForURL((url) => url.pathname === '/dashboard');
  await login.getByRole('heading', { level: 1 }).first().waitFor();
  assert.deepEqual(login.consoleErrors, [], 'no console errors on /login');
  await login.context().close();

  // a sign-in link: asked for on /login, read from the mail, used only by the button, once
  const asker = await newPage(browser, server.baseURL, { viewport: DESKTOP });
  asker.setDefaultTimeout(10_000);
  await asker.goto('/login');
  await asker.locator('summary', { hasText: 'Sign in with a password or a link' }).click();
  const form = asker.getByRole('form', { name: 'Sign in with a password or a link' });
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await form.getByRole('status').filter({ hasText: LINK_REQUESTED }).waitFor();
  const linkMail = await server.smtp.waitForMail((m) => m.to.includes(email) && /sign-in link$/.test(m.subject));
  const signInURL = linkIn(linkMail, '/sign-in');
  const usedBefore = () => server.psql(`SELECT count(*) FROM link_tokens WHERE user_id = ${Number(boaz.id)} AND purpose = 'sign_in' AND used_at IS NOT NULL`);
  assert.equal(usedBefore(), '0');
  await asker.context().close();

  const mailbox = await newPage(browser, server.baseURL, { viewport: DESKTOP });
  mailbox.setDefaultTimeout(10_000);
  await mailbox.goto(signInURL);
  await mailbox.getByRole('heading', { level: 1, name: 'Sign In With Your Link' }).waitFor();
  await settled(mailbox);
  assert.equal(usedBefore(), '0', 'opening the link (a GET) uses nothing');
  assert.equal(await mailbox.evaluate(() => localStorage.getItem('userToken')), null, 'opening the link signs nobody in');
  await axe(mailbox, '/sign-in at 1280px');
  await mailbox.getByRole('button', { name: 'Sign in' }).click();
  await mailbox.waitForURL((url) => url.pathname === '/dashboard');
  assert.equal(usedBefore(), '1', 'the button used the link');
  assert.deepEqual(mailbox.consoleErrors, [], 'no console errors on /sign-in');
  await mailbox.context().close();

  // the same link a second time is refused with the message
  const again = await newPage(browser, server.baseURL, { viewport: DESKTOP });
  again.setDefaultTimeout(10_000);
  await again.goto(signInURL);
  await again.getByRole('button', { name: 'Sign in' }).click();
  await again.getByRole('alert').filter({ hasText: SIGN_IN_SPENT }).waitFor();
  assert.equal(new URL(again.url()).pathname, '/sign-in');
  assert.equal(await again.evaluate(() => localStorage.getItem('userToken')), null, 'not signed in');
  await axe(again, 'sign-in link used again at 1280px');
  assert.deepEqual(again.consoleErrors, [], 'no console errors on the refused link');
  await again.context().close();
});

test('at 360 px: /profile, the secure sign-in of /login and the link pages fit, are axe clean and work from the keyboard', async () => {
  const email = `orpah.${stamp}@e2e.test`;
  const orpah = await registerMember(server.baseURL, `Orpah Narrow${stamp}`, email);
  const { context, first: page } = await memberContext(browser, server.baseURL, orpah, { viewport: PHONE });
  page.setDefaultTimeout(10_000);

  // /profile from the keyboard: the details form saves with Enter, the sign-in links choice
  // toggles with Space
  await page.goto('/profile');
  await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
  await settled(page);
  await axe(page, '/profile at 360px');
  await fitsWidth(page, '/profile at 360px');
  const city = page.getByRole('form', { name: 'Your details' }).getByLabel('City');
  await tabTo(page, city, 'City');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('Moab');
  await page.keyboard.press('Enter');
  await page.getByRole('status').filter({ hasText: 'Your details are saved.' }).waitFor();
  assert.equal(server.psql(`SELECT city FROM users WHERE id = ${Number(orpah.id)}`), 'Moab');
  const links = page.getByRole('checkbox', { name: 'Email me a sign-in link' });
  await tabTo(page, links, 'Email me a sign-in link', 40);
  await page.keyboard.press('Space');
  await page.getByRole('status').filter({ hasText: 'You now sign in with a link we email you.' }).waitFor();
  assert.equal(server.psql(`SELECT sign_in_by_link FROM users WHERE id = ${Number(orpah.id)}`), 't');
  await settled(page);
  await axe(page, '/profile secured at 360px');
  await fitsWidth(page, '/profile secured at 360px');
  assert.deepEqual(page.consoleErrors, [], 'no console errors on /profile');
  await context.close();

  // /login: name-only refused, the secure section opens; from the keyboard ask for a link
  const login = await newPage(browser, server.baseURL, { viewport: PHONE });
  login.setDefaultTimeout(10_000);
  await login.goto('/login');
  await login.getByRole('heading', { level: 1, name: 'Welcome Back' }).waitFor();
  await login.getByLabel('Email', { exact: true }).fill(email);
  await login.getByLabel('Full name').fill(orpah.name);
  await login.getByLabel('Full name').press('Enter');
  await login.getByRole('alert').filter({ hasText: SECURE_MESSAGE }).waitFor();
  const secure = login.getByRole('form', { name: 'Sign in with a password or a link' });
  await secure.waitFor();
  await axe(login, 'secure sign-in at 360px');
  await fitsWidth(login, 'secure sign-in at 360px');
  const askLink = secure.getByRole('button', { name: 'Email me a sign-in link' });
  await tabTo(login, askLink, 'Email me a sign-in link', 10);
  await login.keyboard.press('Enter');
  await secure.getByRole('status').filter({ hasText: LINK_REQUESTED }).waitFor();
  await axe(login, 'sign-in link asked at 360px');
  await fitsWidth(login, 'sign-in link asked at 360px');
  assert.deepEqual(login.consoleErrors, [], 'no console errors on /login');
  await login.context().close();

  // /sign-in from the mail, at 360 px, with the keyboard
  const linkMail = await server.smtp.waitForMail((m) => m.to.includes(email) && /sign-in link$/.test(m.subject));
  const mailbox = await newPage(browser, server.baseURL, { viewport: PHONE });
  mailbox.setDefaultTimeout(10_000);
  await mailbox.goto(linkIn(linkMail, '/sign-in'));
  await mailbox.getByRole('heading', { level: 1, name: 'Sign In With Your Link' }).waitFor();
  await settled(mailbox);
  await axe(mailbox, '/sign-in at 360px');
  await fitsWidth(mailbox, '/sign-in at 360px');
  const signIn = mailbox.getByRole('button', { name: 'Sign in' });
  await tabTo(mailbox, signIn, 'Sign in');
  await mailbox.keyboard.press('Enter');
  await mailbox.waitForURL((url) => url.pathname === '/dashboard');
  assert.deepEqual(mailbox.consoleErrors, [], 'no console errors on /sign-in');
  await mailbox.context().close();

  // /confirm-email at 360 px: the page of a real confirmation link, and a link with no token
  const member = await registerMember(server.baseURL, `Mara Narrow${stamp}`, `mara.${stamp}@e2e.test`);
  const { context: maraContext, first: mara } = await memberContext(browser, server.baseURL, member, { viewport: PHONE });
  mara.setDefaultTimeout(10_000);
  await mara.goto('/profile');
  await settled(mara);
  const emailForm = mara.getByRole('form', { name: 'Email' });
  await emailForm.getByLabel('New email address').fill(`mara.new.${stamp}@e2e.test`);
  await emailForm.getByLabel('New email address').press('Enter');
  await emailForm.getByRole('status').filter({ hasText: `We sent a link to mara.new.${stamp}@e2e.test.` }).waitFor();
  await axe(mara, '/profile email pending at 360px');
  await fitsWidth(mara, '/profile email pending at 360px');
  const confirmMail = await server.smtp.waitForMail((m) => m.to.includes(`mara.new.${stamp}@e2e.test`));
  await mara.goto(linkIn(confirmMail, '/confirm-email'));
  await mara.getByRole('heading', { level: 1, name: 'Confirm Your New Email' }).waitFor();
  await settled(mara);
  await axe(mara, '/confirm-email at 360px');
  await fitsWidth(mara, '/confirm-email at 360px');
  const confirm = mara.getByRole('button', { name: 'Confirm' });
  await tabTo(mara, confirm, 'Confirm');
  await mara.keyboard.press('Enter');
  const done = mara.getByRole('heading', { level: 1, name: 'Your Email Is Changed' });
  await done.waitFor();
  assert.equal(await focused(done), true, 'the result has the focus');
  assert.equal(storedEmail(member.id), `mara.new.${stamp}@e2e.test`);
  await axe(mara, 'email confirmed at 360px');
  await fitsWidth(mara, 'email confirmed at 360px');
  await mara.goto('/confirm-email');
  await mara.getByText('This link is missing its token. Open the whole link from the mail.').waitFor();
  await axe(mara, '/confirm-email without a token at 360px');
  assert.deepEqual(mara.consoleErrors, [], 'no console errors');
  await maraContext.close();
});
