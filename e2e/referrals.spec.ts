import { expect, test } from './fixtures';
import { clickThrough, fillPostback } from './tracking';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const FRIEND = { first: 'Rita', last: 'Referred', email: 'rita.referred@example.com', password: 'referred-pass-1' };

// The referral program (spec 4 §6): the demo affiliate copies their referral link, a visitor
// registers through it, converts through the tracker and the advertiser's postback, and the
// referrer sees the bonus: due at once, then billed as a referral bonus in their forced period.
test.describe('the referral program', () => {
  test('a referred affiliate registers through the link and converts; the referrer sees the bonus', async ({ page, browser, app, openAs }) => {
    test.setTimeout(120_000);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await openAs(page, 'affiliate@example.com', { path: '/affiliate/d/my-referrals' });
    const field = page.getByTestId('referral-link');
    await expect(field).toHaveValue(/\/auth\/a\/registration\?referral=[\w-]+$/);
    const link = await field.inputValue();
    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByText('The referral link was copied.').first()).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    const referred = Number(await page.getByTestId('referral-referred').textContent());

    // a visitor opens the link and registers
    const visitor = await (await browser.newContext({ baseURL: app.url })).newPage();
    await visitor.goto(link);
    await visitor.getByLabel('First name').fill(FRIEND.first);
    await visitor.getByLabel('Last name').fill(FRIEND.last);
    await visitor.getByLabel('E-mail').fill(FRIEND.email);
    await visitor.getByLabel('Password', { exact: true }).fill(FRIEND.password);
    await visitor.getByLabel('Confirm the password').fill(FRIEND.password);
    await visitor.getByRole('button', { name: 'Register' }).click();
    await expect(visitor.getByRole('status')).toContainText(/account/i);

    // staff see who referred whom
    const admin = await browser.newPage();
    await openAs(admin, 'admin@example.com', { path: '/admin/d/referrals' });
    const row = admin.getByRole('row').filter({ hasText: FRIEND.email });
    await expect(row).toContainText('Alex Affiliate');
    const friendId = ((await (await admin.request.post('/api/admin/referrals/list', { headers: XHR, data: {} })).json()).data as { referred_id: number; referred_email: string }[]).find(
      (r) => r.referred_email === FRIEND.email,
    )!.referred_id;

    // the friend's traffic: a click on their tracking link, then the advertiser's postback of a sale
    const clickId = await clickThrough(visitor, app, { offerId: 1, affiliateId: friendId, subIds: { p1: 'referred' } });
    await admin.goto('/admin/d/offers/1/show/integration');
    const template = await admin.getByLabel('S2S postback URL').inputValue();
    const postback = fillPostback(template, { clickId, action: 'sale', sum: '0', currency: 'USD', orderId: 'E2E-REFERRED-1' });
    // the advertiser's server calls it (a *.localhost host: the browser reaches this server by it)
    const answer = await admin.goto(postback);
    expect(answer?.status()).toBe(200);
    const conversionId = (await answer!.json()).data.conversion_id as number;
    const conversion = (await (await admin.request.get(`/api/admin/conversions/${conversionId}`, { headers: XHR })).json()).data as { commission: number };
    expect(conversion.commission).toBeGreaterThan(0);
    // the demo's default program: 5 % of the friend's payment, to the cent
    const bonus = Math.round(conversion.commission * 5) / 100;

    // the referrer sees the friend and the bonus due at the next closing
    await page.reload();
    await expect(page.getByTestId('referral-referred')).toHaveText(String(referred + 1));
    const friendRow = page.getByRole('row').filter({ hasText: `${FRIEND.first} ${FRIEND.last}` });
    await expect(friendRow).toContainText(`$${bonus.toFixed(2)}`);

    // the admin closes the referrer's period now: every bonus due (this one and the seeded friend's,
    // unless billed already) is a referral bonus item of their payout
    const program = async () => (await (await page.request.get('/api/affiliate/referrals/me', { headers: XHR })).json()).data as { earned: number; pending: number };
    const due = await program();
    expect(due.pending).toBeGreaterThanOrEqual(bonus);
    const me = (await (await page.request.get('/api/affiliate/me', { headers: XHR })).json()).data as { id: number };
    const forced = await admin.request.post('/api/admin/billing/periods/force', { headers: XHR, data: { affiliate_id: me.id, reason: 1 } });
    expect(forced.status()).toBe(200);
    const payoutId = (await forced.json()).data.payout_id as number;
    await page.goto(`/affiliate/d/payouts/${payoutId}/show`);
    await expect(page.getByRole('row').filter({ hasText: 'Referral bonus' })).toContainText(`$${due.pending.toFixed(2)}`);
    expect(await program()).toEqual(expect.objectContaining({ earned: Math.round((due.earned + due.pending) * 100) / 100, pending: 0 }));
    await page.goto('/affiliate/d/my-referrals');
    await expect(page.getByRole('row').filter({ hasText: `${FRIEND.first} ${FRIEND.last}` })).toContainText(`$${bonus.toFixed(2)}`);
    await admin.close();
  });
});
