// The Leader area (issue 29) in Chromium against the real binary, at 1280 and 360 px: a member
// the admin asked to lead their group (a group_leaders row) finds Lead in the navigation, sees
// both members' progress on /lead without any email address, narrows it to the member at risk,
// and opens that member's milestones in a dialog that Escape closes, the focus back on its
// button. A member who leads nothing has no Lead link and is told so on /lead. Zero axe
// violations, nothing wider than the screen, and no console errors.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { axe, fitsWidth, graphql, startAll, stopAll } from './harness.mjs';
import { memberContext, openFromMenu, registerMember, settled } from './people.mjs';

const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 900 };
const GROUP = 'E2E Lead Group';
const NOT_A_LEADER = 'You do not lead a group. An admin can ask you to lead yours.';

let server;
let browser;
let leader; // { token, name, id, email }
let member; // the one the leader sees at risk

before(async () => {
  ({ server, browser } = await startAll());
  const stamp = Date.now();
  const register = async (name, email) => ({ ...(await registerMember(server.baseURL, name, email)), email });
  leader = await register('Deborah Leader', `deborah.${stamp}@e2e.test`);
  member = await register('Barak Member', `barak.${stamp}@e2e.test`);
  // Both read in a group under way (as reading.e2e.mjs arranges it): a group of its own that
  // started on the last quarter day at least two days ago (UTC). They join it anew rather than
  // moving their row, so the Progress tab's summaries (kept by triggers on insert) know them.
  const ids = `${Number(leader.id)}, ${Number(member.id)}`;
  server.psql(`
    INSERT INTO groups (name, status, start_date, end_date, registration_deadline)
    SELECT '${GROUP}', 'active', d, d + 364, d + 14
    FROM (SELECT date_trunc('quarter', (now() AT TIME ZONE 'UTC')::date - 2)::date AS d) s;
    DELETE FROM group_members WHERE user_id IN (${ids});
    INSERT INTO group_members (group_id, user_id) SELECT g.id, u.id FROM groups g, users u WHERE g.name = '${GROUP}' AND u.id IN (${ids});
    UPDATE groups SET member_count = (SELECT count(*) FROM group_members m WHERE m.group_id = groups.id);
    INSERT INTO group_leaders (group_id, user_id) SELECT id, ${Number(leader.id)} FROM groups WHERE name = '${GROUP}'`);
  // The member saved The Law 60 days short (10 of 70: graded D, at risk); the leader saved it
  // in full, so they are not at risk even once its day has passed.
  for (const [who, missingDays, grade] of [[member, 60, 'D'], [leader, 0, 'A']]) {
    const res = await graphql(server.baseURL, `mutation ($m: Int) { setMissingDays(milestoneId: 1, missingDays: $m) { grade } }`, { m: missingDays }, who.token);
    assert.equal(res.errors, undefined, JSON.stringify(res.errors));
    assert.equal(res.data.setMissingDays.grade, grade);
  }
});

after(() => stopAll({ server, browser }));

/** axe and the width; with E2E_SCREENSHOTS=dir, a screenshot of the state for a human look. */
async function checked(page, label) {
  await axe(page, label);
  await fitsWidth(page, label);
  if (process.env.E2E_SCREENSHOTS) {
    mkdirSync(process.env.E2E_SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: join(process.env.E2E_SCREENSHOTS, `lead-${label.replaceAll(' ', '-')}.png`), fullPage: true });
  }
}

