import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The same call the widget makes, with the page's own session. */
async function apiTotal(page: Page, role: string, path: string): Promise<number> {
  const res = await page.request.post(`/api/${role}/dashboard/${path}`, { headers: { 'X-Requested-With': 'XMLHttpRequest' }, data: {} });
  expect(res.status()).toBe(200);
  return (await res.json()).data.total;
}

async function expectTotal(page: Page, role: string, widgetId: string, path: string) {
  const total = page.getByTestId(`total-${widgetId}`);
  await expect(total).toBeVisible();
  await expect(total).toHaveAttribute('data-value', String(await apiTotal(page, role, path)));
}

test.describe('dashboards', () => {
  test('the admin sees the default widgets with the API’s figures; a hidden widget stays hidden after a reload', async ({ page, openAs }) => {
    await openAs(page, 'admin@example.com');
    for (const id of ['ATL_Profit', 'ATL_Revenue', 'ATL_Clicks', 'ATL_Countries', 'ATL_Managers', 'ATL_OfferGroupsLanguages', 'ATL_AffiliateTraffic']) {
      await expect(page.getByTestId(`widget-${id}`)).toBeVisible();
    }
    await expect(page.getByTestId('widget-ATL_Affiliates')).toHaveCount(0);
    await expectTotal(page, 'admin', 'ATL_Clicks', 'measure/click-chart');
    await expectTotal(page, 'admin', 'ATL_Profit', 'measure/profit-chart');

    await page.getByRole('button', { name: 'Widgets' }).click();
    const dialog = page.getByRole('dialog');
    const box = await dialog.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(368);
    expect(box!.width).toBeGreaterThanOrEqual(290);
    await dialog.getByRole('checkbox', { name: 'ROI' }).uncheck();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('widget-ATL_Roi')).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('widget-ATL_Profit')).toBeVisible();
    await expect(page.getByTestId('widget-ATL_Roi')).toHaveCount(0);

    await page.getByRole('button', { name: 'Daily report' }).click();
    await expect(page.getByRole('dialog', { name: 'Daily report' })).toBeVisible();
  });

  test('the date range picker offers the twelve presets, today first, and redraws for last month', async ({ page, openAs }) => {
    await openAs(page, 'admin@example.com');
    await page.getByLabel('Period').click();
    const options = page.getByRole('option');
    await expect(options).toHaveCount(12);
    await expect(options.first()).toHaveText('Today');
    await page.getByRole('option', { name: 'Last month' }).click();
    const total = page.getByTestId('total-ATL_Sales');
    const res = await page.request.post('/api/admin/dashboard/measure/sale-chart', { headers: { 'X-Requested-With': 'XMLHttpRequest' }, data: { period_type: 'last_month' } });
    await expect(total).toHaveAttribute('data-value', String((await res.json()).data.total));
  });

  test('a manager sees their widgets and figures of their affiliates only', async ({ page, openAs }) => {
    await openAs(page, 'manager@example.com');
    for (const id of ['AM_Profit', 'AM_Commission', 'AM_Affiliates', 'AM_Countries', 'AM_OfferGroupsLanguages']) {
      await expect(page.getByTestId(`widget-${id}`)).toBeVisible();
    }
    await expect(page.getByTestId('widget-ATL_Managers')).toHaveCount(0);
    await expectTotal(page, 'manager', 'AM_Commission', 'measure/commission-chart');
  });

  test('an affiliate sees their widgets, their manager and no revenue', async ({ page, openAs }) => {
    await openAs(page, 'affiliate@example.com');
    for (const id of ['Aff_Commission', 'Aff_PersonalManager', 'Aff_Clicks', 'Aff_ClRate', 'Aff_Profit', 'Aff_BillingInfo']) {
      await expect(page.getByTestId(`widget-${id}`)).toBeVisible();
    }
    await expect(page.getByTestId('widget-Aff_PendingPayouts')).toHaveCount(0);
    await expect(page.getByTestId('widget-Aff_PersonalManager').getByText('manager@example.com')).toBeVisible();
    await expectTotal(page, 'affiliate', 'Aff_Clicks', 'measure/click-chart');
    const revenue = await page.request.post('/api/affiliate/dashboard/measure/revenue-chart', { headers: { 'X-Requested-With': 'XMLHttpRequest' }, data: {} });
    expect(revenue.status()).toBe(403);
  });
});
