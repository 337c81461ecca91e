// The member dashboard in a real browser against the real binary: milestones saved and
// restored with the spec's grades, the journey completed with exactly one trophy request,
// joining and cancelling the next group, and the layout at phone and desktop widths.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { axe, graphql, newPage, startAll, stopAll } from './harness.mjs';

const LABEL = 'Cumulative Missing Days (from YouVersion)';
const MILESTONES = [
  ['The Law', 70],
  ['The History', 152],
  ['The Wisdom', 209],
  ['Major Prophet', 262],
  ['Minor Prophet', 275],
  ['The Gospel', 317],
  ['The Epistles', 360],
  ['Revelation', 365],
];

let server;
let browser;
let member; // { token, name, email, userId }: placed in the open group, not started yet
let reader; // a member whose group is well under way: milestones 1 to 7 open, 1 to 6 due

before(async () => {
  ({ server, browser } = await startAll());

  // The first start made this and next quarter's groups; the member is placed in the open one
  // (January 2027 on 2026-11-22), so their next group is the one after it. Make sure it exists.
  const open = await graphql(server.baseURL, 'query { currentGroup { name startDate } }');
  const start = open.data.currentGroup.startDate;
  server.psql(`
    INSERT INTO groups (name, start_date, end_date, registration_deadline)
    SELECT 'E2E Next Group', d, d + 364, d + 14
    FROM (SELECT (DATE '${start}' + INTERVAL '3 months')::date AS d) s
    WHERE NOT EXISTS (SELECT 1 FROM groups WHERE start_date = s.d)`);

  member = await registerMember('Martha Newcomer');
  reader = await registerMember('Naomi Tester');
  toLateInTheYear(reader, 'Late');
});

/**
 * Moves `who` into a group of their own that started on the latest quarter day at least 317 days
 * ago (UTC): a milestone takes entries from its first day, so The Epistles (day 318) and all
 * before it are open and the first six are due; Revelation opens on day 361. The group's start
 * must be a quarter day, so with the real clock the group is on day 318 to 409 (past 395 its
 * entries close and these tests cannot run).
 */
function toLateInTheYear(who, label) {
  const name = `E2E ${label} Group`;
  server.psql(`
    INSERT INTO groups (name, status, start_date, end_date, registration_deadline)
    SELECT '${name}', 'active', d, d + 364, d + 14
    FROM (SELECT date_trunc('quarter', (now() AT TIME ZONE 'UTC')::date - 317)::date AS d) s;
    UPDATE group_members SET group_id = (SELECT id FROM groups WHERE name = '${name}') WHERE user_id = ${Number(who.userId)};
    UPDATE groups SET member_count = (SELECT count(*) FROM group_members m WHERE m.group_id = groups.id)`);
  who.groupName = name;
}

async function registerMember(name) {
  const email = `${name.split(' ')[0].toLowerCase()}.${Date.now()}@e2e.test`;
  const res = await graphql(
    server.baseURL,
    `mutation ($input: RegisterInput!) { register(input: $input) { token user { id name } group { name } } }`,
    { input: { name, email, city: 'Bethlehem', mailingAddress: '1 Field Road, Bethlehem' } },
  );
  assert.equal(res.errors, undefined, JSON.stringify(res.errors));
  const { token, user, group } = res.data.register;
  return { token, name: user.name, email, userId: user.id, groupName: group.name };
}

after(() => stopAll({ server, browser }));

/** A page signed in as the member (the token is in localStorage before the app starts). */
async function memberPage(viewport = { width: 1280, height: 900 }, who = member) {
  const page = await newPage(browser, server.baseURL, { viewport });
  await page.addInitScript(
    ([token, data]) => {
      window.localStorage.setItem('userToken', token);
      window.localStorage.setItem('userData', data);
    },
    [who.token, JSON.stringify({ name: who.name, trophies_count: 0 })],
  );
  return page;
}

async function openDashboard(page, who = member) {
  await page.goto('/dashboard');
  await page.getByRole('heading', { level: 1, name: `Welcome back, ${who.name.split(' ')[0]}` }).waitFor();
}

const card = (page, name) => page.getByRole('article', { name });

