import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { expect, signIn, test, type OpenAs } from './fixtures';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

/** A fresh browser context with a session of its own (the journey ends it), in the user's app. */
async function signedIn(browser: Browser, baseURL: string, openAs: OpenAs, email: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await openAs(page, email, { fresh: true });
  return page;
}

async function userId(page: Page, email: string): Promise<number> {
  const res = await page.request.post('/api/admin/user_profiles/list', { headers: XHR, data: { q: email } });
  const { data } = (await res.json()) as { data: { id: number; email: string }[] };
  return data.find((u) => u.email === email)!.id;
}

test.describe('user management', () => {
  test('a visitor registers under the moderated type, an admin approves in a batch, the affiliate signs in', async ({ page, browser, app, openAs }) => {
    await openAs(page, 'admin@example.com');
    const set = await page.request.put('/api/admin/settings/config/batch-update/general-settings', { headers: XHR, data: { registration_type_id: 2 } });
    expect(set.ok()).toBe(true);

    const visitor = await (await browser.newContext({ baseURL: app.url })).newPage();
    await visitor.goto('/auth/a/registration');
    await visitor.getByLabel('First name').fill('Eve');
    await visitor.getByLabel('Last name').fill('Journey');
    await visitor.getByLabel('E-mail').fill('eve.journey@example.com');
    await visitor.getByLabel('Password', { exact: true }).fill('journey-pass-1');
    await visitor.getByLabel('Confirm the password').fill('journey-pass-1');
    await visitor.getByRole('button', { name: 'Register' }).click();
    await expect(visitor.getByRole('status')).toContainText('waiting for approval');
    expect(await visitor.evaluate(() => localStorage.getItem('userEmail'))).toBe('eve.journey@example.com');

    await page.goto('/admin/d/user-operations/affiliate-requests');
    const row = page.getByRole('row', { name: /eve\.journey@example\.com/ });
    await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('dialog', { name: 'Apply to the selected rows?' }).getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText(/Done for 1 user/)).toBeVisible();

    await signIn(visitor, 'eve.journey@example.com', 'journey-pass-1');
    await visitor.waitForURL('**/affiliate/d/**');
    await page.request.put('/api/admin/settings/config/batch-update/general-settings', { headers: XHR, data: { registration_type_id: 1 } });
  });

  test('an admin bans an affiliate signed in elsewhere, and that session ends', async ({ page, browser, app, openAs }) => {
    const affiliate = await signedIn(browser, app.url, openAs, 'affiliate5@example.com');
    await openAs(page, 'admin@example.com');
    const id = await userId(page, 'affiliate5@example.com');
    await page.goto(`/admin/d/user-operations/all-users/${id}/show/actions`);
    await page.getByRole('button', { name: 'Ban' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('button', { name: 'Unban' })).toBeVisible();
    await affiliate.reload();
    await affiliate.waitForURL('**/auth/a/login**');
  });

  test('a manager changes the manager of two affiliates, and the change log shows it to the administrator', async ({ page, openAs }) => {
    await openAs(page, 'manager@example.com', { path: '/manager/d/user-operations/affiliates' });
    // the rows' labelled checkboxes: the list's loading skeleton has rows with checkboxes too, without names
    const rowBoxes = page.getByRole('checkbox', { name: 'Select this row' });
    await rowBoxes.nth(0).check();
    await rowBoxes.nth(1).check();
    await page.getByRole('button', { name: 'Change manager' }).click();
    await page.getByRole('menuitem').filter({ hasNotText: 'Max Manager' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText(/Done for 2 users/)).toBeVisible();
    // the entries follow the affiliates (docs/decisions/security.md): the manager who handed them
    // over no longer sees them; whoever has them now does, and the administrator
    await openAs(page, 'admin@example.com', { path: '/admin/d/user-operations/user-change-log' });
    // a sentence of labels and names, not the raw field and ids
    await expect(page.getByText(/^Manager: Max Manager → \S.+$/).first()).toBeVisible();
    expect(await page.getByText(/^Manager: Max Manager → \S.+$/).count()).toBeGreaterThanOrEqual(2);
    await expect(page.getByText(/manager_id/)).toHaveCount(0);
  });

  test('exports download with the right rows', async ({ page, openAs }) => {
    await openAs(page, 'admin@example.com', { path: '/admin/d/user-operations/user-change-log' });
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(csv.suggestedFilename()).toBe('user-changes-log.csv');
    const text = readFileSync((await csv.path())!, 'utf8');
    expect(text.split('\r\n')[0]).toContain('ID,Created,User ID,User e-mail');
    expect(text).toContain('banned1@example.com');
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Registration log PDF' }).click()]);
    expect(pdf.suggestedFilename()).toBe('registration-log.pdf');
    expect(readFileSync((await pdf.path())!).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await page.goto('/admin/d/user-operations/registration-stats');
    const [stats] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(stats.suggestedFilename()).toBe('registration-stats.csv');
  });
});
