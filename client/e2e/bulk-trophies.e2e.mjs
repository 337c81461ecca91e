// Bulk trophy decisions in the admin Progress tab (issue 29), in Chromium against the real binary,
// at 1280 and 360 px: three members' pending requests selected with "Select all pending on this
// page" and approved after the confirmation ("Approved 3 of 3.", the rows approved); then two
// selected one by one, one of them decided behind the admin's back, and both rejected with one
// reason ("Rejected 1 of 2: 1 already decided.", that member listed with the server's message).
// Each decision is its own audit entry. axe and the width check on the bulk bar and the report;
// no console errors.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { axe, fitsWidth, startAll, stopAll } from './harness.mjs';
import { adminPage, openAdminTab, registerMember, settled } from './people.mjs';

const VIEWPORTS = [
  { tag: 'wide', viewport: { width: 1280, height: 900 } },
  { tag: 'narrow', viewport: { width: 360, height: 780 } },
];
const CONTEXT = { locale: 'en-US', timezoneId: 'America/New_York' };
const REASON = 'Milestone 8 has no report yet.';

let server;
let browser;
const stamp = Date.now();
/** Per viewport tag: the members whose requests are approved together, and the two rejected. */
const sets = {};

before(async () => {
  ({ server, browser } = await startAll());
  const names = { approve: ['Priscilla', 'Aquila', 'Apollos'], reject: ['Phoebe', 'Tertius'] };
  for (const { tag } of VIEWPORTS) {
    sets[tag] = {};
    for (const [kind, firsts] of Object.entries(names)) {
      sets[tag][kind] = [];
      for (const first of firsts) {
        // the search term `${tag}${kind}` finds exactly one set by its email addresses
        const name = `${first} ${tag === 'wide' ? 'Corinth' : 'Cenchreae'}`;
        sets[tag][kind].push(await registerMember(server.baseURL, name, `${tag}${kind}.${first.toLowerCase()}.${stamp}@e2e.test`));
      }
    }
  }
  const ids = Object.values(sets).flatMap((s) => [...s.approve, ...s.reject]).map((m) => Number(m.id));
  server.psql(`INSERT INTO trophy_requests (user_id, group_id) SELECT user_id, group_id FROM group_members WHERE user_id IN (${ids.join(', ')})`);
});

after(() => stopAll({ server, browser }));

