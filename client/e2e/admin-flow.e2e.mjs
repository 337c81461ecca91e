// An admin running the programme from the panel in Chromium (issue 10), against the real binary:
// a group created from "05/15/2031" lands on 2031-07-01 and says so; Move Up persists across a
// reload; two registered members added from the Members modal's search, one marked completed;
// a member's city edited and their trophies adjusted in the Users tab; a member disabled while
// their dashboard is open in another browser, which signs them out at once (the live socket is
// closed with 4403) without a reload; the Audit tab listing those writes; and zero axe
// violations on every modal and panel used, with the Groups tab, the Members modal and the
// Users tab usable at 360 px. Sign-in, the session-expiry path and Change Password are
// admin.e2e.mjs's.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { axe, fitsWidth, graphql, newPage, startAll, stopAll } from './harness.mjs';
import * as people from './people.mjs';

const { settled, openAdminTab: openTab } = people;
const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 900 };
// the cards format dates in the browser's locale: pin it
const CONTEXT = { locale: 'en-US', timezoneId: 'America/New_York' };

let server;
let browser;
let admin; // the admin's page, signed in, desktop width
const stamp = Date.now();
// registered members (GraphQL register, as on the site): two share a city so one search finds both
const tabitha = { name: 'Tabitha Dorcas', city: 'Joppa' };
const aeneas = { name: 'Aeneas Lydda', city: 'Joppa' };
const cornelius = { name: 'Cornelius Italicus', city: 'Caesarea' };
const rhoda = { name: 'Rhoda Doorkeeper', city: 'Jerusalem' };

async function register(who) {
  who.email = `${who.name.split(' ')[0].toLowerCase()}.${stamp}@e2e.test`;
  const res = await graphql(
    server.baseURL,
    `mutation ($input: RegisterInput!) { register(input: $input) { token user { id } } }`,
    { input: { name: who.name, email: who.email, city: who.city, mailingAddress: `1 Shore Road, ${who.city}` } },
  );
  assert.equal(res.errors, undefined, JSON.stringify(res.errors));
  who.token = res.data.register.token;
  who.id = res.data.register.user.id;
}

before(async () => {
  ({ server, browser } = await startAll());
  for (const who of [tabitha, aeneas, cornelius, rhoda]) await register(who);
});

after(() => stopAll({ server, browser }));

/** Retries `check` (which throws while not yet true) until it passes or `ms` run out. */
async function until(check, ms = 10_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (e) {
      if (Date.now() > deadline) throw e;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}


const groupList = (page) => page.getByRole('list', { name: "Groups in the admin's order" });
const groupNames = (page) => groupList(page).getByRole('heading', { level: 3 }).allTextContents();
const groupCard = (page, name) => groupList(page).getByRole('article', { name, exact: true });

/** The value shown beside a term of a group card ("Start", "Members"…). */
async function fact(card, term) {
  return card.locator('dl > div').filter({ has: card.page().locator('dt', { hasText: new RegExp(`^${term}$`) }) }).locator('dd').textContent();
}

/** The Users tab's row whose row header is the user's name. */
const userRow = (page, name) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });

/** Types a search in the Users tab and waits for the one row it finds. */
async function findUser(page, who) {
  await page.getByRole('search', { name: 'Find users' }).getByLabel('Search').fill(who.email);
  await page.getByRole('status').filter({ hasText: /^1 user found$/ }).waitFor();
  await userRow(page, who.name).waitFor();
}

