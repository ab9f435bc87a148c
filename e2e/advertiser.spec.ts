import { readFileSync } from 'node:fs';
import { expect, signIn, test } from './fixtures';

// The advertiser's own app (spec 4 §7): the demo advertiser signs in with the demo password, sets up
// an offer's postback, sends a test conversion and finds it in their conversions and their log.
// axe reads every page on the way (fixtures: axeEveryPage).

test('the demo advertiser signs in, sends a test conversion from an offer and finds it marked Test', async ({ page }) => {
  await signIn(page, 'advertiser@example.com');
  await page.waitForURL('**/advertiser/d/**');
  await expect(page.getByRole('heading', { name: 'By offer' })).toBeVisible();

  await page.getByRole('navigation').getByRole('menuitem', { name: 'My offers' }).click();
  // the oldest of their offers is a traffic offer, which the demo's clicks reached: the list sorted by id, upwards
  const firstId = page.getByRole('row').nth(1).getByRole('cell').first();
  await expect(firstId).toHaveText(/^\d+$/);
  const newest = await firstId.innerText();
  await page.getByRole('button', { name: /^Sort by id ascending$/i }).click();
  await expect(page.getByRole('button', { name: /^Sort by id descending$/i })).toBeVisible();
  // the rows of the new order, not the old ones kept while it loads
  await expect.poll(async () => { const id = await firstId.innerText(); return /^\d+$/.test(id) && id !== newest; }).toBe(true);
  await page.getByRole('row').nth(1).getByRole('cell').nth(1).click();
  await expect(page.getByLabel('Server-to-server postback URL')).toHaveValue(/\/postback\?click_id=\{click_id\}.*&token=/);
  await page.getByLabel('Order ID (optional)').fill('E2E-ADV-1');
  await page.getByRole('button', { name: 'Send test conversion' }).click();
  const answer = page.getByRole('status').filter({ hasText: 'We answered' });
  await expect(answer).toContainText('We answered 200');
  await expect(answer).toContainText(/Conversion #\d+ recorded/);

  await page.getByRole('navigation').getByRole('menuitem', { name: 'Conversions' }).click();
  const row = page.getByRole('row').filter({ hasText: 'E2E-ADV-1' });
  await expect(row.getByText('Test', { exact: true })).toBeVisible();

  await page.getByRole('navigation').getByRole('menuitem', { name: 'Received postbacks' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'E2E-ADV-1' }).getByText('TEST', { exact: true })).toBeVisible();
});

test('the admin invoices the demo advertiser and records part of it; the advertiser sees what is left and downloads the invoice', async ({ page, browser, openAs }) => {
  test.setTimeout(180_000);
  const today = new Date().toISOString().slice(0, 10);

  // the admin issues an invoice for every ended day of the advertiser's traffic
  await openAs(page, 'admin@example.com', { path: '/admin/d/advertiser-invoices/create' });
  await page.getByRole('combobox', { name: /^Advertiser/ }).fill('advertiser@');
  await page.getByRole('option', { name: 'advertiser@example.com' }).click();
  await page.getByLabel(/^Period from/).fill('2000-01-01');
  await page.getByLabel(/^Period to/).fill(today);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Record payment' })).toBeVisible();
  await expect(page.getByText('Unpaid', { exact: true })).toBeVisible();

  // a partial payment of 10.00
  await page.getByRole('button', { name: 'Record payment' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Amount/).fill('10');
  await dialog.getByRole('button', { name: 'Record' }).click();
  await expect(page.getByText('Payment recorded')).toBeVisible();
  await expect(page.getByText('Partly paid', { exact: true })).toBeVisible();

  // the advertiser, in a browser of their own, sees the same invoice partly paid and their balance
  const advertiser = await (await browser.newContext({ baseURL: new URL(page.url()).origin, locale: 'en-US', timezoneId: 'UTC' })).newPage();
  await openAs(advertiser, 'advertiser@example.com', { path: '/advertiser/d/advertiser-my-invoices' });
  await expect(advertiser.getByTestId('balance-paid')).toHaveText(/10\.00/);
  const row = advertiser.getByRole('row').filter({ hasText: 'Partly paid' });
  await expect(row).toHaveCount(1);
  await row.getByRole('cell').first().click();
  await expect(advertiser.getByRole('heading', { name: 'Your payments' })).toBeVisible();
  const [download] = await Promise.all([advertiser.waitForEvent('download'), advertiser.getByRole('link', { name: /^Download PDF ADV-/ }).first().click()]);
  expect(download.suggestedFilename()).toMatch(/^ADV-.*\.pdf$/);
  expect(readFileSync((await download.path())!).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await advertiser.context().close();
});
