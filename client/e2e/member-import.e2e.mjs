// Member import in the admin Users tab (issue 29), in Chromium against the real binary, whose mails
// go to a real SMTP server on loopback (the harness's go-smtp sink). At 1280 px the admin chooses a
// CSV of good and bad rows: the preview lists each problem by row and column with the counts,
// "Import 2 members" imports the good rows, the Users tab finds them, and each gets exactly one
// welcome mail through the outbox and SMTP; the bad rows get none. At 360 px the dialog with its
// problems table fits the screen, is axe clean and is used from the keyboard. No console errors.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { axe, fitsWidth, graphql, startAll, stopAll } from './harness.mjs';
import { adminPage, openAdminTab, settled } from './people.mjs';

const CONTEXT = { locale: 'en-US', timezoneId: 'America/New_York' };
const stamp = Date.now();
const dir = mkdtempSync(join(tmpdir(), 'j365-import-'));

let server;
let browser;
let groupName;

before(async () => {
  ({ server, browser } = await startAll({ smtp: true }));
  const current = await graphql(server.baseURL, `{ currentGroup { name } }`);
  assert.equal(current.errors, undefined, JSON.stringify(current.errors));
  groupName = current.data.currentGroup.name;
});

after(() => stopAll({ server, browser }));

/** The file of a test, written to disk as a spreadsheet would save it. */
function csvFile(name, lines) {
  const path = join(dir, name);
  writeFileSync(path, `\uFEFF${lines.join('\r\n')}\r\n`);
  return path;
}

/** The rows of the dialog's problems table, each as [row, column, problem]. */
async function problemRows(dialog, caption) {
  const table = dialog.getByRole('table', { name: caption });
  return table.locator('tbody tr').evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent)));
}

/** Waits until the SMTP server has accepted a mail for each address; answers the mails to them. */
async function mailsTo(addresses) {
  for (const a of addresses) await server.smtp.waitForMail((m) => m.to.includes(a));
  return server.smtp.mails.filter((m) => m.to.some((t) => addresses.includes(t)));
}

test('at 1280 px: the admin previews a CSV with good and bad rows, imports the good ones, finds them, and each gets one welcome mail', async () => {
  const good = [
    { name: `Lydia Import${stamp}`, email: `lydia.${stamp}@e2e.test` },
    { name: `Jason Import${stamp}`, email: `jason.${stamp}@e2e.test` },
  ];
  const bad = [`silas.${stamp}@e2e.test`, `not-an-email-${stamp}`];
  const path = csvFile('members.csv', [
    'Name,Email,City,Mailing Address,Group',
    `${good[0].name},${good[0].email},Philippi,"1 River Road, Philippi",${groupName}`,
    `${good[1].name},${good[1].email},Thessalonica,2 Market Street,`,
    `,${bad[0]},Berea,3 Hill Street,`,
    `Tertius Import${stamp},${bad[1]},Corinth,4 Port Road,`,
    `Lydia Again${stamp},${good[0].email.toUpperCase()},Philippi,1 River Road,`,
  ]);

  const page = await adminPage(browser, server.baseURL, { viewport: { width: 1280, height: 900 }, ...CONTEXT });
  await openAdminTab(page, 'Users');
  await page.getByRole('button', { name: 'Import members' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import members' });
  await dialog.getByLabel('CSV file').setInputFiles(path);

  await dialog.getByText('5 rows: 2 can be imported, 3 have problems.', { exact: true }).waitFor();
  assert.deepEqual(await problemRows(dialog, 'Rows with problems'), [
    ['4', 'name', 'Full name is required.'],
    ['5', 'email', `"${bad[1]}" is not a valid email address.`],
    ['6', 'email', 'The same email as row 2.'],
  ]);
  await dialog.getByText(`${groupName}: 2 members`, { exact: true }).waitFor();
  await settled(page);
  await axe(page, 'import preview at 1280px');
  await fitsWidth(page, 'import preview at 1280px');
  assert.equal(server.psql(`SELECT count(*) FROM users WHERE email LIKE '%.${stamp}@e2e.test'`), '0', 'the preview wrote nothing');

  await dialog.getByRole('button', { name: 'Import 2 members' }).click();
  const result = dialog.getByText('Imported 2 members; 3 rows skipped. Each gets a welcome mail.', { exact: true });
  await result.waitFor();
  assert.equal(await result.evaluate((el) => el === document.activeElement), true, 'the result has the focus');
  assert.equal((await problemRows(dialog, 'Rows skipped')).length, 3);
  await settled(page);
  await axe(page, 'import result at 1280px');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'detached' });

  // the Users tab finds them, in the group
  await page.getByRole('search', { name: 'Find users' }).getByLabel('Search').fill(`Import${stamp}`);
  await page.getByRole('status').filter({ hasText: /^2 users found$/ }).waitFor();
  for (const m of good) {
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: m.name, exact: true }) });
    await row.getByRole('cell').filter({ hasText: new RegExp(`^${groupName}$`) }).waitFor();
  }

  // exactly one welcome mail each through the outbox and SMTP; none for the skipped rows
  const mails = await mailsTo(good.map((m) => m.email));
  assert.deepEqual(mails.map((m) => m.to.join()).sort(), good.map((m) => m.email).sort(), JSON.stringify(server.smtp.mails));
  for (const m of mails) assert.match(m.subject, new RegExp(`^Welcome to .*: ${groupName} starts `));
  assert.equal(server.smtp.mails.filter((m) => m.to.some((t) => bad.includes(t) || t === good[0].email.toUpperCase())).length, 0);
  assert.equal(
    server.psql(`SELECT count(*) FROM email_outbox WHERE kind = 'welcome' AND to_address LIKE '%.${stamp}@e2e.test'`),
    '2',
    'one welcome mail each in the outbox',
  );
  assert.equal(server.psql(`SELECT count(*) FROM audit_log WHERE action = 'users.import'`), '1', 'the import is audited');

  assert.deepEqual(page.consoleErrors, [], 'no console errors');
  await page.context().close();
});

