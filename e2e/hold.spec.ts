import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { overflowOf } from './screenChecks';
import { clickThrough, fillPostback } from './tracking';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

async function balance(page: Page): Promise<{ earned_total: number; on_hold: number }> {
  const res = await page.request.get('/api/affiliate/billing/balance', { headers: XHR });
  expect(res.status()).toBe(200);
  return (await res.json()).data;
}

const cents = (n: number) => Math.round(n * 100);

test.describe('a conversion on hold', () => {
  test('the advertiser’s pending postback shows as pending money for the affiliate; the admin approves it on the screen and the balance moves', async ({ page, browser, app, openAs }) => {
    const orderId = `E2E-HOLD-${Date.now()}`;
    await openAs(page, 'affiliate@example.com', { path: '/affiliate/d/payouts' });
    const me = await (await page.request.get('/api/affiliate/me', { headers: XHR })).json();
    const before = await balance(page);
    const clickId = await clickThrough(page, app, { offerId: 1, affiliateId: me.data.id, subIds: { p1: 'hold' } });

    // the advertiser's server reports a deposit it has not settled yet: status=pending
    const admin = await browser.newPage();
    await openAs(admin, 'admin@example.com', { path: '/admin/d/offers/1/show/integration' });
    const shown = await admin.getByLabel('S2S postback URL').inputValue();
    const postbackUrl = `${fillPostback(shown, { clickId, action: 'ftd', sum: '100', currency: 'USD', orderId })}&status=pending`;
    const answer = await admin.goto(postbackUrl);
    expect(answer?.status()).toBe(200);
    const recorded = (await answer?.json()) as { data: { conversion_id: number; status: number } };
    expect(recorded.data.status).toBe(3);

    // the affiliate sees it as pending: on hold in their balance, not earned yet
    const conversion = (await (await page.request.get(`/api/affiliate/conversions/${recorded.data.conversion_id}`, { headers: XHR })).json()).data;
    const pending = conversion.hold_commission as number;
    expect(pending).toBeGreaterThan(0);
    const held = await balance(page);
    expect(cents(held.on_hold - before.on_hold)).toBe(cents(pending));
    expect(held.earned_total).toBe(before.earned_total);
    await page.goto('/affiliate/d/payouts');
    await expect(page.getByText('On hold (pending approval)')).toBeVisible();

    // on a phone the held conversion's page shows its pending money and offers approve and reject, within 375 px
    const phone = await browser.newPage({ viewport: { width: 375, height: 740 } });
    await openAs(phone, 'admin@example.com', { path: `/admin/d/conversions/${recorded.data.conversion_id}/show` });
    await expect(phone.getByText('Pending commission')).toBeVisible();
    await expect(phone.getByRole('button', { name: 'Approve' })).toBeVisible();
    await expect(phone.getByRole('button', { name: 'Reject' })).toBeVisible();
    expect(await overflowOf(phone)).toBeLessThanOrEqual(0);
    await phone.close();

    // the admin finds it among the held conversions and approves it, by keyboard
    await admin.goto(`/admin/d/conversions?filter=${encodeURIComponent(JSON.stringify({ order_id: orderId }))}`);
    const row = admin.getByRole('row').filter({ hasText: orderId });
    await expect(row).toContainText('On hold');
    await row.getByRole('button', { name: 'Approve' }).focus();
    await admin.keyboard.press('Enter');
    const dialog = admin.getByRole('dialog', { name: /Approve conversion #\d+/ });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('combobox').click();
    await admin.getByRole('option', { name: 'None' }).click();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('OK');
    await expect(row).not.toContainText('On hold');

    // the balance moves: earned by the held amount, nothing on hold for it any more
    const after = await balance(page);
    expect(cents(after.earned_total - before.earned_total)).toBe(cents(pending));
    expect(cents(after.on_hold)).toBe(cents(before.on_hold));
    await admin.close();
  });
});
