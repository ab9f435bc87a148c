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