/** Types a value into a milestone and waits until the card says it was saved. */
async function enter(page, name, value) {
  const c = card(page, name);
  await c.getByLabel(LABEL).fill(String(value));
  await c.getByRole('status').filter({ hasText: /^Saved$/ }).waitFor({ timeout: 10_000 });
}

async function stats(page, name) {
  const c = card(page, name);
  const text = (sel) => c.locator(sel).innerText();
  return {
    days: await text('dl.milestone-stats > div:nth-child(1) dd'),
    pct: await text('dl.milestone-stats > div:nth-child(2) dd'),
    grade: await text('[data-testid=grade]'),
    gradeClass: await c.locator('[data-testid=grade]').getAttribute('class'),
  };
}

function savedRows() {
  return server.psql(
    `SELECT milestone_id || ':' || missing_days || ':' || grade FROM milestone_progress
     WHERE user_id = ${Number(reader.userId)} ORDER BY milestone_id`,
  );
}

test('without a token the dashboard sends the visitor to /login', async () => {
  const page = await newPage(browser, server.baseURL);
  await page.goto('/dashboard');
  await page.waitForURL('**/login');
  assert.deepEqual(page.consoleErrors, []);
  await page.context().close();
});

test('an expired or refused token signs the member out and goes to /login', async () => {
  const page = await newPage(browser, server.baseURL);
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      window.localStorage.setItem('userToken', 'not-a-valid-token');
      window.localStorage.setItem('userData', JSON.stringify({ name: 'Ghost', trophies_count: 0 }));
    }
  });
  await page.goto('/dashboard');
  await page.waitForURL('**/login');
  assert.equal(await page.evaluate(() => window.localStorage.getItem('userToken')), null);
  assert.deepEqual(page.consoleErrors, []);
  await page.context().close();
});

test('the dashboard shows the group, the cards and the invitation countdown', async () => {
  const page = await memberPage();
  await openDashboard(page);
  await page.getByText(member.groupName, { exact: true }).waitFor();
  await page.getByText('Not started yet').waitFor();

  const invitation = page.getByRole('region', { name: 'Accept Your Invitation' });
  await invitation.getByRole('timer').waitFor();
  assert.match(await invitation.innerText(), /Available on /);
  assert.equal(await invitation.getByRole('button', { name: 'Join Reading Group' }).isDisabled(), true);

  const board = page.getByRole('region', { name: /Message Board/ });
  assert.equal(await board.getByRole('link', { name: /Open/ }).getAttribute('href'), '/messages');
  const awards = page.getByRole('region', { name: 'Awards' });
  assert.match(await awards.innerText(), /0 awards\s+earned/);

  const plan = page.getByRole('link', { name: /Open Reading Plan/ });
  assert.equal(await plan.getAttribute('target'), '_blank');
  assert.equal(await plan.getAttribute('rel'), 'noopener noreferrer');
  assert.equal(await page.getByRole('article').count(), 8);
  assert.deepEqual(page.consoleErrors, []);
  await page.context().close();
});

