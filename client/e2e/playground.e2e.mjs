// The admin's GraphQL playground in Chromium (issue 14): GraphiQL bundled into the app (nothing
// fetched from anywhere but the app's own origin: every other host is blocked and none may even
// be asked), the admin token sent by itself, the docs explorer from introspection, the saved
// examples (each also run against the server here), history kept across a reload, a question
// before a mutation (cancelling sends nothing), the server's limits' refusals in their words, the
// page's own Content-Security-Policy with no violation, zero console errors and axe clean but for
// the rules listed in AXE_EXCLUDED. Without an admin token the page shows the panel's sign-in, and
// the server refuses introspection and mutations.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { after, before, test } from 'node:test';
import { ADMIN, fitsWidth, graphql, newPage, startAll, stopAll } from './harness.mjs';

let server;
let browser;
let adminToken;
let adminName;
let memberToken;
let member; // { userId, groupId } of a registered member

const DESKTOP = { width: 1280, height: 900 };

before(async () => {
  ({ server, browser } = await startAll());
  const login = await graphql(
    server.baseURL,
    `mutation ($e: String!, $p: String!) { adminLogin(email: $e, password: $p) { token user { name } } }`,
    { e: ADMIN.email, p: ADMIN.password },
  );
  assert.equal(login.errors, undefined, JSON.stringify(login.errors));
  adminToken = login.data.adminLogin.token;
  adminName = login.data.adminLogin.user.name;
  const reg = await graphql(
    server.baseURL,
    `mutation ($input: RegisterInput!) { register(input: $input) { token } }`,
    { input: { name: 'Lydia Porphyra', email: `lydia.${Date.now()}@e2e.test`, city: 'Thyatira', mailingAddress: '3 Dye Street, Thyatira' } },
  );
  assert.equal(reg.errors, undefined, JSON.stringify(reg.errors));
  memberToken = reg.data.register.token;
  const [userId, groupId] = server.psql(`SELECT user_id, group_id FROM group_members ORDER BY join_date DESC LIMIT 1`).split('|');
  member = { userId, groupId };
});

after(() => stopAll({ server, browser }));

const INTROSPECTION = `{ __schema { queryType { name } types { name } } }`;

/**
 * axe rules that GraphiQL's own markup breaks and the app cannot change, each with where it is
 * and why: the rule is skipped inside `within` only, and checked on everything else. (GraphiQL's
 * tabs, role=tab items holding buttons, are redrawn as a list of buttons by the app: see
 * src/admin/playground/accessibleTabs.ts; nested-interactive is checked everywhere.)
 */
const AXE_EXCLUDED = {
  'label-content-name-mismatch': {
    within: '.graphiql-history',
    why: "GraphiQL's history plugin names each entry's button 'Set active' (aria-label) while it shows the operation's name; the app cannot change the plugin's markup",
  },
};

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's WCAG 2.x A/AA rules and best practices; AXE_EXCLUDED's rules everywhere but their `within`. */
async function axeViolations(page) {
  return page.evaluate(
    async ({ source, excluded }) => {
      if (!window.axe) (0, eval)(source);
      const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
      const ids = Object.keys(excluded);
      const all = await window.axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        rules: Object.fromEntries(ids.map((id) => [id, { enabled: false }])),
      });
      const found = all.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      for (const [id, { within }] of Object.entries(excluded)) {
        const elsewhere = await window.axe.run({ include: [document], exclude: [[within]] }, { runOnly: { type: 'rule', values: [id] } });
        found.push(...elsewhere.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`));
      }
      return found;
    },
    { source: axeSource, excluded: AXE_EXCLUDED },
  );
}

/** A page that records requests to other hosts, CSP violations and console warnings about workers. */
async function playgroundPage() {
  const page = await newPage(browser, server.baseURL, { viewport: DESKTOP });
  page.elsewhere = [];
  page.graphqlRequests = []; // { query, authorization } of every POST /graphql
  page.workerWarnings = [];
  page.on('request', (req) => {
    if (!req.url().startsWith(server.baseURL) && !req.url().startsWith('data:') && !req.url().startsWith('blob:')) page.elsewhere.push(req.url());
    if (req.url() === `${server.baseURL}/graphql` && req.method() === 'POST') {
      page.graphqlRequests.push({ query: JSON.parse(req.postData() ?? '{}').query ?? '', authorization: req.headers().authorization ?? null });
    }
  });
  page.on('console', (msg) => {
    if (msg.type() === 'warning' && /worker/i.test(msg.text())) page.workerWarnings.push(msg.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`);
    });
  });
  return page;
}

