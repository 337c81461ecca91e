// The way back (issue 28) in Chromium against the real binary, at 1280 and 360 px: a member whose
// log misses two days of the milestone under way sees "Plan a way back (2 missed days)" on the
// Today card, follows it to /catch-up, reads the proposal (the two days listed), has a date after
// the milestone's end (and one already past) refused beside "Finish by", starts the plan, reads
// "Today + catch-up: …" with its Bible app links on the Today card and records it read; the made-up
// days are then read in the log. At 1280 px the plan is then stopped from the planner. Zero axe
// violations, nothing wider than the screen, and no console errors.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { axe, fitsWidth, startAll, stopAll } from './harness.mjs';
import * as people from './people.mjs';

const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 900 };
// The milestones' last days (spec 3), with their names.
const MILESTONES = [
  [70, 'The Law'],
  [152, 'The History'],
  [209, 'The Wisdom'],
  [262, 'Major Prophet'],
  [275, 'Minor Prophet'],
  [317, 'The Gospel'],
  [360, 'The Epistles'],
  [365, 'Revelation'],
];
const BIBLE_LINK = /^https:\/\/www\.bible\.com\/bible\/1\/[1-4A-Z]{3}\.\d+$/;
const STARTED = "Your catch-up plan is started: today's catch-up is on your Today card.";
const PASSED = 'The day to finish by has passed: choose today or a later day.';

let server;
let browser;
/** Per viewport width: { token, name, id }, each with a log of their own. */
const members = {};
/** Where the group is: its day today, the milestone under way ({ name, lastDay }), the two missed days. */
let journey;
/** The dates the tests type (YYYY-MM-DD): today, yesterday, the milestone's last day, the day after. */
let dates;

/**
 * A group start (a quarter day, as groups must start) whose day today (UTC) is at least the fifth
 * of its milestone and not its last: two missed days fit before today, and a plan has two days or
 * more to run. One of the last four quarter days always fits.
 */
function chooseStart() {
  const rows = server
    .psql(`
      SELECT s, (now() AT TIME ZONE 'UTC')::date - s + 1
      FROM (SELECT date_trunc('quarter', (now() AT TIME ZONE 'UTC')::date - make_interval(months => 3 * k))::date AS s
            FROM generate_series(0, 3) k) q`)
    .split('\n')
    .map((row) => row.split('|'));
  for (const [start, dayText] of rows) {
    const day = Number(dayText);
    if (day > 365) continue;
    const index = MILESTONES.findIndex(([last]) => day <= last);
    const firstDay = index === 0 ? 1 : MILESTONES[index - 1][0] + 1;
    const [lastDay, name] = MILESTONES[index];
    if (day - firstDay >= 4 && day < lastDay) return { start, day, milestone: { name, lastDay } };
  }
  throw new Error(`no quarter day fits: ${JSON.stringify(rows)}`);
}

before(async () => {
  ({ server, browser } = await startAll());
  const { start, day, milestone } = chooseStart();
  journey = { day, milestone, missed: [day - 3, day - 2] };
  server.psql(`
    INSERT INTO groups (name, status, start_date, end_date, registration_deadline)
    VALUES ('E2E Catch-up Group', 'active', '${start}', '${start}'::date + 364, '${start}'::date + 14)`);
  const [today, yesterday, lastDay, afterEnd] = server
    .psql(`
      SELECT (now() AT TIME ZONE 'UTC')::date, (now() AT TIME ZONE 'UTC')::date - 1,
             '${start}'::date + ${milestone.lastDay - 1}, '${start}'::date + ${milestone.lastDay}`)
    .split('|');
  dates = { today, yesterday, lastDay, afterEnd };
  for (const [width, name] of [
    [DESKTOP.width, 'Priscilla Wide'],
    [PHONE.width, 'Aquila Narrow'],
  ]) {
    const m = await people.registerMember(server.baseURL, name, `catchup.${width}.${Date.now()}@e2e.test`);
    members[width] = m;
    // in the group, in UTC, with every day before today read but the two missed ones
    server.psql(`
      UPDATE group_members SET group_id = (SELECT id FROM groups WHERE name = 'E2E Catch-up Group') WHERE user_id = ${Number(m.id)};
      UPDATE member_settings SET time_zone = 'UTC' WHERE user_id = ${Number(m.id)};
      INSERT INTO check_ins (user_id, group_id, day, answer, source)
      SELECT ${Number(m.id)}, g.id, n, 'read', 'dashboard'
      FROM groups g, generate_series(1, ${day - 1}) n
      WHERE g.name = 'E2E Catch-up Group' AND n NOT IN (${journey.missed.join(', ')})`);
  }
  server.psql(`UPDATE groups SET member_count = (SELECT count(*) FROM group_members m WHERE m.group_id = groups.id)`);
});

after(() => stopAll({ server, browser }));

