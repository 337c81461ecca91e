// The daily habit (issue 27) in Chromium against the real binary, at 360 px: a member saves their
// Settings; their group gets under way and the scheduler (`journey365 reminders run --at`) queues
// their reminder into the outbox (no SMTP: mails wait there); its "I read today" link opens the
// confirm page signed out, which changes nothing until Confirm; the Today card on the dashboard
// shows the answer and changes it; the reminder's "Stop these reminders" link opens the
// preferences page, which changes nothing until its one button unsubscribes.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { axe, fitsWidth, newPage, startAll, stopAll } from './harness.mjs';
import { memberContext, openFromMenu, registerMember, settled } from './people.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const PHONE = { width: 360, height: 780 };

let server;
let browser;
let member; // { token, name, id, email }
let links; // { read, missed, unsubscribe }: paths from the member's reminder

before(async () => {
  ({ server, browser } = await startAll());
  const email = `ruth.${Date.now()}@e2e.test`;
  member = { ...(await registerMember(server.baseURL, 'Ruth Reader', email)), email };
});

after(() => stopAll({ server, browser }));

/** axe and the width; with E2E_SCREENSHOTS=dir, a screenshot of the state for a human look. */
async function checked(page, label) {
  await axe(page, label);
  await fitsWidth(page, label);
  if (process.env.E2E_SCREENSHOTS) {
    mkdirSync(process.env.E2E_SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: join(process.env.E2E_SCREENSHOTS, `habit-${label.replaceAll(' ', '-')}.png`), fullPage: true });
  }
}

/** What a browser logged as errors, but for the HTTP statuses of refused requests. */
const realErrors = (page) => page.consoleErrors.filter((e) => !/status of 4\d\d/.test(e));

const userId = () => Number(member.id);

/** A page of the signed-in member at 360 px. */
async function memberPage() {
  const { first } = await memberContext(browser, server.baseURL, member, { viewport: PHONE });
  first.setDefaultTimeout(10_000);
  return first;
}

/** A page without a session at 360 px (as a mail's link opens in a browser not signed in). */
async function visitorPage() {
  const page = await newPage(browser, server.baseURL, { viewport: PHONE });
  page.setDefaultTimeout(10_000);
  return page;
}

const checkIns = () => server.psql(`SELECT day || ':' || answer || ':' || source FROM check_ins WHERE user_id = ${userId()} ORDER BY day`);
const reminderTime = () => server.psql(`SELECT coalesce(reminder_time::text, 'off') FROM member_settings WHERE user_id = ${userId()}`);

/** One pass of the reminders' scheduler as of `at`, run by the binary against the server's database. */
function runReminders(at) {
  return execFileSync(process.env.JOURNEY365_BIN || join(root, 'bin/journey365'), ['reminders', 'run', '--at', at], {
    env: {
      ...process.env,
      DATABASE_URL: `postgres://journey@/journey?host=${join(server.dataDir, 'run')}`,
      // the links are signed with the server's secret, kept in its data dir
      DATA_DIR: server.dataDir,
      BASE_URL: server.baseURL,
    },
    encoding: 'utf8',
  });
}

/** The path of the link on the mail's line that starts with `label`. */
function linkAfter(body, label) {
  const line = body.split('\n').find((l) => l.startsWith(`${label}:`));
  assert.ok(line, `no "${label}:" line in the mail:\n${body}`);
  return new URL(line.slice(label.length + 1).trim()).pathname;
}

