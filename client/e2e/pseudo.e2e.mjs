// Issue 31: the pseudo-locale run. The app in accented, 40 % longer English (?locale=pseudo, kept by the
// app like a chosen language) over every route a visitor, a member and the admin open, on a 360 px phone:
// any text that skipped the catalogues is plain English and fails the test, with the route and the text,
// and a page the longer texts push wider than the phone fails too. Screenshots of each route are left in
// /tmp/j365-pseudo-*.png to see where a layout strains.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { fitsWidth, graphql, newPage, startAll, stopAll } from './harness.mjs';
import { adminToken, registerMember } from './people.mjs';

let server;
let browser;
before(async () => ({ server, browser } = await startAll()));
after(() => stopAll({ server, browser }));

const PHONE = { width: 360, height: 780 };

const VISITOR_ROUTES = [
  '/', '/register', '/login', '/join-current-group', '/donate', '/reset-password', '/reset-password?token=abc',
  '/legacy', '/no/such/page',
];
const MEMBER_ROUTES = ['/dashboard', '/messages', '/awards', '/settings', '/profile', '/catch-up'];
// The playground is GraphiQL's own page (a developer's tool, in English).
const ADMIN_TABS = [
  'overview', 'groups', 'users', 'progress', 'messages', 'announcements', 'reading', 'settings', 'donations', 'audit',
  'outbox', 'password',
];

const MEMBER = { name: 'Priscilla Tentmaker', email: 'priscilla.pseudo@e2e.test' };
const POST = 'Greetings from Corinth';

// Data people wrote or the server names (not the app's texts): members' and groups' names, message bodies,
// e-mail addresses, and dates and numbers (the pseudo-locale formats them as English).
const DATA = [
  MEMBER.name, MEMBER.email, POST, 'Springfield', 'Administrator', 'Journey 365', 'English', 'Español', 'UTC',
  /\b[A-Z][A-Za-z_-]+\/[A-Za-z_/-]+\b/g, /\b(January|April|July|October) \d{4} Group\b/g,
  /\b(January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\b/g,
  /\b(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|AM|PM|USD)\b/g, /[\w.+-]+@[\w.-]+/g, /https?:\/\/\S+/g,
];

// The server's own words (its errors and notes) come in the request's language, English for the
// pseudo-locale: any text that is one of the server's English messages (locale/catalogue/en.json, whose
// keys are the messages' formats) is the server's to translate, and Go tests check it does.
const SERVER_MESSAGES = Object.keys(JSON.parse(readFileSync(new URL('../../locale/catalogue/en.json', import.meta.url), 'utf8'))).map(
  (format) => `^${format.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/%[a-z]/g, '.+?')}$`,
);
// Passages of the reading plan, which the server names in the request's language too.
const BOOKS = new RegExp(
  `\\b(${[
    'Genesis', 'Exodus', 'Leviticus', 'Numbers', 'Deuteronomy', 'Joshua', 'Judges', 'Ruth', 'Samuel', 'Kings', 'Chronicles',
    'Ezra', 'Nehemiah', 'Esther', 'Job', 'Psalms?', 'Proverbs', 'Ecclesiastes', 'Song of Solomon', 'Song of Songs', 'Isaiah',
    'Jeremiah', 'Lamentations', 'Ezekiel', 'Daniel', 'Hosea', 'Joel', 'Amos', 'Obadiah', 'Jonah', 'Micah', 'Nahum',
    'Habakkuk', 'Zephaniah', 'Haggai', 'Zechariah', 'Malachi', 'Matthew', 'Mark', 'Luke', 'John', 'Acts', 'Romans',
    'Corinthians', 'Galatians', 'Ephesians', 'Philippians', 'Colossians', 'Thessalonians', 'Timothy', 'Titus', 'Philemon',
    'Hebrews', 'James', 'Peter', 'Jude', 'Revelation',
  ].join('|')})\\b`,
  'g',
);
DATA.push(BOOKS);

/** The texts on the page (and in its labels) that are plain English: they did not come from the catalogue. */
async function untranslated(page) {
  return page.evaluate(([data, serverMessages]) => {
    const pseudo = /[áƀçďéƒĝĥíĵķļɱñöþǫŕšţúṽŵẋýžÁƁÇĎÉƑĜĤÍĴĶĻṀÑÖÞǪŔŠŢÚṼŴẊÝŽ]/;
    const patterns = data.map((d) => (typeof d === 'string' ? d : new RegExp(d.source, d.flags)));
    const server = serverMessages.map((source) => new RegExp(source));
    const english = (text) => {
      if (pseudo.test(text) || server.some((re) => re.test(text))) return false;
      let rest = text;
      for (const p of patterns) rest = typeof p === 'string' ? rest.split(p).join(' ') : rest.replace(p, ' ');
      return /[A-Za-z]{2,}/.test(rest);
    };
    const skipped = 'script, style, noscript, code, pre, time, textarea, [translate="no"], .graphiql-container';
    const found = new Set();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent.replace(/\s+/g, ' ').trim();
      if (text && !node.parentElement.closest(skipped) && english(text)) found.add(text);
    }
    for (const el of document.body.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
      if (el.closest(skipped)) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const text = el.getAttribute(name)?.trim();
        if (text && english(text)) found.add(`${name}="${text}"`);
      }
    }
    if (english(document.title)) found.add(`<title>${document.title}`);
    return [...found];
  }, [DATA.map((d) => (typeof d === 'string' ? d : { source: d.source, flags: d.flags })), SERVER_MESSAGES]);
}

