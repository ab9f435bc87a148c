import { DEMO_PASSWORD, expect, test } from './fixtures';
import { affiliateDashboardAroundToday, clickThrough, utcDay } from './tracking';

// Click commissions in Chromium against the built app and the real server: the administrator gives
// a new affiliate 0.25 USD a unique click on an offer on the Click payout rules screen; a visitor
// clicks the affiliate's link; Click billing shows the day's earning click, not billed yet, and the
// affiliate's dashboard counts the commission.

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const PAYOUT = '0.25';

test('a click payout rule made on the screen pays a unique click: click billing and the affiliate’s dashboard show it', async ({ page, browser, app, openAs }) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  await openAs(page, 'admin@example.com');

  // a new affiliate (made as on the first day) and the demo's first offer
  const email = `click.partner.${stamp}@example.com`;
  const created = await page.request.post('/api/admin/user_profiles', {
    headers: XHR,
    data: { email, first_name: 'Clara', last_name: `Clicks ${stamp}`, password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD, user_type: 2 },
  });
  expect(created.status()).toBe(201);
  const affiliateId = ((await created.json()) as { data: { id: number } }).data.id;
  const [offer] = ((await (await page.request.post('/api/admin/campaigns/list', { headers: XHR, data: { page: 1, per_page: 1, sort: 'id', status: 1 } })).json()) as {
    data: { id: number; name: string }[];
  }).data;

  // (1) the rule, on the screen
  await page.goto('/admin/d/click-payout-rules/create');
  await page.getByRole('combobox', { name: /^Offer/ }).fill(offer!.name);
  await page.getByRole('option', { name: offer!.name, exact: true }).click();
  await page.getByRole('combobox', { name: /^Affiliate/ }).fill(email);
  await page.getByRole('option', { name: new RegExp(email.replaceAll('.', '\\.')) }).click();
  await page.getByLabel(/^Payout per click/).fill(PAYOUT);
  await page.getByLabel(/^Revenue per click/).fill('0.4');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/click-payout-rules(\?|$)/);
  await expect(page.getByText('Click payout rule created')).toBeVisible();

  // (2) a visitor clicks the affiliate's link (its day: the UTC day as it was clicked)
  const dayBefore = utcDay();
  const visitor = await browser.newPage();
  await clickThrough(visitor, app, { offerId: offer!.id, affiliateId });
  await visitor.close();

  // (3) click billing: the day's earning click of the affiliate, not billed yet
  const clickedOn = new RegExp(`${dayBefore}|${utcDay()}`);
  await expect(async () => {
    await page.goto(`/admin/d/click-billing?filter=${encodeURIComponent(JSON.stringify({ affiliate_id: affiliateId }))}`);
    const row = page.getByRole('row').filter({ hasText: `Clara Clicks ${stamp}` });
    await expect(row).toContainText(clickedOn, { timeout: 5_000 });
    await expect(row).toContainText(`$${PAYOUT}`);
    await expect(row).toContainText('Not billed yet');
  }).toPass({ timeout: 30_000 });
  await expect(page.getByText('1 earning click')).toBeVisible();

  // (4) the affiliate's dashboard counts the click's commission
  const context = await browser.newContext({ baseURL: app.url, locale: 'en-US', timezoneId: 'UTC' });
  const partner = await context.newPage();
  await openAs(partner, email, { fresh: true, password: DEMO_PASSWORD });
  await partner.goto(affiliateDashboardAroundToday());
  await expect(partner.getByTestId('total-Aff_Commission')).toHaveAttribute('data-value', PAYOUT);
  await context.close();
});
