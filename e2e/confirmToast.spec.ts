import { expect, test } from './fixtures';

test.describe('the confirmation dialog and toasts', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('a delete asks in the one dialog that fits a 320 px screen (Esc closes, Enter says Yes) and the success toast leaves the header free', async ({ page, openAs }) => {
    await openAs(page, 'admin@example.com', { path: '/admin/d/marketplace-categories' });
    const row = page.getByRole('row', { name: /Dating/ });
    await row.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Yes' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'No' })).toBeVisible();
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(16);
    expect(box.x + box.width).toBeLessThanOrEqual(320 - 16);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(row.getByText('Active')).toBeVisible();

    await row.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByText(/Dating/).first().click();
    await page.keyboard.press('Enter');
    const toast = page.getByRole('alert').filter({ hasText: 'Category deleted' });
    await expect(toast).toBeVisible();
    const header = (await page.locator('header').first().boundingBox())!;
    const toastBox = (await toast.boundingBox())!;
    expect(toastBox.y).toBeGreaterThanOrEqual(header.y + header.height);
    // a completed action is a success: gone after 5 s
    await expect(toast).toHaveCount(0, { timeout: 8000 });
  });
});
