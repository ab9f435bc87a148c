import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { clickThrough, fillPostback } from './tracking';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

async function leadTotal(page: Page): Promise<number> {
  const res = await page.request.post('/api/affiliate/dashboard/measure/lead-chart', { headers: XHR, data: {} });
  expect(res.status()).toBe(200);
  return (await res.json()).data.total;
}

/** The affiliate's own server: records what the network's postbacks bring. */
async function receiver() {
  const hits: { url: string; signature: string }[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    hits.push({ url: req.url ?? '', signature: String(req.headers['x-signature'] ?? '') });
    res.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { hits, port: (server.address() as AddressInfo).port, close: () => new Promise((resolve) => server.close(resolve)) };
}

test.describe('the whole loop', () => {
  test('offer → link → click → the advertiser’s postback → the lead on the dashboard, in the conversion log and at the affiliate’s own postback', async ({ page, browser, app, openAs }) => {
    const affiliateServer = await receiver();
    // the affiliate asks to be told of every lead, on their Postbacks page
    await openAs(page, 'affiliate@example.com', { path: '/affiliate/d/postbacks' });
    await page.getByRole('button', { name: 'Add postback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add postback' });
    await dialog.getByLabel('URL').fill(`http://127.0.0.1:${affiliateServer.port}/hook?cid={click_id}&pay={commission}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('cell', { name: new RegExp(`127\\.0\\.0\\.1:${affiliateServer.port}/hook`) })).toBeVisible();

    // the affiliate clicks their own link
    const me = await (await page.request.get('/api/affiliate/me', { headers: XHR })).json();
    const before = await leadTotal(page);
    const clickId = await clickThrough(page, app, { offerId: 1, affiliateId: me.data.id, subIds: { p1: 'loop' } });
    expect(clickId).toMatch(/^[A-Za-z0-9_-]{22}$/);

    // the admin reads the offer's postback URL, and the advertiser's server calls it
    const admin = await browser.newPage();
    await openAs(admin, 'admin@example.com', { path: '/admin/d/offers/1/show/integration' });
    const shown = await admin.getByLabel('S2S postback URL').inputValue();
    const postbackUrl = fillPostback(shown, { clickId, sum: '0', currency: 'USD', orderId: 'E2E-LOOP-1' });
    expect(postbackUrl).toContain('track.localhost');
    const answer = await admin.goto(postbackUrl);
    expect(answer?.status()).toBe(200);
    expect(await answer?.json()).toMatchObject({ success: true, data: { conversion_id: expect.any(Number) } });

    // the lead is on the affiliate's figures at once, and in the admin's conversion log
    expect(await leadTotal(page)).toBe(before + 1);
    await admin.goto(`/admin/d/conversions?filter=${encodeURIComponent(JSON.stringify({ order_id: 'E2E-LOOP-1' }))}`);
    const row = admin.getByRole('row').filter({ hasText: 'E2E-LOOP-1' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Lead');
    await expect(row).toContainText('loop');
    // the affiliate's server heard of the lead, signed; their processing log shows the delivery
    await expect.poll(() => affiliateServer.hits.length, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(affiliateServer.hits[0]!.url).toContain(`cid=${clickId}`);
    expect(affiliateServer.hits[0]!.signature).toMatch(/^sha256=[0-9a-f]{64}$/);
    await page.goto('/affiliate/d/postbacks');
    await expect(page.getByRole('cell', { name: new RegExp(`cid=${clickId}`) }).first()).toBeVisible();
    await affiliateServer.close();

    // the click came from an address the GeoIP data does not place (country `--`): the dashboard's
    // country widgets name it "Unknown" instead of failing
    await admin.goto('/admin/d/');
    await expect(admin.getByRole('heading', { name: /welcome/i })).toBeVisible();
    await expect(admin.getByRole('listitem', { name: /^Unknown: / })).toBeVisible();
    await expect(admin.getByText('Something went wrong')).toHaveCount(0);
    await admin.close();
  });
});
