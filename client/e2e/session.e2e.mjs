// One tab, two members: member A signs in, sees their dashboard and logs out; member B signs in
// on the same tab (no reload, so the app's memory is what A left) and must never see A's name,
// group, milestones or unread count: not while B's answers are still on their way (they are held
// back), and not after they arrive.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { graphql, newPage, startAll, stopAll } from './harness.mjs';

let server;
let browser;
let anna; // member A: in the open group, a saved milestone, one unread message
let ben; // member B: in another group, nothing saved, nothing unread

async function register(name) {
  const email = `${name.split(' ')[0].toLowerCase()}.${Date.now()}@e2e.test`;
  const res = await graphql(
    server.baseURL,
    `mutation ($input: RegisterInput!) { register(input: $input) { token user { id name } group { name startDate } } }`,
    { input: { name, email, city: 'Corinth', mailingAddress: '2 Harbour Road, Corinth' } },
  );
  assert.equal(res.errors, undefined, JSON.stringify(res.errors));
  const { token, user, group } = res.data.register;
  return { token, email, name: user.name, first: user.name.split(' ')[0], userId: user.id, group };
}

async function must(query, token) {
  const res = await graphql(server.baseURL, query, {}, token);
  assert.equal(res.errors, undefined, JSON.stringify(res.errors));
  return res.data;
}

before(async () => {
  ({ server, browser } = await startAll());
  anna = await register('Priscilla Tentmaker');
  ben = await register('Barnabas Encourager');
  const friend = await register('Lydia Seller');

  // Anna and her friend read with this quarter's group, under way, so The Law takes entries (a
  // milestone opens on its first day: the open group has not started).
  server.psql(`
    UPDATE group_members SET group_id = (SELECT id FROM groups
      WHERE start_date = date_trunc('quarter', (now() AT TIME ZONE 'UTC')::date)::date ORDER BY id LIMIT 1)
    WHERE user_id IN (${Number(anna.userId)}, ${Number(friend.userId)});
    UPDATE groups SET member_count = (SELECT count(*) FROM group_members m WHERE m.group_id = groups.id)`);
  const [name, startDate] = server
    .psql(`SELECT g.name || '|' || g.start_date FROM group_members m JOIN groups g ON g.id = m.group_id WHERE m.user_id = ${Number(anna.userId)}`)
    .split('|');
  anna.group = { name, startDate };

  // Ben reads with another group, so nothing of Anna's group is his.
  server.psql(`
    INSERT INTO groups (name, start_date, end_date, registration_deadline)
    SELECT 'E2E Other Group', d, d + 364, d + 14
    FROM (SELECT (DATE '${anna.group.startDate}' + INTERVAL '24 months')::date AS d) s;
    UPDATE group_members SET group_id = (SELECT id FROM groups WHERE name = 'E2E Other Group')
    WHERE user_id = ${Number(ben.userId)}`);

  await must('mutation { setMissingDays(milestoneId: 1, missingDays: 7) { key } }', anna.token); // 63/70
  await must('mutation { postMessage(input: { content: "Keep going, Priscilla!" }) { id } }', friend.token);
});

after(() => stopAll({ server, browser }));

async function signIn(page, who) {
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Full name').fill(who.name);
  await page.getByRole('button', { name: 'Log In' }).click();
}

test("member B never sees member A's dashboard on the same tab, before or after the network answers", async () => {
  const page = await newPage(browser, server.baseURL, { viewport: { width: 1280, height: 900 } });

  // A: signs in and sees their own dashboard
  await page.goto('/login');
  await signIn(page, anna);
  await page.getByRole('heading', { level: 1, name: `Welcome back, ${anna.first}` }).waitFor();
  await page.getByText(anna.group.name).first().waitFor();
  await page.getByText('63/70').waitFor();
  await page.getByTestId('unread-badge').waitFor();

  // A logs out; the app goes home. Back to the sign-in form without a reload.
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).click();
  await page.getByRole('heading', { level: 1, name: 'Welcome Back' }).waitFor();

  // From here on, record anything of A's that ever shows, and hold every answer back.
  const needles = [anna.first, anna.group.name, '63/70'];
  await page.evaluate((needles) => {
    window.__leaks = [];
    const check = () => {
      const text = document.body.innerText;
      for (const n of needles) if (text.includes(n)) window.__leaks.push(n);
      const badge = document.querySelector('[data-testid="unread-badge"], .nav-toggle-badge');
      if (badge) window.__leaks.push(`unread badge ${badge.textContent}`);
    };
    new MutationObserver(check).observe(document.body, { subtree: true, childList: true, characterData: true });
    check();
  }, needles);
  let held = 0;
  const passing = [];
  await page.route('**/graphql', (route) => {
    held++;
    const passed = (async () => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue().catch(() => {});
      await route.request().response().catch(() => {});
    })();
    passing.push(passed);
    return passed;
  });

  // B signs in: the dashboard opens while B's answers are still held back
  await signIn(page, ben);
  await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 15_000 });
  const early = await page.evaluate(() => document.body.innerText);
  for (const n of needles) assert.ok(!early.includes(n), `before B's answers: the page shows A's "${n}":\n${early}`);

  // B's answers arrive: B's own dashboard, still nothing of A's
  await page.getByRole('heading', { level: 1, name: `Welcome back, ${ben.first}` }).waitFor({ timeout: 20_000 });
  await page.getByText('E2E Other Group').first().waitFor();
  // B's group has not started: his milestones are locked, and nothing of A's is there.
  await page.getByRole('article', { name: 'The Law' }).getByText(/Opens on day 1, /).waitFor();
  // the page has settled once every held-back request (the badge's unread count too) has its
  // answer and the page has drawn a frame after the last one
  for (let seen = -1; seen !== passing.length; ) {
    seen = passing.length;
    await Promise.all(passing);
  }
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  assert.ok(held >= 2, `expected the sign-in and the dashboard to go through the delay, saw ${held}`);
  const leaks = await page.evaluate(() => window.__leaks);
  assert.deepEqual([...new Set(leaks)], [], 'A\'s data showed while B was signed in');
  assert.equal(await page.getByTestId('unread-badge').count(), 0, 'B has nothing unread');
  assert.deepEqual(page.consoleErrors, []);
  await page.close();
});
