import { settled } from './axe';
import { expect, scan, test } from './fixtures';

// What the automatic scan of every visited page (e2e/fixtures.ts) cannot see by itself —
// open menus, filters and dialogs. Every screen of every role in Russian on a desktop and a phone:
// e2e/screens.spec.ts.

test('open menus, filters and dialogs pass axe', async ({ page, openAs }) => {
  // five scans and two list loads: on a loaded 2-core machine more than 90 s (seen before and after)
  test.setTimeout(180_000);
  await openAs(page, 'admin@example.com');
  await expect(page).toHaveURL(/\/admin\/d\/?$/);

  // the user menu in the header
  await page.getByRole('banner').getByRole('button').last().click();
  await expect(page.getByRole('menu').last()).toBeVisible();
  await scan(page, 'open user menu');
  await page.keyboard.press('Escape');

  // a row's labelled checkbox: the list's loading skeleton has rows and checkboxes too, without names
  const firstRow = page.getByRole('checkbox', { name: 'Select this row' }).first();
  await page.goto('/admin/d/offers');
  await expect(firstRow).toBeVisible();
  expect(await page.locator('h1').count()).toBe(1);

  // the filter menu and a filter it adds
  await page.getByRole('button', { name: 'Add filter' }).click();
  const filterMenu = page.getByRole('menu').last();
  await expect(filterMenu).toBeVisible();
  await scan(page, 'open filter menu');
  const fields = page.locator('.filter-field');
  const shown = await fields.count();
  await filterMenu.getByRole('menuitemcheckbox').first().click();
  await expect(fields).toHaveCount(shown + 1);
  await settled(page);
  await scan(page, 'a filter added');

  // the visible-columns dialog
  await page.getByRole('button', { name: 'Columns' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await scan(page, 'open columns dialog');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // a batch action's choices and its confirmation dialog
  await page.goto('/admin/d/offers');
  await firstRow.check();
  await page.getByRole('button', { name: 'Set status' }).click();
  await expect(page.getByRole('menu').last()).toBeVisible();
  await scan(page, 'open batch status menu');
  await page.getByRole('menu').last().getByRole('menuitem').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await scan(page, 'open confirmation dialog');
  await page.getByRole('dialog').getByRole('button', { name: /^(no|cancel)$/i }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
