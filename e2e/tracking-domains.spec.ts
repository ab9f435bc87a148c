import { expect, test } from './fixtures';

// The admin's journey through tracking domains and their rules, then a marketplace category,
// in Chromium against the built app and the real server (e2e/fixtures.ts).

test('admin adds a tracking domain with two rules, moves the primary, deletes the first, restores a category', async ({ page, openAs }) => {
  await openAs(page, 'admin@example.com');
  await expect(page).toHaveURL(/\/admin\/d\/?$/);

  // a new tracking domain: after saving, its page opens
  await page.goto('/admin/d/tracking-domains/create');
  await page.getByLabel(/^Domain/).fill('Journey.Example.org');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Tracking domain added')).toBeVisible();
  await expect(page.getByText('This domain has no rules yet. Its first rule becomes the primary one.')).toBeVisible();
  await expect(page.getByLabel(/^Domain/)).toHaveValue('journey.example.org');
  const domainPage = page.url();

  // two rules; the first becomes primary by itself
  for (const [redirect, note] of [
    ['Temporary redirect (302)', 'first rule'],
    ['Permanent redirect (301)', 'second rule'],
  ] as const) {
    await page.getByRole('link', { name: 'Add rule' }).click();
    await expect(page.getByRole('combobox', { name: /^Tracking domain/ })).toHaveValue('journey.example.org');
    await page.getByRole('combobox', { name: /^Redirect type/ }).click();
    await page.getByRole('option', { name: redirect }).click();
    await page.getByLabel(/^Note/).fill(note);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Rule added')).toBeVisible();
    await expect(page).toHaveURL(domainPage);
  }

  const row = (note: string) => page.getByRole('row').filter({ hasText: note });
  await expect(row('first rule').getByText('Primary', { exact: true })).toBeVisible();
  await expect(row('first rule').getByRole('button', { name: 'Delete' })).toBeDisabled();
  await expect(row('second rule').getByRole('button', { name: 'Delete' })).toBeEnabled();

  // make the second primary: the first becomes deletable, the primary is not
  await row('second rule').getByRole('button', { name: 'Make primary' }).click();
  await expect(page.getByText(/is now the primary rule/)).toBeVisible();
  await expect(row('second rule').getByText('Primary', { exact: true })).toBeVisible();
  await expect(row('first rule').getByRole('button', { name: 'Delete' })).toBeEnabled();
  await expect(row('second rule').getByRole('button', { name: 'Delete' })).toBeDisabled();
  await row('second rule').getByTestId('action-tooltip').filter({ has: page.getByRole('button', { name: 'Delete' }) }).hover();
  await expect(page.getByRole('tooltip', { name: 'The primary rule cannot be deleted. Make another rule primary first.' })).toBeVisible();

  // delete the first after confirming: it stays listed as Deleted, with every action off
  await row('first rule').getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/^Delete rule #\d+\?$/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Rule deleted')).toBeVisible();
  await expect(row('first rule').getByText('Deleted')).toBeVisible();
  await expect(row('first rule').getByRole('button', { name: 'Delete' })).toBeDisabled();
  await expect(row('first rule').getByRole('button', { name: 'Make primary' })).toBeDisabled();

  // a deleted marketplace category comes back
  await page.goto('/admin/d/marketplace-categories');
  const sweepstakes = page.getByRole('row').filter({ hasText: 'Sweepstakes' });
  await expect(sweepstakes.getByText('Deactivated')).toBeVisible();
  await sweepstakes.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('Category restored')).toBeVisible();
  await expect(sweepstakes.getByText('Active')).toBeVisible();
  await expect(sweepstakes.getByRole('button', { name: 'Delete' })).toBeVisible();
});