const rowOf = (page, name) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${name}`) }) });

/** Searches the Progress tab and waits for exactly `n` members. */
async function search(page, term, n) {
  await page.getByRole('search', { name: "Find members' progress" }).getByLabel('Search').fill(term);
  await page.locator('.progress-count').filter({ hasText: new RegExp(`^${n} members?$`) }).waitFor();
  await settled(page);
}

/** The audit entries of `action` about each member, in their order. */
function auditCounts(action, members) {
  return members.map((m) => Number(server.psql(`SELECT count(*) FROM audit_log WHERE action = '${action}' AND object_type = 'user' AND object_id = ${Number(m.id)}`)));
}

/** The bulk bar and the report: axe-clean and inside the viewport. */
async function checkLayout(page, selector, label) {
  await settled(page);
  await axe(page, label, selector);
  await fitsWidth(page, label);
  const box = await page.locator(selector).boundingBox();
  const width = page.viewportSize().width;
  assert.ok(box && box.x >= 0 && box.x + box.width <= width, `${label}: ${JSON.stringify(box)} outside 0..${width}`);
}

for (const { tag, viewport } of VIEWPORTS) {
  test(`at ${viewport.width} px: select all pending, approve three; select two, one decided meanwhile, reject both`, async () => {
    const { approve: approving, reject: rejecting } = sets[tag];
    const page = await adminPage(browser, server.baseURL, { viewport, ...CONTEXT });
    await openAdminTab(page, 'Progress');

    // three pending: "Select all pending on this page" by keyboard selects them
    await search(page, `${tag}approve`, 3);
    const pageBox = page.getByRole('checkbox', { name: 'Select all pending on this page' });
    await pageBox.focus();
    await page.keyboard.press('Space');
    assert.equal(await pageBox.isChecked(), true);
    assert.notEqual(await pageBox.evaluate((el) => getComputedStyle(el).outlineStyle), 'none', 'the focused box shows its focus');
    for (const m of approving) assert.equal(await page.getByRole('checkbox', { name: `Select ${m.name}'s request` }).isChecked(), true);
    const bar = page.getByRole('region', { name: 'Selected requests' });
    await bar.getByText('3 selected', { exact: true }).waitFor();
    await checkLayout(page, '.progress-bulk-bar', `bulk bar at ${viewport.width}px`);

    await bar.getByRole('button', { name: 'Approve 3', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Approve trophy requests' });
    await confirm.getByText('Approve 3 trophy requests?', { exact: true }).waitFor();
    await axe(page, `approve confirmation at ${viewport.width}px`);
    await fitsWidth(page, `approve confirmation at ${viewport.width}px`);
    await confirm.getByRole('button', { name: 'Approve 3', exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByRole('status').filter({ hasText: /^Approved 3 of 3\.$/ }).waitFor();
    await bar.waitFor({ state: 'detached' });
    for (const m of approving) {
      await rowOf(page, m.name).getByText('Approved', { exact: true }).waitFor();
      assert.equal(await rowOf(page, m.name).getByRole('checkbox').count(), 0, `${m.name}'s row still offers a box`);
    }
    await checkLayout(page, '.bulk-report', `report of the approvals at ${viewport.width}px`);
    assert.deepEqual(auditCounts('trophy.approve', approving), [1, 1, 1], 'one audit entry per approval');
    const ids = approving.map((m) => Number(m.id)).join(', ');
    assert.equal(server.psql(`SELECT count(*) FROM trophy_requests WHERE status = 'approved' AND user_id IN (${ids})`), '3');
    assert.equal(server.psql(`SELECT count(*) FROM users WHERE trophies_count = 1 AND id IN (${ids})`), '3');

    // two selected one by one; the first is approved elsewhere before the admin rejects them
    await search(page, `${tag}reject`, 2);
    for (const m of rejecting) await page.getByRole('checkbox', { name: `Select ${m.name}'s request` }).check();
    await bar.getByText('2 selected', { exact: true }).waitFor();
    const [early, late] = rejecting;
    server.psql(`UPDATE trophy_requests SET status = 'approved', decided_at = now() WHERE user_id = ${Number(early.id)}`);

    await bar.getByRole('button', { name: 'Reject 2', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject 2 trophy requests' });
    await dialog.getByLabel('Reason').fill(REASON);
    await axe(page, `reject dialog at ${viewport.width}px`);
    await fitsWidth(page, `reject dialog at ${viewport.width}px`);
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('status').filter({ hasText: /^Rejected 1 of 2: 1 already decided\.$/ }).waitFor();
    const problems = page.getByRole('list', { name: 'Requests not decided' });
    const item = problems.getByRole('listitem');
    assert.equal(await item.count(), 1);
    assert.match(await item.textContent(), new RegExp(`^${early.name}, .+ — already decided: This trophy request was already approved, so it cannot be rejected\\.$`));
    await rowOf(page, late.name).getByText('Rejected', { exact: true }).waitFor();
    await rowOf(page, late.name).getByText(`Reason: ${REASON}`).waitFor();
    await rowOf(page, early.name).getByText('Approved', { exact: true }).waitFor();
    await bar.waitFor({ state: 'detached' });
    await checkLayout(page, '.bulk-report', `report of the rejections at ${viewport.width}px`);
    assert.deepEqual(auditCounts('trophy.reject', rejecting), [0, 1], 'the rejection has its own audit entry; the request decided before has none');
    assert.equal(server.psql(`SELECT status || ' ' || coalesce(reason, '') FROM trophy_requests WHERE user_id = ${Number(late.id)}`), `rejected ${REASON}`);

    assert.deepEqual(page.consoleErrors, [], 'no console errors');
    await page.context().close();
  });
}
