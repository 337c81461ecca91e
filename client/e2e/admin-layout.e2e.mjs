// The admin panel's layout in Chromium at 1280 and 360 px (issue 25): the Users and Progress
// tables (short rows with long email addresses on a desktop, rows as cards on a phone with their
// Approve and Reject on screen), the Overview's milestone chart with all eight milestones, no
// floating Donate button on the panel and clear of the content elsewhere, and nothing the
// browser scrolls into view hidden under the sticky top bar. axe on every screen.
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { axe, fitsWidth, newPage, startAll, stopAll } from './harness.mjs';
import { adminPage, openAdminTab, registerMember, settled } from './people.mjs';

let server;
let browser;
const members = [];

const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 900 };
const VIEWPORTS = [DESKTOP, PHONE];
/**
 * A row of the Users table on a desktop may be this tall at most: two lines of 44 px controls
 * (the trophy buttons over the Set form) and the cell's padding. A long email address used to
 * wrap over four or five lines (rows of about 150 px).
 */
const MAX_DESKTOP_ROW = 120;

before(async () => {
  ({ server, browser } = await startAll());
  for (let i = 1; i <= 6; i++) {
    const email = `bartholomew.nathanael.of.cana.${i}@a-rather-long-domain-name.example.org`;
    members.push(await registerMember(server.baseURL, `Bartholomew Nathanael ${i}`, email));
  }
  // three of them ask for their trophy: the Progress tab shows Approve and Reject on their rows
  server.psql(`INSERT INTO trophy_requests (user_id, group_id)
    SELECT user_id, group_id FROM group_members WHERE user_id IN (${members.slice(0, 3).map((m) => m.id).join(', ')})`);
});

after(() => stopAll({ server, browser }));

/** Every box of `locator` lies inside the viewport, left to right. */
async function insideViewport(page, locator, label) {
  const width = page.viewportSize().width;
  const boxes = await locator.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON()));
  assert.ok(boxes.length > 0, `${label}: nothing to measure`);
  for (const b of boxes) {
    assert.ok(b.left >= 0 && b.right <= width, `${label}: ${Math.round(b.left)}..${Math.round(b.right)} is outside 0..${width}`);
  }
}

test('Users and Progress: short rows on a desktop, cards on a phone, the actions always on screen', async () => {
  const page = await adminPage(browser, server.baseURL);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    const at = `at ${viewport.width}px`;

    await openAdminTab(page, 'Users');
    const users = page.getByRole('table', { name: /^Users/ });
    await users.getByRole('rowheader', { name: members[0].name }).waitFor();
    const heights = await users.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.getBoundingClientRect().height));
    if (viewport === DESKTOP) {
      assert.ok(Math.max(...heights) <= MAX_DESKTOP_ROW, `Users rows ${at}: ${heights.map(Math.round).join(', ')} px, want at most ${MAX_DESKTOP_ROW}`);
      // the email is cut to one line, its full text in the title and in the page for screen readers
      const email = users.locator('.ui-table-truncate').first();
      const full = await email.getAttribute('title');
      assert.match(full, /@a-rather-long-domain-name\.example\.org$/);
      assert.equal(await email.textContent(), full);
      // and shown in full while its row has the focus
      await users.getByRole('row').filter({ hasText: full }).getByRole('button', { name: /^Edit/ }).focus();
      assert.ok(await email.evaluate((el) => el.scrollWidth <= el.clientWidth), `the focused row's email is not shown in full ${at}`);
    }
    await insideViewport(page, users.getByRole('button', { name: /^Edit / }), `Users' Edit ${at}`);
    await insideViewport(page, users.getByRole('button', { name: /^Delete / }), `Users' Delete ${at}`);
    const usersScroll = await page.locator('.ui-table-wrap').evaluateAll((wraps) => wraps.filter((w) => w.scrollWidth > w.clientWidth + 1).length);
    assert.equal(usersScroll, 0, `the Users table scrolls sideways ${at}`);
    await axe(page, `Users ${at}`);
    await fitsWidth(page, `Users ${at}`);

    await openAdminTab(page, 'Progress');
    const progress = page.getByRole('table').first();
    await progress.getByRole('button', { name: /^Approve / }).first().waitFor();
    await insideViewport(page, progress.getByRole('button', { name: /^Approve / }), `Progress' Approve ${at}`);
    await insideViewport(page, progress.getByRole('button', { name: /^Reject / }), `Progress' Reject ${at}`);
    // no table scrolls sideways inside its card
    const scrolled = await page.locator('.ui-table-wrap').evaluateAll((wraps) => wraps.filter((w) => w.scrollWidth > w.clientWidth + 1).length);
    assert.equal(scrolled, 0, `a table scrolls sideways ${at}`);
    await axe(page, `Progress ${at}`);
    await fitsWidth(page, `Progress ${at}`);
  }
  await page.context().close();
});

