// Moderation reaching members live, in a real browser against the real binary (issue 14): an
// admin's new message, edit and delete from the Messages tab show on a member's open board without
// a reload; three members' reports hide a message from open boards and the admin's dismissal
// brings it back.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { axe, fitsWidth, graphql, startAll, stopAll } from './harness.mjs';
import * as people from './people.mjs';

let server;
let browser;
before(async () => ({ server, browser } = await startAll()));
after(() => stopAll({ server, browser }));

const registerMember = (name, email) => people.registerMember(server.baseURL, name, email);
const memberContext = (member, options) => people.memberContext(browser, server.baseURL, member, options);
const adminPage = (options) => people.adminPage(browser, server.baseURL, options);
const { openAdminTab, settled, subscribed } = people;

const boardList = (page) => page.getByRole('list', { name: 'Messages, newest first' });
const messagesTable = (page) => page.getByRole('table');

async function must(query, variables, token) {
  const res = await graphql(server.baseURL, query, variables, token);
  assert.equal(res.errors, undefined, JSON.stringify(res.errors));
  return res.data;
}

/** A member's board open in the browser, subscribed to live events, with a marker a reload would lose. */
async function openBoard(member) {
  const { first: page } = await memberContext(member);
  const live = subscribed(page);
  await page.goto('/messages');
  await page.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();
  await live;
  await page.evaluate(() => {
    window.__noReload = true;
  });
  return page;
}

async function notReloaded(page) {
  assert.equal(await page.evaluate(() => window.__noReload), true, 'the board was not reloaded');
}

test("an admin's new message, edit and delete reach a member's open board live", async () => {
  const ruth = await registerMember('Ruth Reader', 'ruth.reader@e2e.test');
  const { board } = await must(`{ board { groupName } }`, {}, ruth.token);
  const boardPage = await openBoard(ruth);

  const admin = await adminPage();
  await openAdminTab(admin, 'Messages');

  await admin.getByRole('button', { name: 'New message' }).click();
  let dialog = admin.getByRole('dialog', { name: 'New message' });
  // the dropdown names each group with its dates: "January 2027 Group (Jan 1, 2027 – Dec 31, 2027)"
  const groupOption = await dialog
    .getByLabel('Group')
    .locator('option')
    .filter({ hasText: new RegExp(`^${board.groupName} \\(`) })
    .getAttribute('value');
  await dialog.getByLabel('Group').selectOption(groupOption);
  await dialog.getByLabel('Type').selectOption({ label: 'Reminder' });
  await dialog.getByLabel('Priority').selectOption({ label: 'High' });
  await dialog.getByLabel('Title').fill('Week 3 reading');
  await dialog.getByLabel('Content').fill('Genesis 12 to 20 this week.');
  await dialog.getByRole('button', { name: 'Post message' }).click();
  await dialog.waitFor({ state: 'detached' });
  await messagesTable(admin).getByRole('rowheader', { name: 'Week 3 reading' }).waitFor();

  const item = boardList(boardPage).getByRole('article', { name: 'Week 3 reading' });
  await item.waitFor({ timeout: 15_000 });
  assert.equal(await item.locator('.message-content').innerText(), 'Genesis 12 to 20 this week.');

  // Edit: the open board shows the new text in place, without a reload.
  await admin.getByRole('button', { name: 'Edit Week 3 reading' }).click();
  dialog = admin.getByRole('dialog', { name: 'Edit message' });
  assert.equal(await dialog.getByLabel('Title').inputValue(), 'Week 3 reading');
  await dialog.getByLabel('Content').fill('Genesis 12 to 22 this week (two more chapters).');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await dialog.waitFor({ state: 'detached' });
  await item
    .locator('.message-content')
    .filter({ hasText: 'Genesis 12 to 22 this week (two more chapters).' })
    .waitFor({ timeout: 15_000 });
  await notReloaded(boardPage);
  await axe(boardPage, 'board after a live edit');

  // Delete after the confirmation: it leaves the open board.
  await admin.getByRole('button', { name: 'Delete Week 3 reading' }).click();
  dialog = admin.getByRole('dialog', { name: 'Delete message' });
  await dialog.getByText('Are you sure you want to delete this message?').waitFor();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await item.waitFor({ state: 'detached', timeout: 15_000 });
  await notReloaded(boardPage);

  assert.deepEqual(boardPage.consoleErrors, []);
  assert.deepEqual(admin.consoleErrors, []);
});

test("three members' reports hide a message from open boards; the admin's dismissal brings it back", async () => {
  const author = await registerMember('Abner Author', 'abner@e2e.test');
  const r1 = await registerMember('Bilhah One', 'bilhah@e2e.test');
  const r2 = await registerMember('Carmi Two', 'carmi@e2e.test');
  const reporter = await registerMember('Dinah Three', 'dinah@e2e.test');
  const watcher = await registerMember('Eli Watcher', 'eli@e2e.test');
  const { postMessage } = await must(
    `mutation { postMessage(input: { content: "Buy my course at example.com" }) { id } }`,
    {},
    author.token,
  );
  const report = `mutation ($id: ID!, $reason: String) { reportMessage(messageId: $id, reason: $reason) }`;
  await must(report, { id: postMessage.id, reason: 'Advertising' }, r1.token);
  await must(report, { id: postMessage.id }, r2.token);

  const watching = await openBoard(watcher);
  const watched = boardList(watching).getByRole('article', { name: 'Message from Abner Author' });
  await watched.waitFor();

  // The third member reports through the board: the dialog, then the thanks.
  const { first: board } = await memberContext(reporter, { viewport: { width: 360, height: 780 } });
  await board.goto('/messages');
  const item = boardList(board).getByRole('article', { name: 'Message from Abner Author' });
  await item.getByRole('button', { name: 'Report message from Abner Author' }).click();
  const dialog = board.getByRole('dialog');
  await dialog.getByRole('textbox').fill('Spam, not encouragement');
  await fitsWidth(board, 'Report dialog at 360 px');
  await axe(board, 'Report dialog');
  await dialog.getByRole('button', { name: 'Report', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await board.getByText('Thank you. The programme team will look at this message.').waitFor();
  // Reporting twice is refused by the server, whatever the client shows.
  const twice = await graphql(server.baseURL, report, { id: postMessage.id }, reporter.token);
  assert.match(twice.errors?.[0]?.message ?? '', /already reported/);

  // Hidden: it leaves the watcher's open board live.
  await watched.waitFor({ state: 'detached', timeout: 15_000 });
  await notReloaded(watching);

  // The report queue: three open reports, hidden, the reasons; Dismiss brings it back.
  const admin = await adminPage();
  await openAdminTab(admin, 'Messages');
  await admin.getByLabel('Reported only').check();
  await settled(admin);
  const row = messagesTable(admin).getByRole('row').filter({ hasText: 'Buy my course' });
  await row.getByText('3 open reports').waitFor();
  await row.getByText('Hidden').waitFor();
  await row.getByRole('button', { name: /^See reports/ }).click();
  const reports = admin.getByRole('dialog');
  await reports.getByText('Advertising').waitFor();
  await reports.getByText('Spam, not encouragement').waitFor();
  await reports.getByRole('button', { name: 'Dismiss reports' }).click();
  await reports.waitFor({ state: 'detached' });
  await admin.getByText('No reported messages: nothing is waiting for a decision.').waitFor();

  await watched.waitFor({ timeout: 15_000 });
  await notReloaded(watching);
  assert.deepEqual(watching.consoleErrors, []);
  assert.deepEqual(board.consoleErrors, []);
  assert.deepEqual(admin.consoleErrors, []);
});