test('admin signs in; a group from "05/15/2031" lands on 2031-07-01; Move Up survives a reload', async () => {
  admin = await people.adminPage(browser, server.baseURL, { viewport: DESKTOP, ...CONTEXT });

  await openTab(admin, 'Groups');
  assert.equal(new URL(admin.url()).pathname, '/admin/groups');
  const before = await groupNames(admin);
  assert.ok(before.length >= 1, 'the first start made the open group');
  assert.ok(!before.includes('July 2031 Group'));

  // New Group: Create waits for a start date; a day that does not exist is named beside it
  await admin.getByRole('button', { name: 'New Group' }).click();
  const dialog = admin.getByRole('dialog', { name: 'New Group' });
  await dialog.waitFor();
  const create = dialog.getByRole('button', { name: 'Create' });
  assert.equal(await create.isDisabled(), true, 'Create is disabled without a start date');
  assert.equal(await dialog.getByLabel('Max members').inputValue(), '50');
  await axe(admin, 'New Group modal');
  await dialog.getByLabel('Start date').fill('2027-02-30');
  await create.click();
  await dialog.getByText('Start date "2027-02-30" is not a date: February 2027 has 28 days.').waitFor();
  assert.equal(await dialog.getByLabel('Start date').getAttribute('aria-invalid'), 'true');
  await axe(admin, 'New Group modal with a field error');

  // 05/15/2031 (a US date, mid-quarter): the server moves it to the next quarter start and says so
  await dialog.getByLabel('Start date').fill('05/15/2031');
  await create.click();
  await dialog.waitFor({ state: 'detached' });
  await admin
    .getByRole('status')
    .filter({ hasText: /^July 2031 Group created\. Start moved from 2031-05-15 to 2031-07-01\b/ })
    .waitFor();
  const card = groupCard(admin, 'July 2031 Group');
  await card.waitFor();
  assert.equal(await fact(card, 'Start'), 'Jul 1, 2031');
  assert.equal(await fact(card, 'Members'), '0');
  assert.equal(await fact(card, 'Max'), '50');
  assert.equal(await card.getByText('Upcoming', { exact: true }).count(), 1, 'status chip says the word');
  assert.equal(server.psql("SELECT start_date FROM groups WHERE name = 'July 2031 Group'"), '2031-07-01');

  // Move Up once: the card swaps with the one above it, and the order is the server's after a reload
  const order = await groupNames(admin);
  const at = order.indexOf('July 2031 Group');
  assert.ok(at > 0, `the new group is not first: ${order}`);
  await admin.getByRole('button', { name: 'Move Up July 2031 Group' }).click();
  await admin.getByRole('status').filter({ hasText: /^July 2031 Group moved up\.$/ }).waitFor();
  const moved = order.slice();
  [moved[at - 1], moved[at]] = [moved[at], moved[at - 1]];
  assert.deepEqual(await groupNames(admin), moved);
  await admin.reload();
  await groupList(admin).waitFor();
  await settled(admin);
  assert.deepEqual(await groupNames(admin), moved, 'the order persisted');
});

test('Members modal: Add Members ticks two registered members → Total Members 2 / 50; Mark Completed once', async () => {
  await admin.getByRole('button', { name: 'View Members of July 2031 Group' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Members of July 2031 Group' });
  await dialog.getByRole('table', { name: 'Members' }).waitFor();
  await dialog.getByText('Total Members 0 / 50', { exact: true }).waitFor();
  await dialog.getByText('No members yet.').waitFor();
  await axe(admin, 'Members modal, empty');

  await dialog.getByRole('button', { name: 'Add Members' }).click();
  const panel = dialog.getByRole('region', { name: 'Add Members' });
  await panel.getByLabel('Search users').fill('joppa');
  const found = panel.getByRole('table', { name: 'Users matching “joppa”' });
  await until(async () =>
    assert.deepEqual((await found.getByRole('rowheader').allTextContents()).sort(), [aeneas.name, tabitha.name]),
  );
  await panel.getByRole('checkbox', { name: tabitha.name }).check();
  await panel.getByRole('checkbox', { name: aeneas.name }).check();
  await panel.getByText('2 selected · 50 seats left').waitFor();
  await axe(admin, 'Add Members panel with two ticked');
  await panel.getByRole('button', { name: 'Add 2 selected' }).click();
  await panel.waitFor({ state: 'detached' });
  await dialog.getByRole('status').filter({ hasText: /^2 members added to July 2031 Group\.$/ }).waitFor();
  await dialog.getByText('Total Members 2 / 50', { exact: true }).waitFor();
  const members = dialog.getByRole('table', { name: 'Members' });
  await members.getByRole('rowheader', { name: tabitha.name }).waitFor();
  await members.getByRole('rowheader', { name: aeneas.name }).waitFor();
  assert.equal(await members.getByRole('rowheader').count(), 2);

  // Mark Completed: once; the button is disabled afterwards and the row says so
  const mark = dialog.getByRole('button', { name: `Mark Completed ${tabitha.name}` });
  assert.equal(await mark.isDisabled(), false);
  await mark.click();
  await dialog.getByRole('status').filter({ hasText: `${tabitha.name} marked completed.` }).waitFor();
  await admin.waitForFunction(
    (name) => [...document.querySelectorAll('dialog button')].some((b) => b.textContent.startsWith('Mark Completed') && b.textContent.includes(name) && b.disabled),
    tabitha.name,
  );
  assert.equal(await mark.isDisabled(), true, 'Mark Completed is disabled once done');
  const tabithaRow = members.getByRole('row').filter({ has: admin.getByRole('rowheader', { name: tabitha.name }) });
  await tabithaRow.getByText('Completed', { exact: true }).waitFor();
  assert.equal(await dialog.getByRole('button', { name: `Mark Completed ${aeneas.name}` }).isDisabled(), false);
  await axe(admin, 'Members modal with members');

  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'detached' });
  assert.equal(await fact(groupCard(admin, 'July 2031 Group'), 'Members'), '2');
});

