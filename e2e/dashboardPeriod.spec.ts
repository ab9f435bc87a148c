import { expect, test } from './fixtures';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

// the browser runs on the US west coast; the manager's profile says Moscow
test.use({ timezoneId: 'America/Los_Angeles' });

test.describe('the dashboard period', () => {
  test('a custom time range is sent and labelled in the profile’s zone, survives a reload and cannot run backwards', async ({ page, openAs }) => {
    await openAs(page, 'manager@example.com');
    expect((await page.request.put('/api/manager/me', { headers: XHR, data: { time_zone: 'Europe/Moscow' } })).status()).toBe(200);
    await page.reload();
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/Los_Angeles');

    await page.getByLabel('Period').click();
    await page.getByRole('option', { name: 'Custom time' }).click();
    await page.getByLabel('From', { exact: true }).fill('2026-03-10T09:00');
    await page.getByLabel('To', { exact: true }).fill('2026-03-10T21:00');
    const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/api/manager/dashboard/') && (r.postData() ?? '').includes('custom_time'));
    await page.getByRole('button', { name: 'Apply' }).click();
    const body = JSON.parse((await sent).postData()!);
    expect([body.period_start, body.period_finish]).toEqual(['2026-03-10T09:00:00+03:00', '2026-03-10T21:00:00+03:00']);
    const label = page.getByTestId('period-label');
    await expect(label).toHaveText('2026-03-10 09:00 – 2026-03-10 21:00 (Europe/Moscow)');

    await page.reload();
    await expect(label).toHaveText('2026-03-10 09:00 – 2026-03-10 21:00 (Europe/Moscow)');
    await expect(page.getByLabel('From', { exact: true })).toHaveValue('2026-03-10T09:00');
    expect(new URL(page.url()).searchParams.get('period')).toBe('custom_time');

    await page.getByLabel('From', { exact: true }).fill('2026-03-11T09:00');
    await expect(page.getByText('To must be after From.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await page.request.put('/api/manager/me', { headers: XHR, data: { time_zone: 'UTC' } });
  });

  test('a preset survives a reload', async ({ page, openAs }) => {
    await openAs(page, 'admin@example.com');
    await page.getByLabel('Period').click();
    await page.getByRole('option', { name: 'Last month' }).click();
    await expect(page).toHaveURL(/period=last_month/);
    await page.reload();
    await expect(page.getByLabel('Period')).toHaveText('Last month');
  });
});