test('missing days are saved, graded by the spec, and restored after a reload', async () => {
  const page = await memberPage(undefined, reader);
  await openDashboard(page, reader);

  // An invalid value is refused in the page and never sent: The Law, typed after it, is saved
  // (its "Saved" shows), and it is the only row.
  const gospel = card(page, 'The Gospel');
  await gospel.getByLabel(LABEL).fill('400');
  await gospel.getByText('Enter a whole number from 0 to 317.').waitFor();

  // The Law, 70 days: 7 missing → 63/70 = 90% A.
  await enter(page, 'The Law', 7);
  assert.equal(savedRows(), '1:7:A');
  await gospel.getByLabel(LABEL).fill('');
  assert.deepEqual(await stats(page, 'The Law'), { days: '63/70', pct: '90%', grade: 'A', gradeClass: 'grade grade-a' });
  // 15 missing → 55/70 = 79% C.
  await enter(page, 'The Law', 15);
  assert.deepEqual(await stats(page, 'The Law'), { days: '55/70', pct: '79%', grade: 'C', gradeClass: 'grade grade-c' });
  // The History, 152 days: 30 missing → 122/152 = 80% B.
  await enter(page, 'The History', 30);
  // The Wisdom, 209 days: 50 missing → 159/209 = 76% C.
  await enter(page, 'The Wisdom', 50);
  // Major Prophet, 262 days: 100 missing → 162/262 = 62% D; then cleared again.
  await enter(page, 'Major Prophet', 100);
  assert.equal((await stats(page, 'Major Prophet')).grade, 'D');
  assert.equal(savedRows(), '1:15:C\n2:30:B\n3:50:C\n4:100:D');
  await enter(page, 'Major Prophet', '');
  assert.equal(savedRows(), '1:15:C\n2:30:B\n3:50:C');

  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Welcome back, Naomi' }).waitFor();
  // the copy kept on the device may show first, then the server's answer (a reload right after
  // a save can beat the copy's write): the server's values are what the page settles on
  const law = card(page, 'The Law').getByLabel(LABEL);
  for (const deadline = Date.now() + 10_000; (await law.inputValue()) !== '15'; await page.waitForTimeout(100)) {
    assert.ok(Date.now() < deadline, `The Law still shows ${await law.inputValue()} missing days after a reload`);
  }
  assert.equal(await card(page, 'The Law').getByLabel(LABEL).inputValue(), '15');
  assert.deepEqual(await stats(page, 'The Law'), { days: '55/70', pct: '79%', grade: 'C', gradeClass: 'grade grade-c' });
  assert.deepEqual(await stats(page, 'The History'), { days: '122/152', pct: '80%', grade: 'B', gradeClass: 'grade grade-b' });
  assert.deepEqual(await stats(page, 'The Wisdom'), { days: '159/209', pct: '76%', grade: 'C', gradeClass: 'grade grade-c' });
  assert.equal(await card(page, 'Major Prophet').getByLabel(LABEL).inputValue(), '');
  // cleared: the specification's 0 percent, grade D (issue 25)
  assert.deepEqual(await stats(page, 'Major Prophet'), { days: 'Enter missing days', pct: '0%', grade: 'D', gradeClass: 'grade grade-d' });
  await card(page, 'Major Prophet').getByText('Enter missing days').waitFor();
  assert.deepEqual(page.consoleErrors, []);
  await page.context().close();
});

test('an arrow key or the mouse wheel never changes or saves missing days', async () => {
  const page = await memberPage(undefined, reader);
  await openDashboard(page, reader);
  const prophet = card(page, 'Minor Prophet');
  const input = prophet.getByLabel(LABEL);
  await input.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await input.hover();
  await page.mouse.wheel(0, 200);
  assert.equal(await input.inputValue(), '');
  assert.equal(await prophet.getByRole('status').textContent(), '');
  await prophet.getByText('Enter missing days').waitFor();
  assert.deepEqual(page.consoleErrors, []);
  await page.context().close();
});

// Completing all eight needs the group's day 365, which the real clock cannot give a group that
// must start on a quarter day; the Journey Complete! flow is covered by DashboardPage.test.tsx and
// the server's tests (app/journey_calendar_test.go).
test('milestones not open yet are locked with the day they open, and take no entry', async () => {
  // The newcomer's group has not started: all eight locked.
  let page = await memberPage();
  await openDashboard(page);
  for (const [name] of MILESTONES) {
    const c = card(page, name);
    await c.getByText(/Opens on day \d+, /).waitFor();
    assert.equal(await c.getByLabel(LABEL).count(), 0, `${name}: no input before it opens`);
  }
  await card(page, 'The Law').getByText(/Opens on day 1, /).waitFor();
  assert.deepEqual(page.consoleErrors, []);
  await page.context().close();

  // Late in the year: Revelation (day 361) is still locked, The Epistles takes entries.
  page = await memberPage(undefined, reader);
  await openDashboard(page, reader);
  await card(page, 'Revelation').getByText(/Opens on day 361, /).waitFor();
  assert.equal(await card(page, 'Revelation').getByLabel(LABEL).count(), 0);
  assert.equal(await card(page, 'The Epistles').getByLabel(LABEL).count(), 1);
  const refused = await graphql(server.baseURL, 'mutation { setMissingDays(milestoneId: 8, missingDays: 0) { completed } }', {}, reader.token);
  assert.equal(refused.errors?.[0]?.extensions?.field, 'milestoneId');
  assert.deepEqual(page.consoleErrors, []);
  await page.context().close();
});