test('Users tab: Edit changes a city; trophies +1, Set 3, minus; the delete confirm opens and cancels', async () => {
  await openTab(admin, 'Users');
  await findUser(admin, cornelius);
  let row = userRow(admin, cornelius.name);
  assert.equal(await row.getByRole('cell').filter({ hasText: /^Caesarea$/ }).count(), 1);

  // Edit: the modal holds their values; the new city shows in the row after Save
  await admin.getByRole('button', { name: `Edit ${cornelius.name}` }).click();
  const edit = admin.getByRole('dialog', { name: 'Edit User' });
  await edit.waitFor();
  assert.equal(await edit.getByLabel('Email').inputValue(), cornelius.email);
  assert.equal(await edit.getByLabel('City').inputValue(), 'Caesarea');
  await axe(admin, 'Edit User modal');
  await edit.getByLabel('City').fill('  Caesarea Maritima ');
  await edit.getByRole('button', { name: 'Save User' }).click();
  await edit.waitFor({ state: 'detached' });
  row = userRow(admin, cornelius.name);
  await row.getByRole('cell').filter({ hasText: /^Caesarea Maritima$/ }).waitFor();
  assert.equal(server.psql(`SELECT city FROM users WHERE id = ${Number(cornelius.id)}`), 'Caesarea Maritima', 'saved trimmed');

  // Add User: the same modal, empty, its submit waiting for a name and an email
  await admin.getByRole('button', { name: 'Add User' }).click();
  const add = admin.getByRole('dialog', { name: 'Add User' });
  await add.waitFor();
  assert.equal(await add.getByRole('button', { name: 'Add User' }).isDisabled(), true);
  await axe(admin, 'Add User modal');
  await add.getByRole('button', { name: 'Cancel' }).click();
  await add.waitFor({ state: 'detached' });

  // Trophies: +1, then Set 3, then minus
  const trophies = async (n) => row.getByText(`${n} ${n === 1 ? 'trophy' : 'trophies'}`, { exact: true }).waitFor();
  await trophies(0);
  await row.getByRole('button', { name: `+1 trophy for ${cornelius.name}` }).click();
  await trophies(1);
  await row.getByLabel(`New trophy count for ${cornelius.name}`).fill('3');
  await row.getByRole('button', { name: `Set trophies for ${cornelius.name}` }).click();
  await trophies(3);
  assert.equal(await row.getByLabel(`New trophy count for ${cornelius.name}`).inputValue(), '', 'Set clears the field');
  await row.getByRole('button', { name: `Remove a trophy from ${cornelius.name}` }).click();
  await trophies(2);
  assert.equal(server.psql(`SELECT trophies_count FROM users WHERE id = ${Number(cornelius.id)}`), '2');

  // Delete asks first; Cancel keeps the user
  await admin.getByRole('button', { name: `Delete ${cornelius.name}` }).click();
  const confirm = admin.getByRole('dialog', { name: 'Delete user' });
  await confirm.getByText('Delete this user?', { exact: true }).waitFor();
  await confirm.getByText(cornelius.email, { exact: false }).waitFor();
  await axe(admin, 'delete confirm');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await confirm.waitFor({ state: 'detached' });
  await userRow(admin, cornelius.name).waitFor();
  assert.equal(server.psql(`SELECT count(*) FROM users WHERE id = ${Number(cornelius.id)}`), '1');
});

