// The admin's Donations tab in Chromium (issue 13) with donations made the way donors make them:
// createDonation against the pinned stripe-mock (the harness's { stripe: true }), then Stripe's
// signed webhooks (payment_intent.succeeded for a one-time gift, invoice.paid for a monthly one)
// posted to /api/stripe/webhook. The tab shows the rows (Anonymous where asked), the filter's
// totals and a status filter, axe clean and usable at 360 px; the Overview's Donations counter
// sums the completed gifts only. (/donate's own browser states are donate.e2e.mjs.)
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { axe, fitsWidth, graphql, postStripeEvent, startAll, stopAll, STRIPE } from './harness.mjs';
import * as people from './people.mjs';

let server;
let browser;

const PHONE = { width: 360, height: 780 };

before(async () => {
  ({ server, browser } = await startAll({ stripe: true }));
});

after(() => stopAll({ server, browser }));

async function give(donorName, amount, type, anonymous) {
  const res = await graphql(
    server.baseURL,
    `mutation ($input: DonationInput!) { createDonation(input: $input) { donationId clientSecret } }`,
    { input: { donorName, donorEmail: `${donorName.split(' ')[0].toLowerCase()}@e2e.test`, amount, type, anonymous } },
  );
  assert.equal(res.errors, undefined, JSON.stringify(res.errors));
  assert.ok(res.data.createDonation.clientSecret, 'stripe-mock answered a client secret');
  const id = res.data.createDonation.donationId;
  const [pi, sub] = server
    .psql(`SELECT coalesce(stripe_payment_intent_id, ''), coalesce(stripe_subscription_id, '') FROM donations WHERE id = ${Number(id)}`)
    .split('|');
  return { id, pi, sub };
}

const statusOf = (id) => server.psql(`SELECT status FROM donations WHERE id = ${Number(id)}`);

test('gifts made through createDonation and completed by signed webhooks show in the Donations tab, with their totals and a status filter', async () => {
  const ruth = await give('Ruth Mensah', '25.00', 'ONE_TIME', false);
  const bea = await give('Bea Owusu', '50.00', 'MONTHLY', true);
  const cal = await give('Cal Adjei', '10.00', 'ONE_TIME', false); // never paid: stays pending
  assert.ok(bea.sub, 'the monthly gift has its subscription');
  for (const d of [ruth, bea, cal]) assert.equal(statusOf(d.id), 'pending');

  // a payload not signed with the webhook secret changes nothing
  const forged = await postStripeEvent(
    server.baseURL,
    { id: 'evt_e2e_forged', type: 'payment_intent.succeeded', data: { object: { id: ruth.pi, object: 'payment_intent', metadata: { donation_id: String(ruth.id) } } } },
    'whsec_not_the_secret',
  );
  assert.equal(forged.status, 400);
  assert.equal(statusOf(ruth.id), 'pending');

  const paid = await postStripeEvent(server.baseURL, {
    id: 'evt_e2e_ruth_paid',
    type: 'payment_intent.succeeded',
    data: { object: { id: ruth.pi, object: 'payment_intent', amount: 2500, currency: 'usd', status: 'succeeded', metadata: { donation_id: String(ruth.id) } } },
  });
  assert.equal(paid.status, 200, await paid.text());
  const invoice = await postStripeEvent(server.baseURL, {
    id: 'evt_e2e_bea_invoice',
    type: 'invoice.paid',
    data: {
      object: {
        id: 'in_e2e_bea_1',
        object: 'invoice',
        billing_reason: 'subscription_create',
        amount_paid: 5000,
        currency: 'usd',
        status: 'paid',
        parent: { type: 'subscription_details', subscription_details: { subscription: bea.sub } },
      },
    },
  });
  assert.equal(invoice.status, 200, await invoice.text());
  assert.equal(statusOf(ruth.id), 'completed');
  assert.equal(statusOf(bea.id), 'completed');
  assert.equal(statusOf(cal.id), 'pending');
  assert.ok(STRIPE.webhookSecret.startsWith('whsec_'));

  const page = await people.adminPage(browser, server.baseURL, { viewport: PHONE });
  // the Overview's Donations counter sums the completed gifts only
  await page.getByText('$75.00', { exact: true }).waitFor();

  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Donations', exact: true }).click();
  const table = page.getByRole('table', { name: 'Donations, newest first' });
  await table.waitFor();
  await page.getByText('3 donations · $75.00 completed · $85.00 with pending and failed').waitFor();
  const rows = table.locator('tbody tr');
  assert.equal(await rows.count(), 3);
  const cells = async (i) => (await rows.nth(i).locator('th, td').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
  // newest first: Cal (pending), Bea (anonymous, monthly), Ruth
  const [calRow, beaRow, ruthRow] = [await cells(0), await cells(1), await cells(2)];
  assert.deepEqual(calRow.slice(0, 4), ['Cal Adjei cal@e2e.test', '$10.00', 'One-time', 'Pending']);
  assert.deepEqual(beaRow.slice(0, 4), ['Anonymous Bea Owusu · bea@e2e.test', '$50.00', 'Monthly', 'Completed']);
  assert.deepEqual(ruthRow.slice(0, 4), ['Ruth Mensah ruth@e2e.test', '$25.00', 'One-time', 'Completed']);
  await axe(page, 'Donations at 360px');
  await fitsWidth(page, 'Donations at 360px');

  await page.getByLabel('Status').selectOption({ label: 'Completed' });
  await page.getByText('2 donations · $75.00 completed · $75.00 with pending and failed').waitFor();
  assert.equal(await rows.count(), 2);
  await page.getByLabel('Type').selectOption({ label: 'Monthly' });
  await page.getByText('1 donation · $50.00 completed · $50.00 with pending and failed').waitFor();
  await page.getByLabel('Status').selectOption({ label: 'Pending' });
  await page.getByText('No donations match these filters.').waitFor();
  await axe(page, 'Donations filtered, none matching');
  await fitsWidth(page, 'Donations filtered at 360px');
  assert.deepEqual(page.consoleErrors, []);
});
