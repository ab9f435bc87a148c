import { expect, signIn, test } from './fixtures';

// The advertiser's own app (spec 4 §7): the demo advertiser signs in with the demo password, sets up
// an offer's postback, sends a test conversion and finds it in their conversions and their log.
// axe reads every page on the way (fixtures: axeEveryPage).

test('the demo advertiser signs in, sends a test conversion from an offer and finds it marked Test', async ({ page }) => {
  await signIn(page, 'advertiser@example.com');
  await page.waitForURL('**/advertiser/d/**');
  await expect(page.getByRole('heading', { name: 'By offer' })).toBeVisible();

  await page.getByRole('navigation').getByRole('menuitem', { name: 'My offers' }).click();
  // the oldest of their offers is a traffic offer, which the demo's clicks reached
  const offers = await page.request.post('/api/advertiser/portal/offers/list', { headers: { 'X-Requested-With': 'XMLHttpRequest' }, data: { sort: 'id', per_page: 1 } });
  const [oldest] = (await offers.json()).data as { name: string }[];
  await page.getByRole('cell', { name: oldest!.name, exact: true }).click();
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
