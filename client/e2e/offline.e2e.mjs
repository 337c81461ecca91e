// Offline reading and the offline queue (issue 30) in Chromium against the real binary, at 360 px:
// a member opens the dashboard and the board, the connection goes (context.setOffline): the page
// says so, the cached screens stay readable, and a post, a milestone's missing days and a
// check-in made offline each show "Waiting to send"; when the connection returns they are sent,
// the post is on the board once although two tabs flush; the cache kept in IndexedDB brings the
// dashboard back on a reload whose GraphQL requests fail; a post the server refuses on replay
// shows the server's words with Discard.
// (A reload with the network fully off, through the service worker, is pwa.e2e.mjs's.)
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { axe, fitsWidth, startAll, stopAll } from './harness.mjs';
import { anotherTab, cacheKept, memberContext, openFromMenu, registerMember, settled } from './people.mjs';

const PHONE = { width: 360, height: 780 };
const OFFLINE_TEXT =
  'You are offline. What you post or report is kept on this device and sent when the connection returns.';
const LABEL = 'Cumulative missing days';

let server;
let browser;
let member;

before(async () => {
  ({ server, browser } = await startAll());
  member = await registerMember(server.baseURL, 'Lydia Traveller', `lydia.${Date.now()}@e2e.test`);
  // a group of her own well under way (day 101 to 192 of its journey, in UTC): The Law is open
  // for entries and today can be checked in
  server.psql(`
    INSERT INTO groups (name, status, start_date, end_date, registration_deadline)
    SELECT 'E2E Offline Group', 'active', d, d + 364, d + 14
    FROM (SELECT date_trunc('quarter', (now() AT TIME ZONE 'UTC')::date - 100)::date AS d) s;
    UPDATE group_members SET group_id = (SELECT id FROM groups WHERE name = 'E2E Offline Group') WHERE user_id = ${Number(member.id)};
    UPDATE member_settings SET time_zone = 'UTC' WHERE user_id = ${Number(member.id)};
    UPDATE groups SET member_count = (SELECT count(*) FROM group_members m WHERE m.group_id = groups.id)`);
});

after(() => stopAll({ server, browser }));

const uid = () => Number(member.id);
const postsOf = (content) => server.psql(`SELECT count(*) FROM messages WHERE content = '${content}'`);
const banner = (page) => page.getByRole('status').filter({ hasText: OFFLINE_TEXT });
const milestoneCard = (page, name) => page.getByRole('article', { name });