test('at 360 px: the import dialog and its problems fit the screen, axe clean, from the keyboard', async () => {
  const path = csvFile('narrow.csv', [
    'email,name,city,mailing address,group',
    `phoebe.${stamp}@e2e.test,Phoebe Cenchreae,Cenchreae,"5 Harbour Road, Cenchreae, near Corinth",No Such Group`,
    `priscilla.${stamp}@e2e.test,Priscilla Narrow,,,`,
  ]);
  const page = await adminPage(browser, server.baseURL, { viewport: { width: 360, height: 780 }, ...CONTEXT });
  await openAdminTab(page, 'Users');
  const open = page.getByRole('button', { name: 'Import members' });
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Import members' });
  const input = dialog.getByLabel('CSV file');
  assert.equal(await input.evaluate((el) => el === document.activeElement), true, 'the file input has the focus');
  await input.setInputFiles(path);
  await dialog.getByText('2 rows: 0 can be imported, 2 have problems.', { exact: true }).waitFor();
  assert.deepEqual(await problemRows(dialog, 'Rows with problems'), [
    ['2', 'group', 'No group is called "No Such Group": write its name as the Groups tab shows it, or its number.'],
    ['3', 'city', 'City is required.'],
    ['3', 'mailing address', 'Mailing address is required.'],
  ]);
  assert.equal(await dialog.getByRole('button', { name: 'Import 0 members' }).isDisabled(), true, 'nothing to import');
  await settled(page);
  await axe(page, 'import dialog at 360px');
  await fitsWidth(page, 'import dialog at 360px');
  const box = await page.locator('dialog.users-import-dialog').boundingBox();
  assert.ok(box && box.x >= 0 && box.x + box.width <= 360, `the dialog at ${JSON.stringify(box)} is outside 0..360`);

  // the keyboard reaches Cancel, and Escape closes with the focus back on the button that opened it
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  assert.equal(await open.evaluate((el) => el === document.activeElement), true, 'the focus is back on Import members');

  assert.deepEqual(page.consoleErrors, [], 'no console errors');
  await page.context().close();
});
