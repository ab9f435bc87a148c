import { expect, test } from './fixtures';

// A manager of the network sets up a broker: adds an integration through the form (a secret
// header kept masked), finds it by filter and pauses two integrations at once — at 1440 px, and
// at 375 px the list and the form still serve.

test('admin adds a broker integration, finds it, and pauses integrations in bulk', async ({ page, openAs }) => {
  test.setTimeout(120_000); // a form of twenty fields, a filter and a bulk move in one journey
  await openAs(page, 'admin@example.com', { path: '/admin/d/broker-integrations' });
  await expect(page.getByRole('heading', { name: 'Brokers' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'FX Prime — EU desk' })).toBeVisible();

  await page.getByRole('link', { name: 'Create' }).click();
  await page.getByLabel(/^Name/).fill('Journey desk');
  await page.getByRole('combobox', { name: /^Broker \(advertiser\)/ }).click();
  await page.getByRole('option', { name: /CoinVault/ }).click();
  await page.getByLabel(/^Lead endpoint/).fill('https://crm.coinvault.example/api/v3/leads');
  await page.getByRole('button', { name: 'Add' }).first().click();
  await page.getByLabel(/^Header/).last().fill('Authorization');
  await page.getByLabel(/^Value/).last().fill('Bearer journey-secret');
  await page.getByLabel('Secret').last().check();
  await page.getByRole('combobox', { name: /^Countries/ }).click();
  await page.getByRole('option', { name: 'Portugal' }).click();
  await page.getByRole('button', { name: 'Save' }).click();

  // back on the list: the new one is there; by country it is the only one
  const row = page.getByRole('row').filter({ hasText: 'Journey desk' });
  await expect(row).toBeVisible();
  await row.getByText('Journey desk').click();
  await expect(page.getByLabel(/^Value/).last()).toHaveValue('••••••••');
  await page.goBack();

  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Country' }).click();
  await page.getByRole('combobox', { name: 'Country' }).fill('Portugal');
  await page.getByRole('option', { name: 'Portugal' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'FX Prime — EU desk' })).toHaveCount(0);
  await expect(row).toBeVisible();
  // the list keeps its filters for the session: open it with none
  await page.goto('/admin/d/broker-integrations?filter=%7B%7D');

  // pause two at once, after the question
  for (const name of ['FX Prime — EU desk', 'Journey desk']) await page.getByRole('row').filter({ hasText: name }).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Set status' }).click();
  await page.getByRole('menuitem', { name: 'Paused' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Set 2 integration(s) to "Paused"?');
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Status changed')).toBeVisible();
  for (const name of ['FX Prime — EU desk', 'Journey desk']) await expect(page.getByRole('row').filter({ hasText: name }).getByText('Paused')).toBeVisible();
});

test('on a phone the brokers list and the form serve too', async ({ page, openAs }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openAs(page, 'admin@example.com', { path: '/admin/d/broker-integrations' });
  await page.getByText('FX Prime — UK desk').click();
  await expect(page.getByLabel(/^Name/)).toHaveValue('FX Prime — UK desk');
  await page.getByLabel(/^Time-out/).fill('12000');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('FX Prime — UK desk')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
