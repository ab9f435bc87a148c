import { get } from 'node:http';
import { trackingLink } from '../domain/offers/trackingLink';
import { expect, test } from './fixtures';
import { overflowOf } from './screenChecks';

// The manager's desk in Chromium against the built app and the real server: the demo manager opens
// Contact today, reads why each affiliate is listed and moves one to Call again; asks for reached
// caps by e-mail in the profile; a cap of one of their affiliates reached elsewhere lights their bell
// without a reload, and the administrator finds the manager's mail in the outbox.

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

/** GET of a tracking link on the server's own address with the tracking domain's Host, its redirect not followed. */
function trackerAnswer(link: URL, appUrl: string): Promise<number> {
  const server = new URL(appUrl);
  return new Promise((resolve, reject) => {
    get({ host: server.hostname, port: server.port, path: link.pathname + link.search, headers: { Host: link.host } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    }).on('error', reject);
  });
}

test('the manager works the call list, a cap reached elsewhere lights the bell, and the mail is in the outbox', async ({ page, app, openAs, browser }) => {
  test.setTimeout(180_000);
  await openAs(page, 'manager@example.com', { path: '/manager/d/contact-today' });

  // (1) why each affiliate is listed: the reason in words beside the affiliate
  const rows = page.getByRole('row').filter({ has: page.getByRole('button', { name: 'Update' }) });
  await expect(rows.first()).toBeVisible();
  const first = rows.first();
  const reason = first.getByRole('cell').nth(1);
  await expect(reason).toHaveText(/\S/);
  const affiliate = (await first.getByRole('cell').first().textContent())!.trim();

  // (2) the manager calls and moves the row to Call again, with a note
  await first.getByRole('button', { name: 'Update' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/^Call: /)).toBeVisible();
  await dialog.getByRole('combobox', { name: /^Status/ }).click();
  await page.getByRole('option', { name: 'Call again' }).click();
  await dialog.getByLabel('Note').fill('Promised new traffic on Monday.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const moved = page.getByRole('row').filter({ hasText: affiliate }).filter({ hasText: 'Promised new traffic on Monday.' });
  await expect(moved.first()).toContainText('Call again');
  // the filter by status finds it again
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: 'Promised new traffic on Monday.' }).first()).toContainText('Call again');

  // on a phone the list is a list of cards within the screen
  await page.setViewportSize({ width: 375, height: 740 });
  await page.reload();
  // each card names the affiliate (without the id the table adds) and the row's status
  const card = page.getByRole('listitem').filter({ hasText: affiliate.replace(/ \(#\d+\)$/, '') });
  await expect(card.first()).toContainText('Call again');
  expect(await overflowOf(page)).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 800 });

  // (3) the manager asks for reached caps by e-mail, in the profile
  await page.goto('/manager/d/profile');
  const mail = page.getByRole('group', { name: 'E-mail notifications' });
  await mail.getByRole('checkbox', { name: 'An offer’s cap is reached' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/saved/i).first()).toBeVisible();

  // everything the demo raised for the manager before is read, so the bell counts this journey's
  await page.request.post('/api/manager/alerts/read-all', { headers: XHR, data: {} });
  await page.goto('/manager/d/contact-today');
  const bell = page.getByRole('link', { name: /^Alerts/ });
  await expect(bell).toHaveAccessibleName('Alerts');

  // (4) elsewhere: the administrator caps an offer at one click a day for the manager's affiliate,
  // and that affiliate's visitor clicks; this page is not reloaded
  const admin = await browser.newContext({ baseURL: app.url });
  const adminPage = await admin.newPage();
  await openAs(adminPage, 'admin@example.com');
  const affiliates = await adminPage.request.post('/api/admin/user_profiles/affiliates/list', { headers: XHR, data: { page: 1, per_page: 1, q: 'affiliate@example.com' } });
  const affiliateId = ((await affiliates.json()) as { data: { id: number }[] }).data[0]!.id;
  const [seeded] = ((await (await adminPage.request.post('/api/admin/campaigns/list', { headers: XHR, data: { page: 1, per_page: 1, sort: 'id' } })).json()) as {
    data: { offer_group_id: number; landing_url: string }[];
  }).data;
  const name = `Desk capped ${Date.now()}`;
  const made = await adminPage.request.post('/api/admin/campaigns', {
    headers: XHR,
    data: {
      name,
      offer_group_id: seeded!.offer_group_id,
      status: 1,
      access: 4,
      landing_url: seeded!.landing_url,
      payout_cpa: 10,
      caps: [{ affiliate_id: affiliateId, period: 'daily', metric: 'clicks', limit: 1 }],
    },
  });
  expect(made.status()).toBe(201);
  const offerId = ((await made.json()) as { data: { id: number } }).data.id;
  const link = trackingLink({ domain: 'track.localhost', offerId, affiliateId, subIds: {}, localPort: Number(new URL(app.url).port) });
  expect(await trackerAnswer(new URL(link), app.url)).toBe(302);

  // live: well within the 30 s a poll would take
  await expect(bell).toHaveAccessibleName('Alerts: 1', { timeout: 30_000 });
  await bell.click();
  await expect(page.getByText(`A cap is reached: ${name}`, { exact: false })).toBeVisible();

  // (5) the administrator finds the manager's mail in the outbox
  await adminPage.goto('/admin/d/mail-outbox');
  const letter = adminPage.getByRole('row').filter({ hasText: 'manager@example.com' }).filter({ hasText: 'Alert: An offer’s cap is reached' });
  await expect(letter.first()).toBeVisible();
  await admin.close();
});