test('Settings at 360 px: reachable from the dashboard and the navigation, saved with "Settings saved."', async () => {
  const page = await memberPage();
  await page.goto('/dashboard');
  const today = page.getByRole('region', { name: 'Today' });
  await today.waitFor();
  await settled(page);
  // before their group starts (the open group is usually the next quarter's): a sentence, no buttons
  const started = server.psql(`
    SELECT bool_or(g.start_date <= (now() AT TIME ZONE 'America/New_York')::date)
    FROM group_members m JOIN groups g ON g.id = m.group_id WHERE m.user_id = ${userId()}`);
  if (started !== 't') {
    await today.getByText("There is no day to check in for today: your group's journey is not under way.").waitFor();
    assert.equal(await today.getByRole('button', { name: /today$/ }).count(), 0);
  }
  await today.getByRole('link', { name: 'Reminder settings' }).click();
  await page.waitForURL((url) => url.pathname === '/settings');
  await page.getByRole('form', { name: 'Settings' }).waitFor();

  // and from the navigation's menu
  await page.goto('/dashboard');
  await today.getByRole('link', { name: 'Reminder settings' }).waitFor();
  await settled(page);
  await openFromMenu(page, 'Settings', '/settings');
  await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
  const form = page.getByRole('form', { name: 'Settings' });
  await form.waitFor();
  assert.equal(await page.title(), 'Settings · Journey 365');
  await checked(page, 'settings');

  // the defaults: reminder at 07:00, digest on Sunday at 18:00, announcements on
  assert.equal(await form.getByRole('checkbox', { name: 'Send me a daily reminder' }).isChecked(), true);
  assert.equal(await form.getByLabel('Reminder time').inputValue(), '07:00');
  assert.equal(await form.getByLabel('Digest day').inputValue(), '0');
  assert.ok((await form.getByLabel('Time zone').inputValue()).includes('/'), 'an IANA time zone is chosen');

  // a bad time zone cannot be chosen (a select of IANA names); valid settings save
  await form.getByLabel('Reminder time').fill('06:30');
  await form.getByLabel('Digest day').selectOption({ label: 'Wednesday' });
  await form.getByRole('checkbox', { name: 'Send me programme announcements' }).uncheck();
  await form.getByRole('button', { name: 'Save settings' }).click();
  await page.getByRole('status').filter({ hasText: 'Settings saved.' }).waitFor();
  assert.equal(
    server.psql(`SELECT reminder_time || ':' || digest_weekday || ':' || announcements FROM member_settings WHERE user_id = ${userId()}`),
    '390:3:false',
  );
  await checked(page, 'settings saved');

  // the page reads the saved settings back
  await page.reload();
  await form.waitFor();
  assert.equal(await form.getByLabel('Reminder time').inputValue(), '06:30');
  assert.equal(await form.getByLabel('Digest day').inputValue(), '3');
  assert.equal(await form.getByRole('checkbox', { name: 'Send me programme announcements' }).isChecked(), false);
  assert.deepEqual(realErrors(page), []);
  await page.context().close();
});

test('the reminder falls due: the scheduler queues it with a check-in link and an unsubscribe link', async () => {
  // The member's group gets under way: a group of its own that started on the last quarter day at
  // least two days ago (UTC), so its journey is on (day 3 or later) in the member's zone, UTC.
  server.psql(`
    INSERT INTO groups (name, status, start_date, end_date, registration_deadline)
    SELECT 'E2E Habit Group', 'active', d, d + 364, d + 14
    FROM (SELECT date_trunc('quarter', (now() AT TIME ZONE 'UTC')::date - 2)::date AS d) s;
    UPDATE group_members SET group_id = (SELECT id FROM groups WHERE name = 'E2E Habit Group') WHERE user_id = ${userId()};
    UPDATE groups SET member_count = (SELECT count(*) FROM group_members m WHERE m.group_id = groups.id)`);
  const now = new Date();
  const at = now.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const localDate = now.toISOString().slice(0, 10);
  server.psql(`
    UPDATE member_settings SET time_zone = 'UTC', next_reminder_at = now() - interval '1 minute', next_reminder_on = '${localDate}'
    WHERE user_id = ${userId()}`);
  const said = runReminders(at);
  assert.match(said, /reminders pass as of/);

  // the server's own pass may have queued it first: either way, one reminder for the day
  const body = server.psql(
    `SELECT body_text FROM email_outbox WHERE kind = 'reminder' AND to_address = '${member.email}' ORDER BY id DESC LIMIT 1`,
  );
  assert.match(body, /Day \d+ of 365 in E2E Habit Group\./, `the reminder:\n${body}\n(${said})`);
  links = {
    read: linkAfter(body, 'I read today'),
    missed: linkAfter(body, 'I missed today'),
    unsubscribe: linkAfter(body, 'Stop these reminders'),
  };
  assert.match(links.read, /^\/checkin\/[^/]+$/);
  assert.match(links.missed, /^\/checkin\/[^/]+$/);
  assert.match(links.unsubscribe, /^\/unsubscribe\/[^/]+$/);
  assert.equal(checkIns(), '', 'no check-in yet');
});

