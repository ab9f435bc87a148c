import { expect, test } from './fixtures';

// A condition raised elsewhere lights the admin's bell live (server-sent events), without a reload;
// the bell opens the list where the alerts are read. Chromium against the built app and the real server.

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

test('a tracking domain deactivated elsewhere lights the bell at once; the list marks it read', async ({ page, openAs, browser, app }) => {
  await openAs(page, 'admin@example.com');
  // everything the demo raised before is read first, so the count is this journey's
  await page.request.post('/api/admin/alerts/read-all', { headers: XHR, data: {} });
  await page.reload();
  const bell = page.getByRole('link', { name: /^Alerts/ });
  await expect(bell).toHaveAccessibleName('Alerts');

  // another browser deactivates a domain: this page is not reloaded
  const other = await browser.newContext({ baseURL: app.url });
  await other.addCookies((await page.context().cookies()).map((c) => ({ ...c })));
  const domain = `bell-${Date.now()}.example.org`;
  const made = await other.request.post('/api/admin/tracking-domains/tracking-domains', { headers: XHR, data: { domain } });
  expect(made.status()).toBe(201);
  const { id } = ((await made.json()) as { data: { id: number } }).data;
  const taken = await other.request.put(`/api/admin/tracking-domains/tracking-domains/${id}`, { headers: XHR, data: { status: -1 } });
  expect(taken.status()).toBe(200);
  await other.close();
  // live: before the 30 s a poll would take (the stream's own re-read is every 15 s; a loaded CI machine needs the margin)
  await expect(bell).toHaveAccessibleName('Alerts: 1', { timeout: 25_000 });

  // by keyboard: the bell opens the list
  await bell.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/d\/alerts/);
  const row = page.getByRole('row').filter({ hasText: domain });
  await expect(row.getByText('New')).toBeVisible();
  await row.getByRole('button', { name: 'Mark read' }).click();
  await expect(row.getByText('Read')).toBeVisible();
  await expect(bell).toHaveAccessibleName('Alerts');

  // on a phone the bell stays in the bar and the list is a list of cards
  await page.setViewportSize({ width: 375, height: 740 });
  // (opened anew, as a phone opens it: a desktop window narrowed keeps its menu open as a drawer over the page)
  await page.reload();
  await expect(bell).toBeVisible();
  await expect(page.getByText(`Tracking domain ${domain} was deactivated: links on it no longer track.`)).toBeVisible();
});
