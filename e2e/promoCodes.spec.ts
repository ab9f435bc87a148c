import { trackingLink } from '../domain/offers/trackingLink';
import { expect, test } from './fixtures';

// Promo codes and deep links (spec 4 §6) in Chromium against the built app and the real server:
// the admin assigns a code on the offer's page, the advertiser reports a sale with the code and
// no click, and the affiliate finds it in their conversions marked as the code's; a deep link on
// the demo offer lands on its page, one to another host on the landing page.

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

test('staff assign a promo code and a conversion with it and no click shows under the affiliate', async ({ page, browser, app, openAs }) => {
  test.setTimeout(120_000);
  const code = 'E2E-PROMO';

  // (1) the admin assigns the code to affiliate@ on offer 1, on its Promo codes tab
  const admin = await browser.newPage();
  await openAs(admin, 'admin@example.com', { path: '/admin/d/offers/1/show/promo-codes' });
  // the offer's first load shares the machine with the screen sweeps: up to 30 s (it ran out at 10 in CI)
  await expect(admin.getByText('DEMO10')).toBeVisible({ timeout: 30_000 });
  await admin.getByRole('combobox', { name: /^Affiliate/ }).fill('affiliate@');
  await admin.getByRole('option', { name: 'affiliate@example.com' }).click();
  await admin.getByRole('textbox', { name: /^Promo code/ }).fill(code);
  await admin.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(admin.getByRole('alert').filter({ hasText: 'Promo code assigned' })).toBeVisible();
  await expect(admin.getByRole('row').filter({ hasText: code })).toContainText('affiliate@example.com');

  // (2) the advertiser's server reports a sale with the code and no click, with the token the offer page shows
  await admin.goto('/admin/d/offers/1/show/integration');
  const shown = new URL(await admin.getByLabel('S2S postback URL').inputValue());
  const token = shown.searchParams.get('token')!;
  const postback = `${shown.origin}/postback?${new URLSearchParams({ promo_code: code.toLowerCase(), action: 'lead', order_id: 'E2E-PROMO-1', token }).toString()}`;
  // the browser, not Node, resolves *.localhost to this machine
  const answer = await admin.goto(postback);
  expect(answer?.status()).toBe(200);
  expect(await answer?.json()).toMatchObject({ success: true, data: { attribution: 'promo_code' } });

  // (3) the affiliate sees it among their conversions, attributed to the code
  await openAs(page, 'affiliate@example.com', { path: `/affiliate/d/conversions?filter=${encodeURIComponent(JSON.stringify({ order_id: 'E2E-PROMO-1' }))}` });
  const row = page.getByRole('row').filter({ hasText: 'E2E-PROMO-1' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`Promo code ${code}`);
  // and their code on the offer's page
  await page.goto('/affiliate/d/marketplace/1/show');
  await expect(page.getByText(code, { exact: true })).toBeVisible();

  // (4) a deep link to the demo landing page's host lands there with its macros filled; one to another host does not
  const me = await (await page.request.get('/api/affiliate/me', { headers: XHR })).json();
  const port = Number(new URL(app.url).port);
  const link = trackingLink({ domain: 'track.localhost', offerId: 1, affiliateId: me.data.id, subIds: {}, localPort: port });
  await page.goto(`${link}&url=${encodeURIComponent(`http://localhost:${port}/demo/landing?deep=shoes&cid={click_id}`)}`);
  await page.waitForURL(/\/demo\/landing\?deep=shoes&cid=[A-Za-z0-9_-]{22}$/);
  await page.goto(`${link}&url=${encodeURIComponent('https://evil.example/phish')}`);
  await page.waitForURL(/\/demo\/landing\?click_id=[A-Za-z0-9_-]{22}/);
  await admin.close();
});
