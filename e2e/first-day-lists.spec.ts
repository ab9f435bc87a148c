import { expect, test } from './fixtures';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

// An operator's first day: a list whose call fails says so and offers Retry,
// and the change log reads as sentences of labels and names in English and in Russian.
test.describe("an operator's first day: lists", () => {
  test('a failing list shows the error with Retry, and the rows after Retry', async ({ page, openAs }) => {
    await openAs(page, 'admin@example.com');
    await page.route(
      '**/api/admin/user_profiles/list',
      (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'Internal server error' }) }),
      { times: 1 },
    );
    await page.goto('/admin/d/user-operations/all-users');
    const failure = page.getByRole('alert').filter({ hasText: 'Could not load the data.' });
    await expect(failure).toBeVisible();
    await expect(page.getByText('banned2@example.com')).toHaveCount(0);
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('banned2@example.com')).toBeVisible();
    await expect(failure).toHaveCount(0);
  });

  test('an invalid filter in the address is dropped with a warning', async ({ page, openAs }) => {
    await openAs(page, 'admin@example.com');
    await page.goto(`/admin/d/user-operations/all-users?filter=${encodeURIComponent('{"status_id":"abc"}')}`);
    await expect(page.getByText(/A filter in the address was not valid and was removed: Status/)).toBeVisible();
    await expect(page.getByText('banned2@example.com')).toBeVisible();
  });

  test('the change log reads as sentences, in English and in Russian', async ({ page, openAs }) => {
    await openAs(page, 'admin@example.com');
    const created = await page.request.post('/api/admin/user_profiles', {
      headers: XHR,
      data: { email: 'mia.first-day@example.com', first_name: 'Mia', last_name: 'Manager', password: 'password-123', password_confirmation: 'password-123', user_type: 1 },
    });
    expect(created.status()).toBe(201);
    const mia = ((await created.json()) as { data: { id: number } }).data.id;
    const found = await page.request.post('/api/admin/user_profiles/list', { headers: XHR, data: { q: 'affiliate6@' } });
    const affiliate = ((await found.json()) as { data: { id: number }[] }).data[0]!.id;
    expect((await page.request.patch(`/api/admin/user_profiles/${affiliate}`, { headers: XHR, data: { manager_id: mia } })).ok()).toBe(true);
    expect((await page.request.post(`/api/admin/user_profiles/user-accounts/${affiliate}/ban`, { headers: XHR })).ok()).toBe(true);

    const log = `/admin/d/user-operations/user-change-log?filter=${encodeURIComponent('{"q":"affiliate6@"}')}`;
    await page.goto(log);
    await expect(page.getByRole('columnheader', { name: 'Changed at' })).toBeVisible();
    await expect(page.getByText(/^Manager: .+ → Mia Manager$/)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Status: Active → Inactive' }).getByText('Banned')).toBeVisible();
    await expect(page.getByText(/manager_id|status_id/)).toHaveCount(0);

    // the interface language of this browser only: the profile keeps its own
    await page.evaluate(() => localStorage.setItem('language', 'ru'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('columnheader', { name: 'Изменено' })).toBeVisible();
    await expect(page.getByText(/^Менеджер: .+ → Mia Manager$/)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Статус: Активен → Неактивен' }).getByText('Заблокирован')).toBeVisible();
  });
});
