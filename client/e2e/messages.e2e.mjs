// The message board in a real browser against the real binary: a post from one member appears
// live for another (board and navigation badge), Mark All as Read clears the badge in every tab,
// content is shown as text, and an admin's delete disappears live.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { graphql, newPage, startAll, startServer, stopAll } from './harness.mjs';
import * as people from './people.mjs';

let server;
let browser;
before(async () => ({ server, browser } = await startAll()));
after(() => stopAll({ server, browser }));

const registerMember = (name, email) => people.registerMember(server.baseURL, name, email);
const adminToken = () => people.adminToken(server.baseURL);
const memberContext = (member, options) => people.memberContext(browser, server.baseURL, member, options);
const { anotherTab, subscribed } = people;

const navBadge = (page) => page.getByRole('navigation', { name: 'Main' }).getByTestId('unread-badge');
const boardList = (page) => page.getByRole('list', { name: 'Messages, newest first' });

test('a post appears live for another member, with the badge; Mark All as Read clears it everywhere', async () => {
  const alice = await registerMember('Alice Poster', 'alice.poster@e2e.test');
  const boaz = await registerMember('Boaz Reader', 'boaz.reader@e2e.test');

  const a = await memberContext(alice);
  const pageA = a.first;
  await pageA.goto('/messages');
  await pageA.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();
  await pageA.getByText('No messages yet').waitFor();

  const b = await memberContext(boaz);
  const boardB = b.first;
  const boardBSubscribed = subscribed(boardB);
  await boardB.goto('/messages');
  await boardB.getByText('No messages yet').waitFor();
  const otherB = await anotherTab(b.context);
  const otherBSubscribed = subscribed(otherB);
  await otherB.goto('/donate');
  await otherB.getByRole('navigation', { name: 'Main' }).waitFor();
  await Promise.all([boardBSubscribed, otherBSubscribed]);
  assert.equal(await navBadge(otherB).count(), 0, 'no badge before the post');

  // The dialog is modal for the keyboard: Escape closes it and the focus returns to the opener.
  const opener = pageA.getByRole('button', { name: 'Post Message' });
  await opener.click();
  const textbox = pageA.getByRole('dialog').getByRole('textbox', { name: 'Your message' });
  await textbox.waitFor();
  assert.equal(await textbox.evaluate((el) => el === document.activeElement), true, 'the textarea has the focus');
  for (let i = 0; i < 5; i++) await pageA.keyboard.press('Tab');
  assert.equal(
    await pageA.getByRole('dialog').evaluate((d) => d.contains(document.activeElement)),
    true,
    'Tab stays inside the dialog',
  );
  await pageA.keyboard.press('Escape');
  await pageA.getByRole('dialog').waitFor({ state: 'detached' });
  await pageA.waitForFunction(() => document.activeElement?.textContent === 'Post Message');

  // Alice posts a prayer request through the dialog.
  const content = 'Please pray for my week <b>hi</b>\nSecond line https://example.org/plan';
  await pageA.getByRole('button', { name: 'Post Message' }).click();
  const dialog = pageA.getByRole('dialog', { name: 'Post a Message' });
  await dialog.waitFor();
  await dialog.getByRole('textbox', { name: 'Your message' }).fill(content);
  await dialog.getByRole('combobox', { name: 'Message type' }).selectOption({ label: 'Prayer Request' });
  await dialog.getByRole('button', { name: 'Post Message' }).click();
  await dialog.waitFor({ state: 'detached' });
  await boardList(pageA).getByRole('heading', { name: 'Message from Alice Poster' }).waitFor();

  // Boaz sees it without a reload: on the board, and as the badge on both tabs.
  const item = boardB.getByRole('article', { name: 'Message from Alice Poster' });
  await item.waitFor({ timeout: 15_000 });
  assert.equal(await item.getByText('NEW', { exact: true }).count(), 1);
  assert.equal(await item.getByText('Member', { exact: true }).count(), 1);
  assert.equal(await item.getByText('Prayer Request').count(), 1);
  const body = item.locator('.message-content');
  assert.equal(await body.innerText(), content, 'the content shows literally, line break kept');
  assert.equal(await body.locator('b, script').count(), 0, 'no markup was rendered');
  const link = body.getByRole('link', { name: 'https://example.org/plan' });
  assert.equal(await link.getAttribute('rel'), 'noopener noreferrer nofollow');
  assert.equal(await link.getAttribute('target'), '_blank');
  await boardB.getByText('1 NEW').waitFor();
  await navBadge(boardB).filter({ hasText: '1' }).waitFor({ timeout: 15_000 });
  await navBadge(otherB).filter({ hasText: '1' }).waitFor({ timeout: 15_000 });
  assert.match(await navBadge(otherB).innerText(), /^1/);
  // the filter counts it
  assert.match(await boardB.getByRole('combobox', { name: 'Filter by type' }).innerText(), /Prayer Requests \(1\)/);

  // Screenshots of the unread state for a human look (set E2E_SCREENSHOTS=dir).
  if (process.env.E2E_SCREENSHOTS) {
    mkdirSync(process.env.E2E_SCREENSHOTS, { recursive: true });
    await boardB.screenshot({ path: join(process.env.E2E_SCREENSHOTS, 'messages-1280.png'), fullPage: true });
    await boardB.setViewportSize({ width: 360, height: 800 });
    await boardB.screenshot({ path: join(process.env.E2E_SCREENSHOTS, 'messages-360.png'), fullPage: true });
    await boardB.getByRole('button', { name: 'Post Message' }).click();
    await boardB.screenshot({ path: join(process.env.E2E_SCREENSHOTS, 'messages-dialog-360.png') });
    await boardB.keyboard.press('Escape');
    await boardB.setViewportSize({ width: 1280, height: 900 });
  }

  // Alice's own message is never unread for her.
  assert.equal(await navBadge(pageA).count(), 0);

  // Mark All as Read on the board: the badge goes on both of Boaz's tabs.
  await boardB.getByRole('button', { name: 'Mark All as Read' }).click();
  await navBadge(boardB).waitFor({ state: 'detached' });
  await navBadge(otherB).waitFor({ state: 'detached', timeout: 15_000 });
  await item.getByText('NEW', { exact: true }).waitFor({ state: 'detached' });
  assert.equal(await boardB.getByText('1 NEW').count(), 0);
  const lastRead = await boardB.evaluate(() => localStorage.getItem('messageBoardLastRead'));
  assert.match(lastRead, /^\d+$/, 'messageBoardLastRead is a number of milliseconds');

  // Still read after a reload (the server keeps the state).
  await boardB.reload();
  await boardList(boardB).getByRole('heading', { name: 'Message from Alice Poster' }).waitFor();
  assert.equal(await boardB.getByRole('article', { name: 'Message from Alice Poster' }).getByText('NEW', { exact: true }).count(), 0);
  assert.equal(await navBadge(boardB).count(), 0);

  for (const page of [pageA, boardB, otherB]) assert.deepEqual(page.consoleErrors, [], page.url());
  await a.context.close();
  await b.context.close();
});

