import { get } from 'node:http';
import type { Page } from '@playwright/test';
import { trackingLink } from '../domain/offers/trackingLink';
import { expect, test } from './fixtures';
import { overflowOf } from './screenChecks';

// Caps in Chromium against the built app and the real server: the admin sets a cap of 2 clicks on
// an offer on its form; the affiliate's third click goes to the fallback, and the offer shows
// 0 left to the affiliate and 2 of 2 used to the admin.

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const FALLBACK = 'https://fallback.example.com/capped';

/** GET of a tracking link on the server's own address with the tracking domain's Host, its redirect not followed. */
function trackerAnswer(link: URL, appUrl: string): Promise<{ status: number; location: string | undefined }> {
  const server = new URL(appUrl);
  return new Promise((resolve, reject) => {
    get({ host: server.hostname, port: server.port, path: link.pathname + link.search, headers: { Host: link.host } }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, location: res.headers.location });
    }).on('error', reject);
  });
}

async function apiData(page: Page, method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown) {
  const res = await page.request.fetch(path, { method, headers: XHR, data });
  expect(res.status(), `${method} ${path}`).toBeLessThan(300);
  return (await res.json()).data;
}

test('a cap of 2 clicks sends the third to the fallback and shows 0 left', async ({ page, app, openAs }) => {
  test.setTimeout(180_000);
  await openAs(page, 'admin@example.com');
  // a fresh Active Public offer landing where the demo's offers land
  const [seeded] = await apiData(page, 'POST', '/api/admin/campaigns/list', { page: 1, per_page: 1, sort: 'id' });
  const offer = await apiData(page, 'POST', '/api/admin/campaigns', {
    name: 'Capped journey offer',
    offer_group_id: seeded.offer_group_id,
    status: 1,
    access: 4,
    landing_url: seeded.landing_url,
    payout_cpa: 10,
  });
  await apiData(page, 'PUT', '/api/admin/settings/config/batch-update/general-settings', { fallback_url: FALLBACK });

  // (1) the admin sets the cap on the offer's form
  await page.goto(`/admin/d/offers/${offer.id}`);
  const caps = page.getByRole('region', { name: 'Caps' });
  await caps.getByRole('button', { name: 'Add a cap' }).click();
  await caps.getByRole('combobox', { name: /^Period/ }).click();
  await page.getByRole('option', { name: 'Daily' }).click();
  await caps.getByRole('combobox', { name: /^Counts/ }).click();
  await page.getByRole('option', { name: 'Clicks' }).click();
  await caps.getByLabel(/^Limit/).fill('2');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/d/offers/${offer.id}/show`));
  await expect(page.getByRole('table', { name: 'Caps' })).toContainText('0 of 2');
  // on a phone the cap's fields wrap within the screen
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`/admin/d/offers/${offer.id}`);
  await expect(page.getByRole('region', { name: 'Caps' }).getByLabel(/^Limit/)).toHaveValue('2');
  expect(await overflowOf(page)).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 800 });

  // (2) the affiliate's link: two clicks land, the third goes to the fallback
  await openAs(page, 'affiliate@example.com');
  const me = await apiData(page, 'GET', '/api/affiliate/me');
  const link = trackingLink({ domain: 'track.localhost', offerId: offer.id, affiliateId: me.id, subIds: {}, localPort: Number(new URL(app.url).port) });
  for (let i = 0; i < 2; i++) {
    await page.goto(link);
    await page.waitForURL(/\/demo\/landing\?/);
  }
  // the third is sent to the fallback, an outside address this machine cannot open: where the
  // tracker sends the visitor is read off its answer (asked as the browser does, on the tracking
  // domain's Host)
  const third = await trackerAnswer(new URL(link), app.url);
  expect(third.status).toBe(302);
  expect(third.location).toBe(FALLBACK);

  // (3) the offer shows 0 left to the affiliate, on a phone too
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`/affiliate/d/marketplace/${offer.id}/show`);
  await expect(page.getByTestId('caps-left')).toHaveText('Daily · Clicks: 0 of 2 left');

  // (4) and 2 of 2 used to the admin
  await page.setViewportSize({ width: 1280, height: 800 });
  await openAs(page, 'admin@example.com', { path: `/admin/d/offers/${offer.id}/show` });
  await expect(page.getByRole('table', { name: 'Caps' })).toContainText('2 of 2');
  await apiData(page, 'PUT', '/api/admin/settings/config/batch-update/general-settings', { fallback_url: '' });
});