test("disabling a member signs out their open dashboard at once: the socket closes 4403, no reload", async (t) => {
  const member = await newPage(browser, server.baseURL, { viewport: DESKTOP, ...CONTEXT });
  // every websocket's close code, as the page sees it
  await member.addInitScript(() => {
    window.__closes = [];
    const Native = window.WebSocket;
    window.WebSocket = class extends Native {
      constructor(...args) {
        super(...args);
        this.addEventListener('close', (e) => window.__closes.push(e.code));
      }
    };
  });
  await member.addInitScript(
    ([token, data]) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('userToken', token);
        localStorage.setItem('userData', data);
        sessionStorage.setItem('seeded', '1');
      }
    },
    [rhoda.token, JSON.stringify({ name: rhoda.name, trophies_count: 0 })],
  );
  const acked = new Promise((ok, fail) => {
    const timer = setTimeout(() => fail(new Error('the dashboard opened no live socket in 10 s')), 10_000);
    member.on('websocket', (ws) =>
      ws.on('framereceived', (f) => {
        if (String(f.payload).includes('connection_ack')) {
          clearTimeout(timer);
          ok();
        }
      }),
    );
  });
  assert.equal((await graphql(server.baseURL, 'query { me { id } }', {}, rhoda.token)).data?.me?.id, rhoda.id);
  await member.goto('/dashboard');
  await member.getByRole('heading', { level: 1, name: 'Welcome back, Rhoda' }).waitFor();
  await acked; // the live feed is open
  await member.evaluate(() => (window.__sameDocument = true));

  await findUser(admin, rhoda);
  const row = userRow(admin, rhoda.name);
  await row.getByText('Active', { exact: true }).waitFor();
  const t0 = Date.now();
  await admin.getByRole('button', { name: `Disable ${rhoda.name}` }).click();
  await row.getByText('Inactive', { exact: true }).waitFor();
  await admin.getByRole('button', { name: `Enable ${rhoda.name}` }).waitFor();

  // the member's tab, untouched: the login screen says why (the account is disabled, not a
  // session that expired), within a few seconds
  await member.getByRole('heading', { level: 1, name: 'Welcome Back' }).waitFor({ timeout: 5_000 });
  await member.getByRole('status').filter({ hasText: /^This account is disabled\. Please contact the programme team\.$/ }).waitFor();
  assert.equal(await member.getByText('Your session has expired. Please log in again.').count(), 0);
  const seconds = (Date.now() - t0) / 1000;
  t.diagnostic(`the dashboard was signed out ${seconds.toFixed(2)} s after Disable was clicked`);
  assert.ok(seconds < 5, `signed out after ${seconds}s`);
  assert.equal(new URL(member.url()).pathname, '/login');
  assert.equal(await member.evaluate(() => window.__sameDocument), true, 'no reload');
  assert.ok((await member.evaluate(() => window.__closes)).includes(4403), 'the live socket was closed with 4403');
  assert.equal(await member.evaluate(() => localStorage.getItem('userToken')), null);
  assert.equal(await member.getByText('Welcome back, Rhoda').count(), 0);
  assert.deepEqual(member.consoleErrors, [], 'the member page signed out cleanly');
  // and the token the dashboard held is refused from now on
  const again = await graphql(server.baseURL, 'query { me { id } }', {}, rhoda.token);
  assert.equal(again.errors?.[0]?.extensions?.code, 'forbidden', JSON.stringify(again));
  await member.context().close();
});