test('joining and cancelling the next group moves its member count', async () => {
  const page = await memberPage();
  await openDashboard(page);
  const banner = page.locator('section.next-group');
  await banner.waitFor();
  const name = await banner.getByRole('heading', { level: 2 }).innerText();
  const members = () => server.psql(`SELECT member_count FROM groups WHERE name = '${name.replace(/'/g, "''")}'`);
  const before = Number(members());
  const shown = () => banner.getByTestId('next-group-count').innerText();
  assert.equal(await shown(), `${before}/50 joined`);

  await banner.getByRole('button', { name: 'Join Next Group' }).click();
  await banner.getByText('Scheduled for next group').waitFor();
  assert.equal(await shown(), `${before + 1}/50 joined`);
  assert.equal(Number(members()), before + 1);
  // the keyboard focus moved to the button that replaced the one pressed
  assert.equal(await page.evaluate(() => document.activeElement?.textContent?.startsWith('Cancel')), true);

  // still joined after a reload (the member's own group stays the one they read with)
  await page.reload();
  await banner.getByText('Scheduled for next group').waitFor();
  await page.getByText(member.groupName, { exact: true }).first().waitFor();

  await banner.getByRole('button', { name: /^Cancel/ }).click();
  await banner.getByRole('button', { name: 'Join Next Group' }).waitFor();
  assert.equal(await shown(), `${before}/50 joined`);
  assert.equal(Number(members()), before);
  assert.deepEqual(page.consoleErrors, []);
  await page.context().close();
});

test('the layout reads well at 360 px and at 1280 px (screenshots in /tmp)', async () => {
  // A fresh member with one milestone in each state: A, B, C, D, completed, and empty.
  const ruth = await registerMember('Ruth Gleaner');
  toLateInTheYear(ruth, 'Layout');
  for (const [id, missing] of [[1, 7], [2, 30], [3, 50], [4, 100], [5, 0]]) {
    const res = await graphql(
      server.baseURL,
      'mutation ($id: Int!, $m: Int) { setMissingDays(milestoneId: $id, missingDays: $m) { grade } }',
      { id, m: missing },
      ruth.token,
    );
    assert.equal(res.errors, undefined, JSON.stringify(res.errors));
  }
  for (const width of [360, 1280]) {
    const page = await memberPage({ width, height: 800 }, ruth);
    await openDashboard(page, ruth);
    await page.getByRole('heading', { name: 'Milestone Progress' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 0, `${width}px: the page scrolls sideways by ${overflow}px`);
    await page.screenshot({ path: `/tmp/dashboard-${width}.png`, fullPage: true });
    // keyboard: a milestone input is reached with Tab and shows a visible focus outline
    const input = card(page, 'The Wisdom').getByLabel(LABEL);
    await input.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    assert.equal(await input.evaluate((el) => el === document.activeElement), true);
    assert.notEqual(await input.evaluate((el) => getComputedStyle(el).outlineStyle), 'none');
    assert.deepEqual(page.consoleErrors, []);
    await page.context().close();
  }
});

test('Log out from /messages, /awards and /trophies lands on / (spec 2), not on /login', async () => {
  for (const [path, viewport] of [
    ['/messages', { width: 1280, height: 900 }],
    ['/awards', { width: 1280, height: 900 }],
    ['/trophies', { width: 360, height: 780 }],
  ]) {
    const page = await memberPage(viewport);
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const logout = page.getByRole('button', { name: 'Log out' });
    if (!(await logout.isVisible())) await page.getByRole('button', { name: /menu/i }).click();
    await logout.click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1, name: 'Journey 365' }).waitFor();
    assert.equal(await page.evaluate(() => window.localStorage.getItem('userToken')), null, `${path}: signed out`);
    await axe(page, `home after logging out from ${path} at ${viewport.width} px`);
    await page.context().close();
  }
});

test('a member can log out at desktop width as well as on a phone', async () => {
  const page = await memberPage({ width: 1280, height: 900 });
  await openDashboard(page);
  const logout = page.getByRole('button', { name: 'Log out' });
  assert.ok(await logout.isVisible(), 'Log out is visible at 1280 px');
  await logout.click();
  await page.waitForURL((url) => url.pathname !== '/dashboard');
  assert.equal(await page.evaluate(() => window.localStorage.getItem('userToken')), null);
  assert.deepEqual(page.consoleErrors, []);
  await page.context().close();
});
