import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { trackingLink } from '../domain/offers/trackingLink';
import { expect, signIn, test } from './fixtures';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('reports', () => {
  test('clicks on the affiliate’s link show in the traffic report: the admin groups by offer and country and drills in; the affiliate groups by p1 and exports CSV', async ({ page, browser, app }) => {
    // the affiliate clicks their own link three times, with two sub-ids
    await signIn(page, 'affiliate@example.com');
    await page.waitForURL('**/affiliate/d/**');
    const me = (await (await page.request.get('/api/affiliate/me', { headers: XHR })).json()).data;
    const port = Number(new URL(app.url).port);
    for (const p1 of ['e2e-rep-a', 'e2e-rep-a', 'e2e-rep-b']) {
      await page.goto(trackingLink({ domain: 'track.localhost', offerId: 1, affiliateId: me.id, subIds: { p1 }, localPort: port }));
      await page.waitForURL(/\/demo\/landing\?/);
    }

    // the admin: today's traffic by offer, then by country; the offer's row opens its devices
    const admin = await browser.newPage();
    await signIn(admin, 'admin@example.com');
    await admin.waitForURL('**/admin/d/**');
    const offer = (await (await admin.request.get('/api/admin/campaigns/1', { headers: XHR })).json()).data;
    await admin.goto('/admin/d/traffic-report');
    await pick(admin, 'Period', 'Today');
    await pick(admin, 'Group by', 'Offer');
    await pick(admin, 'Then by', 'Country');
    const table = admin.getByRole('table', { name: 'Traffic report' });
    const row = table.getByRole('row', { name: new RegExp(`^Open ${offer.name} · Unknown`) });
    await expect(row).toHaveCount(1);
    const clicks = Number(await row.getByRole('cell').nth(2).textContent());
    expect(clicks).toBeGreaterThanOrEqual(3);
    await row.click();
    await expect(admin.getByText(`Offer: ${offer.name}`)).toBeVisible();
    await expect(admin.getByText('Country: Unknown')).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Device' })).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: 'Total' }).getByRole('cell').nth(1)).toHaveText(String(clicks));
    await admin.close();

    // the affiliate: today by p1, exported
    await page.goto('/affiliate/d/traffic-report');
    await pick(page, 'Period', 'Today');
    await pick(page, 'Group by', 'p1');
    const mine = page.getByRole('table', { name: 'Traffic report' });
    await expect(mine.getByRole('row', { name: /^Open e2e-rep-a/ }).getByRole('cell').nth(1)).toHaveText('2');
    await expect(mine.getByRole('columnheader', { name: 'Revenue' })).toHaveCount(0);
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(csv.suggestedFilename()).toBe('traffic-report-p1.csv');
    const text = readFileSync((await csv.path())!, 'utf8');
    expect(text.split('\r\n')[0]).toContain('p1,click_count');
    expect(text).toMatch(/\r\ne2e-rep-a,2,/);
    expect(text).not.toContain('revenue');
  });
});