test('Audit tab lists the writes just made', async () => {
  await openTab(admin, 'Audit');
  const table = admin.getByRole('table', { name: 'Audit log, newest first' });
  await table.getByRole('row').nth(1).waitFor();
  const actions = await table.locator('code').allTextContents();
  for (const action of ['group.create', 'group.reorder', 'group.member.add', 'group.member.complete', 'user.update', 'user.trophies', 'user.status']) {
    assert.ok(actions.includes(action), `Audit lists ${action}: ${actions}`);
  }
  // newest first: the last write was the disable, with its change
  assert.equal(actions[0], 'user.status');
  const newest = table.getByRole('row').nth(1);
  await newest.getByText('status: active → inactive', { exact: true }).waitFor();
  await newest.getByText(`user ${rhoda.id}`, { exact: true }).waitFor();
  const edit = table.getByRole('row').filter({ has: admin.locator('code', { hasText: /^user\.update$/ }) });
  await edit.getByText('city: Caesarea → Caesarea Maritima').waitFor();
  await axe(admin, 'Audit tab');
});

test('at 360 px: the Groups tab, the Members modal and the Users tab fit and are axe-clean', async () => {
  await admin.setViewportSize(PHONE);
  await openTab(admin, 'Groups');
  await groupCard(admin, 'July 2031 Group').waitFor();
  await fitsWidth(admin, 'Groups at 360px');
  await axe(admin, 'Groups at 360px');

  await admin.getByRole('button', { name: 'View Members of July 2031 Group' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Members of July 2031 Group' });
  await dialog.getByRole('table', { name: 'Members' }).getByRole('rowheader', { name: tabitha.name }).waitFor();
  await settled(admin);
  await fitsWidth(admin, 'Members modal at 360px');
  await axe(admin, 'Members modal at 360px');
  // its own box fits the screen too (nothing to scroll sideways inside the modal but the table)
  const box = await dialog.boundingBox();
  assert.ok(box && box.x >= 0 && box.x + box.width <= PHONE.width, `Members modal is ${JSON.stringify(box)}`);
  await dialog.getByRole('button', { name: 'Add Members' }).click();
  await dialog.getByRole('region', { name: 'Add Members' }).getByRole('table').waitFor();
  await settled(admin);
  await fitsWidth(admin, 'Add Members at 360px');
  await axe(admin, 'Add Members at 360px');
  await admin.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });

  await openTab(admin, 'Users');
  await userRow(admin, cornelius.name).waitFor();
  await fitsWidth(admin, 'Users at 360px');
  await axe(admin, 'Users at 360px');
  assert.deepEqual(admin.consoleErrors.filter((e) => !/status of 40[13]/.test(e)), []);
});

