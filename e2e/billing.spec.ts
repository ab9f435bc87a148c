import { expect, test } from './fixtures';
import { clickThrough, fillPostback } from './tracking';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

test.describe('billing', () => {
  test('a forced period pays the affiliate: the affiliate generates an invoice, the admin approves it and sends the payment, the affiliate sees it sent', async ({ page, browser, app, openAs }) => {
    // two people's sessions and a PDF on a worker server's first, busiest minute
    test.setTimeout(120_000);
    await openAs(page, 'affiliate@example.com');
    const me = (await (await page.request.get('/api/affiliate/me', { headers: XHR })).json()).data;

    // the affiliate earns in the open period: a click on their link and the advertiser's deposit
    // (the demo's own earnings may all be in a closed period already: on the 1st the month just closed)
    const clickId = await clickThrough(page, app, { offerId: 1, affiliateId: me.id, subIds: { p1: 'billing' } });
    const admin = await browser.newPage();
    await openAs(admin, 'admin@example.com', { path: '/admin/d/offers/1/show/integration' });
    const postbackUrl = fillPostback(await admin.getByLabel('S2S postback URL').inputValue(), { clickId, action: 'ftd', sum: '100', currency: 'USD', orderId: `E2E-BILLING-${Date.now()}` });
    expect((await admin.goto(postbackUrl))?.status()).toBe(200);

    // the admin closes the affiliate's period now (an affiliate's request): a payout of what they earned
    const forced = await admin.request.post('/api/admin/billing/periods/force', { headers: XHR, data: { affiliate_id: me.id, reason: 1 } });
    expect(forced.status()).toBe(200);
    const payoutId = (await forced.json()).data.payout_id as number;
    expect(payoutId).toBeGreaterThan(0);

    const amount = (await (await admin.request.get(`/api/admin/billing/payouts/${payoutId}`, { headers: XHR })).json()).data.amount as number;
    const balance = async () => (await (await page.request.get('/api/affiliate/billing/balance', { headers: XHR })).json()).data;
    const before = await balance();

    // the affiliate hands in an invoice generated on the payout's page and can download its PDF
    await page.goto(`/affiliate/d/payouts/${payoutId}/show`);
    const invoices = page.getByRole('region', { name: 'Invoices' });
    await invoices.getByRole('button', { name: 'Generate invoice' }).click();
    await expect(page.getByText('Invoice handed in: it waits for moderation').first()).toBeVisible();
    const number = `INV-${payoutId}-1`;
    await expect(invoices.getByRole('row', { name: new RegExp(number) })).toContainText('Moderation');
    const download = page.waitForEvent('download');
    await invoices.getByRole('link', { name: `Download PDF ${number}` }).click();
    const pdf = await download;
    expect(pdf.suggestedFilename()).toBe(`${number}.pdf`);

    // the admin approves it from the invoices list: the payout's invoice is confirmed
    await admin.goto('/admin/d/invoices');
    await admin.getByRole('cell', { name: number, exact: true }).click();
    await admin.getByRole('button', { name: 'Approve' }).press('Enter');
    await expect(admin.getByText('Invoice updated').first()).toBeVisible();

    await admin.goto(`/admin/d/payouts/${payoutId}/show`);
    await expect(admin.getByText(/Invoice received → Invoice confirmed by Ada Admin/)).toBeVisible();
    // by keyboard: the previous step's toast sits over the page's top actions for a few seconds
    await admin.getByRole('button', { name: 'Mark as Payment sent' }).press('Enter');
    // the payment asks for the transfer's reference, and a word when the affiliate has no bank details
    const sending = admin.getByRole('dialog', { name: `Payout #${payoutId}: payment sent` });
    await sending.getByRole('textbox', { name: /Payment reference/ }).fill('TRX-E2E-1');
    const noBank = sending.getByLabel('I confirm the payment was sent without bank details on file');
    if (await noBank.count()) await noBank.check();
    await sending.getByRole('button', { name: 'Mark as sent' }).click();
    await expect(admin.getByText('Payout updated').first()).toBeVisible();
    await expect(admin.getByText(/→ Payment sent by Ada Admin/)).toBeVisible();
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
