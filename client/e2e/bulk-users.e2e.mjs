// Bulk actions in the admin Users tab (issue 29), in Chromium against the real binary, at 1280
// and 360 px: three registered members found by a search and selected ("Select all on this page"
// by keyboard), disabled after the confirmation ("Disabled 3 of 3."); selected again and moved to
// another group, which the server refuses for each disabled account (the report lists each by
// name with its reason); enabled, then moved ("Moved 3 of 3."). Each change is its own audit
// entry (user.status, user.move) and the memberships move. axe and the width check on the bulk
// bar, the move dialog and the report; no console errors.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { axe, fitsWidth, graphql, startAll, stopAll } from './harness.mjs';
import { adminPage, adminToken, openAdminTab, registerMember, settled } from './people.mjs';

const VIEWPORTS = [
  { tag: 'wide', town: 'Philippi', viewport: { width: 1280, height: 900 } },
  { tag: 'narrow', town: 'Thyatira', viewport: { width: 360, height: 780 } },
];
const CONTEXT = { locale: 'en-US', timezoneId: 'America/New_York' };

let server;
let browser;
/** The group the members are moved to. */
let target;
const stamp = Date.now();
/** Per viewport tag: its three members (the search `${tag}bulk` finds exactly them). */
const sets = {};

before(async () => {
  ({ server, browser } = await startAll());
  const token = await adminToken(server.baseURL);
  const made = await graphql(server.baseURL, `mutation { createGroup(input: { startDate: "2031-07-01" }) { group { id name } } }`, {}, token);
  assert.equal(made.errors, undefined, JSON.stringify(made.errors));
  target = made.data.createGroup.group;
  for (const { tag, town } of VIEWPORTS) {
    sets[tag] = [];
    for (const first of ['Lydia', 'Jason', 'Silas']) {
      sets[tag].push(await registerMember(server.baseURL, `${first} ${town}`, `${tag}bulk.${first.toLowerCase()}.${stamp}@e2e.test`));
    }
  }
});

after(() => stopAll({ server, browser }));

const rowOf = (page, name) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });

/** The audit entries of `action` about each member, in their order. */
function auditCounts(action, members) {
  return members.map((m) =>
    Number(server.psql(`SELECT count(*) FROM audit_log WHERE action = '${action}' AND object_type = 'user' AND object_id = ${Number(m.id)}`)),
  );
}

/** The ids of the groups each member is in, in their order. */
function memberships(members) {
  return members.map((m) => server.psql(`SELECT coalesce(string_agg(group_id::text, ',' ORDER BY group_id), '') FROM group_members WHERE user_id = ${Number(m.id)}`));
}

/** A part of the page: axe-clean and inside the viewport, and the page no wider than it. */
async function checkLayout(page, selector, label) {
  await settled(page);
  await axe(page, label, selector);
  await fitsWidth(page, label);
  const box = await page.locator(selector).boundingBox();
  const width = page.viewportSize().width;
  assert.ok(box && box.x >= 0 && box.x + box.width <= width, `${label}: ${JSON.stringify(box)} outside 0..${width}`);
}

/** Ticks "Select all on this page" from the keyboard; answers the bulk bar once it says 3 selected. */
async function selectAllOnPage(page, members) {
  const pageBox = page.getByRole('checkbox', { name: 'Select all on this page' });
  await pageBox.focus();
  await page.keyboard.press('Space');
  assert.equal(await pageBox.isChecked(), true);
  for (const m of members) assert.equal(await page.getByRole('checkbox', { name: `Select ${m.name}` }).isChecked(), true);
  const bar = page.getByRole('region', { name: 'Selected users' });
  await bar.getByText(`${members.length} selected`, { exact: true }).waitFor();
  return bar;
}

/** The report's summary, once it says `text`; it has the focus (the bar is gone). */
async function reported(page, text) {
  const summary = page.locator('.users-bulk-summary[role="status"]');
  await summary.filter({ hasText: new RegExp(`^${text.replace(/[.()]/g, '\\$&')}$`) }).waitFor();
  await page.getByRole('region', { name: 'Selected users' }).waitFor({ state: 'detached' });
  assert.equal(await summary.evaluate((el) => el === document.activeElement), true, 'the report has the focus');
  await settled(page);
}

