import type { Page } from '@playwright/test';
import { trackingLink } from '../domain/offers/trackingLink';
import { expect, test } from './fixtures';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

async function clickTotal(page: Page): Promise<number> {
  const res = await page.request.post('/api/affiliate/dashboard/measure/click-chart', { headers: XHR, data: {} });
  expect(res.status()).toBe(200);
  return (await res.json()).data.total;
}

test.describe('the click tracker', () => {
  test('the affiliate’s tracking link lands on the demo landing page with the click id, and the click is on the dashboard', async ({ page, app, openAs }) => {
    await openAs(page, 'affiliate@example.com');
    const me = await (await page.request.get('/api/affiliate/me', { headers: XHR })).json();
    const before = await clickTotal(page);

    // track.localhost is the seeded tracking domain; Chromium resolves *.localhost to this machine
    const link = trackingLink({ domain: 'track.localhost', offerId: 1, affiliateId: me.data.id, subIds: { p1: 'e2e journey' }, localPort: Number(new URL(app.url).port) });
    await page.goto(link);
    await page.waitForURL(/\/demo\/landing\?/);
    const landed = new URL(page.url());
    expect(landed.searchParams.get('click_id')).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(landed.searchParams.get('p1')).toBe('e2e journey');
    await expect(page.locator('[data-param="click_id"]')).toHaveText(landed.searchParams.get('click_id')!);

    await page.goto('/affiliate/');
    await page.waitForURL('**/affiliate/d/**');
    const total = page.getByTestId('total-Aff_Clicks');
    await expect(total).toHaveAttribute('data-value', String(before + 1));
  });
});
