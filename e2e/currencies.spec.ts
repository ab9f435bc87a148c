import { readFileSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import { pdfText } from '../test/pdfText';
import { DEMO_PASSWORD, expect, test } from './fixtures';
import { affiliateDashboardAroundToday, clickThrough, fillPostback, utcDay } from './tracking';

// Money in another currency, in Chromium against the built app and the real server (a USD
// workspace): the administrator adds today's EUR rate on the Currency rates screen; a sale on an
// offer paying 10 EUR, reported with an order sum of 80 EUR, shows both amounts on its page, pays
// the affiliate 12.50 USD on the dashboard, and the affiliate's invoice asks for 12.50 USD.

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const RATE = '1.25';
const COMMISSION = '12.50';

/** The file a click on `control` downloads. */
async function downloadOf(control: Locator): Promise<Buffer> {
  const [download] = await Promise.all([control.page().waitForEvent('download'), control.click()]);
  return readFileSync((await download.path())!);
}

test('a EUR rate added on the screen converts a EUR sale: both amounts on its page, the dashboard and the invoice in dollars', async ({ page, browser, app, openAs }) => {
  test.setTimeout(240_000);
  const today = utcDay();
  const stamp = Date.now();

  // (1) the administrator adds today's EUR rate
  await openAs(page, 'admin@example.com', { path: '/admin/d/currency-rates/create' });
  await page.getByLabel(/^Currency/).fill('EUR');
  await page.getByLabel(/^From day/).fill(today);
  await page.getByLabel(/^Rate/).fill(RATE);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/currency-rates(\?|$)/);
  await expect(page.getByRole('row').filter({ hasText: 'EUR' }).filter({ hasText: RATE }).first()).toBeVisible();

  // (2) the network's offer pays 10 EUR a sale, to a new affiliate (made as on the first day)
  const [seeded] = ((await (await page.request.post('/api/admin/campaigns/list', { headers: XHR, data: { page: 1, per_page: 1, sort: 'id' } })).json()) as {
    data: { offer_group_id: number; landing_url: string; advertiser_id: number }[];
  }).data;
  const offerName = `Euro loans ${stamp}`;
  const made = await page.request.post('/api/admin/campaigns', {
    headers: XHR,
    data: { name: offerName, offer_group_id: seeded!.offer_group_id, advertiser_id: seeded!.advertiser_id, status: 1, access: 4, landing_url: seeded!.landing_url, currency: 'EUR', payout_cpa: 10, revenue_cpa: 15 },
  });
  expect(made.status()).toBe(201);
  const offerId = ((await made.json()) as { data: { id: number } }).data.id;
  const email = `euro.partner.${stamp}@example.com`;
  const created = await page.request.post('/api/admin/user_profiles', {
    headers: XHR,
    data: { email, first_name: 'Eva', last_name: 'Euro', password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD, user_type: 2 },
  });
  expect(created.status()).toBe(201);
  const affiliateId = ((await created.json()) as { data: { id: number } }).data.id;

  // (3) a visitor clicks the affiliate's link; the advertiser reports a sale of 80 EUR
  await page.goto(`/admin/d/offers/${offerId}/show/integration`);
  const template = await page.getByLabel('S2S postback URL').inputValue();
  const visitor = await browser.newPage();
  const clickId = await clickThrough(visitor, app, { offerId, affiliateId });
  const orderId = `EUR-${stamp}`;
  // the offer's postback URL, asked on the local tracking domain (the demo's domains are not on this machine)
  const postback = new URL(fillPostback(template, { clickId, action: 'sale', sum: '80', currency: 'EUR', orderId }));
  const answer = await visitor.goto(`http://track.localhost:${new URL(app.url).port}${postback.pathname}${postback.search}`);
  expect(answer?.status()).toBe(200);
  expect(await answer?.json()).toMatchObject({ data: { payable: true } });
  await visitor.close();

  // (4) the conversion's page: the sum as reported, in the offer's currency and in dollars
  await page.goto(`/admin/d/conversions?filter=${encodeURIComponent(JSON.stringify({ order_id: orderId }))}`);
  await page.getByRole('row').filter({ hasText: orderId }).getByRole('cell').nth(1).click();
  await page.waitForURL(/\/conversions\/\d+\/show/);
  await expect(page.getByText('€80.00').first()).toBeVisible();
  await expect(page.getByText('Sum in the workspace currency')).toBeVisible();
  await expect(page.getByText('$100.00', { exact: true })).toBeVisible();

  // (5) the affiliate's dashboard counts the commission in dollars
  const affiliate = await browser.newContext({ baseURL: app.url, locale: 'en-US', timezoneId: 'UTC' });
  const partner = await affiliate.newPage();
  await openAs(partner, email, { fresh: true, password: DEMO_PASSWORD });
  await partner.goto(affiliateDashboardAroundToday());
  await expect(partner.getByTestId('total-Aff_Commission')).toHaveAttribute('data-value', '12.5');
  await expect(partner.getByTestId('total-Aff_Commission')).toContainText(COMMISSION);

  // (6) the administrator closes the affiliate's period now; the affiliate's invoice asks for dollars
  await page.goto(`/admin/d/user-operations/all-users/${affiliateId}/show`);
  await page.getByRole('tab', { name: 'Actions' }).click();
  await page.getByRole('button', { name: 'Force billing period' }).click();
  const force = page.getByRole('dialog', { name: 'Force a billing period' });
  await page.getByRole('combobox', { name: /^Reason/ }).click();
  await page.getByRole('option', { name: 'Affiliate request', exact: true }).click();
  await force.getByRole('button', { name: 'Confirm' }).click();
  await page.waitForURL(/\/payouts\/\d+\/show/);
  const payoutId = /payouts\/(\d+)\/show/.exec(page.url())![1]!;
  await expect(page.getByText(`$${COMMISSION}`, { exact: true }).first()).toBeVisible();

  await partner.goto(`/affiliate/d/payouts/${payoutId}/show`);
  const invoices = partner.getByRole('region', { name: 'Invoices' });
  await invoices.getByRole('button', { name: 'Generate invoice' }).click();
  await expect(partner.getByText('Invoice handed in: it waits for moderation').first()).toBeVisible();
  const pdf = await downloadOf(invoices.getByRole('link', { name: `Download PDF INV-${payoutId}-1` }));
  const printed = pdfText(pdf).join(' ').replace(/\s+/g, ' ');
  expect(printed).toMatch(new RegExp(`${offerName} \\(#${offerId}\\) · Sale[^0-9]* 1 ${COMMISSION} ${COMMISSION}`));
  expect(printed).toContain(`Amount due: ${COMMISSION} USD`);
  await affiliate.close();
});
