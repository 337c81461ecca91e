// Group leaders (issue 29) in Chromium against the real binary: the admin opens Groups → Manage
// on a group of two registered members, makes one its leader (listed, said in the status line,
// audited once as group.leader_add), and removes them through the confirmation (Escape first
// closes only the confirmation), which leaves the empty state; at 1280 px and at 360 px, axe-clean
// and no wider than the viewport with a leader listed, without console errors.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { axe, fitsWidth, startAll, stopAll } from './harness.mjs';
import * as people from './people.mjs';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 360, height: 780 };
const CONTEXT = { locale: 'en-US', timezoneId: 'America/New_York' };

let server;
let browser;
let group; // { id, name } of the group both members were placed in
const stamp = Date.now();
const priscilla = { name: 'Priscilla Tentmaker', email: `priscilla.${stamp}@e2e.test` };
const aquila = { name: 'Aquila Pontus', email: `aquila.${stamp}@e2e.test` };

before(async () => {
  ({ server, browser } = await startAll());
  for (const who of [priscilla, aquila]) Object.assign(who, await people.registerMember(server.baseURL, who.name, who.email));
  const [id, name] = server
    .psql(`SELECT g.id || '|' || g.name FROM groups g JOIN group_members m ON m.group_id = g.id WHERE m.user_id = ${Number(priscilla.id)}`)
    .split('|');
  group = { id, name };
  assert.equal(server.psql(`SELECT count(*) FROM group_members WHERE group_id = ${id}`), '2', 'both members are in the group, alone');
  assert.equal(server.psql(`SELECT count(*) FROM group_members WHERE group_id = ${id} AND user_id = ${Number(aquila.id)}`), '1');
});

after(() => stopAll({ server, browser }));

const empty = () => `${group.name} has no leaders yet. A leader sees the group's progress and moderates its board.`;
const leaderAdds = (where = '') => Number(server.psql(`SELECT count(*) FROM audit_log WHERE action = 'group.leader_add'${where}`));

/** Signs in at `viewport`, makes `who` the group's leader and removes them again. */
async function roundTrip(viewport, who, label) {
  const page = await people.adminPage(browser, server.baseURL, { viewport, ...CONTEXT });
  await people.openAdminTab(page, 'Groups');
  await page.getByRole('button', { name: `Manage ${group.name}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Manage ${group.name}` });
  const section = dialog.getByRole('region', { name: 'Leaders' });
  await section.getByText(empty(), { exact: true }).waitFor();

  // both members are offered; the chosen one becomes the leader
  const select = section.getByRole('combobox', { name: 'Member' });
  await select.getByRole('option', { name: `${priscilla.name} (${priscilla.email})` }).waitFor({ state: 'attached' });
  await select.getByRole('option', { name: `${aquila.name} (${aquila.email})` }).waitFor({ state: 'attached' });
  const before = leaderAdds();
  await select.selectOption({ label: `${who.name} (${who.email})` });
  await section.getByRole('button', { name: 'Make leader', exact: true }).click();
  await section.getByRole('status').filter({ hasText: `${who.name} now leads ${group.name}.` }).waitFor();
  const list = section.getByRole('list', { name: 'Leaders' });
  const item = list.getByRole('listitem').filter({ hasText: who.name });
  await item.getByText(who.email, { exact: true }).waitFor();
  await item.getByText(/^Leader since [A-Z][a-z]{2} \d{1,2}, \d{4}$/).waitFor();
  assert.equal(await list.getByRole('listitem').count(), 1);
  assert.equal(await select.getByRole('option', { name: `${who.name} (${who.email})` }).count(), 0, 'a leader is not offered again');
  assert.equal(server.psql(`SELECT count(*) FROM group_leaders WHERE group_id = ${group.id} AND user_id = ${Number(who.id)}`), '1');
  assert.equal(leaderAdds() - before, 1, 'one audit row for the new leader');
  assert.equal(leaderAdds(` AND object_id = ${group.id} AND changes::text LIKE '%(#${Number(who.id)})%'`), 1, 'exactly one group.leader_add for them');

  await people.settled(page);
  await axe(page, `Manage with a leader at ${label}`, 'dialog[open]');
  await fitsWidth(page, `Manage with a leader at ${label}`);
  const box = await dialog.boundingBox();
  assert.ok(box && box.x >= 0 && box.x + box.width <= viewport.width, `Manage modal is ${JSON.stringify(box)}`);

  // the confirmation says they stay a member; Escape closes it alone
  const remove = section.getByRole('button', { name: `Remove ${who.name} as leader`, exact: true });
  await remove.click();
  const confirm = page.getByRole('dialog', { name: 'Remove leader' });
  await confirm.getByText(`${who.name} stays a member of ${group.name}; only the leadership ends.`).waitFor();
  await axe(page, `remove-leader confirmation at ${label}`);
  await fitsWidth(page, `remove-leader confirmation at ${label}`);
  await page.keyboard.press('Escape');
  await confirm.waitFor({ state: 'detached' });
  await dialog.waitFor();
  assert.equal(server.psql(`SELECT count(*) FROM group_leaders WHERE group_id = ${group.id}`), '1', 'Escape removes no one');

  await remove.click();
  await confirm.getByRole('button', { name: 'Remove as leader', exact: true }).click();
  await confirm.waitFor({ state: 'detached' });
  await section.getByRole('status').filter({ hasText: `${who.name} no longer leads ${group.name}. They stay a member.` }).waitFor();
  await section.getByText(empty(), { exact: true }).waitFor();
  assert.equal(await list.count(), 0);
  assert.equal(server.psql(`SELECT count(*) FROM group_leaders WHERE group_id = ${group.id}`), '0');
  assert.equal(server.psql(`SELECT count(*) FROM group_members WHERE group_id = ${group.id} AND user_id = ${Number(who.id)}`), '1', 'still a member');
  assert.equal(
    server.psql(`SELECT count(*) FROM audit_log WHERE action = 'group.leader_remove' AND object_id = ${group.id} AND changes::text LIKE '%(#${Number(who.id)})%'`),
    '1',
  );
  await dialog.waitFor();

  assert.deepEqual(page.consoleErrors, []);
  await page.context().close();
}

test('at 1280 px: the admin makes a member the group leader, then removes them after the confirmation', async () => {
  assert.equal(leaderAdds(), 0);
  await roundTrip(DESKTOP, priscilla, '1280px');
  assert.equal(leaderAdds(), 1, 'exactly one group.leader_add audit row');
});

test('at 360 px: the same, with the other member', async () => {
  await roundTrip(PHONE, aquila, '360px');
});
