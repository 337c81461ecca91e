// /donate in Chromium against the real binary (issue 13). This machine has no internet, so
// Stripe.js (a script from js.stripe.com) cannot load: with Stripe configured on the server the
// page says Stripe has not loaded and asks to refresh, and the form works up to where the card
// fields would be (the server runs beside the pinned stripe-mock, the harness's { stripe: true });
// without Stripe configured it says online giving is not set up yet. Each state
// axe-clean and whole at 360 px. The CSP lets the browser ask js.stripe.com for the script (the
// test's network block, not the policy, is what stops it).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { axe, fitsWidth, graphql, launchBrowser, newPage, startServer, STRIPE } from './harness.mjs';

const PHONE = { viewport: { width: 360, height: 780 } };
const DESKTOP = { viewport: { width: 1280, height: 900 } };

const INCOMPLETE = 'Please fill in the donation amount and donor information above to enable payment.';
const NOT_LOADED = 'Stripe has not loaded, so card payments are unavailable. Please refresh the page.';
const NOT_LOADED_FORM =
  'The Stripe card form could not be loaded. Please check your internet connection and refresh the page.';
const NOT_SET_UP = 'Online giving is not set up yet.';

const STRIPE_NAMES = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_BASE'];

let browser;

before(async () => {
  browser = await launchBrowser();
});

after(() => browser?.close());

/** A server without any Stripe setting, even one this shell happens to have (startServer passes process.env on). */
async function serverWithoutStripe() {
  const saved = Object.fromEntries(STRIPE_NAMES.map((n) => [n, process.env[n]]));
  for (const n of STRIPE_NAMES) delete process.env[n];
  try {
    return await startServer();
  } finally {
    for (const n of STRIPE_NAMES) if (saved[n] !== undefined) process.env[n] = saved[n];
  }
}

async function checked(page, label) {
  await axe(page, label);
  await fitsWidth(page, label);
}

/** Records the URLs the page asks js.stripe.com for. */
function stripeRequests(page) {
  const urls = [];
  page.on('request', (req) => {
    if (req.url().startsWith('https://js.stripe.com/')) urls.push(req.url());
  });
  return urls;
}

test('with Stripe configured and Stripe.js unreachable: the not-loaded banner, the form up to the card fields, at 360 px', async () => {
  const server = await startServer({ stripe: true });
  try {
    const settings = await graphql(server.baseURL, '{ donationSettings { enabled publishableKey minAmount maxAmount } }');
    assert.deepEqual(settings.data.donationSettings, {
      enabled: true,
      publishableKey: STRIPE.publishableKey,
      minAmount: '1.00',
      maxAmount: settings.data.donationSettings.maxAmount,
    });

    const page = await newPage(browser, server.baseURL, PHONE);
    const asked = stripeRequests(page);
    await page.goto('/donate');
    await page.getByRole('heading', { level: 1, name: 'Support Journey 365' }).waitFor();
    // loadStripe tries the script twice before it gives up
    await page.getByRole('alert').filter({ hasText: NOT_LOADED }).waitFor({ timeout: 15_000 });
    assert.ok(asked.length >= 1, 'the page asked js.stripe.com for Stripe.js');
    assert.ok(asked.every((u) => /^https:\/\/js\.stripe\.com\/[a-z0-9]+\/stripe\.js/.test(u)), asked.join(', '));
    const refused = page.consoleErrors.filter((e) => /Content Security Policy/i.test(e));
    assert.deepEqual(refused, [], 'the CSP lets Stripe.js be fetched');

    // incomplete: the presets as toggles, no card fields, the spec's text
    await page.getByText(INCOMPLETE).waitFor();
    for (const amount of ['$25.00', '$50.00', '$100.00', '$250.00', '$500.00', '$1,000.00']) {
      assert.equal(await page.getByRole('button', { name: amount, exact: true }).getAttribute('aria-pressed'), 'false', amount);
    }
    const custom = page.getByLabel('Custom amount (USD)');
    assert.equal(await custom.getAttribute('min'), '1');
    assert.equal(await custom.getAttribute('step'), '0.01');
    await checked(page, '/donate, Stripe not loaded, incomplete');

    // the form up to where the card fields would be
    await page.getByRole('button', { name: '$100.00', exact: true }).click();
    assert.equal(await page.getByRole('button', { name: '$100.00', exact: true }).getAttribute('aria-pressed'), 'true');
    await custom.fill('42.50');
    assert.equal(await page.getByRole('button', { name: '$100.00', exact: true }).getAttribute('aria-pressed'), 'false');
    await page.getByRole('button', { name: 'Monthly', exact: true }).click();
    assert.equal(await page.getByRole('button', { name: 'Monthly', exact: true }).getAttribute('aria-pressed'), 'true');
    await page.getByLabel('Donor name').fill('Phoebe of Cenchreae');
    await page.getByText(INCOMPLETE).waitFor(); // no email yet
    await page.getByLabel('Donor email').fill('phoebe@example.com');
    await page.getByLabel('Give anonymously').check();
    await page.getByText(NOT_LOADED_FORM).waitFor();
    assert.equal(await page.getByText(INCOMPLETE).count(), 0);
    assert.equal(await page.getByRole('group', { name: 'Card number' }).count(), 0, 'no card fields without Stripe.js');
    assert.equal(await page.getByRole('button', { name: /^Donate/ }).count(), 0, 'nothing to submit without Stripe.js');
    await checked(page, '/donate, Stripe not loaded, details filled in');

    // the only console errors are the blocked script's
    const others = page.consoleErrors.filter((e) => !/Failed to load resource|stripe/i.test(e));
    assert.deepEqual(others, []);

    const wide = await newPage(browser, server.baseURL, DESKTOP);
    await wide.goto('/donate');
    await wide.getByRole('alert').filter({ hasText: NOT_LOADED }).waitFor({ timeout: 15_000 });
    await checked(wide, '/donate on a desktop, Stripe not loaded');
  } finally {
    await server.stop();
  }
});

test('without Stripe configured: online giving is not set up yet, no form and no Stripe.js, at 360 px', async () => {
  const server = await serverWithoutStripe();
  try {
    const page = await newPage(browser, server.baseURL, PHONE);
    const asked = stripeRequests(page);
    await page.goto('/donate');
    await page.getByRole('heading', { level: 1, name: 'Support Journey 365' }).waitFor();
    await page.getByText(NOT_SET_UP).waitFor();
    assert.equal(await page.getByLabel('Donor name').count(), 0);
    assert.equal(await page.getByRole('button', { name: '$50.00' }).count(), 0);
    assert.deepEqual(asked, [], 'Stripe.js is not fetched when giving is not set up');
    await checked(page, '/donate, not set up');
    assert.deepEqual(page.consoleErrors, []);
  } finally {
    await server.stop();
  }
});
