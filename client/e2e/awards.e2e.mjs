// Awards end to end (issue 11) in Chromium against the real binary: a member completes all eight
// milestones and their dashboard asks for the trophy; the admin finds the pending request in the
// Progress tab and approves it; the member's dashboard then shows the award and /awards shows them
// under Bronze. A visitor's legacy claim from /legacy is approved from the Progress tab's queue, the
// owner of its address confirms from the mailed link, and the person appears under their tier. Zero axe violations on every screen used; /awards and
// /legacy usable at 360 px.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { axe, fitsWidth, graphql, newPage, startAll, stopAll } from './harness.mjs';
import * as people from './people.mjs';

const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 900 };
const CONTEXT = { locale: 'en-US', timezoneId: 'America/New_York' };

let server;
let browser;
let admin; // the admin's page, signed in
const stamp = Date.now();
const member = { name: 'Lois Timothy', city: 'Lystra' };
const legacy = { name: 'Eunice Heritage', city: 'Derbe', journeys: 7, year: 2019 };

before(async () => {
  ({ server, browser } = await startAll());
  member.email = `lois.${stamp}@e2e.test`;
  legacy.email = `eunice.${stamp}@e2e.test`;
  const res = await graphql(
    server.baseURL,
    `mutation ($input: RegisterInput!) { register(input: $input) { token user { id } group { name } } }`,
    { input: { name: member.name, email: member.email, city: member.city, mailingAddress: `2 Hill Road, ${member.city}` } },
  );
  assert.equal(res.errors, undefined, JSON.stringify(res.errors));
  member.token = res.data.register.token;

  // A journey needs its group's day 365, which the real clock never gives a group that starts on a
  // quarter day and is still open for entries; so the member read with a group that has ended,
  // reported all eight milestones caught up and asked for the trophy, as the demo's waiting
  // members did.
  member.groupName = 'E2E Finished Group';
  server.psql(`
    INSERT INTO groups (name, status, start_date, end_date, registration_deadline)
    SELECT '${member.groupName}', 'completed', d, d + 364, d + 14
    FROM (SELECT date_trunc('quarter', (now() AT TIME ZONE 'UTC')::date - 365)::date AS d) s;
    DELETE FROM group_members WHERE user_id = ${Number(res.data.register.user.id)};
    INSERT INTO group_members (group_id, user_id)
    SELECT id, ${Number(res.data.register.user.id)} FROM groups WHERE name = '${member.groupName}';
    UPDATE groups SET member_count = (SELECT count(*) FROM group_members m WHERE m.group_id = groups.id);
    INSERT INTO milestone_progress (user_id, group_id, milestone_id, missing_days, days_completed, percentage, grade, completed)
    SELECT m.user_id, m.group_id, x.id, 0, x.day, 100, 'A', true
    FROM group_members m, (VALUES (1, 70), (2, 152), (3, 209), (4, 262), (5, 275), (6, 317), (7, 360), (8, 365)) x (id, day)
    WHERE m.user_id = ${Number(res.data.register.user.id)};
    INSERT INTO trophy_requests (user_id, group_id, type, description)
    SELECT user_id, group_id, 'journey_completion', 'Completed all 8 milestones' FROM group_members
    WHERE user_id = ${Number(res.data.register.user.id)}`);
});

after(() => stopAll({ server, browser }));

/** A page signed in as the member (the token is in localStorage before the app starts). */
async function memberPage(viewport) {
  const page = await newPage(browser, server.baseURL, { viewport, ...CONTEXT });
  page.setDefaultTimeout(10_000);
  await page.addInitScript(
    ([token, data]) => {
      window.localStorage.setItem('userToken', token);
      window.localStorage.setItem('userData', data);
    },
    [member.token, JSON.stringify({ name: member.name, trophies_count: 0 })],
  );
  return page;
}

const adminPage = () => people.adminPage(browser, server.baseURL, { viewport: DESKTOP, ...CONTEXT });
const { settled } = people;
const openProgress = (page) => people.openAdminTab(page, 'Progress');

