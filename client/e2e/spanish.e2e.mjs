// Issue 31: Journey 365 in Spanish, in a real browser against the real binary. A visitor whose browser
// speaks Spanish registers and gets a Spanish welcome mail; a member reports missing days and posts on the
// board; a wrong sign-in is refused in the server's Spanish; the admin runs the panel in Spanish. Every
// screen is checked with axe at 1280 and 360 px. The Spanish texts are read from the catalogues, so the
// test follows the wording and fails on any screen that stays English.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { readLocale } from '../scripts/catalogs.mjs';
import { ADMIN, axe, fitsWidth, graphql, newPage, startAll, stopAll } from './harness.mjs';
import { registerMember } from './people.mjs';

let server;
let browser;
before(async () => ({ server, browser } = await startAll({ smtp: true })));
after(() => stopAll({ server, browser }));

const SPANISH = readLocale('es');
const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 900 };
// the browser's languages: navigator.languages and Accept-Language
const IN_SPANISH = { locale: 'es-MX' };

/** The Spanish text of a catalogue message, its placeholders filled with values. */
function es(id, values = {}) {
  assert.ok(id in SPANISH, `no Spanish message ${id}`);
  const fill = (parts) =>
    (typeof parts === 'string' ? [parts] : parts)
      .map((part) => {
        if (typeof part === 'string') return part.replace(/<\/?\d+\/?>/g, '');
        const [name, format, options] = part;
        if (format === 'plural') return fill(options[values[name] === 1 ? 'one' : 'other'] ?? options.other).replace(/#/g, String(values[name]));
        if (format === 'select') return fill(options[values[name]] ?? options.other);
        return String(values[name]);
      })
      .join('');
  return fill(compileMessage(SPANISH[id]));
}

/** axe at both widths, and nothing wider than the phone (scrolled to the top, as catchup.e2e.mjs says why). */
async function checked(page, label) {
  for (const [width, viewport] of [['1280', DESKTOP], ['360', PHONE]]) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollTo(0, 0));
    await axe(page, `${label} in Spanish at ${width} px`);
    await fitsWidth(page, `${label} in Spanish at ${width} px`);
  }
}

test('a Spanish-speaking visitor reads Home in Spanish, registers, and gets a Spanish welcome mail', async () => {
  const page = await newPage(browser, server.baseURL, { viewport: DESKTOP, ...IN_SPANISH });
  await page.goto('/');
  await page.locator('html[lang="es"]').waitFor();
  await page.getByRole('heading', { level: 2, name: es('home.about') }).waitFor();
  await page.getByRole('timer').waitFor();
  const language = page.getByRole('contentinfo').getByRole('group', { name: es('shell.language') });
  assert.equal(await language.getByRole('button', { name: 'Español' }).getAttribute('aria-pressed'), 'true');
  await checked(page, 'Home');

  await page.getByRole('link', { name: es('home.registerNow') }).click();
  await page.getByRole('heading', { level: 1, name: es('register.title') }).waitFor();
  await page.getByLabel(es('register.name.label')).fill('Lidia de Tiatira');
  await page.getByLabel(es('register.email.label')).fill('lidia.es@e2e.test');
  await page.getByLabel(es('register.city.label')).fill('Filipos');
  await page.getByLabel(es('register.mailingAddress.label')).fill('Calle del Río 1\nFilipos');
  await checked(page, 'Register');
  await page.getByRole('button', { name: es('register.submit'), exact: true }).click();
  await page.getByRole('heading', { name: es('register.success.title') }).waitFor();

  const mail = await server.smtp.waitForMail((m) => m.to.includes('lidia.es@e2e.test'));
  assert.match(mail.subject, /^Le damos la bienvenida a Journey 365: /, `a Spanish welcome: ${mail.subject}`);
  assert.equal(server.psql("SELECT s.locale FROM member_settings s JOIN users u ON u.id = s.user_id WHERE u.email = 'lidia.es@e2e.test'"), 'es');

  await page.waitForURL('**/dashboard', { timeout: 15_000 });
  await page.getByRole('heading', { level: 1, name: es('dashboard.welcomeBack', { name: 'Lidia' }) }).waitFor();
  assert.deepEqual(page.consoleErrors, []);
  await page.context().close();
});

test('a wrong sign-in is refused in the server\'s Spanish, and English again after the switch', async () => {
  const page = await newPage(browser, server.baseURL, { viewport: PHONE, ...IN_SPANISH });
  await page.goto('/login');
  await page.getByRole('heading', { level: 1, name: es('login.title') }).waitFor();
  await page.getByLabel(es('login.email.label')).fill('nadie@e2e.test');
  await page.getByLabel(es('login.name.label')).fill('Nadie');
  await page.getByRole('button', { name: es('login.submit'), exact: true }).click();
  const alert = page.getByRole('alert').filter({ hasText: /\S/ }).first();
  await alert.waitFor();
  const refusal = await alert.innerText();
  assert.doesNotMatch(refusal, /\b(the|your|email|name|not found|invalid)\b/i, `Spanish, not English: ${refusal}`);
  await checked(page, 'Login refused');

  // the switch in the footer: English at once, <html lang> with it, and the choice kept on this device
  await page.getByRole('contentinfo').getByRole('button', { name: 'English' }).click();
  await page.locator('html[lang="en"]').waitFor();
  await page.getByRole('heading', { level: 1, name: 'Welcome Back' }).waitFor();
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Welcome Back' }).waitFor();
  assert.deepEqual(page.consoleErrors.filter((e) => !/status of 4\d\d/.test(e)), []);
  await page.context().close();
});

