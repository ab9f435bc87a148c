import { expect, test } from './fixtures';
import { tabTo } from './keys';

// An admin's and an affiliate's main task with the keyboard alone (page.keyboard only),
// and at every Tab stop on the way the focused control shows that it has focus. Signing in with the
// keyboard: e2e/foundation.spec.ts.

test('an admin edits an offer with the keyboard alone', async ({ page, openAs }) => {
  test.setTimeout(120_000);
  await openAs(page, 'admin@example.com');
  await expect(page).toHaveURL(/\/admin\/d\/?$/);
  // Tab works once the app is on screen (a person waits for it too)
  await expect(page.getByRole('navigation')).toBeVisible();

  await tabTo(page, (f) => f.href === '/admin/d/offers', 'the Offers menu entry');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/d\/offers$/);
  await expect(page.locator('tbody tr[tabindex="0"]').first()).toBeVisible();

  await tabTo(page, (f) => f.tag === 'tr', 'the first offer row');
  const offerName = await page.evaluate(() => document.activeElement?.querySelector('.column-name')?.textContent ?? '');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/d\/offers\/\d+\/show$/);
  await expect(page.getByRole('link', { name: 'Edit' })).toBeVisible();

  await tabTo(page, (f) => /^\/admin\/d\/offers\/\d+$/.test(f.href), 'the Edit button');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/d\/offers\/\d+$/);
  await expect(page.locator('input[name="name"]')).toHaveValue(offerName);

  await tabTo(page, (f) => f.tag === 'input' && f.name === 'name', 'the Name field');
  await page.keyboard.press('End');
  await page.keyboard.type(' (keyboard)');
  await tabTo(page, (f) => f.tag === 'button' && f.text === 'Save', 'the Save button');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Offer saved' })).toBeVisible();
});

test('an affiliate builds and copies a tracking link with the keyboard alone', async ({ page, context, openAs }) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openAs(page, 'affiliate@example.com');
  await expect(page).toHaveURL(/\/affiliate\/d\/?$/);
  // Tab works once the app is on screen (a person waits for it too)
  await expect(page.getByRole('navigation')).toBeVisible();

  await tabTo(page, (f) => f.href === '/affiliate/d/my-offers', 'the My offers menu entry');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/affiliate\/d\/my-offers$/);
  await expect(page.locator('tbody tr[tabindex="0"]').first()).toBeVisible();

  // Enter on a row opens its link builder under it
  await tabTo(page, (f) => f.tag === 'tr', 'the first offer row');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('p1', { exact: true })).toBeVisible();
  await tabTo(page, (f) => f.tag === 'input' && f.name === 'p1', 'the p1 field', 40);
  await page.keyboard.type('kb-1');
  await tabTo(page, (f) => f.tag === 'button' && f.text === 'Get link', 'the Get link button', 40);
  await page.keyboard.press('Enter');
  const shown = page.getByTestId('tracking-link');
  await expect(shown).toHaveValue(/^https?:\/\/.*p1=kb-1/);

  await tabTo(page, (f) => f.tag === 'button' && f.text === 'Copy', 'the Copy button', 10);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await shown.inputValue());
});
