// Today's reading (issue 28) in Chromium against the real binary, at 1280 and 360 px: a member
// whose group is under way sees the day's passages on the dashboard's Today card as links into
// the Bible app (the default template, version 1) and the grade budget of the milestone under way;
// the admin's Reading tab at 360 px refuses an http:// template beside its field and saves a new
// Bible version, which the member's links then carry; it checks a plan of its own (its problems
// listed), uploads a valid one and returns to the default through the dialog. Zero axe violations,
// nothing wider than the screen, and no console errors.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { axe, fitsWidth, graphql, startAll, stopAll } from './harness.mjs';
import * as people from './people.mjs';

const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 900 };
const BUDGET_LINE = (grade, floor) =>
  new RegExp(`^Miss (at most \\d+ more days?|no more days) to keep an? ${grade} \\(${floor} %\\)\\.$`);
const TODAY_LINKS = `{ today { day reading { passages { url } } } }`;

let server;
let browser;
let member; // { token, name, id }

before(async () => {
  ({ server, browser } = await startAll());
  member = await people.registerMember(server.baseURL, 'Lydia Reader', `lydia.${Date.now()}@e2e.test`);
  // Her group gets under way (as habit.e2e.mjs arranges it): a group of its own that started on
  // the last quarter day at least two days ago (UTC), so its journey is on in any zone.
  server.psql(`
    INSERT INTO groups (name, status, start_date, end_date, registration_deadline)
    SELECT 'E2E Reading Group', 'active', d, d + 364, d + 14
    FROM (SELECT date_trunc('quarter', (now() AT TIME ZONE 'UTC')::date - 2)::date AS d) s;
    UPDATE group_members SET group_id = (SELECT id FROM groups WHERE name = 'E2E Reading Group') WHERE user_id = ${Number(member.id)};
    UPDATE groups SET member_count = (SELECT count(*) FROM group_members m WHERE m.group_id = groups.id)`);
});

after(() => stopAll({ server, browser }));

/** With E2E_SCREENSHOTS=dir, a screenshot of `what` (a page or a locator) for a human look. */
async function shot(what, label) {
  if (!process.env.E2E_SCREENSHOTS) return;
  mkdirSync(process.env.E2E_SCREENSHOTS, { recursive: true });
  await what.screenshot({ path: join(process.env.E2E_SCREENSHOTS, `reading-${label.replaceAll(' ', '-')}.png`) });
}

