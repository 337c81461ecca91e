// Programme settings (issue 29) in Chromium against the real binary: at 1280 px the admin renames
// the programme and changes part 2 of the introduction video in the Settings tab; the panel's
// header, a member's navigation, page title and dashboard link follow. A link that is not https
// is refused beside its field, naming it, and nothing changes (the row and the audit log as they
// were). A group's leader sees a member's email and postal address beside their milestones only
// once the admin ticks "Leaders see contact details". At 360 px the tab fits the screen, says
// which secrets are set in words, and has zero axe violations. No console errors.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { axe, fitsWidth, startAll, stopAll } from './harness.mjs';
import * as people from './people.mjs';

const PHONE = { width: 360, height: 780 };
const GROUP = 'E2E Settings Group';
const PART_2 = 'https://videos.example.org/e2e-part-2';
const HIDDEN = "Their email and postal address stay with the programme's admins.";

let server;
let browser;
let member; // { token, name, id, email }
let leader;

before(async () => {
  ({ server, browser } = await startAll());
  const stamp = Date.now();
  const register = async (name, email) => ({ ...(await people.registerMember(server.baseURL, name, email)), email });
  member = await register('Phoebe Member', `phoebe.${stamp}@e2e.test`);
  leader = await register('Priscilla Leader', `priscilla.${stamp}@e2e.test`);
  // Both in a group of their own, which the leader leads (as lead.e2e.mjs arranges it).
  const ids = `${Number(leader.id)}, ${Number(member.id)}`;
  server.psql(`
    INSERT INTO groups (name, status, start_date, end_date, registration_deadline)
    SELECT '${GROUP}', 'active', d, d + 364, d + 14
    FROM (SELECT date_trunc('quarter', (now() AT TIME ZONE 'UTC')::date - 2)::date AS d) s;
    DELETE FROM group_members WHERE user_id IN (${ids});
    INSERT INTO group_members (group_id, user_id) SELECT g.id, u.id FROM groups g, users u WHERE g.name = '${GROUP}' AND u.id IN (${ids});
    UPDATE groups SET member_count = (SELECT count(*) FROM group_members m WHERE m.group_id = groups.id);
    INSERT INTO group_leaders (group_id, user_id) SELECT id, ${Number(leader.id)} FROM groups WHERE name = '${GROUP}'`);
});

after(() => stopAll({ server, browser }));

/** The admin panel on its Settings tab, and the tab's form. */
async function settingsTab(viewport) {
  const page = await people.adminPage(browser, server.baseURL, { viewport });
  await people.openAdminTab(page, 'Settings');
  const form = page.getByRole('form', { name: 'Programme settings' });
  await form.waitFor();
  return { page, form };
}

const audited = () => Number(server.psql(`SELECT count(*) FROM audit_log WHERE object_type = 'programme_settings'`));

test('at 1280 px the admin renames the programme and changes a video link; a member sees them', async () => {
  const { page, form } = await settingsTab({ width: 1280, height: 900 });
  await form.getByLabel('Programme name').fill('Camino 365');
  await form.getByLabel('Part 2').fill(PART_2);
  await form.getByRole('button', { name: 'Save settings' }).click();
  await form.getByRole('status').filter({ hasText: 'Settings saved.' }).waitFor();
  await page.getByRole('heading', { level: 1, name: 'Camino 365 Admin' }).waitFor();
  assert.equal(server.psql(`SELECT name || ' ' || intro_video_part2_url FROM programme_settings`), `Camino 365 ${PART_2}`);
  const changes = server.psql(`SELECT changes::text FROM audit_log WHERE action = 'programme_settings.update' ORDER BY id DESC LIMIT 1`);
  assert.match(changes, /"field": "name"/);
  assert.match(changes, /"field": "introVideoPart2Url"/);
  assert.doesNotMatch(changes, /introVideoPart1Url/);
  await axe(page, 'Settings tab saved at 1280 px');
  assert.deepEqual(page.consoleErrors, []);
  await page.context().close();

  const { first: dash } = await people.memberContext(browser, server.baseURL, member);
  dash.setDefaultTimeout(10_000);
  await dash.goto('/dashboard');
  const video = dash.getByRole('region', { name: 'Introduction Video' });
  await video.getByRole('link', { name: /Introduction video Part 2/ }).waitFor();
  assert.equal(await video.getByRole('link', { name: /Introduction video Part 2/ }).getAttribute('href'), PART_2);
  assert.equal(await video.getByRole('link', { name: /Introduction video Part 1/ }).getAttribute('href'), 'https://www.bible.com/');
  await dash.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Camino 365' }).waitFor();
  await dash.waitForFunction(() => document.title.endsWith('· Camino 365'));
  await people.settled(dash);
  await axe(dash, 'member dashboard with the new links');
  assert.deepEqual(dash.consoleErrors, []);
  await dash.context().close();
});