for (const { tag, viewport } of VIEWPORTS) {
  test(`at ${viewport.width} px: select three, disable them, move refused while disabled, enable, move`, async () => {
    const members = sets[tag];
    const page = await adminPage(browser, server.baseURL, { viewport, ...CONTEXT });
    await openAdminTab(page, 'Users');
    const start = memberships(members);
    assert.ok(start.every((g) => g !== '' && g !== String(target.id)), `registered into the open group: ${start}`);

    // the search narrows the list to the three; a row's box shows its focus
    await page.getByRole('search', { name: 'Find users' }).getByLabel('Search').fill(`${tag}bulk`);
    await page.getByRole('status').filter({ hasText: /^3 users found$/ }).waitFor();
    await settled(page);
    const first = page.getByRole('checkbox', { name: `Select ${members[0].name}` });
    await first.focus();
    await page.keyboard.press('Space');
    assert.equal(await first.isChecked(), true);
    assert.notEqual(await first.evaluate((el) => getComputedStyle(el).outlineStyle), 'none', 'the focused box shows its focus');
    await page.getByRole('region', { name: 'Selected users' }).getByText('1 selected', { exact: true }).waitFor();
    let bar = await selectAllOnPage(page, members);
    await checkLayout(page, '.users-bulk-bar', `bulk bar at ${viewport.width}px`);

    // Disable, asked with the count, from the keyboard
    await bar.getByRole('button', { name: 'Disable', exact: true }).focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Disable users' });
    await confirm.getByText('Disable 3 users?', { exact: true }).waitFor();
    await axe(page, `disable confirmation at ${viewport.width}px`);
    await fitsWidth(page, `disable confirmation at ${viewport.width}px`);
    await confirm.getByRole('button', { name: 'Disable 3 users', exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    await reported(page, 'Disabled 3 of 3.');
    for (const m of members) await rowOf(page, m.name).getByText('Inactive', { exact: true }).waitFor();
    assert.equal(await page.getByRole('list', { name: 'Users not changed' }).count(), 0);
    await checkLayout(page, '.users-bulk-report', `report of the disable at ${viewport.width}px`);
    assert.deepEqual(auditCounts('user.status', members), [1, 1, 1], 'one audit entry per disabled user');

    // Move while disabled: the server refuses each, and the report says who and why
    bar = await selectAllOnPage(page, members);
    await bar.getByRole('button', { name: 'Move to group…' }).click();
    let move = page.getByRole('dialog', { name: 'Move users to a group' });
    await move.getByText('Move 3 users to another group?', { exact: true }).waitFor();
    assert.equal(await move.getByRole('button', { name: 'Move 3 users' }).isDisabled(), true, 'no move before a group is chosen');
    await move.getByRole('combobox', { name: 'Group' }).selectOption(String(target.id));
    await checkLayout(page, 'dialog.users-bulk-dialog', `move dialog at ${viewport.width}px`);
    await move.getByRole('button', { name: 'Move 3 users' }).click();
    await move.waitFor({ state: 'detached' });
    await reported(page, 'Moved 0 of 3: 0 already so, 3 failed.');
    const problems = page.getByRole('list', { name: 'Users not changed' }).getByRole('listitem');
    const expected = members.map((m) => `${m.name} — failed: ${m.name} is disabled: enable the account before moving it.`).sort();
    assert.deepEqual((await problems.allTextContents()).sort(), expected);
    await checkLayout(page, '.users-bulk-report', `report of the refused move at ${viewport.width}px`);
    assert.deepEqual(memberships(members), start, 'nobody moved');

    // Enable, then Move
    bar = await selectAllOnPage(page, members);
    await bar.getByRole('button', { name: 'Enable', exact: true }).click();
    const enable = page.getByRole('dialog', { name: 'Enable users' });
    await enable.getByRole('button', { name: 'Enable 3 users', exact: true }).click();
    await enable.waitFor({ state: 'detached' });
    await reported(page, 'Enabled 3 of 3.');
    for (const m of members) await rowOf(page, m.name).getByText('Active', { exact: true }).waitFor();

    bar = await selectAllOnPage(page, members);
    await bar.getByRole('button', { name: 'Move to group…' }).click();
    move = page.getByRole('dialog', { name: 'Move users to a group' });
    await move.getByRole('combobox', { name: 'Group' }).selectOption(String(target.id));
    await move.getByRole('button', { name: 'Move 3 users' }).click();
    await move.waitFor({ state: 'detached' });
    await reported(page, 'Moved 3 of 3.');
    for (const m of members) await rowOf(page, m.name).getByRole('cell').filter({ hasText: new RegExp(`^${target.name}$`) }).waitFor();
    await checkLayout(page, '.users-bulk-report', `report of the move at ${viewport.width}px`);

    assert.deepEqual(auditCounts('user.status', members), [2, 2, 2], 'disable and enable: an audit entry each, per user');
    assert.deepEqual(auditCounts('user.move', members), [1, 1, 1], 'one audit entry per moved user');
    assert.deepEqual(memberships(members), members.map(() => String(target.id)), 'each left the open group for the target');
    const change = server.psql(`SELECT changes::text FROM audit_log WHERE action = 'user.move' AND object_id = ${Number(members[0].id)}`);
    assert.match(change, new RegExp(target.name), 'the move names the new group');

    assert.deepEqual(page.consoleErrors, [], 'no console errors');
    await page.context().close();
  });
}