test('the check-in link, signed out at 360 px: opening changes nothing, Confirm records the day', async () => {
  assert.ok(links, 'the reminder was queued');
  const page = await visitorPage();
  await page.goto(links.read);
  const heading = page.getByRole('heading', { level: 1, name: /^Day \d+ — / });
  await heading.waitFor();
  const day = Number(/^Day (\d+)/.exec(await heading.innerText())[1]);
  await page.getByText('E2E Habit Group').waitFor();
  const answers = page.getByRole('group', { name: `Your answer for day ${day}` });
  assert.equal(await answers.getByRole('radio', { name: 'I read today' }).isChecked(), true, 'the mail chose "I read today"');
  assert.equal(await answers.getByRole('radio', { name: 'I missed today' }).isChecked(), false);
  assert.equal(await page.getByRole('button').filter({ hasText: /^Confirm$/ }).count(), 1);
  await checked(page, 'check-in link');
  // opening the page (and reading the link again) wrote nothing
  await page.reload();
  await heading.waitFor();
  assert.equal(checkIns(), '', 'no check-in after opening the link');

  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('status').filter({ hasText: `Recorded: you read day ${day}.` }).waitFor();
  await page.getByRole('heading', { level: 2, name: 'Your streak' }).waitFor();
  assert.equal(checkIns(), `${day}:read:mail`);
  await checked(page, 'check-in recorded');

  // a link that is not one is the page's message, with the way to sign in
  await page.goto('/checkin/not-a-real-token');
  await page.getByRole('heading', { level: 1, name: 'This Link Cannot Be Used' }).waitFor();
  await page.getByRole('alert').waitFor();
  assert.equal(await page.getByRole('link', { name: 'Go to login' }).getAttribute('href'), '/login');
  await checked(page, 'check-in link refused');
  assert.deepEqual(realErrors(page), []);
  await page.context().close();
});

test("the dashboard's Today card shows the answer and changes it, by keyboard", async () => {
  const day = Number(checkIns().split(':')[0]);
  const page = await memberPage();
  await page.goto('/dashboard');
  const today = page.getByRole('region', { name: 'Today' });
  await today.getByText(`Day ${day} of 365`).waitFor();
  await today.getByText('Checked in: you read today.').waitFor();
  const read = today.getByRole('button', { name: 'I read today' });
  const missed = today.getByRole('button', { name: 'I missed today' });
  assert.equal(await read.getAttribute('aria-pressed'), 'true');
  assert.equal(await missed.getAttribute('aria-pressed'), 'false');
  await settled(page);
  await checked(page, 'dashboard with the Today card');

  // keyboard: the focus is drawn, and Enter answers
  await read.focus();
  await page.keyboard.press('Tab');
  assert.equal(await missed.evaluate((el) => el === document.activeElement), true, 'Tab reaches "I missed today"');
  assert.notEqual(await missed.evaluate((el) => getComputedStyle(el).outlineStyle), 'none', 'the focus is visible');
  await page.keyboard.press('Enter');
  await today.getByText('Checked in: you missed today.').waitFor();
  assert.equal(await missed.getAttribute('aria-pressed'), 'true');
  assert.equal(checkIns(), `${day}:missed:dashboard`);
  assert.deepEqual(realErrors(page), []);
  await page.context().close();
});

test('the unsubscribe link, signed out at 360 px: opening changes nothing, the one button stops reminders', async () => {
  assert.ok(links, 'the reminder was queued');
  const before = reminderTime();
  assert.notEqual(before, 'off');
  const [digest, announcements] = server
    .psql(`SELECT (digest_weekday IS NOT NULL) || ':' || announcements FROM member_settings WHERE user_id = ${userId()}`)
    .split(':');
  const page = await visitorPage();
  await page.goto(links.unsubscribe);
  await page.getByRole('heading', { level: 1, name: 'Mail Preferences' }).waitFor();
  await page.getByText('Hello Ruth. This link came from a daily reminder.').waitFor();
  assert.equal(await page.getByRole('checkbox', { name: 'Daily reminders' }).isChecked(), true);
  assert.equal(await page.getByRole('checkbox', { name: 'Weekly digest' }).isChecked(), digest === 'true');
  assert.equal(await page.getByRole('checkbox', { name: 'Programme announcements' }).isChecked(), announcements === 'true');
  await checked(page, 'unsubscribe link');
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Mail Preferences' }).waitFor();
  assert.equal(reminderTime(), before, 'opening the page changed nothing');

  await page.getByRole('button', { name: 'Unsubscribe from daily reminders' }).click();
  await page.getByRole('status').filter({ hasText: 'You are unsubscribed from daily reminders.' }).waitFor();
  assert.equal(reminderTime(), 'off');
  assert.equal(await page.getByRole('checkbox', { name: 'Daily reminders' }).isChecked(), false);
  await checked(page, 'unsubscribed');

  // the three kinds together: the weekly digest off, announcements back on
  await page.getByRole('checkbox', { name: 'Weekly digest' }).uncheck();
  await page.getByRole('checkbox', { name: 'Programme announcements' }).check();
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await page.getByRole('status').filter({ hasText: 'Preferences saved.' }).waitFor();
  assert.equal(
    server.psql(`SELECT coalesce(reminder_time::text, 'off') || ':' || coalesce(digest_weekday::text, 'off') || ':' || announcements
                 FROM member_settings WHERE user_id = ${userId()}`),
    'off:off:true',
  );
  assert.deepEqual(realErrors(page), []);
  await page.context().close();
});
