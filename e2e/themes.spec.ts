import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';

const rootVar = (page: Page, name: string) => page.evaluate((n) => document.documentElement.style.getPropertyValue(n), name);
const schemeOf = (page: Page) => page.evaluate(() => document.documentElement.dataset.colorScheme);

test.describe('colour themes, columns and the unsaved-data guard', () => {
  test('a user switches to Dark and a second open tab follows (R500)', async ({ page, context, openAs }) => {
    await openAs(page, 'affiliate@example.com');
    const other = await context.newPage();
    await other.goto('/affiliate/d/');
    await expect.poll(() => schemeOf(other)).toBe('Purple Light');

    await page.goto('/affiliate/d/theme');
    await page.getByRole('radio', { name: 'Dark', exact: true }).click();
    await expect.poll(() => rootVar(page, '--content-background')).toBe('#1a1d21');
    await expect.poll(() => schemeOf(other)).toBe('Dark');
    expect(await rootVar(other, '--page-background')).toBe('#1d2229');
    // MUI follows too: the page background is the scheme's
    await expect(other.locator('body')).toHaveCSS('background-color', 'rgb(29, 34, 41)');
  });

  test('an admin edits a scheme’s primary colour and its users see it after reload (R502)', async ({ browser, page, openAs }) => {
    const managerContext = await browser.newContext();
    const manager = await managerContext.newPage();
    await openAs(manager, 'manager@example.com', { path: '/manager/d/theme' });
    await manager.getByRole('radio', { name: 'Light', exact: true }).click();
    await expect.poll(() => rootVar(manager, '--primary')).toBe('#4d6dbb');

    await openAs(page, 'admin@example.com', { path: '/admin/d/theme' });
    await page.getByLabel('Scheme to edit').click();
    await page.getByRole('option', { name: 'Light', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Edit the Light scheme' })).toBeVisible();
    await page.getByLabel('primary', { exact: true }).fill('#2f5bb7');
    await page.getByRole('button', { name: 'Save scheme' }).click();
    await expect(page.getByText('The Light scheme was saved.')).toBeVisible();

    await manager.reload();
    await expect.poll(() => rootVar(manager, '--primary')).toBe('#2f5bb7');
    await managerContext.close();
  });

  test('a reordered column list survives a reload (R539)', async ({ page, openAs }) => {
    await openAs(page, 'admin@example.com', { path: '/admin/d/languages' });
    const headers = page.locator('thead th');
    await expect(headers.first()).toHaveText('ID');
    await page.getByRole('button', { name: 'Columns' }).click();
    const dialog = page.getByRole('dialog', { name: 'Visible columns' });
    // the column list by mouse: drag Status onto ID
    const status = dialog.getByRole('button', { name: 'Move Status' });
    const id = dialog.getByRole('button', { name: 'Move ID' });
    const from = (await status.boundingBox())!;
    const to = (await id.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + 2, { steps: 10 });
    await page.mouse.up();
    await expect(dialog.getByRole('checkbox').nth(1)).toHaveAccessibleName('Status');
    // dnd-kit swallows the first click that follows a drop while its drop settles: as a person
    // would, click Save again until the dialog closes
    await expect(dialog.getByRole('status')).toContainText('dropped');
    await expect(async () => {
      if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Save' }).click({ timeout: 2_000 });
      await expect(dialog).toBeHidden({ timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    await expect(headers.first()).toHaveText('Status');

    await page.reload();
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await expect(headers.first()).toHaveText('Status');
  });

  test('the unsaved-data guard stops a navigation away from a dirty form (R542)', async ({ page, openAs }) => {
    await openAs(page, 'admin@example.com', { path: '/admin/d/languages/create' });
    await page.getByLabel('Name').first().fill('Esperanto');
    let asked = '';
    page.once('dialog', (dialog) => {
      asked = dialog.type();
      void dialog.dismiss();
    });
    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
    await expect.poll(() => asked).toBe('confirm');
    expect(new URL(page.url()).pathname).toBe('/admin/d/languages/create');
    await expect(page.getByLabel('Name').first()).toHaveValue('Esperanto');
  });
});
