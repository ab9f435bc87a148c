import { trackingLink } from '../domain/offers/trackingLink';
import { expect, scan, test } from './fixtures';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

test.describe('traffic quality', () => {
  test('a crawler’s click is Risky: the admin sees why in the click log, on a phone and in Russian, and tunes what Risky does', async ({ page, browser, app, openAs }) => {
    // a crawler follows the affiliate's link
    await openAs(page, 'affiliate@example.com');
    const me = (await (await page.request.get('/api/affiliate/me', { headers: XHR })).json()).data;
    const crawler = await browser.newContext({ userAgent: GOOGLEBOT });
    const bot = await crawler.newPage();
    await bot.goto(trackingLink({ domain: 'track.localhost', offerId: 1, affiliateId: me.id, subIds: { p1: 'e2e-bot' }, localPort: Number(new URL(app.url).port) }));
    await bot.waitForURL(/\/demo\/landing\?/);
    await crawler.close();

    // the admin, on a phone: the click log names the click Risky
    const admin = await browser.newPage({ viewport: { width: 375, height: 800 } });
    await openAs(admin, 'admin@example.com', { path: `/admin/d/click-log?filter=${encodeURIComponent(JSON.stringify({ period_type: 'last_3_days', p1: 'e2e-bot' }))}` });
    await expect(admin.getByText(/e2e-bot · Ran · Risky/)).toBeVisible();
    expect(await admin.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    // on a desktop, the chip opens the reasons
    await admin.setViewportSize({ width: 1280, height: 800 });
    await admin.getByRole('button', { name: 'Why: Risky' }).first().click();
    const dialog = admin.getByRole('dialog', { name: 'Why is this click Risky?' });
    await expect(dialog.getByText('Known bot or crawler (user agent)')).toBeVisible();
    await scan(admin, 'click log: why Risky');
    await admin.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    // the traffic report by Traffic safety: the crawler's click is Risky, bad quality traffic (read,
    // as the click log is, over the last three days: today alone would be another day were UTC
    // midnight to pass meanwhile)
    await admin.goto('/admin/d/traffic-report');
    await admin.getByRole('combobox', { name: 'Period' }).click();
    await admin.getByRole('option', { name: 'Last 3 days', exact: true }).click();
    await admin.getByRole('combobox', { name: 'Group by' }).click();
    await admin.getByRole('option', { name: 'Traffic safety', exact: true }).click();
    const report = admin.getByRole('table', { name: 'Traffic report' });
    await expect(report.getByRole('row', { name: /^Open Risky/ })).toHaveCount(1);
    await expect(report.getByRole('columnheader', { name: 'Bad quality traffic' })).toBeVisible();

    // System settings: a Risky conversion becomes not payable
    await admin.goto('/admin/d/system-settings');
    const fraud = admin.getByRole('region', { name: 'Fraud detection' });
    await fraud.getByRole('combobox', { name: 'What a Risky conversion gets' }).click();
    await admin.getByRole('option', { name: 'Not payable (fraud)' }).click();
    await fraud.getByRole('button', { name: 'Save' }).click();
    await expect(admin.getByText('Settings saved.')).toBeVisible();
    const saved = (await (await admin.request.get('/api/admin/settings/config?section=fraud-detection', { headers: XHR })).json()).data['fraud-detection'];
    expect(saved.risky_action).toBe('not_payable');
    await admin.request.put('/api/admin/settings/config/batch-update/fraud-detection', { headers: XHR, data: { risky_action: 'flag' } });

    // in Russian
    await admin.evaluate(() => localStorage.setItem('language', 'ru'));
    await admin.goto(`/admin/d/click-log?filter=${encodeURIComponent(JSON.stringify({ period_type: 'last_3_days', p1: 'e2e-bot' }))}`);
    await admin.getByRole('button', { name: 'Почему: Рискованный' }).first().click();
    await expect(admin.getByRole('dialog').getByText('Известный бот или краулер (user agent)')).toBeVisible();
    await scan(admin, 'click log in Russian: why Risky');
    await admin.close();
  });
});