/** Waits for the route's heading and for nothing to be loading (busy regions, pending statuses). */
async function shown(page) {
  await page.locator('h1').first().waitFor({ timeout: 15_000 });
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), null, { timeout: 15_000 });
  await page.waitForLoadState('networkidle');
}

async function check(page, route, problems) {
  await page.goto(route);
  await shown(page);
  const left = await untranslated(page);
  if (left.length) problems.push(`${route}: ${left.join(' | ')}`);
  try {
    await fitsWidth(page, `${route} at 360 px in the pseudo-locale`);
  } catch (err) {
    problems.push(err.message);
  }
  await page.screenshot({ path: `/tmp/j365-pseudo-${route.replace(/[^\w]+/g, '_')}.png`, fullPage: true });
  assert.deepEqual(page.consoleErrors.filter((e) => !/status of 4\d\d/.test(e)), [], `${route}: console errors`);
}

test('every visitor, member and admin route reads its texts from the catalogues (pseudo-locale, 360 px)', async () => {
  const problems = [];

  const visitor = await newPage(browser, server.baseURL, { viewport: PHONE });
  await visitor.goto('/?locale=pseudo');
  await visitor.getByRole('heading', { level: 1 }).waitFor();
  for (const route of VISITOR_ROUTES) await check(visitor, route, problems);
  await visitor.context().close();

  const member = await registerMember(server.baseURL, MEMBER.name, MEMBER.email);
  const posted = await graphql(
    server.baseURL,
    `mutation ($body: String!) { postMessage(input: { content: $body }) { id } }`,
    { body: POST },
    member.token,
  );
  assert.equal(posted.errors, undefined, JSON.stringify(posted.errors));
  const signedIn = await newPage(browser, server.baseURL, { viewport: PHONE });
  await signedIn.context().addInitScript(
    ([token, data]) => {
      if (!sessionStorage.getItem('e2e-seeded')) {
        localStorage.setItem('userToken', token);
        localStorage.setItem('userData', data);
        localStorage.setItem('journey365.locale', 'pseudo');
        sessionStorage.setItem('e2e-seeded', '1');
      }
    },
    [member.token, JSON.stringify({ name: member.name, trophies_count: 0 })],
  );
  for (const route of MEMBER_ROUTES) await check(signedIn, route, problems);
  await signedIn.context().close();

  const token = await adminToken(server.baseURL);
  const admin = await newPage(browser, server.baseURL, { viewport: PHONE });
  await admin.context().addInitScript(
    (tok) => {
      if (!sessionStorage.getItem('e2e-seeded')) {
        localStorage.setItem('adminToken', tok);
        localStorage.setItem('journey365.locale', 'pseudo');
        sessionStorage.setItem('e2e-seeded', '1');
      }
    },
    token,
  );
  for (const tab of ADMIN_TABS) await check(admin, `/admin/${tab}`, problems);
  await admin.context().close();

  assert.deepEqual(problems, [], `texts outside the catalogues, or layouts the longer texts break:\n${problems.join('\n')}`);
});