for (const viewport of [DESKTOP, PHONE]) {
  test(`at ${viewport.width} px the Today card shows the day's passages as Bible app links and the grade budget`, async () => {
    const { first: page } = await people.memberContext(browser, server.baseURL, member, { viewport });
    page.setDefaultTimeout(10_000);
    await page.goto('/dashboard');
    const today = page.getByRole('region', { name: 'Today' });
    await today.getByText(/^Day \d+ of 365 · /).waitFor();
    await people.settled(page);

    const reference = today.getByRole('heading', { level: 3, name: /^Today's reading: / });
    await reference.waitFor();
    const links = today.getByRole('list', { name: /^Passages for day \d+$/ }).getByRole('link');
    assert.ok((await links.count()) >= 1, 'at least one passage');
    for (const link of await links.all()) {
      assert.match(await link.getAttribute('href'), /^https:\/\/www\.bible\.com\/bible\/1\/[1-4A-Z]{3}\.\d+$/);
      assert.equal(await link.getAttribute('target'), '_blank');
      assert.equal(await link.getAttribute('rel'), 'noopener noreferrer');
      const name = await link.evaluate((a) => a.textContent.replace(/\s+/g, ' ').trim());
      assert.match(name, /^.+ \d+(:\d+–\d+)? ↗ \(opens in your Bible app\)$/);
    }
    await today.getByText(/^(\d+ days? to the end of|Today is the last day of) .+\.$/).waitFor();

    const budget = today.getByRole('heading', { level: 3, name: /^Your grade in / }).locator('..').getByRole('listitem');
    const lines = await budget.allInnerTexts();
    assert.equal(lines.length, 3, `the budget: ${lines.join(' | ')}`);
    assert.match(lines[0], BUDGET_LINE('A', 90));
    assert.match(lines[1], BUDGET_LINE('B', 80));
    assert.match(lines[2], BUDGET_LINE('C', 70));

    // keyboard: the first passage is reachable and its focus drawn
    await links.first().focus();
    assert.notEqual(await links.first().evaluate((el) => getComputedStyle(el).outlineStyle), 'none', 'the focus is visible');

    await axe(page, `Today card at ${viewport.width} px`);
    await fitsWidth(page, `Today card at ${viewport.width} px`);
    await shot(today, `today card ${viewport.width}`);
    assert.deepEqual(page.consoleErrors, []);
    await page.context().close();
  });
}

test('at 360 px the admin Reading tab refuses an http:// template beside its field, and saves a Bible version', async () => {
  const page = await people.adminPage(browser, server.baseURL, { viewport: PHONE });
  await people.openAdminTab(page, 'Reading');
  const form = page.getByRole('form', { name: 'Bible app links' });
  const template = form.getByLabel('Link template');
  const version = form.getByLabel('Bible version');
  assert.equal(await template.inputValue(), 'https://www.bible.com/bible/{version}/{BOOK}.{chapter}');
  assert.equal(await version.inputValue(), '1');
  const example = form.getByRole('link', { name: /^https:\/\/www\.bible\.com\/bible\/1\/GEN\.1/ });
  assert.equal(await example.getAttribute('href'), 'https://www.bible.com/bible/1/GEN.1');
  await fitsWidth(page, 'Reading tab at 360 px');
  await axe(page, 'Reading tab at 360 px');

  // the example follows the template as it is typed; the server refuses http:// beside the field
  await template.fill('http://www.bible.com/bible/{version}/{BOOK}.{chapter}');
  await form.getByText('Example for Genesis 1: http://www.bible.com/bible/1/GEN.1').waitFor();
  await form.getByRole('button', { name: 'Save' }).click();
  await form.getByText(/^The link template must be an https:\/\/ address/).waitFor();
  assert.equal(await template.getAttribute('aria-invalid'), 'true');
  const describedBy = await template.getAttribute('aria-describedby');
  assert.match(describedBy ?? '', /-error/);
  const error = await page.evaluate((id) => document.getElementById(id).textContent, describedBy.split(' ')[0]);
  assert.match(error, /^The link template must be an https:\/\/ address, such as https:\/\/www\.bible\.com/);
  assert.equal(await form.getByText('Reading settings saved.').count(), 0);
  assert.equal(server.psql(`SELECT count(*) FROM audit_log WHERE action = 'reading_settings.update'`), '0');
  await fitsWidth(page, 'Reading tab with a field error at 360 px');
  await axe(page, 'Reading tab with a field error at 360 px');
  await shot(form, 'admin field error');

  // a valid change is saved, and the member's links carry it
  await template.fill('https://www.bible.com/bible/{version}/{BOOK}.{chapter}');
  await version.fill('111');
  await form.getByRole('link', { name: /^https:\/\/www\.bible\.com\/bible\/111\/GEN\.1/ }).waitFor();
  await form.getByRole('button', { name: 'Save' }).click();
  await form.getByRole('status').filter({ hasText: 'Reading settings saved.' }).waitFor();
  assert.equal(await template.getAttribute('aria-invalid'), null);
  const res = await graphql(server.baseURL, TODAY_LINKS, {}, member.token);
  assert.equal(res.errors, undefined, JSON.stringify(res.errors));
  for (const { url } of res.data.today.reading.passages) assert.match(url, /^https:\/\/www\.bible\.com\/bible\/111\//);
  await axe(page, 'Reading settings saved at 360 px');
  assert.deepEqual(
    page.consoleErrors.filter((e) => !/status of 4\d\d/.test(e)),
    [],
  );
  await page.context().close();
});

test('at 360 px the admin checks a plan with problems, uploads a valid one and returns to the default', async (t) => {
  const token = await people.adminToken(server.baseURL);
  t.after(() => graphql(server.baseURL, `mutation { resetReadingPlan { customPlanSince } }`, {}, token));
  const res = await graphql(server.baseURL, `{ adminDefaultReadingPlanCsv }`, {}, token);
  assert.equal(res.errors, undefined, JSON.stringify(res.errors));
  const defaultCsv = res.data.adminDefaultReadingPlanCsv;
  // day 365 left out, day 1 in no book, day 2 in a long made-up one (its problem line must wrap)
  const rows = defaultCsv.trimEnd().split('\n');
  assert.equal(rows.length, 366);
  rows[1] = '1,Hezekiah 1';
  rows[2] = `2,${'Maccabees'.repeat(12)} 1`;
  const badCsv = rows.slice(0, -1).join('\n');

  const page = await people.adminPage(browser, server.baseURL, { viewport: PHONE });
  await people.openAdminTab(page, 'Reading');
  const plan = page.getByRole('region', { name: 'Reading plan' });
  const status = plan.locator('.reading-plan-status');
  assert.equal(await status.textContent(), 'Members read the default plan (Genesis to Revelation in 365 days, balanced by length).');
  const csv = plan.getByLabel('Plan CSV');
  const check = plan.getByRole('button', { name: 'Check the plan' });

  await csv.fill(badCsv);
  await check.click();
  const problems = plan.getByRole('list', { name: 'Problems in the plan' }).getByRole('listitem');
  await problems.first().waitFor();
  assert.deepEqual(await problems.allInnerTexts(), [
    'Line 2: day 1: there is no book "Hezekiah".',
    `Line 3: day 2: there is no book "${'Maccabees'.repeat(12)}".`,
    '1 days have no row: 365.',
  ]);
  assert.equal(await plan.getByRole('button', { name: 'Use this plan' }).count(), 0);
  await fitsWidth(page, 'Reading plan with problems at 360 px');
  await axe(page, 'Reading plan with problems at 360 px');
  await shot(plan, 'plan problems');

  await csv.fill(defaultCsv);
  assert.equal(await problems.count(), 0, 'editing takes the check away');
  await check.click();
  await plan.getByRole('status').filter({ hasText: 'The plan is valid: 365 days.' }).waitFor();
  await plan.getByRole('button', { name: 'Use this plan' }).click();
  await plan.getByRole('status').filter({ hasText: "The programme's plan is saved. Members read it from today." }).waitFor();
  await plan.getByText(/^Members read the programme's own plan, uploaded .+\.$/).waitFor();
  assert.equal(await status.evaluate((el) => el === document.activeElement), true, 'the focus is on the plan status');
  assert.equal(server.psql(`SELECT count(*) FROM audit_log WHERE action = 'reading_plan.upload'`), '1');
  await fitsWidth(page, 'Reading plan saved at 360 px');
  await axe(page, 'Reading plan saved at 360 px');
  await shot(plan, 'plan saved');

  await plan.getByRole('button', { name: 'Return to the default plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Return to the default plan' });
  await dialog.getByRole('button', { name: 'Return to the default plan' }).click();
  await plan.getByRole('status').filter({ hasText: 'Members read the default plan again.' }).waitFor();
  await dialog.waitFor({ state: 'detached' });
  assert.equal(await status.textContent(), 'Members read the default plan (Genesis to Revelation in 365 days, balanced by length).');
  assert.equal(server.psql(`SELECT count(*) FROM audit_log WHERE action = 'reading_plan.reset'`), '1');
  await fitsWidth(page, 'Reading plan reset at 360 px');
  assert.deepEqual(page.consoleErrors, []);
  await page.context().close();
});