/** With E2E_SCREENSHOTS=dir, a screenshot of `what` (a page or a locator) for a human look. */
async function shot(what, label) {
  if (!process.env.E2E_SCREENSHOTS) return;
  mkdirSync(process.env.E2E_SCREENSHOTS, { recursive: true });
  await what.screenshot({ path: join(process.env.E2E_SCREENSHOTS, `catchup-${label.replaceAll(' ', '-')}.png`) });
}

/**
 * axe and the width of the page as it is now, scrolled to the top: where the focus left the page
 * scrolled, a control above it can sit under the sticky top bar, which axe counts as a target
 * too small (partly obscured) though a reader scrolls up to it.
 */
async function checked(page, label) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await axe(page, label);
  await fitsWidth(page, label);
}

/** What a browser logged as errors, but for the HTTP statuses of refused requests. */
const realErrors = (page) => page.consoleErrors.filter((e) => !/status of 4\d\d/.test(e));

/** The member's log of the two missed days: "day:answer:source" each. */
const missedLog = (member) =>
  server.psql(
    `SELECT day || ':' || answer || ':' || source FROM check_ins WHERE user_id = ${Number(member.id)} AND day IN (${journey.missed.join(', ')}) ORDER BY day`,
  );

/** The text of the element whose id is the first of `input`'s aria-describedby (its error). */
const describedError = (input) =>
  input.evaluate((el) => document.getElementById((el.getAttribute('aria-describedby') ?? '').split(' ')[0])?.textContent ?? '');

/** Fills Finish by with `date` and leaves it (blur asks the server at once). */
async function chooseDate(page, input, date) {
  await input.fill(date);
  await input.blur();
}