test('a Spanish member reports missing days and posts on the board, in Spanish', async () => {
  const member = await registerMember(server.baseURL, 'Febe de Cencrea', 'febe.es@e2e.test');
  const set = await graphql(server.baseURL, 'mutation { updateMyLocale(locale: "es") { locale } }', {}, member.token);
  assert.equal(set.errors, undefined, JSON.stringify(set.errors));
  // into a group of her own well under way, so The Law takes reports
  const name = 'E2E Grupo en curso';
  server.psql(`
    INSERT INTO groups (name, status, start_date, end_date, registration_deadline)
    SELECT '${name}', 'active', d, d + 364, d + 14
    FROM (SELECT date_trunc('quarter', (now() AT TIME ZONE 'UTC')::date - 100)::date AS d) s;
    UPDATE group_members SET group_id = (SELECT id FROM groups WHERE name = '${name}') WHERE user_id = ${Number(member.id)};
    UPDATE groups SET member_count = (SELECT count(*) FROM group_members m WHERE m.group_id = groups.id)`);

  // a browser that speaks English: the member's setting wins once she is signed in
  const page = await newPage(browser, server.baseURL, { viewport: DESKTOP, locale: 'en-US' });
  await page.context().addInitScript(
    ([token, data]) => {
      if (!sessionStorage.getItem('e2e-seeded')) {
        localStorage.setItem('userToken', token);
        localStorage.setItem('userData', data);
        sessionStorage.setItem('e2e-seeded', '1');
      }
    },
    [member.token, JSON.stringify({ name: member.name, trophies_count: 0 })],
  );
  await page.goto('/dashboard');
  await page.locator('html[lang="es"]').waitFor();
  await page.getByRole('heading', { level: 1, name: es('dashboard.welcomeBack', { name: 'Febe' }) }).waitFor();
  await page.getByRole('heading', { name: es('dashboard.milestones.title') }).waitFor();

  const law = page.getByRole('article').filter({ hasText: 'La Ley' });
  await law.getByLabel(es('dashboard.milestone.missingDaysLabel')).fill('7');
  await law.getByRole('status').filter({ hasText: es('ui.autosave.saved') }).waitFor({ timeout: 10_000 });
  assert.equal(server.psql(`SELECT missing_days FROM milestone_progress WHERE user_id = ${Number(member.id)} AND milestone_id = 1`), '7');
  await checked(page, 'Dashboard');

  await page.goto('/messages');
  await page.getByRole('heading', { level: 1, name: es('messages.title') }).waitFor();
  await page.getByRole('button', { name: es('messages.board.post') }).first().click();
  const dialog = page.getByRole('dialog', { name: es('messages.post.title') });
  await dialog.getByLabel(es('messages.post.content')).fill('¡Ánimo, hermanos! Hoy terminamos Génesis.');
  await checked(page, 'Post a message');
  await dialog.getByRole('button', { name: es('messages.board.post') }).click();
  await page.getByText('¡Ánimo, hermanos! Hoy terminamos Génesis.').waitFor();
  await checked(page, 'Message board');
  assert.deepEqual(page.consoleErrors, []);
  await page.context().close();
});

test('the admin runs the panel in Spanish', async () => {
  const page = await newPage(browser, server.baseURL, { viewport: DESKTOP, ...IN_SPANISH });
  page.setDefaultTimeout(15_000);
  await page.goto('/admin');
  const form = page.getByRole('form', { name: es('admin.signIn.title') });
  await form.getByLabel(es('admin.signIn.email')).fill(ADMIN.email);
  await form.getByLabel(es('admin.signIn.password')).fill(ADMIN.password);
  await checked(page, 'Admin sign-in');
  await form.getByRole('button', { name: es('admin.signIn.submit') }).click();
  await page.waitForURL((url) => url.pathname === '/admin/overview');
  const sections = page.getByRole('navigation', { name: es('admin.sections') });
  for (const tab of ['overview', 'groups', 'users', 'progress', 'messages', 'announcements', 'reading', 'settings', 'donations', 'audit', 'outbox', 'password']) {
    const link = sections.getByRole('link', { name: es(`admin.tab.${tab}`), exact: true });
    await link.click();
    await link.and(page.locator('[aria-current="page"]')).waitFor();
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    await page.waitForLoadState('networkidle');
    await checked(page, `Admin ${tab}`);
    await page.setViewportSize(DESKTOP);
  }
  assert.deepEqual(page.consoleErrors, []);
  await page.context().close();
});
