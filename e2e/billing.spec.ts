import { expect, signIn, test } from './fixtures';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

test.describe('billing', () => {
  test('a forced period pays the affiliate: the admin confirms the invoice and sends the payment, the affiliate sees it sent', async ({ page, browser }) => {
    await signIn(page, 'affiliate@example.com');
    await page.waitForURL('**/affiliate/d/**');
    const me = (await (await page.request.get('/api/affiliate/me', { headers: XHR })).json()).data;

    // the admin closes the affiliate's period now (an affiliate's request): a payout of what they earned
    const admin = await browser.newPage();
    await signIn(admin, 'admin@example.com');
    await admin.waitForURL('**/admin/d/**');
    const forced = await admin.request.post('/api/admin/billing/periods/force', { headers: XHR, data: { affiliate_id: me.id, reason: 1 } });
    expect(forced.status()).toBe(200);
    const payoutId = (await forced.json()).data.payout_id as number;
    expect(payoutId).toBeGreaterThan(0);

    const amount = (await (await admin.request.get(`/api/admin/billing/payouts/${payoutId}`, { headers: XHR })).json()).data.amount as number;
    const balance = async () => (await (await page.request.get('/api/affiliate/billing/balance', { headers: XHR })).json()).data;
    const before = await balance();

    await admin.goto(`/admin/d/payouts/${payoutId}/show`);
    for (const status of ['Awaiting invoice', 'Invoice confirmed', 'Payment sent']) {
      // by keyboard: the previous step's toast sits over the page's top actions for a few seconds
      await admin.getByRole('button', { name: `Mark as ${status}` }).press('Enter');
      await expect(admin.getByText('Payout updated').first()).toBeVisible();
      await expect(admin.getByText(new RegExp(`→ ${status} by Ada Admin`))).toBeVisible();
    }
    await admin.close();

    // the affiliate finds it sent: no longer on the way, no longer unpaid
    await page.goto('/affiliate/d/payouts');
    await expect(page.getByRole('heading', { name: 'Balance' })).toBeVisible();
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: String(payoutId), exact: true }) });
    await expect(row).toContainText('Payment sent');
    const after = await balance();
    expect(after.pending_payouts).toBeCloseTo(before.pending_payouts - amount, 2);
    expect(after.unpaid).toBeCloseTo(before.unpaid - amount, 2);
  });
});