for (const viewport of [DESKTOP, PHONE]) {
  // At 360 px the plan finishes today: one day of catch-up that makes up both missed days.
  const finishToday = viewport === PHONE;

  test(`at ${viewport.width} px a member plans a way back, reads today's catch-up from the Today card${finishToday ? ' and completes it' : ', and stops the plan'}`, async () => {
    const member = members[viewport.width];
    const { missed, milestone } = journey;
    const tooLate = `Catch up by the end of ${milestone.name} (day ${milestone.lastDay}), so the milestone counts complete.`;
    const { first: page } = await people.memberContext(browser, server.baseURL, member, { viewport });
    page.setDefaultTimeout(10_000);

    // The Today card offers a way back for the two days.
    await page.goto('/dashboard');
    const today = page.getByRole('region', { name: 'Today' });
    await today.getByText(`Day ${journey.day} of 365 · ${milestone.name}`).waitFor();
    await people.settled(page);
    const planLink = today.getByRole('link', { name: 'Plan a way back (2 missed days)' });
    assert.equal(await planLink.getAttribute('href'), '/catch-up');
    await planLink.click();
    await page.waitForURL((url) => url.pathname === '/catch-up');
    await page.getByRole('heading', { level: 1, name: 'A way back' }).waitFor();
    assert.equal(await page.title(), 'A way back · Journey 365');

    // The proposal: the two days, the date (today to the milestone's last day), the plan's days.
    const planner = page.getByRole('region', { name: 'Plan a way back' });
    await planner.getByText(`You missed 2 days of ${milestone.name}: days ${missed[0]} and ${missed[1]}.`).waitFor();
    const missedItems = await planner.getByRole('list', { name: 'The days you missed' }).getByRole('listitem').allInnerTexts();
    assert.equal(missedItems.length, 2);
    missedItems.forEach((text, i) => assert.match(text, new RegExp(`^Day ${missed[i]}, .+: .+$`)));
    const finishBy = planner.getByLabel('Finish by');
    assert.equal(await finishBy.getAttribute('type'), 'date');
    assert.equal(await finishBy.getAttribute('min'), dates.today);
    assert.equal(await finishBy.getAttribute('max'), dates.lastDay);
    assert.equal(await finishBy.inputValue(), dates.lastDay);
    const status = planner.getByRole('status');
    await status.filter({ hasText: /^About \d+ extra minutes? a day, finishing by .+\.$/ }).waitFor();
    const planDays = planner.getByRole('list', { name: 'The plan, day by day' }).locator(':scope > li');
    assert.ok((await planDays.count()) >= 2, 'the missed days spread over two days or more');
    await people.settled(page);
    await checked(page, `planner at ${viewport.width} px`);
    await shot(page, `planner ${viewport.width}`);

    // A date the server refuses is said beside the input. The max attribute does not stop a
    // typed date: the server's refusal is what the member reads.
    const refusedDate = finishToday ? dates.yesterday : dates.afterEnd;
    const refusal = finishToday ? PASSED : tooLate;
    await chooseDate(page, finishBy, refusedDate);
    await planner.getByText(refusal).waitFor();
    assert.equal(await finishBy.getAttribute('aria-invalid'), 'true');
    assert.equal(await describedError(finishBy), refusal);
    await status.filter({ hasText: 'No plan for that day: see the note under Finish by.' }).waitFor();
    assert.equal(await planDays.count(), 0);
    await checked(page, `planner with a refused date at ${viewport.width} px`);
    await shot(page, `planner refused ${viewport.width}`);

    // A date it accepts, and the plan starts: back on the dashboard with a notice.
    await chooseDate(page, finishBy, finishToday ? dates.today : dates.lastDay);
    await status.filter({ hasText: /^About \d+ extra minutes? a day/ }).waitFor();
    assert.equal(await finishBy.getAttribute('aria-invalid'), null);
    if (finishToday) assert.equal(await planDays.count(), 1);
    const start = planner.getByRole('button', { name: 'Start this plan' });
    await start.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByRole('status').filter({ hasText: STARTED }).waitFor();

    // The Today card: the catch-up due today, with its Bible app links and the progress.
    const heading = today.getByRole('heading', { level: 3, name: /^Today \+ catch-up: .+/ });
    await heading.waitFor();
    const links = today.getByRole('list', { name: 'Catch-up passages' }).getByRole('link');
    assert.ok((await links.count()) >= 1, 'at least one catch-up passage');
    for (const link of await links.all()) {
      assert.match(await link.getAttribute('href'), BIBLE_LINK);
      assert.equal(await link.getAttribute('target'), '_blank');
      assert.equal(await link.getAttribute('rel'), 'noopener noreferrer');
      const name = await link.evaluate((a) => a.textContent.replace(/\s+/g, ' ').trim());
      assert.match(name, /^.+ \d+(:\d+–\d+)? ↗ \(opens in your Bible app\)$/);
    }
    await today.getByText(/^0 of 2 missed days made up · finish by .+$/).waitFor();
    assert.equal(await today.getByRole('link', { name: /^Plan/ }).count(), 0, 'both missed days are planned');
    const read = today.getByRole('button', { name: 'I read the catch-up' });
    await read.focus();
    assert.notEqual(await read.evaluate((el) => getComputedStyle(el).outlineStyle), 'none', 'the focus is visible');
    await people.settled(page);
    await checked(page, `Today card with the catch-up at ${viewport.width} px`);
    await shot(today, `today ${viewport.width}`);

    // Read: the card says what is next, or that the catch-up is complete; the log has the made-up days.
    await page.keyboard.press('Enter');
    if (finishToday) {
      const done = today.getByText(`Catch-up complete: all 2 missed days of ${milestone.name} made up.`);
      await done.waitFor();
      assert.equal(await done.evaluate((el) => el.contains(document.activeElement)), true, 'the focus is on the outcome');
      assert.equal(missedLog(member), missed.map((d) => `${d}:read:catchup`).join('\n'));
      assert.equal(await today.getByRole('link', { name: /^Plan|catch-up plan/ }).count(), 0);
    } else {
      const next = today.getByText(/^Catch-up read for today\. Next: .+ on .+\.$/);
      await next.waitFor();
      assert.equal(await next.evaluate((el) => el === document.activeElement), true, 'the focus is on the outcome');
      const progress = await today.getByText(/^[012] of 2 missed days made up · finish by .+$/).textContent();
      const madeUp = Number(progress[0]);
      assert.equal(missedLog(member).split('\n').filter((l) => l.endsWith(':read:catchup')).length, madeUp);
    }
    assert.equal(await read.count(), 0);
    await checked(page, `Today card after the catch-up at ${viewport.width} px`);
    await shot(today, `today read ${viewport.width}`);

    if (!finishToday) {
      // The planner shows the plan under way, its first day read; Stop this plan asks, then ends it.
      await today.getByRole('link', { name: /^(See your catch-up plan|Plan again to include .+)$/ }).click();
      await page.waitForURL((url) => url.pathname === '/catch-up');
      const mine = page.getByRole('region', { name: `Your plan for ${milestone.name}` });
      await mine.getByText(/^[012] of 2 missed days made up · 1 of \d+ days read · finish by .+$/).waitFor();
      const days = mine.getByRole('list', { name: 'Your plan, day by day' }).locator(':scope > li');
      assert.match(await days.first().innerText(), /✓ Read/);
      assert.doesNotMatch(await days.nth(1).innerText(), /Read/);
      await people.settled(page);
      await checked(page, `planner with a plan at ${viewport.width} px`);
      await mine.getByRole('button', { name: 'Stop this plan' }).click();
      const dialog = page.getByRole('dialog', { name: 'Stop this plan' });
      await dialog.getByText(`Stop your catch-up plan for ${milestone.name}?`).waitFor();
      await dialog.getByRole('button', { name: 'Stop this plan' }).click();
      const stopped = page.getByText('Your catch-up plan is stopped. The days it made up stay read.');
      await stopped.waitFor();
      await dialog.waitFor({ state: 'detached' });
      assert.equal(await stopped.evaluate((el) => el === document.activeElement), true, 'the focus is on the news');
      assert.equal(await mine.count(), 0);
      assert.equal(server.psql(`SELECT count(*) FROM catch_up_plans WHERE user_id = ${Number(member.id)}`), '0');
      await checked(page, `planner after stopping at ${viewport.width} px`);
    }

    assert.deepEqual(realErrors(page), []);
    await page.context().close();
  });
}
