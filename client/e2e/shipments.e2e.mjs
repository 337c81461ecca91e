// Reward shipments (issue 29) in Chromium against the real binary, at 1280 and 360 px: the admin
// opens the Progress tab and finds two approved awards to ship with their postal addresses,
// downloads the to-ship CSV, selects both, is stopped from recording a day in the future, marks
// them posted on a day with a tracking note and sees the report ("Marked 2 of 2 as posted.", or at
// 360 px one posted meanwhile: "1 posted already" with the server's words) and the empty state.
// Each award marked is its own `award.ship` audit entry. The member then signs in and their
// dashboard's Awards card says "Posted on …" with the note. axe and the width check on each
// screen; no console errors.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { axe, fitsWidth, graphql, startAll, stopAll } from './harness.mjs';
import { adminPage, memberContext, openAdminTab, settled } from './people.mjs';

const VIEWPORTS = [
  { tag: 'wide', viewport: { width: 1280, height: 900 } },
  { tag: 'narrow', viewport: { width: 360, height: 780 } },
];
const TIME_ZONE = 'America/New_York';
const CONTEXT = { locale: 'en-US', timezoneId: TIME_ZONE };
const NOTE = 'Royal Mail tracking AB123456789GB';
const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { token user { id } } }`;

let server;
let browser;
const stamp = Date.now();
/** Per viewport tag: the two members whose awards are posted. */
const pairs = {};

before(async () => {
  ({ server, browser } = await startAll());
  const people = {
    wide: [
      ['Lydia Thyatira', 'Philippi', '4 Riverside Walk'],
      ['Jason Thessalonica', 'Thessalonica', '9 Agora Street, Flat 2'],
    ],
    narrow: [
      ['Dorcas Joppa', 'Joppa', '17 Seaside Road'],
      ['Cornelius Caesarea', 'Caesarea', '3 Harbour Court'],
    ],
  };
  for (const [tag, list] of Object.entries(people)) {
    pairs[tag] = [];
    for (const [name, city, street] of list) {
      const email = `${tag}.${name.split(' ')[0].toLowerCase()}.${stamp}@e2e.test`;
      const mailingAddress = `${street}, ${city}`;
      const res = await graphql(server.baseURL, REGISTER, { input: { name, email, city, mailingAddress } });
      assert.equal(res.errors, undefined, JSON.stringify(res.errors));
      pairs[tag].push({ name, email, city, mailingAddress, token: res.data.register.token, id: Number(res.data.register.user.id) });
    }
  }
});

after(() => stopAll({ server, browser }));

/** `YYYY-MM-DD` of the admin's day `offset` days from today, in the browser's time zone. */
function dayFromToday(offset) {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date(Date.now() + offset * 86_400_000));
}

/** A calendar day as the member's card shows it in en-US ("Nov 25, 2026"). */
function shown(day) {
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** The pair's journeys approved: one award each, the first completed a day before the second. */
function approveAwards([first, second]) {
  server.psql(`
    UPDATE users SET trophies_count = 1, award_approved = true WHERE id IN (${first.id}, ${second.id});
    INSERT INTO awards (user_id, name, completed_at) VALUES
      (${first.id}, 'Journey Completion', now() - interval '3 days'),
      (${second.id}, 'Journey Completion', now() - interval '2 days')`);
  for (const m of [first, second]) m.awardId = Number(server.psql(`SELECT id FROM awards WHERE user_id = ${m.id}`));
}

/** The section, the bar and the report: axe-clean and inside the viewport. */
async function checkLayout(page, label) {
  await settled(page);
  await axe(page, label);
  await fitsWidth(page, label);
}

for (const { tag, viewport } of VIEWPORTS) {
  test(`at ${viewport.width} px: the admin posts two awards with a note; the member sees "Posted on"`, async () => {
    const pair = pairs[tag];
    const [early, late] = pair;
    approveAwards(pair);
    const page = await adminPage(browser, server.baseURL, { viewport, ...CONTEXT });
    await openAdminTab(page, 'Progress');

    // the list: both awards, oldest first, with where to post them
    const section = page.getByRole('region', { name: 'Awards to ship' });
    await section.getByRole('heading', { level: 3, name: 'Awards to ship' }).scrollIntoViewIfNeeded();
    await section.getByText('2 awards to ship', { exact: true }).waitFor();
    const headers = section.getByRole('rowheader');
    assert.deepEqual(await headers.allTextContents(), pair.map((m) => m.name + m.email), 'oldest first');
    for (const m of pair) {
      const row = section.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${m.name}`) }) });
      await row.getByText(m.mailingAddress, { exact: true }).waitFor();
      await row.getByText(m.city, { exact: true }).waitFor();
      await row.getByText('Journey Completion', { exact: true }).waitFor();
    }
    await checkLayout(page, `awards to ship at ${viewport.width}px`);

    // Export CSV downloads the to-ship file: the names and postal addresses for the labels
    const [response, download] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/admin/awards/to-ship.csv'),
      page.waitForEvent('download'),
      section.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    assert.equal(response.status(), 200);
    assert.match(response.headers()['content-type'], /^text\/csv/);
    // the page read the body into the saved file: the file is what the admin gets
    const csv = readFileSync(await download.path(), 'utf8');
    // a byte-order mark first, so a spreadsheet reads the file as UTF-8
    assert.match(csv.split('\n')[0], /^\uFEFF?award_id,name,email,city,mailing_address,award,completed_at/);
    for (const m of pair) {
      const line = csv.split('\n').find((l) => l.startsWith(`${m.awardId},`));
      assert.ok(line, `the CSV lists award ${m.awardId}:\n${csv}`);
      for (const part of [m.name, m.email, m.city, m.mailingAddress, 'Journey Completion']) assert.ok(line.includes(part), `${line} has ${part}`);
    }
    assert.match(download.suggestedFilename(), /^awards-to-ship.*\.csv$/);

    // both selected, one by keyboard (its focus shows)
    const earlyBox = section.getByRole('checkbox', { name: `Select ${early.name}'s award` });
    await earlyBox.focus();
    await page.keyboard.press('Space');
    assert.equal(await earlyBox.isChecked(), true);
    assert.notEqual(await earlyBox.evaluate((el) => getComputedStyle(el).outlineStyle), 'none', 'the focused box shows its focus');
    await section.getByRole('checkbox', { name: `Select ${late.name}'s award` }).check();
    const bar = page.getByRole('form', { name: 'Mark selected awards as posted' });
    await bar.getByText('2 selected', { exact: true }).waitFor();
    const postedOn = bar.getByLabel('Posted on');
    assert.equal(await postedOn.inputValue(), dayFromToday(0), 'the day starts as today');
    assert.equal(await postedOn.getAttribute('max'), dayFromToday(0));

    // a day in the future is refused beside the input
    await postedOn.fill(dayFromToday(2));
    await bar.getByRole('button', { name: 'Mark 2 as posted' }).click();
    await bar.getByText('The day they were posted cannot be in the future.').waitFor();
    assert.equal(await postedOn.getAttribute('aria-invalid'), 'true');
    await checkLayout(page, `bulk bar with a refused day at ${viewport.width}px`);

    const day = dayFromToday(-1);
    await postedOn.fill(day);
    await bar.getByLabel('Tracking note').fill(NOTE);
    if (tag === 'narrow') {
      // posted from elsewhere while the admin was typing
      server.psql(`UPDATE awards SET shipped_on = current_date - 5 WHERE id = ${early.awardId}`);
    }
    await bar.getByRole('button', { name: 'Mark 2 as posted' }).click();
    const summary = tag === 'narrow' ? /^Marked 1 of 2 as posted: 1 posted already\.$/ : /^Marked 2 of 2 as posted\.$/;
    await page.getByRole('status').filter({ hasText: summary }).waitFor();
    if (tag === 'narrow') {
      const item = page.getByRole('list', { name: 'Awards not marked' }).getByRole('listitem');
      assert.equal(await item.count(), 1);
      assert.match(await item.textContent(), new RegExp(`^${early.name}, Journey Completion — posted already: Journey Completion was posted already, on \\d{4}-\\d{2}-\\d{2}\\.$`));
    }
    await bar.waitFor({ state: 'detached' });
    await section.getByText('Every approved award has been posted.').waitFor();
    await checkLayout(page, `report and empty list at ${viewport.width}px`);
    assert.deepEqual(page.consoleErrors, [], 'no console errors (admin)');
    await page.context().close();

    // each award marked is its own audit entry, with the day and the note; one posted before has none
    const marked = tag === 'narrow' ? [late] : pair;
    for (const m of pair) {
      const audit = server.psql(
        `SELECT changes::text FROM audit_log WHERE action = 'award.ship' AND object_type = 'user' AND object_id = ${m.id}`,
      );
      if (!marked.includes(m)) {
        assert.equal(audit, '', `${m.name}'s award was posted before: no audit entry`);
        continue;
      }
      assert.equal(audit.split('\n').length, 1, `one audit entry for ${m.name}`);
      const changes = JSON.parse(audit);
      assert.deepEqual(
        changes.map((c) => [c.field, c.before, c.after]),
        [
          ['award', null, 'Journey Completion'],
          ['shippedOn', null, day],
          ['note', null, NOTE],
        ],
      );
      assert.equal(server.psql(`SELECT shipped_on || ' ' || shipping_note FROM awards WHERE id = ${m.awardId}`), `${day} ${NOTE}`);
    }

    // the member's dashboard says when their award was posted, with the note
    const { context, first: member } = await memberContext(browser, server.baseURL, late, { viewport });
    member.setDefaultTimeout(10_000);
    await member.goto('/dashboard');
    const award = member.getByRole('list', { name: 'Most recent awards' }).getByRole('listitem').filter({ hasText: 'Journey Completion' });
    await award.getByText(`Posted on ${shown(day)}`).waitFor();
    await award.getByText(`Tracking note: ${NOTE}`).waitFor();
    await award.scrollIntoViewIfNeeded();
    await settled(member);
    await axe(member, `dashboard with a posted award at ${viewport.width}px`);
    await fitsWidth(member, `dashboard with a posted award at ${viewport.width}px`);
    assert.deepEqual(member.consoleErrors, [], 'no console errors (member)');
    await context.close();
  });
}