test('an admin deletes a message and it disappears live for the member', async () => {
  const ruth = await registerMember('Ruth Member', 'ruth.member@e2e.test');
  const admin = await adminToken();

  const posted = await graphql(
    server.baseURL,
    `mutation { postMessage(input: { content: "To be removed", type: QUESTION }) { id } }`,
    {},
    ruth.token,
  );
  assert.equal(posted.errors, undefined, JSON.stringify(posted.errors));

  const member = await memberContext(ruth);
  const pageM = member.first;
  const memberSubscribed = subscribed(pageM);
  await pageM.goto('/messages');
  await pageM.getByRole('article', { name: 'Message from Ruth Member' }).filter({ hasText: 'To be removed' }).waitFor();
  await memberSubscribed;
  assert.equal(await pageM.getByRole('button', { name: 'Delete message' }).count(), 0, 'no delete without an admin token');

  const withAdmin = await memberContext(ruth, { admin, viewport: { width: 360, height: 800 } });
  const pageX = withAdmin.first;
  await pageX.goto('/messages');
  const target = pageX.getByRole('article').filter({ hasText: 'To be removed' });
  await target.waitFor();
  pageX.on('dialog', (d) => d.accept());
  await target.getByRole('button', { name: 'Delete message' }).click();
  await target.waitFor({ state: 'detached' });

  await pageM.getByText('To be removed').waitFor({ state: 'detached', timeout: 15_000 });

  for (const page of [pageM, pageX]) assert.deepEqual(page.consoleErrors, [], page.url());
  await member.context.close();
  await withAdmin.context.close();
});

