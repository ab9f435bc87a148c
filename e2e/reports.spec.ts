import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { trackingLink } from '../domain/offers/trackingLink';
import { expect, test } from './fixtures';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

// the clicks are read over the last three days, today included: read over today alone they would be
// another day's were UTC midnight to pass between the clicks and the report
const RECENT = 'Last 3 days';

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('reports', () => {
  test('clicks on the affiliate’s link show in the traffic report: the admin groups by offer and country and drills in; the affiliate groups by p1 and exports CSV', async ({ page, browser, app, openAs }) => {
    // the affiliate clicks their own link three times, with two sub-ids
    await openAs(page, 'affiliate@example.com');
    const me = (await (await page.request.get('/api/affiliate/me', { headers: XHR })).json()).data;
    const port = Number(new URL(app.url).port);
    for (const p1 of ['e2e-rep-a', 'e2e-rep-a', 'e2e-rep-b']) {
      await page.goto(trackingLink({ domain: 'track.localhost', offerId: 1, affiliateId: me.id, subIds: { p1 }, localPort: port }));
      await page.waitForURL(/\/demo\/landing\?/);
    }

    // the admin: the recent traffic by offer, then by country; the offer's row opens its devices
    const admin = await browser.newPage();
    await openAs(admin, 'admin@example.com');
    const offer = (await (await admin.request.get('/api/admin/campaigns/1', { headers: XHR })).json()).data;
    await admin.goto('/admin/d/traffic-report');
    await pick(admin, 'Period', RECENT);
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

    // the affiliate: the recent traffic by p1, exported
    await page.goto('/affiliate/d/traffic-report');
    await pick(page, 'Period', RECENT);
    await pick(page, 'Group by', 'p1');
    const mine = page.getByRole('table', { name: 'Traffic report' });
    await expect(mine.getByRole('row', { name: /^Open e2e-rep-a/ }).getByRole('cell').nth(1)).toHaveText('2');
    await expect(mine.getByRole('columnheader', { name: 'Revenue' })).toHaveCount(0);
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(csv.suggestedFilename()).toBe('traffic-report-p1.csv');
    const text = readFileSync((await csv.path())!, 'utf8');
    // headed as the screen names the columns, in the affiliate's language
    expect(text.split('\r\n')[0]).toContain('Sub-ID 1 (p1),Clicks');
    expect(text).toMatch(/\r\ne2e-rep-a,2,/);
    expect(text).not.toContain('Revenue');
  });

  test('a manager holding UI_Reports_Global sees the whole network’s clicks by offer, other managers’ affiliates included, and no affiliate to group by', async ({ page, browser, app, openAs }) => {
    // a visitor clicks the link of an affiliate whom another manager manages (affiliate3@ is manager2@'s)
    const affiliate = await browser.newPage();
    await openAs(affiliate, 'affiliate3@example.com');
    const other = (await (await affiliate.request.get('/api/affiliate/me', { headers: XHR })).json()).data;
    await affiliate.close();
    const port = Number(new URL(app.url).port);
    for (let i = 0; i < 2; i++) {
      await page.goto(trackingLink({ domain: 'track.localhost', offerId: 1, affiliateId: other.id, subIds: { p1: 'e2e-global' }, localPort: port }));
      await page.waitForURL(/\/demo\/landing\?/);
    }

    // the manager: the recent traffic by offer, over their own affiliates (API) and over the network (the Global report's screen)
    await openAs(page, 'manager@example.com');
    const body = { period_type: 'last_3_days', group_by: ['offer'], per_page: 100 };
    const read = async (path: string) => (await (await page.request.post(`/api/manager${path}`, { headers: XHR, data: body })).json()).data;
    const offer = (await (await page.request.get('/api/manager/campaigns/1', { headers: XHR })).json()).data;
    const clicksOfOffer = (answer: { rows: { offer: number; click_count: number }[] }) => answer.rows.find((r) => r.offer === 1)?.click_count ?? 0;
    const own = clicksOfOffer(await read('/reports/traffic'));

    await page.goto('/manager/d/global-report');
    await pick(page, 'Period', RECENT);
    // the Global report groups by nothing that names an affiliate
    await page.getByRole('combobox', { name: 'Group by' }).click();
    await expect(page.getByRole('option', { name: 'Offer', exact: true })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Affiliate', exact: true })).toHaveCount(0);
    await expect(page.getByRole('option', { name: 'p1', exact: true })).toHaveCount(0);
    await page.getByRole('option', { name: 'Offer', exact: true }).click();

    const table = page.getByRole('table', { name: 'Traffic report' });
    const row = table.getByRole('row', { name: new RegExp(`^Open ${offer.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
    await expect(row).toHaveCount(1);
    const network = Number(await row.getByRole('cell').nth(1).textContent());
    // the other manager's affiliate's two clicks count on the network's screen and not in the manager's own report
    expect(network).toBeGreaterThanOrEqual(own + 2);
    expect(network).toBe(clicksOfOffer(await read('/reports/global')));
  });
});