/** A signed-in page of `who` at `viewport`, on /dashboard once the navigation knows what they lead. */
async function dashboardOf(who, viewport) {
  const { first: page } = await memberContext(browser, server.baseURL, who, { viewport });
  page.setDefaultTimeout(10_000);
  const asked = page.waitForResponse((r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('LeadLedGroups'));
  await page.goto('/dashboard');
  await asked;
  await settled(page);
  return page;
}

/** The Lead links in the navigation's list (shown or behind the phone's menu). */
const leadLinks = (page) => page.locator('#primary-navigation a[href="/lead"]');

for (const viewport of [DESKTOP, PHONE]) {
  test(`at ${viewport.width} px the leader follows Lead to the group's progress, without emails, and a member's milestones`, async () => {
    const page = await dashboardOf(leader, viewport);
    if (viewport === PHONE) {
      await openFromMenu(page, 'Lead', '/lead');
    } else {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Lead' }).click();
      await page.waitForURL((url) => url.pathname === '/lead');
    }
    await page.getByRole('heading', { level: 1, name: 'Lead' }).waitFor();
    await page.getByText(`You lead ${GROUP}. You see your members' progress, look after its board and write to its members.`).waitFor();
    const table = page.getByRole('table', { name: `Members' progress in ${GROUP}` });
    await table.getByRole('rowheader', { name: 'Barak Member' }).waitFor();
    await settled(page);
    assert.deepEqual(await table.getByRole('rowheader').allInnerTexts(), ['Barak Member', 'Deborah Leader']);
    assert.equal(await page.getByRole('status').filter({ hasText: '2 members' }).count(), 1);
    assert.equal(await page.title(), 'Lead · Journey 365');
    const text = await page.evaluate(() => document.body.textContent);
    assert.ok(!text.includes(member.email) && !text.includes(leader.email), 'no email address on the page');
    assert.ok(!text.includes('@'), 'nothing like an email address on the page');
    await checked(page, `leader page at ${viewport.width} px`);

    // At-risk members only: Barak (graded D) alone
    const atRisk = page.getByRole('checkbox', { name: 'At-risk members only' });
    await atRisk.check();
    const riskTable = page.getByRole('table', { name: `Members at risk in ${GROUP}` });
    await riskTable.waitFor();
    await page.waitForFunction(() => document.querySelectorAll('tbody th[scope="row"]').length === 1);
    await settled(page);
    assert.deepEqual(await riskTable.getByRole('rowheader').allInnerTexts(), ['Barak Member']);
    const row = riskTable.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Barak Member' }) });
    assert.match(await row.innerText(), /At risk/);
    await checked(page, `leader at-risk view at ${viewport.width} px`);

    // the member's milestones, opened from the keyboard; Escape closes and the focus returns
    const opener = riskTable.getByRole('button', { name: 'Milestones of Barak Member' });
    await atRisk.focus();
    for (let i = 0; i < 5 && !(await opener.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    assert.equal(await opener.evaluate((el) => el === document.activeElement), true, 'Tab reaches the button');
    assert.notEqual(await opener.evaluate((el) => getComputedStyle(el).outlineStyle), 'none', 'the focus is visible');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: "Barak Member's milestones" });
    const milestones = dialog.getByRole('table', { name: `Milestones of Barak Member in ${GROUP}` });
    await milestones.waitFor();
    assert.equal(await milestones.getByRole('rowheader').count(), 8);
    const law = milestones.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'The Law' }) });
    assert.match(await law.innerText(), /10\/70[\s\S]*14%[\s\S]*D/);
    await checked(page, `milestones dialog at ${viewport.width} px`);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await opener.evaluate((el) => el === document.activeElement), true, 'the focus is back on the button');

    await atRisk.uncheck();
    await table.getByRole('rowheader', { name: 'Deborah Leader' }).waitFor();
    assert.deepEqual(page.consoleErrors, []);
    await page.context().close();
  });

  test(`at ${viewport.width} px a member who leads no group has no Lead link, and /lead says so`, async () => {
    const page = await dashboardOf(member, viewport);
    assert.equal(await leadLinks(page).count(), 0);
    await page.goto('/lead');
    await page.getByRole('heading', { level: 1, name: 'Lead' }).waitFor();
    await page.getByText(NOT_A_LEADER).waitFor();
    const back = page.getByRole('link', { name: 'Go to your dashboard' });
    assert.equal(await back.getAttribute('href'), '/dashboard');
    assert.equal(await leadLinks(page).count(), 0);
    await settled(page);
    await checked(page, `not a leader at ${viewport.width} px`);
    assert.deepEqual(page.consoleErrors, []);
    await page.context().close();
  });
}
