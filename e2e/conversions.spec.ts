import type { Page } from '@playwright/test';
import { trackingLink } from '../domain/offers/trackingLink';
import { expect, signIn, test } from './fixtures';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

async function leadTotal(page: Page): Promise<number> {
  const res = await page.request.post('/api/affiliate/dashboard/measure/lead-chart', { headers: XHR, data: {} });
  expect(res.status()).toBe(200);
  return (await res.json()).data.total;
}

test.describe('the whole loop', () => {
  test('offer → link → click → the advertiser’s postback → the lead on the dashboard and in the conversion log', async ({ page, browser, app }) => {
    // the affiliate clicks their own link
    await signIn(page, 'affiliate@example.com');
    await page.waitForURL('**/affiliate/d/**');
    const me = await (await page.request.get('/api/affiliate/me', { headers: XHR })).json();
    const before = await leadTotal(page);
    const port = Number(new URL(app.url).port);
    await page.goto(trackingLink({ domain: 'track.localhost', offerId: 1, affiliateId: me.data.id, subIds: { p1: 'loop' }, localPort: port }));
    await page.waitForURL(/\/demo\/landing\?/);
    const clickId = new URL(page.url()).searchParams.get('click_id')!;
    expect(clickId).toMatch(/^[A-Za-z0-9_-]{22}$/);

    // the admin reads the offer's postback URL, and the advertiser's server calls it
    const admin = await browser.newPage();
    await signIn(admin, 'admin@example.com');
    await admin.waitForURL('**/admin/d/**');
    await admin.goto('/admin/d/offers/1/show/integration');
    const shown = await admin.getByLabel('S2S postback URL').inputValue();
    const postbackUrl = shown
      .replace('{click_id}', clickId)
      .replace('{sum}', '0')
      .replace('{currency}', 'USD')
      .replace('{order_id}', 'E2E-LOOP-1');
    expect(postbackUrl).toContain('track.localhost');
    const answer = await admin.goto(postbackUrl);
    expect(answer?.status()).toBe(200);
    expect(await answer?.json()).toMatchObject({ success: true, data: { conversion_id: expect.any(Number) } });

    // the lead is on the affiliate's figures at once, and in the admin's conversion log
    expect(await leadTotal(page)).toBe(before + 1);
    await admin.goto(`/admin/d/conversions?filter=${encodeURIComponent(JSON.stringify({ order_id: 'E2E-LOOP-1' }))}`);
    const row = admin.getByRole('row').filter({ hasText: 'E2E-LOOP-1' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Lead');
    await expect(row).toContainText('loop');
    // the click came from an address the GeoIP data does not place (country `--`): the dashboard's
    // country widgets name it "Unknown" instead of failing
    await admin.goto('/admin/d/');
    await expect(admin.getByRole('heading', { name: /welcome/i })).toBeVisible();
    await expect(admin.getByRole('listitem', { name: /^Unknown: / })).toBeVisible();
    await expect(admin.getByText('Something went wrong')).toHaveCount(0);
    await admin.close();
  });
});