test('at 1280 px a link that is not https is refused beside its field, and nothing changes', async () => {
  const before = { row: server.psql(`SELECT row_to_json(p)::text FROM programme_settings p`), audit: audited() };
  const { page, form } = await settingsTab({ width: 1280, height: 900 });
  const part1 = form.getByLabel('Part 1');
  await part1.fill('http://videos.example.org/e2e-part-1');
  await form.getByLabel('Programme name').fill('Not saved');
  await form.getByRole('button', { name: 'Save settings' }).click();
  await page.waitForFunction(() => document.querySelector('[aria-invalid="true"]'));
  assert.equal(await part1.getAttribute('aria-invalid'), 'true');
  const described = await part1.evaluate((el) =>
    el
      .getAttribute('aria-describedby')
      .split(' ')
      .map((id) => document.getElementById(id).textContent)
      .join(' '),
  );
  assert.match(described, /^Introduction video part 1 must be an https link\./);
  assert.equal(await form.getByText('Settings saved.').count(), 0);
  assert.equal(server.psql(`SELECT row_to_json(p)::text FROM programme_settings p`), before.row);
  assert.equal(audited(), before.audit);
  await axe(page, 'Settings tab with a field error at 1280 px');
  assert.deepEqual(
    page.consoleErrors.filter((e) => !/status of 4\d\d/.test(e)),
    [],
  );
  await page.context().close();
});

test('a leader sees a member\'s contact details only once the admin turns the setting on', async () => {
  const { first: lead } = await people.memberContext(browser, server.baseURL, leader);
  lead.setDefaultTimeout(10_000);
  const milestonesOfMember = async () => {
    await lead.goto('/lead');
    const table = lead.getByRole('table', { name: `Members' progress in ${GROUP}` });
    await table.getByRole('button', { name: 'Milestones of Phoebe Member' }).click();
    const dialog = lead.getByRole('dialog', { name: "Phoebe Member's milestones" });
    await dialog.getByRole('table').waitFor();
    return dialog;
  };
  let dialog = await milestonesOfMember();
  await dialog.getByText(HIDDEN).waitFor();
  assert.ok(!(await dialog.textContent()).includes(member.email));

  const { page, form } = await settingsTab({ width: 1280, height: 900 });
  const check = form.getByRole('checkbox', { name: 'Leaders see contact details' });
  assert.equal(await check.isChecked(), false);
  await check.check();
  await form.getByRole('button', { name: 'Save settings' }).click();
  await form.getByRole('status').filter({ hasText: 'Settings saved.' }).waitFor();
  await page.context().close();

  dialog = await milestonesOfMember();
  await dialog.getByRole('link', { name: member.email }).waitFor();
  await dialog.getByText('1 Main St, Springfield').waitFor();
  assert.equal(await dialog.getByText(HIDDEN).count(), 0);
  await axe(lead, 'leader dialog with contact details');
  assert.deepEqual(lead.consoleErrors, []);
  await lead.context().close();
});

test('at 360 px the Settings tab fits, says which secrets are set in words, and passes axe', async () => {
  const { page, form } = await settingsTab(PHONE);
  for (const legend of ['Programme', 'Introduction video', 'Help links', 'Time zone', 'Leaders'])
    await form.getByRole('group', { name: legend }).waitFor();
  const zone = form.getByLabel('Programme time zone');
  assert.equal(await zone.inputValue(), '');
  assert.match(await zone.locator('option:checked').textContent(), /^The server's setting \(.+\)$/);
  const secrets = page.getByRole('region', { name: 'Secrets' });
  assert.deepEqual(await secrets.getByRole('listitem').allInnerTexts(), ['Stripe: not set', 'Stripe webhook: not set', 'SMTP: not set']);
  await page.getByRole('region', { name: 'Reading map' }).getByRole('form', { name: 'Bible app links' }).waitFor();
  // keyboard: the name field is reached and its focus drawn
  const name = form.getByLabel('Programme name');
  await name.focus();
  assert.notEqual(await name.evaluate((el) => getComputedStyle(el).outlineStyle), 'none', 'the focus is visible');
  await fitsWidth(page, 'Settings tab at 360 px');
  await axe(page, 'Settings tab at 360 px');
  assert.deepEqual(page.consoleErrors, []);
  await page.context().close();
});