test('at 360 px: an ended group is archived behind a confirm, kept under Archived, left out of the Users filter, and unarchived', async () => {
  await admin.setViewportSize(PHONE);
  await openTab(admin, 'Groups');
  // a group that ended in 2024: the calendar has it completed
  await admin.getByRole('button', { name: 'New Group' }).click();
  const create = admin.getByRole('dialog', { name: 'New Group' });
  await create.getByLabel('Start date').fill('2024-01-01');
  await create.getByLabel('Name').fill('Archive Trial Group');
  await create.getByRole('button', { name: 'Create' }).click();
  await create.waitFor({ state: 'detached' });
  const card = groupCard(admin, 'Archive Trial Group');
  await card.getByText('Completed').waitFor();

  await card.getByRole('button', { name: 'Archive Archive Trial Group' }).click();
  const confirm = admin.getByRole('dialog', { name: 'Archive group' });
  await confirm.getByText('Archive this group?').waitFor();
  await settled(admin);
  await fitsWidth(admin, 'Archive confirm at 360px');
  await axe(admin, 'Archive confirm at 360px');
  await confirm.getByRole('button', { name: 'Archive', exact: true }).click();
  await confirm.waitFor({ state: 'detached' });
  await until(async () => assert.ok(!(await groupNames(admin)).includes('Archive Trial Group')));

  await admin.getByText(/^Archived \(\d+\)$/).click();
  const archived = admin.getByRole('list', { name: 'Archived groups' });
  await archived.getByRole('article', { name: 'Archive Trial Group' }).waitFor();
  await settled(admin);
  await fitsWidth(admin, 'Archived section at 360px');
  await axe(admin, 'Archived section at 360px');

  await openTab(admin, 'Users');
  const filter = admin.getByRole('combobox', { name: 'Group' });
  await filter.getByRole('option', { name: /^July 2031 Group/ }).waitFor({ state: 'attached' });
  assert.equal(await filter.getByRole('option', { name: /^Archive Trial Group/ }).count(), 0);

  await openTab(admin, 'Groups');
  await admin.getByText(/^Archived \(\d+\)$/).click();
  await archived.getByRole('button', { name: 'Unarchive Archive Trial Group' }).click();
  await groupCard(admin, 'Archive Trial Group').waitFor();
  // back on the Users tab, where the next test starts
  await openTab(admin, 'Users');
  await userRow(admin, cornelius.name).waitFor();
  assert.deepEqual(admin.consoleErrors.filter((e) => !/status of 40[13]/.test(e)), []);
});

test('at 360 px: the waiting list, and removing one network\'s registrations after the dialog says how many', async () => {
  // every member here registered from this machine: the network stored with them is its address
  const network = server.psql(`SELECT registered_network FROM users WHERE id = ${Number(tabitha.id)}`);
  assert.ok(network, 'the registration stored its network');
  const members = Number(server.psql(`SELECT count(*) FROM users WHERE registered_network = '${network}' AND role = 'user'`));
  assert.ok(members >= 4, `${members} members registered from ${network}`);

  const find = admin.getByRole('search', { name: 'Find users' });
  await find.getByLabel('List').selectOption({ label: 'Waiting list (oldest first)' });
  await admin.getByRole('table', { name: 'Waiting list, oldest first' }).waitFor();
  await settled(admin);
  await fitsWidth(admin, 'Waiting list at 360px');
  await axe(admin, 'Waiting list at 360px');
  await find.getByLabel('List').selectOption({ label: 'All users' });

  await find.getByLabel('Network').fill(network);
  await userRow(admin, tabitha.name).getByText(`from ${network}`).waitFor();
  await admin.getByRole('button', { name: `Remove registrations from ${network}` }).click();
  const dialog = admin.getByRole('dialog', { name: 'Remove registrations from a network' });
  await dialog.getByText(`This removes ${members} member accounts registered from ${network}`, { exact: false }).waitFor();
  assert.equal(server.psql(`SELECT count(*) FROM users WHERE registered_network = '${network}'`), String(members), 'nothing removed yet');
  await settled(admin);
  await fitsWidth(admin, 'network removal dialog at 360px');
  await axe(admin, 'network removal dialog at 360px');

  await dialog.getByRole('button', { name: `Remove ${members} accounts` }).click();
  await dialog.waitFor({ state: 'detached' });
  await admin.getByText(`Removed ${members} member accounts registered from ${network}.`).waitFor();
  assert.equal(server.psql(`SELECT count(*) FROM users WHERE registered_network = '${network}'`), '0');
  assert.equal(server.psql(`SELECT count(*) FROM users WHERE role = 'admin'`) !== '0', true, 'the admin stays');
  assert.equal(
    server.psql(`SELECT count(*) FROM groups g WHERE member_count <> (SELECT count(*) FROM group_members m WHERE m.group_id = g.id)`),
    '0',
    'seats counted down',
  );
  assert.deepEqual(admin.consoleErrors.filter((e) => !/status of 40[13]/.test(e)), []);
  await admin.context().close();
});