test('a member without a group sees a note, not an error', async () => {
  const res = await registerMember('Naomi Nogroup', 'naomi@e2e.test');
  server.psql(`DELETE FROM group_members WHERE user_id = (SELECT id FROM users WHERE email = 'naomi@e2e.test')`);
  const { first: page, context } = await memberContext(res);
  await page.goto('/messages');
  await page.getByText(/You are not in a group yet/).waitFor();
  assert.equal(await page.getByText('Something went wrong').count(), 0);
  assert.equal(await navBadge(page).count(), 0);
  assert.deepEqual(page.consoleErrors, []);
  await context.close();
});

test('without a member token /messages goes to /login', async () => {
  const page = await newPage(browser, server.baseURL);
  await page.goto('/messages');
  await page.waitForURL('**/login');
  assert.deepEqual(page.consoleErrors, []);
  await page.context().close();
});

test('the live board survives a server restart', async () => {
  // Its own server, so restarting it does not disturb the other tests of this file.
  const own = await startServer();
  try {
    const register = (name, email) => people.registerMember(own.baseURL, name, email);
    const poster = await register('Priscilla Poster', 'priscilla@e2e.test');
    const reader = await register('Aquila Reader', 'aquila@e2e.test');

    const page = await newPage(browser, own.baseURL, { viewport: { width: 1280, height: 900 } });
    await page.context().addInitScript(([token, data]) => {
      localStorage.setItem('userToken', token);
      localStorage.setItem('userData', data);
    }, [reader.token, JSON.stringify({ name: reader.name, trophies_count: 0 })]);
    let subscribes = 0;
    page.on('websocket', (ws) => {
      ws.on('framesent', (frame) => {
        if (String(frame.payload).includes('"type":"subscribe"')) subscribes += 1;
      });
    });
    await page.goto('/messages');
    await page.getByText('No messages yet').waitFor();
    for (let i = 0; i < 50 && subscribes === 0; i++) await new Promise((r) => setTimeout(r, 100));
    assert.equal(subscribes, 1, 'subscribed once');

    await own.restart();

    // the page subscribes again by itself once the server is back
    for (let i = 0; i < 300 && subscribes < 2; i++) await new Promise((r) => setTimeout(r, 100));
    assert.ok(subscribes >= 2, 'subscribed again after the restart');
    const posted = await graphql(own.baseURL, `mutation { postMessage(input: { content: "After the restart" }) { id } }`, {}, poster.token);
    assert.equal(posted.errors, undefined, JSON.stringify(posted.errors));
    await page.getByRole('article', { name: 'Message from Priscilla Poster' }).waitFor({ timeout: 15_000 });
    await navBadge(page).filter({ hasText: '1' }).waitFor({ timeout: 15_000 });

    // while the server was down the browser logged refused connections (websocket retries, the
    // check before resubscribing); nothing else
    const unexpected = page.consoleErrors.filter(
      (e) => !/WebSocket connection to .* failed|net::ERR_CONNECTION_REFUSED/.test(e),
    );
    assert.deepEqual(unexpected, []);
    await page.context().close();
  } finally {
    await own.stop().catch(() => {});
  }
});