test('Overview: the milestone chart shows all eight milestones, nothing cut off', async () => {
  const page = await adminPage(browser, server.baseURL);
  const shots = mkdtempSync(join(tmpdir(), 'overview-'));
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    const chart = page.getByRole('figure', { name: 'Completion per milestone' });
    await chart.getByText('Revelation').waitFor();
    const rows = chart.getByRole('listitem');
    assert.equal(await rows.count(), 8);
    // every bar inside the chart's own box, none hidden by a scroll box
    const clipped = await chart.evaluate((figure) => {
      const box = figure.getBoundingClientRect();
      const out = [...figure.querySelectorAll('li')].filter((li) => {
        const r = li.getBoundingClientRect();
        return r.top < box.top || r.bottom > box.bottom;
      });
      const scrollers = [...figure.querySelectorAll('*')].filter((el) => el.scrollHeight > el.clientHeight + 1 && getComputedStyle(el).overflowY !== 'visible');
      return { out: out.length, scrollers: scrollers.length };
    });
    assert.deepEqual(clipped, { out: 0, scrollers: 0 }, `the chart cuts off milestones at ${viewport.width}px`);
    // the picture: the chart's screenshot holds its first and its last bar
    const file = join(shots, `milestones-${viewport.width}.png`);
    const png = await chart.screenshot({ path: file });
    const shotHeight = png.readUInt32BE(20) / (await page.evaluate(() => window.devicePixelRatio));
    const first = await rows.first().boundingBox();
    const last = await rows.last().boundingBox();
    const figure = await chart.boundingBox();
    assert.ok(shotHeight >= last.y + last.height - figure.y - 1 && first.y >= figure.y, `screenshot ${file} (${shotHeight}px) misses bars`);
    await axe(page, `Overview at ${viewport.width}px`);
  }
  await page.context().close();
});

test('the floating Donate button: never on the admin panel; on a phone clear of the content', async () => {
  const admin = await adminPage(browser, server.baseURL, { viewport: PHONE });
  for (const tab of ['Overview', 'Users', 'Progress']) {
    if (tab !== 'Overview') await openAdminTab(admin, tab);
    assert.equal(await admin.getByRole('link', { name: 'Donate now' }).count(), 0, `Donate button on the admin ${tab} tab`);
  }
  await admin.context().close();

  const page = await newPage(browser, server.baseURL, { viewport: PHONE });
  for (const path of ['/', '/register', '/login']) {
    await page.goto(path);
    const fab = page.getByRole('link', { name: 'Donate now' });
    await fab.waitFor();
    // the screen's whole content first: a form that grows after the scroll ends under the button
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    await settled(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    // at the end of the page nothing readable or usable lies under the button
    const covered = await fab.evaluate((button) => {
      const b = button.getBoundingClientRect();
      const hits = [];
      for (const el of document.querySelectorAll('main *, footer *')) {
        if (el.closest('.donate-fab') || el.children.length > 0 && !/^(A|BUTTON|INPUT|SELECT|TEXTAREA|LABEL)$/.test(el.tagName)) continue;
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0 || !(el.textContent.trim() || /^(INPUT|SELECT|TEXTAREA)$/.test(el.tagName))) continue;
        if (r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top) hits.push(`${el.tagName} "${el.textContent.trim().slice(0, 40)}"`);
      }
      return hits;
    });
    assert.deepEqual(covered, [], `the Donate button covers content at the end of ${path}`);
    // an input the browser scrolls into view (focus, from the top) stops above the button
    await page.evaluate(() => window.scrollTo(0, 0));
    const inputs = page.locator('main input, main a, main button');
    const lastInput = inputs.last();
    await lastInput.focus();
    const [field, button] = [await lastInput.boundingBox(), await fab.boundingBox()];
    assert.ok(field.y + field.height <= button.y + 1, `${path}: the focused control (${Math.round(field.y + field.height)}) runs under the Donate button (${Math.round(button.y)})`);
    await axe(page, `${path} at 360px, scrolled`);
  }
  await page.context().close();
});

test('what the browser scrolls into view lands below the sticky top bar, and axe stays clean', async () => {
  for (const viewport of VIEWPORTS) {
    const page = await adminPage(browser, server.baseURL, { viewport });
    await openAdminTab(page, 'Users');
    await page.getByRole('rowheader', { name: members[0].name }).waitFor();
    // from the end of the page, focus the first button of the table: the browser scrolls up to it
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const target = page.getByRole('table', { name: /^Users/ }).getByRole('button').first();
    await target.focus();
    const bar = await page.locator('.site-header').boundingBox();
    const box = await target.boundingBox();
    assert.ok(box.y >= bar.y + bar.height, `at ${viewport.width}px the focused button (top ${Math.round(box.y)}) is under the top bar (bottom ${Math.round(bar.y + bar.height)})`);
    // the table the browser scrolled to: controls above it may sit half under the bar, as on any
    // page with a sticky bar; the page as a whole is checked unscrolled in the test above
    await axe(page, `Users at ${viewport.width}px, scrolled to a focused button`, '.users-tab table');
    await page.context().close();
  }
});