async function signIn(page) {
  const form = page.getByRole('form', { name: 'Admin Sign In' });
  await form.getByLabel('Email').fill(ADMIN.email);
  await form.getByLabel('Password').fill(ADMIN.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

/** The text of the Monaco editor inside `container` (its lines, spaces as spaces). */
async function editorText(page, container) {
  return (await page.locator(`${container} .view-lines`).first().innerText()).replace(/\u00a0/g, ' ');
}

/** Replaces the operation editor's text as a person would: select all, type. */
async function typeOperation(page, text) {
  const editor = page.locator('.graphiql-query-editor .monaco-editor').first();
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

async function run(page) {
  await page.getByRole('button', { name: /^Execute query/ }).click();
}

/** Waits until the response pane shows `pattern`; returns its text. */
async function response(page, pattern) {
  let text = '';
  await assert.doesNotReject(
    page.waitForFunction(
      ({ source, flags }) => {
        const el = document.querySelector('.graphiql-response .view-lines');
        // Monaco draws spaces as no-break spaces and wraps long lines (with an indent)
        return el && new RegExp(source, flags).test(el.textContent.replace(/[\s\u00a0]+/g, ' '));
      },
      { source: pattern.source, flags: pattern.flags },
      { timeout: 15_000 },
    ),
    `the response pane shows ${pattern}`,
  );
  text = await editorText(page, '.graphiql-response');
  return text;
}

test('without an admin token: the panel signs in first, and the server refuses introspection and mutations', async () => {
  const page = await playgroundPage();
  await page.goto('/admin/playground');
  await page.getByRole('form', { name: 'Admin Sign In' }).waitFor();
  assert.equal(await page.locator('.graphiql-container').count(), 0, 'no playground before signing in');

  // a direct request without the token: introspection is refused, with a readable reason
  for (const token of [undefined, memberToken]) {
    const res = await graphql(server.baseURL, INTROSPECTION, {}, token);
    assert.equal(res.data ?? null, null);
    assert.deepEqual(
      res.errors?.map((e) => [e.message, e.extensions?.code]),
      [['Introspection is available to admins only.', 'forbidden']],
    );
  }
  // and so is a mutation
  const mutation = await graphql(server.baseURL, `mutation { createGroup(input: { startDate: "2031-07-01" }) { group { id } } }`, {}, memberToken);
  assert.equal(mutation.data ?? null, null);
  assert.deepEqual(mutation.errors?.map((e) => e.extensions?.code), ['forbidden']);
  const anonymous = await graphql(server.baseURL, `mutation { createGroup(input: { startDate: "2031-07-01" }) { group { id } } }`);
  assert.deepEqual(anonymous.errors?.map((e) => e.extensions?.code), ['unauthorized']);
  assert.equal(server.psql(`SELECT count(*) FROM groups WHERE start_date = '2031-07-01'`), '0');

  assert.deepEqual(page.consoleErrors, []);
  assert.deepEqual(page.elsewhere, []);
  await page.context().close();
});

test("the playground: offline but for the app, runs { me { name } } with the admin token, docs, examples, history, a mutation's question", async () => {
  const page = await playgroundPage();
  const documentResponse = await page.goto('/admin/playground');
  assert.match(documentResponse.headers()['content-security-policy'], /style-src 'self' 'unsafe-inline'/);
  await signIn(page);
  await page.locator('.graphiql-query-editor .monaco-editor').first().waitFor({ timeout: 30_000 });
  await page.getByRole('heading', { level: 2, name: 'GraphQL Playground' }).waitFor();

  // the first tab holds { me { name } }: run it
  assert.match(await editorText(page, '.graphiql-query-editor'), /me \{\s*name\s*\}/);
  await run(page);
  await response(page, new RegExp(`"name": "${adminName}"`));
  // sent once, with the admin token the sign-in stored (the admin typed no header)
  const stored = await page.evaluate(() => localStorage.getItem('adminToken'));
  assert.ok(stored);
  const sent = page.graphqlRequests.filter((r) => /me\s*\{\s*name/.test(r.query));
  assert.deepEqual(
    sent.map((r) => r.authorization),
    [`Bearer ${stored}`],
  );
  // GraphiQL's introspection went with it too
  assert.ok(page.graphqlRequests.some((r) => /__schema/.test(r.query) && r.authorization === `Bearer ${stored}`));

  // the docs explorer shows the schema (introspection with the admin token)
  await page.getByRole('button', { name: 'Show Documentation Explorer' }).click();
  const docs = page.locator('.graphiql-doc-explorer');
  await docs.getByText('Query', { exact: true }).first().waitFor({ timeout: 15_000 });
  await docs.getByText('Query', { exact: true }).first().click();
  await docs.getByText('adminMessages', { exact: true }).first().waitFor();
  await axeCheck(page, 'docs explorer');

  // the examples: each opens in a new tab and runs
  await page.getByRole('button', { name: 'Show Examples' }).click();
  await page.getByRole('heading', { level: 3, name: 'Examples' }).waitFor();
  await axeCheck(page, 'examples');
  await page.getByRole('button', { name: 'Members behind', exact: true }).click();
  await page.waitForFunction(() =>
    /query MembersBehind/.test((document.querySelector('.graphiql-query-editor .view-lines')?.textContent ?? '').replace(/\u00a0/g, ' ')),
  );
  await run(page);
  await response(page, /"adminProgress": \{/);

  // a mutation asks first; Cancel sends nothing
  const before = page.graphqlRequests.length;
  await typeOperation(page, 'mutation { createGroup(input: { startDate: "2031-07-01" }) { group { name } } }');
  await run(page);
  const dialog = page.getByRole('dialog', { name: 'Run this mutation?' });
  await dialog.waitFor();
  assert.match(await dialog.innerText(), /This mutation changes the programme's data \(createGroup\)/);
  await axeCheck(page, 'mutation question');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await response(page, /Cancelled: the mutation was not sent\./);
  assert.equal(page.graphqlRequests.length, before, 'nothing was sent');
  assert.equal(server.psql(`SELECT count(*) FROM groups WHERE start_date = '2031-07-01'`), '0');
  // Run mutation sends it
  await run(page);
  await dialog.getByRole('button', { name: 'Run mutation' }).click();
  await response(page, /"name": "July 2031 Group"/);
  assert.equal(server.psql(`SELECT count(*) FROM groups WHERE start_date = '2031-07-01'`), '1');

  // the server's cost limit answers in its own words
  const costly = ['a', 'b', 'c', 'd', 'e', 'f'].map((k) => `${k}: adminAudit(first: 100) { nodes { id action adminName at } }`).join(' ');
  await typeOperation(page, `{ ${costly} }`);
  await run(page);
  await response(page, /exceeds the limit of 2500/);

  // history is kept in the browser: still there after a reload
  await page.reload();
  await page.locator('.graphiql-query-editor .monaco-editor').first().waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Show History' }).click();
  const history = page.locator('.graphiql-history');
  await history.getByText('MembersBehind').first().waitFor();
  assert.ok((await history.locator('li').count()) >= 3, 'the operations run before the reload are listed');

  // the editor's workers run (the GraphQL worker marks an unknown field) from the app's origin
  await typeOperation(page, '{ me { nameless } }');
  await page.locator('.graphiql-query-editor .squiggly-error').first().waitFor({ timeout: 15_000 });

  // a phone: the page fits 360 px and stays axe-clean
  await page.setViewportSize({ width: 360, height: 780 });
  await page.locator('.graphiql-query-editor .monaco-editor').first().waitFor();
  await fitsWidth(page, 'the playground at 360 px');
  await axeCheck(page, 'the playground at 360 px');

  assert.deepEqual(await page.evaluate(() => window.__cspViolations), []);
  assert.deepEqual(page.workerWarnings, []);
  // the costly operation is refused before it runs: 400 under GraphQL over HTTP, which the
  // browser reports as a failed load (its words are in the response pane, above)
  assert.deepEqual(page.consoleErrors.filter((e) => !/status of 400 \(Bad Request\)/.test(e)), []);
  assert.deepEqual(page.elsewhere, [], 'nothing was asked of another host');
  await page.context().close();
});

test('the panel opens the Playground tab as its own document (its own policy), and every example runs against the server', async () => {
  const page = await playgroundPage();
  await page.goto('/admin/overview');
  await signIn(page);
  await page.getByText('Total Groups').waitFor();
  await page.evaluate(() => {
    window.__sameDocument = true;
  });
  const [doc] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === '/admin/playground' && r.request().resourceType() === 'document'),
    page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Playground' }).click(),
  ]);
  assert.match(doc.headers()['content-security-policy'], /worker-src 'self'/);
  await page.locator('.graphiql-query-editor .monaco-editor').first().waitFor({ timeout: 30_000 });
  assert.equal(await page.evaluate(() => window.__sameDocument ?? null), null, 'a new document');
  assert.equal(
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Playground' }).getAttribute('aria-current'),
    'page',
  );
  await axeCheck(page, 'playground');
  assert.deepEqual(page.consoleErrors, []);
  await page.context().close();

  // every saved example, with the variables it opens with (ids filled where it asks for them)
  const dir = new URL('../src/admin/playground/examples/', import.meta.url);
  const { from, to } = quarter(new Date());
  const variables = {
    'group-grades.graphql': { groupId: member.groupId },
    'member-milestones.graphql': { userId: member.userId, groupId: member.groupId },
    'members-behind.graphql': { groupId: null },
    'quarter-donations.graphql': { from, to },
    'reported-messages.graphql': {},
  };
  for (const [file, vars] of Object.entries(variables)) {
    const res = await graphql(server.baseURL, readFileSync(new URL(file, dir), 'utf8'), vars, adminToken);
    assert.equal(res.errors, undefined, `${file}: ${JSON.stringify(res.errors)}`);
  }
});

function quarter(today) {
  const y = today.getUTCFullYear();
  const m = Math.floor(today.getUTCMonth() / 3) * 3;
  const day = (d) => d.toISOString().slice(0, 10);
  return { from: day(new Date(Date.UTC(y, m, 1))), to: day(new Date(Date.UTC(y, m + 3, 0))) };
}

async function axeCheck(page, label) {
  assert.deepEqual(await axeViolations(page), [], `axe on the playground (${label})`);
}
