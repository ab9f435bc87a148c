import { gunzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';

// Archives (spec 4 §8): the demo's month of clicks past the retention (and a month of its logs) was
// archived when the server started; the admin downloads the click file and restores the month, then
// finds the activity log's file by kind, on a phone.

test('an admin on a phone downloads the archived month of clicks and restores it', async ({ page, openAs }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openAs(page, 'admin@example.com', { path: '/admin/d/archives' });
  await expect(page.getByRole('heading', { level: 1, name: 'Archives' })).toBeVisible();
  const restore = page.getByRole('button', { name: /^Restore / }).first();
  await expect(restore).toBeVisible();
  const month = (await restore.getAttribute('aria-label'))!.replace(/^Restore /, '');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download' }).first().click()]);
  expect(download.suggestedFilename()).toMatch(/^clicks-\d{4}-\d{2}\.csv\.gz$/);
  const lines = gunzipSync(readFileSync((await download.path())!)).toString('utf8').trimEnd().split('\n');
  expect(lines[0]).toMatch(/^click_id,clicked_at,/);
  expect(lines.length).toBeGreaterThan(1);

  await restore.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText(`${month} restored: its clicks are in the click log for 7 days`)).toBeVisible();
  await expect(page.getByText(/Restored on .+ by Ada Admin/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: `Restore ${month}` })).toHaveCount(0);

  // the demo's month of activity past the log retention was archived too: the kind filter finds it
  await page.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Activity log' }).click();
  await expect(page.getByRole('link', { name: /^Download clicks-/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Restore Activity log of / })).toBeVisible();
  const [log] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /^Download activity-log-/ }).first().click()]);
  expect(log.suggestedFilename()).toMatch(/^activity-log-\d{4}-\d{2}\.csv\.gz$/);
  const entries = gunzipSync(readFileSync((await log.path())!)).toString('utf8');
  expect(entries.split('\n')[0]).toBe('id,actor_id,ip,type,entity,entity_id,changes,created_at');
  expect(entries).toContain('offer_updated');
});
