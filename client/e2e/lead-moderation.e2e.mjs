// A group's leader moderates its board and writes to its members (issue 29), in Chromium against
// the real binary, at 1280 and 360 px: on /lead's Board tab the leader sees a member's message,
// hides it after the confirmation (the message is hidden, the hide audited under the leader's
// name and the admins mailed), shows it again by dismissing the reports, then on Write to members
// sends a mail to everyone in the group after a confirmation naming the count (an announcement
// recorded under the leader's name), and posts an announcement on the board that a member's open
// board shows at once, titled and tagged "Group leader". Zero axe violations, nothing wider than
// the screen, and no console errors.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { ADMIN, axe, fitsWidth, graphql, startAll, stopAll } from './harness.mjs';
import { memberContext, registerMember, settled } from './people.mjs';

const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 900 };
const GROUP = 'E2E Moderation Group';

let server;
let browser;
let leader; // { token, name, id }
let member; // the one who posts

before(async () => {
  ({ server, browser } = await startAll());
  const stamp = Date.now();
  leader = await registerMember(server.baseURL, 'Deborah Leader', `deborah.${stamp}@e2e.test`);
  member = await registerMember(server.baseURL, 'Barak Member', `barak.${stamp}@e2e.test`);
  // Both in a group under way (as lead.e2e.mjs arranges it), the leader its leader. The harness's
  // admin (ADMIN) is the active admin the hide is mailed to.
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

/**
 * axe and the width of the page scrolled to the top (where the focus left the page scrolled, a field
 * above it can sit half under the sticky top bar, which axe counts as a target too small though a
 * reader scrolls up to it; catchup.e2e.mjs does the same); with E2E_SCREENSHOTS=dir, a screenshot of
 * the state for a human look.
 */
async function checked(page, label) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await axe(page, label);
  await fitsWidth(page, label);
  if (process.env.E2E_SCREENSHOTS) {
    mkdirSync(process.env.E2E_SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: join(process.env.E2E_SCREENSHOTS, `lead-moderation-${label.replaceAll(' ', '-')}.png`), fullPage: true });
  }
}

/** The member posts `content` to their group's board; answers the message's id. */
async function post(content) {
  const res = await graphql(server.baseURL, `mutation ($c: String!) { postMessage(input: { content: $c }) { id } }`, { c: content }, member.token);
  assert.equal(res.errors, undefined, JSON.stringify(res.errors));
  return Number(res.data.postMessage.id);
}

const sql = (text) => text.replaceAll("'", "''");

/** The leader's /lead at `viewport`, on the tab named `tab`. */
async function leadTab(viewport, tab) {
  const { first: page } = await memberContext(browser, server.baseURL, leader, { viewport });
  page.setDefaultTimeout(10_000);
  await page.goto('/lead');
  await page.getByRole('heading', { level: 1, name: 'Lead' }).waitFor();
  await page.getByRole('tab', { name: tab }).click();
  return page;
}

