// The admin's message manager in Chromium against the real binary (issue 14): Post message from a
// group's card on the Groups tab; the Messages tab listing it with a member's message (the Member
// tag, no Edit), its count and filters; an edit saved; the report queue (two members' reports read
// and dismissed); a delete after its confirmation; usable at 360 px; zero axe violations on the tab
// and its dialogs, and no console errors.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { axe, fitsWidth, graphql, startAll, stopAll } from './harness.mjs';
import * as people from './people.mjs';

const { settled, openAdminTab: openTab } = people;
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 360, height: 780 };
const CONTEXT = { locale: 'en-US', timezoneId: 'America/New_York' };
const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { token } }`;

let server;
let browser;
let admin;
const stamp = Date.now();

async function register(name) {
  const email = `${name.split(' ')[0].toLowerCase()}.${stamp}@e2e.test`;
  const res = await graphql(server.baseURL, REGISTER, {
    input: { name, email, city: 'Bethany', mailingAddress: '1 Olive Lane, Bethany' },
  });
  assert.equal(res.errors, undefined, JSON.stringify(res.errors));
  return { name, token: res.data.register.token };
}

before(async () => {
  ({ server, browser } = await startAll());
  const ruth = await register('Ruth Poster');
  const naomi = await register('Naomi Reporter');
  const boaz = await register('Boaz Reporter');
  const posted = await graphql(
    server.baseURL,
    `mutation { postMessage(input: { content: "Buy cheap scrolls today", type: ENCOURAGEMENT }) { id } }`,
    {},
    ruth.token,
  );
  assert.equal(posted.errors, undefined, JSON.stringify(posted.errors));
  const id = posted.data.postMessage.id;
  for (const [who, reason] of [
    [naomi, 'Advertising'],
    [boaz, null],
  ]) {
    const res = await graphql(
      server.baseURL,
      `mutation ($id: ID!, $reason: String) { reportMessage(messageId: $id, reason: $reason) }`,
      { id, reason },
      who.token,
    );
    assert.equal(res.errors, undefined, JSON.stringify(res.errors));
  }
});

after(() => stopAll({ server, browser }));

const row = (page, title) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${title}`) }) });
const count = (page, text) => page.locator('.admin-count').filter({ hasText: new RegExp(`^${text}, hidden ones included$`) });

test('Post message from the Groups tab; the Messages tab lists, edits, reads the reports and deletes', async () => {
  admin = await people.adminPage(browser, server.baseURL, { viewport: DESKTOP, ...CONTEXT });

  // Groups: Post message on the first card; blank fields are named, then the post goes
  await openTab(admin, 'Groups');
  const groupName = await admin.getByRole('list', { name: "Groups in the admin's order" }).getByRole('heading', { level: 3 }).first().textContent();
  await admin.getByRole('button', { name: `Post message to ${groupName}` }).click();
  const post = admin.getByRole('dialog', { name: `Post message to ${groupName}` });
  await post.getByRole('button', { name: 'Post message' }).click();
  await post.getByText('A title is required.').waitFor();
  assert.equal(await post.getByLabel('Title').getAttribute('aria-invalid'), 'true');
  await axe(admin, 'Post message modal with errors');
  await post.getByLabel('Title').fill('Week 3 starts Monday');
  await post.getByLabel('Content').fill('Read Exodus 1-4 this week.');
  await post.getByRole('button', { name: 'Post message' }).click();
  await post.waitFor({ state: 'detached' });
  await admin.getByRole('status').filter({ hasText: `Message posted to ${groupName}.` }).waitFor();

  // Messages: both messages, newest first, with the count
  await openTab(admin, 'Messages');
  await count(admin, '2 messages').waitFor();
  const rowHeaders = await admin.getByRole('rowheader').allTextContents();
  assert.match(rowHeaders[0], /^Week 3 starts Monday/);
  assert.match(rowHeaders[1], /^Message from Ruth Poster Member/);
  const member = row(admin, 'Message from Ruth Poster');
  await member.getByText('2 open reports').waitFor();
  assert.equal(await member.getByRole('button', { name: /^Edit/ }).count(), 0, 'a member message has no Edit');
  await member.getByText('Member messages can be deleted, not edited.').waitFor();
  await axe(admin, 'Messages tab');

  // Source filter: the programme team's only
  await admin.getByLabel('Source').selectOption('ADMIN');
  await count(admin, '1 message').waitFor();
  await admin.getByLabel('Source').selectOption('');
  await count(admin, '2 messages').waitFor();

  // Edit the programme team's message
  await row(admin, 'Week 3 starts Monday').getByRole('button', { name: 'Edit Week 3 starts Monday' }).click();
  const edit = admin.getByRole('dialog', { name: 'Edit message' });
  assert.equal(await edit.getByLabel('Title').inputValue(), 'Week 3 starts Monday');
  await edit.getByLabel('Content').fill('Read Exodus 1-6 this week.');
  await axe(admin, 'Edit message dialog');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await edit.waitFor({ state: 'detached' });
  await row(admin, 'Week 3 starts Monday').getByText('Read Exodus 1-6 this week.').waitFor();

  // The report queue: read the reports, dismiss them
  await admin.getByRole('checkbox', { name: 'Reported only' }).check();
  await count(admin, '1 message').waitFor();
  await admin.getByRole('button', { name: 'See reports on Message from Ruth Poster' }).click();
  const reports = admin.getByRole('dialog', { name: 'Reports: Message from Ruth Poster' });
  await reports.getByText('Advertising').waitFor();
  await reports.getByText('No reason given').waitFor();
  await reports.getByText('Naomi Reporter').waitFor();
  await axe(admin, 'Reports dialog');
  await reports.getByRole('button', { name: 'Dismiss reports' }).click();
  await reports.waitFor({ state: 'detached' });
  await admin.getByText('No reported messages: nothing is waiting for a decision.').waitFor();
  await admin.getByRole('checkbox', { name: 'Reported only' }).uncheck();
  await count(admin, '2 messages').waitFor();

  // Delete asks first
  await row(admin, 'Message from Ruth Poster').getByRole('button', { name: 'Delete Message from Ruth Poster' }).click();
  const confirm = admin.getByRole('dialog', { name: 'Delete message' });
  await confirm.getByText('Are you sure you want to delete this message?').waitFor();
  await axe(admin, 'Delete confirmation');
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await confirm.waitFor({ state: 'detached' });
  await count(admin, '1 message').waitFor();
  await admin.getByRole('status').filter({ hasText: 'Message deleted.' }).waitFor();

  assert.deepEqual(admin.consoleErrors, []);
});

test('the Messages tab and its form are usable at 360 px', async () => {
  await admin.setViewportSize(PHONE);
  await admin.reload();
  await admin.getByRole('heading', { level: 2, name: 'Messages' }).waitFor();
  await settled(admin);
  await fitsWidth(admin, 'Messages tab at 360 px');
  await axe(admin, 'Messages tab at 360 px');
  await admin.getByRole('button', { name: 'New message' }).click();
  const dialog = admin.getByRole('dialog', { name: 'New message' });
  await dialog.getByRole('button', { name: 'Post message' }).click();
  await dialog.getByText('Write a message before posting.').waitFor();
  await fitsWidth(admin, 'New message dialog at 360 px');
  await axe(admin, 'New message dialog at 360 px');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  assert.deepEqual(admin.consoleErrors, []);
});