const tierButton = (page, tier) => page.getByRole('button', { name: new RegExp(`^${tier}\\b`) });

test('a member completes the journey; the admin approves it; the award shows on the dashboard and under Bronze', async () => {
  // the member's finished group stays theirs: the dashboard shows the journey complete and the request waiting
  const page = await memberPage(DESKTOP);
  await page.goto('/dashboard');
  await page.getByRole('heading', { level: 2, name: 'Journey Complete!' }).waitFor();
  await page.getByText('Trophy request status: Pending').waitFor();

  admin = await adminPage();
  await openProgress(admin);
  await axe(admin, 'Progress tab');
  const find = admin.getByRole('search', { name: "Find members' progress" });
  await find.getByLabel('Trophy request').selectOption({ label: 'Pending' });
  await find.getByLabel('Search').fill(member.email);
  const row = admin.getByRole('row').filter({ hasText: member.name });
  await row.getByText('Journey Completion').waitFor();
  await row.getByText('8 / 8').waitFor();
  assert.match(await row.textContent(), /pending/i, 'the status chip says the word');

  // Reject opens its dialog (axe), Cancel keeps the request; Approve decides it
  await row.getByRole('button', { name: `Reject Journey Completion for ${member.name}, ${member.groupName}` }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel('Reason').waitFor();
  await axe(admin, 'Reject dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });

  await row.getByRole('button', { name: `Approve Journey Completion for ${member.name}, ${member.groupName}` }).click();
  await admin.getByRole('status').filter({ hasText: `Approved ${member.name}'s Journey Completion.` }).waitFor();
  const decided = server.psql(
    `SELECT u.trophies_count || ' ' || u.award_approved || ' ' || (SELECT count(*) FROM awards a WHERE a.user_id = u.id) FROM users u WHERE u.email = '${member.email}'`,
  );
  assert.equal(decided, '1 true 1', 'one trophy, approved for the Awards page, one award');

  // the dashboard's Awards card shows the award; View All leads to /awards
  await page.reload();
  const awards = page.getByRole('list', { name: 'Most recent awards' });
  await awards.getByText('Journey Completion').waitFor();
  await page.getByRole('link', { name: /View All/ }).click();
  await page.waitForURL((url) => url.pathname === '/awards');
  await page.getByRole('heading', { level: 2, name: `Congratulations, ${member.name}!` }).waitFor();

  // their own tier (Bronze) is open first, and lists them with one journey
  const bronze = tierButton(page, 'Bronze');
  assert.equal(await bronze.getAttribute('aria-expanded'), 'true');
  const bronzeCards = page.getByRole('list', { name: 'Bronze members' });
  await bronzeCards.getByRole('listitem').filter({ hasText: member.name }).filter({ hasText: '1 journey' }).waitFor();
  await axe(page, '/awards with Bronze open');

  // only one tier is open at a time; an empty tier says so
  await tierButton(page, 'Diamond').click();
  assert.equal(await tierButton(page, 'Diamond').getAttribute('aria-expanded'), 'true');
  assert.equal(await bronze.getAttribute('aria-expanded'), 'false');
  await page.getByText('No entries', { exact: true }).waitFor();
  await axe(page, '/awards with an empty tier open');
  await page.setViewportSize(PHONE);
  await fitsWidth(page, '/awards at 360 px');
  await page.close();
});

test("a visitor's legacy claim is approved from the Progress tab, confirmed from the mail, and appears under its tier", async () => {
  const visitor = await newPage(browser, server.baseURL, { viewport: PHONE, ...CONTEXT });
  visitor.setDefaultTimeout(10_000);
  await visitor.goto('/legacy');
  assert.equal(await visitor.getByRole('navigation', { name: /main/i }).count(), 0, '/legacy has no navigation');
  await visitor.getByLabel('Name').fill(legacy.name);
  await visitor.getByLabel('Email').fill(legacy.email);
  await visitor.getByLabel('City').fill(legacy.city);
  await visitor.getByLabel('Number of completed journeys').fill('0');
  await visitor.getByRole('button', { name: 'Send for review' }).click();
  assert.equal(await visitor.getByLabel('Number of completed journeys').getAttribute('aria-invalid'), 'true', '0 journeys is refused');
  await axe(visitor, '/legacy with a field error');
  await visitor.getByLabel('Number of completed journeys').fill(String(legacy.journeys));
  await visitor.getByLabel('Year of last completion').fill(String(legacy.year));
  await visitor.getByRole('button', { name: 'Send for review' }).click();
  await visitor.getByText('Thank you!').waitFor();
  await axe(visitor, '/legacy after sending');
  await fitsWidth(visitor, '/legacy at 360 px');
  assert.equal(server.psql(`SELECT status || ' ' || completed_journeys FROM legacy_requests WHERE email = '${legacy.email}'`), 'pending 7');
  await visitor.close();

  await admin.reload();
  await openProgress(admin);
  const queue = admin.getByRole('region', { name: 'Legacy claims' });
  await queue.getByText(legacy.email).waitFor();
  await axe(admin, 'Progress tab with a pending legacy claim');
  await queue.getByRole('button', { name: `Approve the legacy claim of ${legacy.name} (${legacy.email})` }).click();
  await queue.getByRole('status').filter({ hasText: `Approved ${legacy.name}'s legacy claim of 7 journeys.` }).waitFor();
  assert.equal(
    server.psql(`SELECT count(*) FROM users WHERE lower(email) = lower('${legacy.email}')`),
    '0',
    'the approval made no account: the owner of the address has not confirmed',
  );

  // the owner of the address follows the mailed link: opening it changes nothing, Confirm counts
  const mailText = server.psql(
    `SELECT body_text FROM email_outbox WHERE kind = 'legacy_confirm' AND lower(to_address) = lower('${legacy.email}')`,
  );
  const token = /\/legacy\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mailText)?.[1];
  assert.ok(token, `the confirmation mail has a link: ${mailText}`);
  const owner = await newPage(browser, server.baseURL, { viewport: PHONE, ...CONTEXT });
  owner.setDefaultTimeout(10_000);
  await owner.goto(`/legacy/confirm?token=${token}`);
  await owner.getByRole('heading', { level: 1, name: 'Confirm Your Past Journeys' }).waitFor();
  assert.equal(server.psql(`SELECT count(*) FROM users WHERE lower(email) = lower('${legacy.email}')`), '0', 'opening the link changed nothing');
  await axe(owner, '/legacy/confirm');
  await owner.getByRole('button', { name: 'Confirm' }).click();
  await owner.getByRole('heading', { level: 1, name: 'Your Journeys Are Counted' }).waitFor();
  await owner.getByRole('status').filter({ hasText: 'Your account was created with 7 completed journeys' }).waitFor();
  await axe(owner, '/legacy/confirm after confirming');
  await fitsWidth(owner, '/legacy/confirm at 360 px');
  await owner.close();
  assert.equal(
    server.psql(`SELECT trophies_count || ' ' || award_approved FROM users WHERE lower(email) = lower('${legacy.email}')`),
    '7 true',
    'confirming made the account with the claimed journeys, approved for the Awards page',
  );

  // the member's Awards page: Platinum (7-9) now lists the legacy person with 7 journeys
  const page = await memberPage(DESKTOP);
  await page.goto('/awards');
  await tierButton(page, 'Platinum').click();
  const platinum = page.getByRole('list', { name: 'Platinum members' });
  await platinum.getByRole('listitem').filter({ hasText: legacy.name }).filter({ hasText: '7 journeys' }).waitFor();
  assert.match(await tierButton(page, 'Platinum').textContent(), /1 member\b/);
  await axe(page, '/awards with Platinum open');
  await page.close();
});