for (const viewport of [DESKTOP, PHONE]) {
  const at = `${viewport.width} px`;

  test(`at ${at} the leader hides a member's message, and shows it again`, async () => {
    const content = `Buy my course, friends! (posted for the ${at} test)`;
    const id = await post(content);
    const page = await leadTab(viewport, 'Board');
    await page.getByRole('heading', { level: 2, name: 'Board' }).waitFor();
    const list = page.getByRole('list', { name: `Messages on ${GROUP}'s board, newest first` });
    const message = list.getByRole('article').filter({ hasText: content });
    await message.waitFor();
    await settled(page);
    assert.equal(await message.getByRole('heading', { level: 3 }).innerText(), 'Barak Member');
    assert.match(await message.innerText(), /Encouragement ·/);
    await checked(page, `board at ${at}`);

    // Hide, from the keyboard: Tab from the message reaches its button, which shows its focus
    const hide = message.getByRole('button', { name: "Hide Barak Member's message" });
    await message.focus();
    await page.keyboard.press('Tab');
    assert.equal(await hide.evaluate((el) => el === document.activeElement), true, 'Tab reaches the button');
    assert.notEqual(await hide.evaluate((el) => getComputedStyle(el).outlineStyle), 'none', 'the focus is visible');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Hide message' });
    await dialog.getByText("Hide Barak Member's message? It leaves the board now; the programme's admins are told and decide.").waitFor();
    await checked(page, `hide confirmation at ${at}`);
    await dialog.getByRole('button', { name: 'Hide', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await message.getByText('Hidden from the board').waitFor();
    assert.match(await message.innerText(), /1 open report/);
    await page.getByRole('status').filter({ hasText: "Barak Member's message is hidden from the board. The programme's admins are told." }).waitFor();
    assert.equal(await message.getByRole('button', { name: /^Hide/ }).count(), 0);
    await checked(page, `hidden message at ${at}`);

    assert.equal(server.psql(`SELECT hidden_at IS NOT NULL FROM messages WHERE id = ${id}`), 't');
    assert.equal(
      server.psql(`SELECT count(*) FROM audit_log WHERE action = 'message.hide' AND object_type = 'message' AND object_id = ${id} AND admin_name = '${leader.name}'`),
      '1',
    );
    assert.equal(
      server.psql(`SELECT count(*) FROM email_outbox WHERE kind = 'message_hidden' AND to_address = '${ADMIN.email}' AND body_text LIKE '%${sql(content)}%' AND body_text LIKE '%${leader.name}%'`),
      '1',
    );

    // Show again: the leader's report is dismissed and the message is back on the board
    await message.getByRole('button', { name: /^Show again \(dismiss reports\)/ }).click();
    await page.getByRole('status').filter({ hasText: "Reports dismissed. Barak Member's message shows on the board." }).waitFor();
    assert.equal(await message.getByText('Hidden from the board').count(), 0);
    assert.equal(await message.getByRole('button', { name: /^Show again/ }).count(), 0);
    assert.equal(server.psql(`SELECT hidden_at IS NULL FROM messages WHERE id = ${id}`), 't');
    await checked(page, `shown again at ${at}`);

    // Reported only: nothing is waiting now
    await page.getByRole('checkbox', { name: 'Reported only' }).check();
    await page.getByRole('status').filter({ hasText: `No message on ${GROUP}'s board has open reports.` }).waitFor();
    await settled(page);
    await checked(page, `reported only at ${at}`);
    assert.deepEqual(page.consoleErrors, []);
    await page.context().close();
  });

  test(`at ${at} the leader writes to everyone in the group`, async () => {
    const subject = `Week 3 starts Monday (${at})`;
    const page = await leadTab(viewport, 'Write to members');
    const form = page.getByRole('form', { name: 'Write to members' });
    await form.getByRole('radio', { name: `Everyone in ${GROUP}` }).check();
    await form.getByText('Goes to 2 members (0 turned announcements off).').waitFor();
    await settled(page);
    await checked(page, `write form at ${at}`);

    // Send with nothing written: the errors are beside the inputs
    await form.getByRole('button', { name: 'Send' }).click();
    await form.getByText('Write a subject.').waitFor();
    assert.equal(await form.getByLabel('Subject').getAttribute('aria-invalid'), 'true');
    await checked(page, `write errors at ${at}`);

    await form.getByLabel('Subject').fill(subject);
    await form.getByLabel('Message').fill('Read Exodus 1 to 4 this week.\n\nDeborah');
    await form.getByRole('button', { name: 'Send' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send to your group' });
    await dialog.getByText('Send to 2 members?').waitFor();
    await checked(page, `send confirmation at ${at}`);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.waitFor({ state: 'detached' });
    await form.getByRole('status').filter({ hasText: 'Sent to 2 members. It goes out within the minute.' }).waitFor();
    assert.equal(await form.getByLabel('Subject').inputValue(), '');
    assert.equal(await form.getByLabel('Message').inputValue(), '');
    await checked(page, `sent at ${at}`);

    assert.equal(server.psql(`SELECT created_by_name FROM announcements WHERE subject = '${sql(subject)}'`), leader.name);
    assert.equal(server.psql(`SELECT audience || ' ' || recipients FROM announcements WHERE subject = '${sql(subject)}'`), 'group 2');
    assert.deepEqual(page.consoleErrors, []);
    await page.context().close();
  });

  test(`at ${at} the leader posts an announcement the member sees live`, async () => {
    const title = `Week 8 (${at})`;
    const { first: board } = await memberContext(browser, server.baseURL, member, { viewport });
    board.setDefaultTimeout(10_000);
    await board.goto('/messages');
    await board.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();
    await settled(board);

    const page = await leadTab(viewport, 'Board');
    const form = page.getByRole('form', { name: 'Post an announcement' });
    await form.getByRole('button', { name: 'Post' }).click();
    await form.getByText('A title is required.').waitFor();
    await checked(page, `post errors at ${at}`);
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Announcement').fill('Numbers is long: two chapters a day keeps you on track.');
    await form.getByRole('button', { name: 'Post' }).click();
    await form.getByRole('status').filter({ hasText: `Your announcement is on ${GROUP}'s board.` }).waitFor();
    await page.getByRole('list', { name: `Messages on ${GROUP}'s board, newest first` }).getByText(title).waitFor();
    await checked(page, `posted at ${at}`);

    // The member's open board gets it live, titled, under the leader's name and tagged as theirs
    const posted = board.getByRole('article', { name: title });
    await posted.waitFor();
    assert.match(await posted.innerText(), /Group leader/);
    assert.match(await posted.innerText(), new RegExp(leader.name));
    await settled(board);
    await checked(board, `member board with the leader's post at ${at}`);
    assert.equal(
      server.psql(`SELECT count(*) FROM audit_log a JOIN messages m ON m.id = a.object_id
        WHERE a.action = 'message.create' AND m.title = '${sql(title)}' AND m.message_type = 'announcement' AND a.admin_name = '${leader.name}'`),
      '1',
    );
    assert.deepEqual(page.consoleErrors, []);
    assert.deepEqual(board.consoleErrors, []);
    await board.context().close();
    await page.context().close();
  });
}
