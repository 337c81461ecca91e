// The Announcements tab in Chromium against the real binary (issue 27), at 360 px: the preview
// counts the members it reaches and leaves out (one turned announcements off), Send asks first
// ("Send to 2 members?"), the sent announcement is listed with its recipients; a subject of 201
// characters is refused beside its field. Zero axe violations, nothing wider than the screen, and
// no console errors.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { axe, fitsWidth, graphql, startAll, stopAll } from './harness.mjs';
import * as people from './people.mjs';

const PHONE = { width: 360, height: 780 };
const CONTEXT = { locale: 'en-US', timezoneId: 'America/New_York' };
const SETTINGS = `{ mySettings { timeZone reminderTime weeklyDigest digestWeekday digestTime } }`;
const UPDATE = `mutation ($input: MySettingsInput!) { updateMySettings(input: $input) { announcements } }`;

let server;
let browser;
const stamp = Date.now();

before(async () => {
  ({ server, browser } = await startAll());
  const members = [];
  for (const name of ['Ruth Reader', 'Naomi Reader', 'Boaz Quiet']) {
    members.push(await people.registerMember(server.baseURL, name, `${name.split(' ')[0].toLowerCase()}.${stamp}@e2e.test`));
  }
  // Boaz turns announcements off: he is left out
  const boaz = members[2];
  const current = await graphql(server.baseURL, SETTINGS, {}, boaz.token);
  assert.equal(current.errors, undefined, JSON.stringify(current.errors));
  const off = await graphql(server.baseURL, UPDATE, { input: { ...current.data.mySettings, announcements: false } }, boaz.token);
  assert.equal(off.errors, undefined, JSON.stringify(off.errors));
});

after(() => stopAll({ server, browser }));

const PREVIEW = 'This will reach 2 members (1 turned announcements off and is left out).';

test('at 360 px the admin writes to everyone active, confirms, and sees it listed with its recipients', async () => {
  const page = await people.adminPage(browser, server.baseURL, { viewport: PHONE, ...CONTEXT });
  await people.openAdminTab(page, 'Announcements');
  const form = page.getByRole('form', { name: 'Write to members' });
  assert.equal(await form.getByRole('radio', { name: 'Everyone active' }).isChecked(), true);
  await form.getByText(PREVIEW).waitFor();
  await page.getByText('No announcements yet.').waitFor();
  await fitsWidth(page, 'Announcements tab at 360 px');
  await axe(page, 'Announcements tab at 360 px');

  // a group's audience asks for the group, and counts again once it is chosen
  await form.getByRole('radio', { name: 'One group', exact: true }).check();
  await form.getByText('Choose a group to see how many members this reaches.').waitFor();
  const group = form.getByRole('combobox', { name: 'Group' });
  await group.selectOption({ index: 1 });
  await form.getByText(/^This will reach \d+ members?/).waitFor();
  await axe(page, 'Announcements tab, one group, at 360 px');
  await form.getByRole('radio', { name: 'Everyone active' }).check();
  await form.getByText(PREVIEW).waitFor();

  const subject = `Week 3 starts Monday ${stamp}`;
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill('Read Exodus 1-4 this week.\n\nThe programme team');
  await form.getByRole('button', { name: 'Send', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Send announcement' });
  await dialog.getByText('Send to 2 members?').waitFor();
  await fitsWidth(page, 'Send confirmation at 360 px');
  await axe(page, 'Send confirmation at 360 px');
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await form.getByRole('status').filter({ hasText: /^Announcement sent to 2 members\./ }).waitFor();
  assert.equal(await form.getByLabel('Subject').inputValue(), '');

  // listed, newest first, with whom it reached
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: subject }) });
  await row.waitFor();
  const cells = await row.getByRole('cell').allTextContents();
  assert.equal(cells[1], 'Everyone active');
  assert.equal(cells[2], '2', 'recipients');
  assert.equal(cells[3], '1', 'left out');
  assert.match(cells[4], /^(Queuing…|\d+ sent \/ \d+ pending \/ \d+ failed)$/);
  await page.getByText('1 announcement sent', { exact: true }).waitFor();
  await fitsWidth(page, 'Announcements list at 360 px');
  await axe(page, 'Announcements list at 360 px');
  assert.deepEqual(page.consoleErrors, []);
  await page.context().close();
});

test('a subject of 201 characters is refused beside its field, and nothing is sent', async () => {
  const page = await people.adminPage(browser, server.baseURL, { viewport: PHONE, ...CONTEXT });
  await people.openAdminTab(page, 'Announcements');
  const form = page.getByRole('form', { name: 'Write to members' });
  await form.getByText(PREVIEW).waitFor();
  const sends = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/graphql') && /sendAnnouncement/.test(req.postData() ?? '')) sends.push(req);
  });
  const subject = form.getByLabel('Subject');
  await subject.fill('x'.repeat(201));
  await form.getByLabel('Message').fill('Hello');
  await form.getByRole('button', { name: 'Send', exact: true }).click();
  await form.getByText('The subject must be 1 to 200 characters.').waitFor();
  assert.equal(await subject.getAttribute('aria-invalid'), 'true');
  assert.match(await subject.evaluate((el) => el.getAttribute('aria-describedby') ?? ''), /-error/);
  assert.equal(await subject.evaluate((el) => el === document.activeElement), true);
  assert.equal(await page.getByRole('dialog').count(), 0);
  assert.equal(sends.length, 0);
  await fitsWidth(page, 'Subject error at 360 px');
  await axe(page, 'Subject error at 360 px');
  assert.deepEqual(page.consoleErrors, []);

  // the form's words are the server's, which refuses the same subject naming the field
  const refused = await graphql(
    server.baseURL,
    `mutation ($input: AnnouncementInput!) { sendAnnouncement(input: $input) { id } }`,
    { input: { audience: 'EVERYONE', subject: 'x'.repeat(201), body: 'Hello' } },
    await people.adminToken(server.baseURL),
  );
  assert.equal(refused.errors?.[0]?.extensions?.code, 'invalid');
  assert.equal(refused.errors[0].extensions.field, 'subject');
  assert.equal(refused.errors[0].message, 'The subject must be 1 to 200 characters.');
  await page.context().close();
});