test('offline: the banner, cached screens, and a post, an entry and a check-in sent once when back', async () => {
  const { context, first: page } = await memberContext(browser, server.baseURL, member, { viewport: PHONE });
  page.setDefaultTimeout(10_000);
  await page.goto('/dashboard');
  await page.getByRole('heading', { level: 1, name: 'Welcome back, Lydia' }).waitFor();
  await settled(page);
  await openFromMenu(page, 'Messages', '/messages');
  await page.getByRole('button', { name: 'Post Message' }).waitFor();
  await settled(page);
  await cacheKept(page, '"board(');
  // a second tab on the board: when the connection returns both flush the queue
  const second = await anotherTab(context);
  second.setDefaultTimeout(10_000);
  await second.goto('/messages');
  await second.getByRole('button', { name: 'Post Message' }).waitFor();

  await context.setOffline(true);
  await banner(page).waitFor();
  await axe(page, 'the offline banner at 360 px', '.offline-banner-slot');
  await fitsWidth(page, 'the board offline');

  // a post made offline waits under the form's button, on the board
  await page.getByRole('button', { name: 'Post Message' }).click();
  const dialog = page.getByRole('dialog', { name: 'Post a Message' });
  await dialog.getByRole('textbox', { name: 'Your message' }).fill('Written in the tunnel');
  await dialog.getByRole('button', { name: 'Post Message' }).click();
  await dialog.waitFor({ state: 'detached' });
  const queued = page.getByRole('list', { name: 'Your messages waiting to send' });
  await queued.getByText('Written in the tunnel').waitFor();
  await queued.getByText('Waiting to send').waitFor();
  // the other tab shows it too (the queue is the device's)
  await second.getByRole('list', { name: 'Your messages waiting to send' }).getByText('Written in the tunnel').waitFor();

  // the dashboard, read from the cache offline: a milestone's entry and today's check-in wait
  await openFromMenu(page, 'Dashboard', '/dashboard');
  await page.getByRole('heading', { level: 1, name: 'Welcome back, Lydia' }).waitFor();
  const law = milestoneCard(page, 'The Law');
  await law.getByLabel(LABEL).fill('4');
  await law.getByText('Waiting to send').waitFor({ timeout: 15_000 });
  const todayCard = page.getByRole('region', { name: 'Today' });
  const read = todayCard.getByRole('button', { name: 'I read today' });
  const offersCheckIn = (await read.count()) > 0;
  if (offersCheckIn) {
    await read.click();
    await todayCard.getByText('Waiting to send').waitFor();
  }
  assert.equal(postsOf('Written in the tunnel'), '0');
  assert.equal(server.psql(`SELECT count(*) FROM milestone_progress WHERE user_id = ${uid()}`), '0');
  assert.equal(server.psql(`SELECT count(*) FROM check_ins WHERE user_id = ${uid()}`), '0');

  // back online: everything is sent, once, though both tabs flush
  await context.setOffline(false);
  await banner(page).waitFor({ state: 'detached' });
  await law.getByText('Waiting to send').waitFor({ state: 'detached', timeout: 15_000 });
  if (offersCheckIn) await todayCard.getByText('Waiting to send').waitFor({ state: 'detached' });
  await second.getByRole('list', { name: 'Your messages waiting to send' }).waitFor({ state: 'detached' });
  await second.getByRole('list', { name: 'Messages, newest first' }).getByText('Written in the tunnel').waitFor();
  assert.equal(postsOf('Written in the tunnel'), '1');
  assert.equal(server.psql(`SELECT missing_days FROM milestone_progress WHERE user_id = ${uid()} AND milestone_id = 1`), '4');
  assert.equal(await law.getByLabel(LABEL).inputValue(), '4');
  if (offersCheckIn) {
    assert.equal(server.psql(`SELECT answer FROM check_ins WHERE user_id = ${uid()}`), 'read');
    await todayCard.getByText('Checked in: you read today.').waitFor();
  }
  assert.equal(server.psql(`SELECT count(*) FROM client_keys WHERE user_id = ${uid()}`), offersCheckIn ? '3' : '2');
  await openFromMenu(page, 'Messages', '/messages');
  await page.getByRole('list', { name: 'Messages, newest first' }).getByText('Written in the tunnel').waitFor();
  assert.equal(await page.getByText('Written in the tunnel').count(), 1, 'the post is listed once');
  // Chromium's own reports of the network being off; "fetching the script" is its check of
  // /sw.js when the app registers the worker after the load event and that falls while offline
  const offlineNoise = /ERR_INTERNET_DISCONNECTED|Failed to fetch|WebSocket|status of 4\d\d|An unknown error occurred when fetching the script/;
  assert.deepEqual(page.consoleErrors.filter((e) => !offlineNoise.test(e)), []);
  await context.close();
});

test('the cache kept on the device shows the dashboard when the server cannot be reached on a reload', async () => {
  const { context, first: page } = await memberContext(browser, server.baseURL, member, { viewport: PHONE });
  page.setDefaultTimeout(10_000);
  await page.goto('/dashboard');
  await page.getByRole('heading', { level: 1, name: 'Welcome back, Lydia' }).waitFor();
  await settled(page);
  await cacheKept(page, '"welcomeName":"Lydia"');
  // the page's files still come (no service worker yet); every GraphQL request fails
  await context.route('**/graphql', (route) => route.abort('internetdisconnected'));
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Welcome back, Lydia' }).waitFor();
  assert.equal(await milestoneCard(page, 'The Law').getByLabel(LABEL).inputValue(), '4');
  await page.getByText(/Could not refresh your dashboard/).waitFor();
  await context.close();
});

test('a post the server refuses when it is sent shows the server\'s words on it, with Discard', async () => {
  const { context, first: page } = await memberContext(browser, server.baseURL, member, { viewport: PHONE });
  page.setDefaultTimeout(10_000);
  await page.goto('/messages');
  await page.getByRole('button', { name: 'Post Message' }).waitFor();
  await settled(page);
  await context.setOffline(true);
  await banner(page).waitFor();
  await page.getByRole('button', { name: 'Post Message' }).click();
  const dialog = page.getByRole('dialog', { name: 'Post a Message' });
  await dialog.getByRole('textbox', { name: 'Your message' }).fill('Sent after I left');
  await dialog.getByRole('button', { name: 'Post Message' }).click();
  const queued = page.getByRole('list', { name: 'Your messages waiting to send' });
  await queued.getByText('Waiting to send').waitFor();
  // meanwhile the programme team took her out of her group
  server.psql(`DELETE FROM group_members WHERE user_id = ${uid()}`);
  await context.setOffline(false);
  const refusal = queued.getByRole('alert');
  await refusal.getByText(/Not sent:.*not in a group yet/).waitFor({ timeout: 15_000 });
  await axe(page, 'a refused post at 360 px', '.queued-posts');
  assert.equal(postsOf('Sent after I left'), '0');
  await refusal.getByRole('button', { name: 'Discard this message' }).click();
  await queued.waitFor({ state: 'detached' });
  await context.close();
});
